import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE, MSG } from '@awb/contract/common/codes';
import type { TPermissionRef } from '@awb/contract/common/endpoint';
import { HOUSING_PERMISSION, housingPermission, teamPermission } from '@awb/contract/housing.contract';
import { TEAM_TYPE } from '@awb/contract/housing-options';
import { DATA_SCOPE, PERMISSION_CATALOGUE } from '@awb/contract/permissions';
import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { multipart, SAMPLE_FILES } from '../../../test/multipart.ts';
import { staffWith, userIdOf } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { registeredEndpoints } from '../../platform/http/route.ts';
import type { TGrant } from '../role/role.repository.ts';
import { appFollowUps, appRecords } from './app-record/app-record.table.ts';
import { addListing, firstCommunity, rentBody, saleBody } from './housing-fixtures.ts';
import { listings } from './listing.table.ts';
import { housingSettings, listingReveals } from './protection/protection.table.ts';
import { listingTeamMembers } from './team/team.table.ts';

/**
 * The house book's authorisation matrix: for every permission a listing call checks (declared on the
 * endpoint or, for the sale / rent items, by the listing's type), someone holding every other
 * permission of every app with the whole-company scope is refused with the seeds' message and nothing
 * changes; someone holding just that permission succeeds; so does a manager.
 */
let t: TTestApp;
let manager: THeaders;
let communityId: number;
let colleague: number;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login(DEMO.users.managerA.phone);
  communityId = (await firstCommunity(t, DEMO.companyA.id)).communityId;
  colleague = await userIdOf(t, DEMO.users.agentA.phone);
});
afterAll(async () => {
  await t.close();
});

const A = DEMO.companyA.id;
const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });
const get = (url: string): InjectOptions => ({ method: 'GET', url });
/** A fresh public listing of the manager's. */
const listing = (type: number) =>
  addListing(
    t,
    manager,
    type === 1 ? saleBody(communityId, { infoAttribution: 2 }) : rentBody(communityId, { infoAttribution: 2 }),
  );
const privateListing = (type: number) =>
  addListing(t, manager, type === 1 ? saleBody(communityId) : rentBody(communityId));
/** A listing whose maintainer role is vacant. */
async function vacantMaintainer(type: number) {
  const id = await listing(type);
  const team = await t.call({ method: 'GET', url: `/housing/v2/teamPosts?houseId=${id}`, headers: manager });
  await t.call({
    method: 'POST',
    url: '/housing/v2/teamRelieve',
    payload: { teamId: team.data.teamData[0].teamId },
    headers: manager,
  });
  return id;
}
async function picture(): Promise<string> {
  const form = multipart({ filename: 'p.png', contentType: 'image/png', bytes: SAMPLE_FILES.png });
  const res = await t.call({
    method: 'POST',
    url: '/housing/v2/houseUpload',
    headers: { ...manager, ...form.headers },
    payload: form.payload,
  });
  return res.data.ref as string;
}

type TCase = { ref: TPermissionRef; request: () => Promise<InjectOptions> };
const CASES: Record<string, TCase> = {};
for (const type of [1, 2]) {
  const kind = type === 1 ? 'sale' : 'rent';
  const body = type === 1 ? saleBody : rentBody;
  CASES[`${kind} add`] = {
    ref: housingPermission(type, 'add'),
    request: async () => post('/housing/v2/housingAdd', body(communityId)),
  };
  CASES[`${kind} edit`] = {
    ref: housingPermission(type, 'edit'),
    request: async () => {
      const id = await listing(type);
      const roomNo = (
        await t.call({
          method: 'GET',
          url: `/housing/v2/getHouseInfoProtection?houseId=${id}&type=2`,
          headers: manager,
        })
      ).data.address.roomNo;
      return post('/housing/v2/housingEdit', {
        ...body(communityId, { communityInfo: { communityId, buildingNo: '88', unitNo: '1', roomNo }, remark: '改' }),
        houseId: id,
        version: 1,
      });
    },
  };
  CASES[`${kind} remove`] = {
    ref: housingPermission(type, 'remove'),
    request: async () => post('/housing/v2/housingToRecycle', { houseId: await listing(type) }),
  };
  CASES[`${kind} state`] = {
    ref: housingPermission(type, 'state'),
    request: async () => post('/housing/v2/housingState', { houseId: await listing(type), houseState: 2 }),
  };
  CASES[`${kind} contacts`] = {
    ref: housingPermission(type, 'protection', 'contacts'),
    request: async () => get(`/housing/v2/getHouseInfoProtection?houseId=${await listing(type)}&type=1`),
  };
  CASES[`${kind} address`] = {
    ref: housingPermission(type, 'protection', 'address'),
    request: async () => get(`/housing/v2/getHouseInfoProtection?houseId=${await listing(type)}&type=2`),
  };
  CASES[`${kind} to public`] = {
    ref: housingPermission(type, 'toPublic'),
    request: async () => get(`/housing/v2/housingToPublic?houseId=${await privateListing(type)}`),
  };
  CASES[`${kind} maintainer`] = {
    ref: teamPermission(type, TEAM_TYPE.maintainer),
    request: async () => post('/housing/v2/teamMaintainer', { houseId: await vacantMaintainer(type) }),
  };
  CASES[`${kind} key`] = {
    ref: teamPermission(type, TEAM_TYPE.key),
    request: async () => post('/housing/v2/teamKey', { houseId: await listing(type), keyNo: 'K1' }),
  };
  CASES[`${kind} entrustment`] = {
    ref: teamPermission(type, TEAM_TYPE.entrustment),
    request: async () =>
      post('/housing/v2/teamEntrustment', {
        houseId: await listing(type),
        entrustType: 1,
        entrustStart: '2026-11-01',
        entrustEnd: '2026-12-01',
      }),
  };
  CASES[`${kind} surveyor`] = {
    ref: teamPermission(type, TEAM_TYPE.surveyor),
    request: async () =>
      post('/housing/v2/teamSurveyor', { houseId: await listing(type), pictures: [{ ref: await picture() }] }),
  };
  CASES[`${kind} agent`] = {
    ref: teamPermission(type, TEAM_TYPE.agent),
    request: async () => post('/housing/v2/teamAgent', { houseId: await listing(type) }),
  };
}
CASES['POST /housing/v2/housingAttribute'] = {
  ref: HOUSING_PERMISSION.attribute,
  request: async () => post('/housing/v2/housingAttribute', { houseId: await listing(1), attrType: 1, status: 1 }),
};
CASES['GET /housing/v2/protectionRecord'] = {
  ref: HOUSING_PERMISSION.protectionLog,
  request: async () => get('/housing/v2/protectionRecord'),
};
CASES['POST /housing/v2/housingSettingSave'] = {
  ref: HOUSING_PERMISSION.settings,
  request: async () =>
    post('/housing/v2/housingSettingSave', { dailyViewLimit: 30, protectContacts: true, protectAddress: true }),
};
CASES['POST /housing/v2/teamAssign'] = {
  ref: HOUSING_PERMISSION.teamAssign,
  request: async () => post('/housing/v2/teamAssign', { houseId: await listing(1), type: 1, userId: colleague }),
};

/** Every grant of every app with the whole company, except the one guarded (or its one child). */
function everythingBut(ref: TPermissionRef): TGrant[] {
  return PERMISSION_CATALOGUE.map((app) => {
    const grant = grantOf(app.appType, DATA_SCOPE.company);
    if (app.appType !== ref.appType) return grant;
    const key = String(ref.itemId);
    if (ref.childId === undefined) delete grant.authData[key];
    else grant.authData[key] = (grant.authData[key] ?? []).filter((c) => c !== ref.childId);
    return grant;
  });
}

function just(ref: TPermissionRef): TGrant[] {
  const grant = grantOf(ref.appType, DATA_SCOPE.company, [ref.itemId]);
  if (ref.childId !== undefined) grant.authData = { [String(ref.itemId)]: [ref.childId] };
  return [grant];
}

const counts = async () =>
  Promise.all(
    [listings, appRecords, appFollowUps, listingTeamMembers, listingReveals, housingSettings].map(
      async (table) => (await t.db.select({ n: count() }).from(table))[0]?.n,
    ),
  );

const send = async (request: InjectOptions, headers: THeaders) =>
  t.call({ ...request, headers: { ...(request.headers as Record<string, string>), ...headers } });

describe('the house-book authorisation matrix', () => {
  it('has a case for every guarded call of /housing/v2 and /app', () => {
    const guarded = [...registeredEndpoints.values()]
      .filter((e) => e.permission && /^\/(housing|app)\//.test(e.path))
      .map((e) => `${e.method} ${e.path}`);
    expect(guarded.filter((key) => !CASES[key])).toEqual([]);
  });

  it.for(Object.entries(CASES))('%s', async ([, c]) => {
    const without = await staffWith(t, A, everythingBut(c.ref));
    const request = await c.request();
    const before = await counts();
    const refused = await send(request, without.headers);
    expect(refused).toMatchObject({ code: CODE.noPermission, msg: MSG.noPermission });
    expect(await counts()).toEqual(before);

    const holder = await staffWith(t, A, just(c.ref));
    const allowed = await send(await c.request(), holder.headers);
    expect(allowed.code, allowed.msg).toBe(200);
    const byManager = await send(await c.request(), manager);
    expect(byManager.code, byManager.msg).toBe(200);
  });

  it('uses the house app', () => {
    expect(Object.values(CASES).every((c) => c.ref.appType === APP_TYPE.house)).toBe(true);
  });
});
