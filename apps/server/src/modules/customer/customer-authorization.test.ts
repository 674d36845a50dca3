import type { TPermissionRef } from '@awb/contract/common/endpoint';
import { DEFAULT_CUSTOMER_SETTING } from '@awb/contract/customer-setting';
import { DATA_SCOPE, PERMISSION_CATALOGUE } from '@awb/contract/permissions';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { staffWith, userIdOf } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { registeredEndpoints } from '../../platform/http/route.ts';
import {
  customerChangeRecords,
  customerCommunities,
  customerContacts,
  customerFollowUps,
  customerSettings,
  customers,
} from './customer.table.ts';
import { customerKit } from './customer-test-kit.ts';

/**
 * For every customer call that declares a permission: someone holding every other permission of every
 * app (whole company) is refused with the seeds' message and nothing changes; someone holding just that
 * permission succeeds, and so does a manager. A guarded customer call without a case fails the suite.
 */
let t: TTestApp;
let kit: ReturnType<typeof customerKit>;
let manager: THeaders;
let colleague: number;
beforeAll(async () => {
  t = await createTestApp();
  kit = customerKit(t);
  manager = await t.login(DEMO.users.managerA.phone);
  colleague = await userIdOf(t, DEMO.users.agentA.phone);
});
afterAll(async () => {
  await t.close();
});

const A = DEMO.companyA.id;
const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });
const privateOne = () => kit.add(manager);
const publicOne = () => kit.add(manager, { customerAttribution: 2 });

const CASES: Record<string, () => Promise<InjectOptions>> = {
  'POST /customer/v2/customerAdd': async () => post('/customer/v2/customerAdd', kit.body()),
  'POST /customer/v2/customerEdit': async () =>
    post('/customer/v2/customerEdit', { ...kit.body(), customerId: await privateOne() }),
  'POST /customer/v2/customerDelete': async () =>
    post('/customer/v2/customerDelete', { customerId: await privateOne() }),
  'POST /customer/v2/publicCustomerDelete': async () =>
    post('/customer/v2/publicCustomerDelete', { customerId: await publicOne() }),
  'POST /customer/v2/customerToPublic': async () =>
    post('/customer/v2/customerToPublic', { customerId: await privateOne() }),
  'POST /customer/v2/customerPickUp': async () =>
    post('/customer/v2/customerPickUp', { customerId: await publicOne() }),
  'POST /customer/v2/customerAssignment': async () =>
    post('/customer/v2/customerAssignment', { customerId: await privateOne(), userId: colleague }),
  'POST /customer/v2/publicCustomerAssignment': async () =>
    post('/customer/v2/publicCustomerAssignment', { customerId: await publicOne(), userId: colleague }),
  'POST /customer/v2/customerChangeState': async () =>
    post('/customer/v2/customerChangeState', { customerId: await privateOne(), state: 2 }),
  'POST /customer/v2/customerTransactionStatus': async () =>
    post('/customer/v2/customerTransactionStatus', { customerId: await privateOne(), status: 1 }),
  'POST /customer/v2/customerSettingEdit': async () =>
    post('/customer/v2/customerSettingEdit', DEFAULT_CUSTOMER_SETTING),
};

const snapshot = () =>
  Promise.all(
    [customers, customerContacts, customerCommunities, customerFollowUps, customerChangeRecords, customerSettings].map(
      (table) => t.db.select().from(table),
    ),
  );

function everythingBut(ref: TPermissionRef) {
  return PERMISSION_CATALOGUE.map((app) => {
    const grant = grantOf(app.appType, DATA_SCOPE.company);
    if (app.appType === ref.appType) delete grant.authData[String(ref.itemId)];
    return grant;
  });
}

const actors = new Map<string, { without: THeaders; with: THeaders }>();
async function actorsFor(ref: TPermissionRef) {
  const key = `${ref.appType}.${ref.itemId}`;
  if (!actors.has(key)) {
    const without = await staffWith(t, A, everythingBut(ref));
    const holder = await staffWith(t, A, [grantOf(ref.appType, DATA_SCOPE.company, [ref.itemId])]);
    actors.set(key, { without: without.headers, with: holder.headers });
  }
  return actors.get(key)!;
}

const CUSTOMER_PATHS = /^\/customer\/v2\/|^\/housing\/v2\/showCustomers$/;
const guarded = () => [...registeredEndpoints.values()].filter((e) => e.permission && CUSTOMER_PATHS.test(e.path));

describe('the customer authorisation matrix', () => {
  it('has a case for every guarded call', () => {
    const keys = guarded().map((e) => `${e.method} ${e.path}`);
    expect(keys.sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.keys(CASES))('%s: refused without the permission, allowed with it and for a manager', async (key) => {
    const e = registeredEndpoints.get(key)!;
    const people = await actorsFor(e.permission!);
    const run = async (headers: THeaders) => t.call({ ...(await CASES[key]!()), headers });

    const request = await CASES[key]!();
    const before = await snapshot();
    expect(await t.call({ ...request, headers: people.without })).toMatchObject({
      code: 403,
      msg: '您没有权限，请联系管理员设置相关权限',
      data: null,
    });
    expect(await snapshot()).toEqual(before);

    const allowed = await run(people.with);
    expect(allowed.code, `${key}: ${allowed.msg}`).toBe(200);
    const asManager = await run(manager);
    expect(asManager.code, `${key}: ${asManager.msg}`).toBe(200);
  });
});
