import { DEFAULT_CUSTOMER_SETTING } from '@awb/contract/customer-setting';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { userIdOf } from '../../../test/org-fixtures.ts';
import { permissionMatrix, type TMatrixCases } from '../../../test/permission-matrix.ts';
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
const { t, manager } = setupFileApp({ manager: 'managerA' });
const kit = customerKit(t);
let colleague: number;
beforeAll(async () => {
  colleague = await userIdOf(t, DEMO.users.agentA.phone);
});

const A = DEMO.companyA.id;
const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });
const privateOne = () => kit.add(manager);
const publicOne = () => kit.add(manager, { customerAttribution: 2 });

const CASES: TMatrixCases = {
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

const CUSTOMER_PATHS = /^\/customer\/v2\/|^\/housing\/v2\/showCustomers$/;
const guarded = () => [...registeredEndpoints.values()].filter((e) => e.permission && CUSTOMER_PATHS.test(e.path));

describe('the customer authorisation matrix', () => {
  it('has a case for every guarded call', () => {
    const keys = guarded().map((e) => `${e.method} ${e.path}`);
    expect(keys.sort()).toEqual(Object.keys(CASES).sort());
  });

  const check = permissionMatrix({ t, companyId: A, cases: CASES, snapshot, manager });
  it.each(Object.keys(CASES))('%s: refused without the permission, allowed with it and for a manager', check);
});
