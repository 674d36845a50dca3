import { describe, expect, it } from 'vitest';
import { housingEndpoints, housingPermission, teamPermission } from './housing.contract.ts';
import { HOUSE_FILTER, HOUSE_FILTER_BY_CODE } from './housing-filters.ts';
import { ZListingFields } from './housing-listing.ts';
import { HOUSING_MSG, TEAM_TYPE } from './housing-options.ts';
import { ZListingSearch } from './housing-views.ts';
import { catalogueItem } from './permissions.ts';

const sale = {
  type: 1,
  infoAttribution: 1,
  communityInfo: { communityId: 3, buildingNo: '5', unitNo: '', roomNo: '501' },
  room: '3',
  hall: 2,
  houseArea: '89.5',
  floor: 5,
  totalFloor: 18,
  sellPrice: '320',
  contacts: [{ name: '王', phone: '13900001111' }],
};

const firstMessage = (input: unknown) => {
  const r = ZListingFields.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('the listing submit', () => {
  it('accepts a minimal sale listing with form strings and defaults', () => {
    const v = ZListingFields.parse(sale);
    expect(v.room).toBe(3);
    expect(v.houseArea).toBe(89.5);
    expect(v.contacts[0]?.level).toBe('先生');
    expect(v.communityInfo.buildingLabel).toBe('栋');
    expect(v.communityInfo.unitLabel).toBe('单元');
    expect(v.tags).toEqual([]);
    expect(v.renovation).toBe(0);
  });

  it('asks for the attribution: 请选择房源归属', () => {
    expect(firstMessage({ ...sale, infoAttribution: undefined })).toBe(HOUSING_MSG.attributionRequired);
    expect(firstMessage({ ...sale, infoAttribution: '' })).toBe(HOUSING_MSG.attributionRequired);
  });

  it('needs the price of its type', () => {
    expect(firstMessage({ ...sale, sellPrice: '' })).toBe(HOUSING_MSG.sellPriceRequired);
    expect(firstMessage({ ...sale, type: 2 })).toBe(HOUSING_MSG.rentPriceRequired);
    expect(firstMessage({ ...sale, sellPrice: '-3' })).toBe(HOUSING_MSG.priceFormat);
    expect(firstMessage({ ...sale, sellPrice: '1.234' })).toBe(HOUSING_MSG.priceFormat);
  });

  it('checks floors, school seat, contacts and options', () => {
    expect(firstMessage({ ...sale, floor: 19 })).toBe(HOUSING_MSG.floorAboveTotal);
    expect(firstMessage({ ...sale, floor: 2.5 })).toBe(HOUSING_MSG.floorFormat);
    expect(firstMessage({ ...sale, schoolSeat: 1 })).toBe(HOUSING_MSG.schoolSeatTimeRequired);
    expect(firstMessage({ ...sale, schoolSeat: 1, schoolSeatUseTime: '2024-02-30' })).toBe(HOUSING_MSG.dateFormat);
    expect(firstMessage({ ...sale, contacts: [] })).toBe(HOUSING_MSG.contactsRequired);
    expect(firstMessage({ ...sale, contacts: [{ name: '王', phone: '123' }] })).toBe(HOUSING_MSG.contactPhoneFormat);
    expect(firstMessage({ ...sale, renovation: 9 })).toBe(HOUSING_MSG.optionInvalid);
    expect(firstMessage({ ...sale, tags: '1,99' })).toBe(HOUSING_MSG.optionInvalid);
    expect(firstMessage({ ...sale, communityInfo: undefined })).toBe(HOUSING_MSG.communityRequired);
    expect(firstMessage({ ...sale, communityInfo: { ...sale.communityInfo, roomNo: ' ' } })).toBe(
      HOUSING_MSG.roomRequired,
    );
  });
});

describe('the listing search', () => {
  it('defaults to page 1 of 10 and reads comma lists', () => {
    const q = ZListingSearch.parse({ type: 2, tags: '1,2', teamRole: '' });
    expect(q.pagesize).toBe(10);
    expect(q.pageindex).toBe(1);
    expect(q.tags).toEqual([1, 2]);
    expect(q.teamRole).toBeUndefined();
  });
});

describe('filter codes and permissions', () => {
  it('has unique four-letter codes', () => {
    const codes = Object.values(HOUSE_FILTER).map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^[A-Z]{4}$/);
    expect(HOUSE_FILTER_BY_CODE.FYJG?.name).toBe('价格');
  });

  it('maps actions to catalogue items (sale 1–6, rent 7–12, teams 31–40)', () => {
    expect(housingPermission(1, 'remove').itemId).toBe(3);
    expect(housingPermission(2, 'remove').itemId).toBe(9);
    expect(housingPermission(1, 'protection', 'contacts')).toMatchObject({ itemId: 5, childId: 501 });
    expect(teamPermission(1, TEAM_TYPE.entrustment).itemId).toBe(32);
    expect(teamPermission(2, TEAM_TYPE.key).itemId).toBe(39);
    for (const type of [1, 2]) {
      for (const action of ['add', 'edit', 'remove', 'state', 'protection', 'toPublic'] as const) {
        expect(catalogueItem(1, housingPermission(type, action).itemId)).toBeDefined();
      }
      for (const t of Object.values(TEAM_TYPE)) expect(catalogueItem(1, teamPermission(type, t).itemId)).toBeDefined();
    }
    for (const e of Object.values(housingEndpoints)) {
      if ('permission' in e && e.permission)
        expect(catalogueItem(e.permission.appType, e.permission.itemId)).toBeDefined();
    }
  });
});
