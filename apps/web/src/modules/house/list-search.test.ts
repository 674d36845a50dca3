import { ZListingSearch } from '@awb/contract/housing-views';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from './house-filter.ts';
import { listSearchBody } from './list-search.ts';
import { INITIAL_LIST_STATE } from './list-state.ts';

describe('listSearchBody', () => {
  it('sends only the type and sort when nothing is filtered', () => {
    expect(listSearchBody(INITIAL_LIST_STATE)).toEqual({ type: 1, sort: 0 });
  });
  it('maps every filter onto the contract search and the contract accepts it', () => {
    const body = listSearchBody({
      type: 2,
      sort: 3,
      search: { type: 1, key: '12', label: '西溪花园' },
      filter: {
        ...EMPTY_FILTER,
        districtId: 330106,
        regionId: 4,
        price: { min: 2000, max: 5000 },
        area: { min: 50 },
        floor: { max: 10 },
        date: { start: '2026-01-01', end: '2026-01-31' },
        dateType: 2,
        houseType: [2, 3],
        tags: [1],
        houseState: [1],
        infoAttribution: [1],
        waitTeamType: 3,
        teamRole: [0],
        luru: { depts: [{ deptId: 5, deptName: '一组' }], users: [{ userId: 9, userName: '李娜', deptId: 5 }] },
        roomNo: ' 501 ',
        contactPhone: '13812345678',
        collected: true,
      },
    });
    expect(body).toMatchObject({
      type: 2,
      sort: 3,
      newKey: { type: 1, key: '12' },
      priceMin: 2000,
      priceMax: 5000,
      areaMin: 50,
      floorMax: 10,
      dateType: 2,
      dateStart: '2026-01-01',
      houseType: [2, 3],
      infoAttribution: 1,
      waitTeamType: 3,
      teamRole: 0,
      luruSearch: { deptIds: [5], userCodes: [9] },
      roomNo: '501',
      contactPhone: '13812345678',
      collected: true,
    });
    expect(body).not.toHaveProperty('priceMax', undefined);
    expect(ZListingSearch.safeParse({ ...body, pageindex: 1, pagesize: 10 }).success).toBe(true);
  });
});
