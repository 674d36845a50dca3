import type { THeaders, TTestApp } from '../../../test/create-test-app.ts';
import { communityLookup } from '../community/community-lookup.ts';

/** Fixtures of the house-book API tests: a company's community and listing submits. */

export async function firstCommunity(t: TTestApp, companyId: number, index = 0) {
  const list = await communityLookup.demoCommunities(t.db, companyId);
  const community = list[index];
  if (!community) throw new Error(`company ${companyId} has no demo community ${index}`);
  const rooms = await communityLookup.demoRooms(t.db, companyId, community.communityId, 50);
  return { ...community, rooms };
}

let roomCounter = 0;
/** A room number no other test of the file used (a fresh house for the duplicate check). */
export function freshRoom(): string {
  roomCounter += 1;
  return String(9000 + roomCounter);
}

export function saleBody(communityId: number, overrides: Record<string, unknown> = {}) {
  return {
    type: 1,
    infoAttribution: 1,
    communityInfo: { communityId, buildingNo: '88', unitNo: '1', roomNo: freshRoom() },
    room: 3,
    hall: 2,
    showerRoom: 1,
    houseArea: 89.5,
    floor: 5,
    totalFloor: 18,
    sellPrice: 320,
    contacts: [{ name: '王建国', phone: '13912345678', level: '先生' }],
    tags: [1, 3],
    renovation: 4,
    toward: 2,
    remark: '业主诚心出售',
    ...overrides,
  };
}

export function rentBody(communityId: number, overrides: Record<string, unknown> = {}) {
  return {
    ...saleBody(communityId),
    type: 2,
    sellPrice: '',
    rentPrice: 4500,
    rentUnit: 1,
    rentPayway: 2,
    rentway: 1,
    peitao: [1, 2, 5],
    ...overrides,
  };
}

export async function addListing(t: TTestApp, headers: THeaders, body: Record<string, unknown>): Promise<number> {
  const res = await t.call({ method: 'POST', url: '/housing/v2/housingAdd', payload: body, headers });
  if (res.code !== 200) throw new Error(`housingAdd failed: ${res.code} ${res.msg}`);
  return res.data.houseId as number;
}
