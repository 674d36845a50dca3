import { expect } from 'vitest';
import { multipart, SAMPLE_FILES } from '../../multipart.ts';
import {
  addIdFields,
  codes,
  refused,
  type TCaseContext,
  type TCrossTenantCase,
  withIdsOfA,
} from '../cross-tenant.kit.ts';

/** Cross-tenant entries of the 房源本 calls (see cross-tenant.kit.ts for the helpers; addIdFields for id fields). */
addIdFields({
  houseId: 'listings',
  itemId: 'listings',
  teamId: 'listing_team_members',
  followId: 'app_follow_ups',
  pictureId: 'listing_pictures',
  communityId: 'communities',
});

const firstOf = (c: TCaseContext, table: string): number => Number(c.a.rows[table]?.[0]?.id ?? 1);
const listingOfA = (c: TCaseContext) => firstOf(c, 'listings');
const whyListing = 'the listing is looked up by company: another company’s id is not found';
/** A valid sale listing in A's first community (add and edit). */
const listingBody = (c: TCaseContext) => ({
  type: 1,
  infoAttribution: 1,
  communityInfo: { communityId: firstOf(c, 'communities'), buildingNo: '1', roomNo: '101' },
  room: 2,
  hall: 1,
  houseArea: 80,
  floor: 1,
  totalFloor: 6,
  sellPrice: 100,
  contacts: [{ name: '测试', phone: '13900009999' }],
});

/** A call on one of A's listings: refused (not found), nothing of A changes. */
const onListing = (
  route: string,
  extra: (c: TCaseContext) => Record<string, unknown> = () => ({}),
): TCrossTenantCase => ({
  ...withIdsOfA(route, whyListing, (c) => ({ houseId: listingOfA(c), itemId: listingOfA(c), appType: 1, ...extra(c) })),
  check: refused,
});

/** A list or read of the caller's own company: answers B's rows only (the suite checks no A string leaks). */
const ownCompany = (route: string, why: string, extra: (c: TCaseContext) => Record<string, unknown> = () => ({})) =>
  withIdsOfA(route, why, extra);

export const HOUSING_CASES: Record<string, TCrossTenantCase> = {
  'POST /housing/v2/housingPosts': ownCompany(
    'POST /housing/v2/housingPosts',
    'the list is filtered by the caller’s company; A’s ids in filters match nothing',
    (c) => ({ type: 1, searchIds: [listingOfA(c)], newKey: { type: 1, key: String(firstOf(c, 'communities')) } }),
  ),
  'GET /housing/v2/housingSearch': ownCompany(
    'GET /housing/v2/housingSearch',
    'suggestions come from the caller’s company’s communities and listings',
    (c) => ({ type: 1, key: `CS${String(listingOfA(c)).padStart(6, '0')}` }),
  ),
  'GET /housing/v2/housingDetail': onListing('GET /housing/v2/housingDetail'),
  'GET /housing/v2/getHouseInfoProtection': onListing('GET /housing/v2/getHouseInfoProtection', () => ({ type: 1 })),
  'GET /housing/v2/queryAuthHouseCount': ownCompany(
    'GET /housing/v2/queryAuthHouseCount',
    'counts the caller’s company’s listings and the caller’s own reveals',
    () => ({ type: 1 }),
  ),
  'GET /housing/v2/protectionRecord': ownCompany(
    'GET /housing/v2/protectionRecord',
    'the reveal log is read by company; A’s listing and user ids match nothing',
  ),
  'GET /housing/v2/housingPriceTrend': onListing('GET /housing/v2/housingPriceTrend'),
  'GET /housing/v2/housingEvaluate': onListing('GET /housing/v2/housingEvaluate'),
  'GET /housing/v2/housingTypeList': ownCompany('GET /housing/v2/housingTypeList', 'constant option lists'),
  'GET /housing/v2/housingPictures': onListing('GET /housing/v2/housingPictures'),
  'GET /housing/v2/housingCheck': {
    ...withIdsOfA('GET /housing/v2/housingCheck', 'the community must be the caller’s company’s', (c) => ({
      type: 1,
      communityId: firstOf(c, 'communities'),
      buildingNo: String(c.a.rows.listings?.[0]?.building_no ?? '1'),
      roomNo: String(c.a.rows.listings?.[0]?.room_no ?? '101'),
    })),
    check: refused,
  },
  'POST /housing/v2/housingAdd': {
    ...withIdsOfA('POST /housing/v2/housingAdd', 'the community must be the caller’s company’s', listingBody),
    check: refused,
  },
  'POST /housing/v2/housingEdit': {
    ...withIdsOfA('POST /housing/v2/housingEdit', whyListing, (c) => ({
      houseId: listingOfA(c),
      version: 1,
      ...listingBody(c),
    })),
    check: refused,
  },
  'POST /housing/v2/housingState': onListing('POST /housing/v2/housingState', () => ({ houseState: 5 })),
  'POST /housing/v2/housingAttribute': onListing('POST /housing/v2/housingAttribute', () => ({
    attrType: 1,
    status: 1,
  })),
  'GET /housing/v2/housingToPublic': onListing('GET /housing/v2/housingToPublic'),
  'POST /housing/v2/housingToRecycle': onListing('POST /housing/v2/housingToRecycle'),
  'GET /housing/v2/getHousingSetting': ownCompany('GET /housing/v2/getHousingSetting', 'settings are read by company'),
  'POST /housing/v2/housingSettingSave': {
    ...ownCompany('POST /housing/v2/housingSettingSave', 'settings are written for the caller’s company', () => ({
      dailyViewLimit: 5,
      protectContacts: true,
      protectAddress: true,
    })),
    check: (answers) => expect(codes(answers)).toEqual([200]),
  },
  'POST /housing/v2/houseUpload': {
    why: 'stores the picture under the caller’s company',
    requests: (c) => {
      const form = multipart(
        { filename: 'room.png', contentType: 'image/png', bytes: SAMPLE_FILES.png },
        {
          houseId: String(listingOfA(c)),
          companyId: String(c.a.companyId),
        },
      );
      return [
        {
          method: 'POST',
          url: '/housing/v2/houseUpload',
          headers: { ...c.b.agent, ...form.headers },
          payload: form.payload,
        },
      ];
    },
    check: (answers) => expect(codes(answers)).toEqual([200]),
  },
  'GET /housing/v2/teamPosts': onListing('GET /housing/v2/teamPosts'),
  'POST /housing/v2/teamMaintainer': onListing('POST /housing/v2/teamMaintainer'),
  'POST /housing/v2/teamSurveyor': onListing('POST /housing/v2/teamSurveyor', () => ({
    pictures: [{ ref: 'upload:00000000-0000-4000-8000-000000000000.png' }],
  })),
  'POST /housing/v2/houseThumbnail': onListing('POST /housing/v2/houseThumbnail', () => ({ pictureId: 1 })),
  'POST /housing/v2/teamKey': onListing('POST /housing/v2/teamKey', () => ({ keyNo: 'K-1' })),
  'POST /housing/v2/teamEntrustment': onListing('POST /housing/v2/teamEntrustment', () => ({
    entrustType: 1,
    entrustStart: '2026-01-01',
    entrustEnd: '2026-12-31',
  })),
  'POST /housing/v2/teamAgent': onListing('POST /housing/v2/teamAgent'),
  'POST /housing/v2/teamAssign': onListing('POST /housing/v2/teamAssign', (c) => ({
    type: 0,
    userId: c.a.users.agentA.id,
  })),
  'POST /housing/v2/teamRelieve': {
    ...withIdsOfA('POST /housing/v2/teamRelieve', 'the team member is looked up by company', (c) => ({
      teamId: firstOf(c, 'listing_team_members'),
    })),
    check: refused,
  },
  'GET /housing/v2/teamChangeRecord': onListing('GET /housing/v2/teamChangeRecord'),
  'GET /housing/v2/teamSurveyorDetail': onListing('GET /housing/v2/teamSurveyorDetail'),
  'POST /housing/v2/housingfollowUp': onListing('POST /housing/v2/housingfollowUp', () => ({
    categoryType: 1,
    content: '跟进',
  })),
  'GET /housing/v2/housingfollowUpCategory': ownCompany(
    'GET /housing/v2/housingfollowUpCategory',
    'constant categories',
  ),
  'GET /housing/v2/getHousingfollowUp': onListing('GET /housing/v2/getHousingfollowUp'),
  'POST /housing/v2/housingfollowUpDel': onListing('POST /housing/v2/housingfollowUpDel', (c) => ({
    followId: firstOf(c, 'app_follow_ups'),
  })),
  'GET /app/getCategoryV2': ownCompany('GET /app/getCategoryV2', 'constant categories', () => ({ appType: 1 })),
  'GET /app/appRecord': onListing('GET /app/appRecord'),
  'POST /app/followUp': onListing('POST /app/followUp', () => ({ categoryType: 1, content: '跟进' })),
  'GET /app/getFollowUp': onListing('GET /app/getFollowUp'),
  'POST /app/followUpDel': onListing('POST /app/followUpDel', (c) => ({ followId: firstOf(c, 'app_follow_ups') })),
  'GET /app/collection': onListing('GET /app/collection', () => ({ status: 1 })),
};
