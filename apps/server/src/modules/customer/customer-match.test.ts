import { describe, expect, it } from 'vitest';
import { describeChanges, type TCustomerSnapshot } from './change-diff.ts';
import { isMatch, matchListing, roomFits, type TIntention } from './customer-match.ts';

const intention: TIntention = {
  customerType: 1,
  priceMin: 300,
  priceMax: 350,
  areaMin: 90,
  areaMax: 110,
  room: 3,
  communityIds: [7],
  regions: [],
};
const listing = {
  houseId: 1,
  type: 1,
  title: '',
  communityId: 7,
  communityName: '文鼎苑',
  districtId: 330106,
  room: 3,
  hall: 2,
  area: 95,
  price: 320,
};
const district = () => '西湖区';

describe('matchListing', () => {
  it('gives a reason per criterion met and the share as the score', () => {
    const m = matchListing(intention, listing, district);
    expect(m).toMatchObject({ score: 100, matched: 4, criteria: 4 });
    expect(m.reasons.map((r) => r.text)).toEqual([
      '总价320万，在预算300-350万内',
      '面积95㎡，符合90-110㎡',
      '3室2厅，符合3室需求',
      '位于意向小区「文鼎苑」',
    ]);
  });

  it('needs at least half of the criteria', () => {
    expect(isMatch(matchListing(intention, { ...listing, price: 500, area: 150 }, district))).toBe(true);
    expect(isMatch(matchListing(intention, { ...listing, price: 500, area: 150, room: 2 }, district))).toBe(false);
    expect(
      isMatch(
        matchListing(
          { ...intention, priceMin: null, priceMax: null, areaMin: null, areaMax: null, room: 0, communityIds: [] },
          listing,
          district,
        ),
      ),
    ).toBe(false);
  });

  it('reads four rooms as four or more', () => {
    expect(roomFits(4, 5)).toBe(true);
    expect(roomFits(3, 4)).toBe(false);
  });
});

describe('describeChanges', () => {
  const before: TCustomerSnapshot = {
    customerType: 1,
    contacts: [{ name: '王先生', phone: '13812345678', sex: 1 }],
    wechat: '',
    floor: null,
    tfloor: null,
    area: 80,
    tarea: 100,
    price: 200,
    tprice: 300,
    paymentMethod: 0,
    cityName: '杭州市',
    regionNames: [],
    tags: [],
    houseKind: 0,
    communityNames: [],
    renovation: 0,
    garage: 0,
    elevator: 0,
    downPayment: null,
    uses: 0,
    level: 3,
    room: 3,
    houseAge: 0,
    remark: '',
    source: 1,
    stateName: '有效',
  };
  it('lists the changed fields in words, phones masked', () => {
    const after = {
      ...before,
      price: 250,
      contacts: [{ name: '王先生', phone: '13900001111', sex: 1 }],
      tags: ['学区房'],
    };
    expect(describeChanges(before, after)).toBe(
      '联系人：王先生 138****5678 → 王先生 139****1111；价格：200-300万 → 250-300万；标签：无 → 学区房',
    );
    expect(describeChanges(before, before)).toBe('');
  });
});
