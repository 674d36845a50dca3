import { describe, expect, it } from 'vitest';
import { EMPTY_LISTING, forCustomer, listingPrefill, queryPrefill, recordPrefill } from './prefill.ts';

const listing = {
  houseId: 41,
  type: 1,
  districtName: '西湖区',
  communityInfo: { communityName: '西溪花园', buildingNo: '3', unitNo: '2', roomNo: '1201', address: '文二西路588号' },
  houseArea: 89.5,
  room: 3,
  hall: 2,
  showerRoom: 1,
  floor: 12,
  totalFloor: 18,
  sellPrice: 320,
  rentPrice: null,
  contacts: [{ name: '王先生', phone: '13911110001' }],
};

describe('prefill', () => {
  it('takes the district, the house, the price in 元 and the owner from a sale listing', () => {
    const p = listingPrefill(listing, { name: '钱程', phone: '13911110002' });
    // The contract keeps which listing it came from, for the contract book's record.
    expect(p.houseId).toBe(41);
    expect(p.values).toMatchObject({
      district: '西湖区',
      houseName: '西溪花园',
      houseBuilding: '3',
      houseRoomNo: '1201',
      houseArea: '89.5',
      room: '3',
      bath: '1',
      transactionPrice: '3200000',
    });
    expect(p.partyA).toEqual({ name: '王先生', phone: '13911110001' });
    expect(p.partyB).toEqual({ name: '钱程', phone: '13911110002' });
  });

  it('leaves masked parts for the agent to type', () => {
    const masked = {
      ...listing,
      communityInfo: { ...listing.communityInfo, buildingNo: '**', roomNo: '**' },
      contacts: [{ name: '王先生', phone: '139****0001' }],
    };
    const p = listingPrefill(masked);
    expect(p.values?.houseBuilding).toBe('');
    expect(p.values?.houseRoomNo).toBe('');
    expect(p.partyA).toEqual({ name: '王先生', phone: '' });
    expect(p.partyB).toBeUndefined();
  });

  it('moves a record prefill’s house into the values and reads the query', () => {
    const party = { type: 1, name: '甲', certNo: '', phone: '138****0000' };
    const p = recordPrefill({
      contractId: 12,
      content: {
        houseName: '翠苑',
        houseBuilding: '1',
        houseRoomNo: '101',
        partyA: party,
        partyB: party,
        values: { transactionPrice: '100' },
      },
    });
    // The contract links the record it came from, so that completing it updates that record.
    expect(p.recordId).toBe(12);
    expect(p.values).toEqual({ transactionPrice: '100', houseName: '翠苑', houseBuilding: '1', houseRoomNo: '101' });
    expect(p.partyA?.phone).toBe('');
    const q = queryPrefill(new URLSearchParams('houseName=文鼎苑&partyBName=钱程&partyBPhone=13911110002'));
    expect(q.values).toEqual({ houseName: '文鼎苑' });
    expect(q.partyB).toEqual({ name: '钱程', phone: '13911110002' });
    expect(q.partyA).toBeUndefined();
  });

  it('takes only the customer when there is no listing', () => {
    const p = listingPrefill(EMPTY_LISTING, { name: '钱程', phone: '138****0002' });
    expect(p.partyB).toEqual({ name: '钱程', phone: '' });
    expect(Object.values(p.values ?? {}).every((v) => v === '')).toBe(true);
    expect(p.partyA).toBeUndefined();
  });

  it('keeps the customer the contract is drafted for, and none for 0', () => {
    const p = listingPrefill(listing, { name: '钱程', phone: '13911110002' });
    expect(forCustomer(p, 8)).toMatchObject({ houseId: 41, customerId: 8, partyB: { name: '钱程' } });
    expect(forCustomer(p, 0).customerId).toBeUndefined();
  });
});
