import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { endpoint } from './common/endpoint.ts';
import { ZEnvelope, ZListEnvelope } from './common/envelope.ts';
import { ZId, ZPageIndex, ZPageSize } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { PAGE_SIZE } from './common/page-sizes.ts';
import { ZInt } from './community-fields.ts';
import { COMMUNITY_FACTS, COMMUNITY_PLACE, ESTATE_PERMISSION, ZBuilding } from './community-shapes.ts';

/**
 * The base catalogue (基础小区, seed 001 §7 "Base catalogue"): a shared, read-only catalogue of
 * communities per city with buildings, units and houses. `/intensiveFarming` is this project's prefix
 * (the seed gives none). Any member browses it; adopting a community into 我的小区 needs 新增小区.
 */
const ZCityId = numeric({ error: MSG.cityRequired })
  .int(MSG.cityRequired)
  .min(1000, MSG.cityRequired)
  .max(9999, MSG.cityRequired);

export const ZCatalogueRow = z.object({
  id: z.number(),
  ...COMMUNITY_PLACE,
  years: z.number().nullable(),
  buildingCount: z.number(),
  /** The company community adopted from it (0: not adopted yet). */
  adoptedCommunityId: z.number(),
});
export type TCatalogueRow = z.output<typeof ZCatalogueRow>;

export const ZCatalogueDetail = ZCatalogueRow.extend({
  ...COMMUNITY_FACTS,
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  houseCount: z.number(),
});

export const ZCatalogueHouse = z.object({
  houseId: z.number(),
  roomNo: z.string(),
  floor: z.number(),
  houseArea: z.number().nullable(),
});

export const catalogueEndpoints = {
  openCity: endpoint({
    method: 'GET',
    path: '/intensiveFarming/openCity',
    auth: 'member',
    summary: 'Whether the base catalogue covers a city: data.flag 1 yes, 0 no (then the 基础小区 tab explains)',
    query: z.object({ cityid: ZCityId }),
    response: ZEnvelope(
      z.object({ flag: z.number(), cityId: z.number(), cityName: z.string(), communityCount: z.number() }),
    ),
  }),
  getCommunityList: endpoint({
    method: 'POST',
    path: '/intensiveFarming/new/getCommunityList',
    auth: 'member',
    bodyType: 'form',
    summary: 'Catalogue communities of a city, 10 a page; key matches name, other name or address (form body)',
    body: z.object({
      cityid: ZCityId,
      key: z.string().trim().max(30).default(''),
      districtId: ZInt(0, 999999).default(0),
      regionId: ZInt(0, Number.MAX_SAFE_INTEGER).default(0),
      pageindex: ZPageIndex,
      pagesize: ZPageSize(PAGE_SIZE.communities),
    }),
    response: ZListEnvelope(ZCatalogueRow),
  }),
  communityDetail: endpoint({
    method: 'GET',
    path: '/intensiveFarming/new/communityDetail',
    auth: 'member',
    summary: 'A catalogue community with its facts and counts',
    query: z.object({ id: ZId }),
    response: ZEnvelope(ZCatalogueDetail),
  }),
  getUnitList: endpoint({
    method: 'GET',
    path: '/intensiveFarming/getUnitList',
    auth: 'member',
    summary: 'Buildings of a catalogue community with their units',
    query: z.object({ id: ZId }),
    response: ZEnvelope(z.array(ZBuilding)),
  }),
  getHouseList: endpoint({
    method: 'GET',
    path: '/intensiveFarming/getHouseList',
    auth: 'member',
    summary: 'Houses of a catalogue unit, up the floors',
    query: z.object({ unitId: ZId }),
    response: ZEnvelope(z.array(ZCatalogueHouse)),
  }),
  adopt: endpoint({
    method: 'POST',
    path: '/intensiveFarming/adopt',
    auth: 'member',
    permission: ESTATE_PERMISSION.add,
    summary: "(designed) Add a catalogue community (with buildings, units and rooms) to the company's communities",
    body: z.object({ id: ZId }),
    response: ZEnvelope(z.object({ communityId: z.number() })),
  }),
} as const;
