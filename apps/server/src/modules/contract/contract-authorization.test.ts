import { APP_TYPE } from '@awb/contract/common/apps';
import { CONTRACT_STATES, CONTRACT_TYPE } from '@awb/contract/contract-fields';
import { DATA_SCOPE } from '@awb/contract/permissions';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { staffWith } from '../../../test/org-fixtures.ts';
import { everythingBut, permissionMatrix, type TMatrixCases } from '../../../test/permission-matrix.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { registeredEndpoints } from '../../platform/http/route.ts';
import { contractPictures, contractStateChanges, contracts } from './contract.table.ts';
import { contractKit } from './contract-test-kit.ts';

/**
 * For every contract call that declares a permission: someone holding every other permission of every
 * app (whole company) is refused with the seeds' message and nothing changes; someone holding just that
 * permission succeeds, and so does a manager. The state changes and the picture update check their item
 * once the target state / contract type is known: the same rule, item by item, below.
 */
const { t, manager } = setupFileApp({ manager: 'managerA' });
const kit = contractKit(t);
const A = DEMO.companyA.id;
const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });

const saleForEdit = async () => {
  const body = kit.saleBody();
  const contractId = await kit.addSale(manager, { contractNo: body.contractNo });
  return { ...body, contractId, version: 1 };
};
const rentForEdit = async () => {
  const body = kit.rentBody();
  const contractId = await kit.addRent(manager, { contractNo: body.contractNo });
  return { ...body, contractId, version: 1 };
};

const CASES: TMatrixCases = {
  'POST /contract/v2/contractSaleAdd': async () => post('/contract/v2/contractSaleAdd', kit.saleBody()),
  'POST /contract/v2/contractRentAdd': async () => post('/contract/v2/contractRentAdd', kit.rentBody()),
  'POST /contract/v2/contractSaleEdit': async () => post('/contract/v2/contractSaleEdit', await saleForEdit()),
  'POST /contract/v2/contractRentEdit': async () => post('/contract/v2/contractRentEdit', await rentForEdit()),
  'POST /contract/v2/contractSaleDelete': async () =>
    post('/contract/v2/contractSaleDelete', { contractId: await kit.addSale(manager) }),
  'POST /contract/v2/contractRentDelete': async () =>
    post('/contract/v2/contractRentDelete', { contractId: await kit.addRent(manager) }),
};

const snapshot = () =>
  Promise.all([contracts, contractPictures, contractStateChanges].map((table) => t.db.select().from(table)));

const guarded = () =>
  [...registeredEndpoints.values()].filter((e) => e.permission && e.path.startsWith('/contract/v2/'));

describe('the contract authorisation matrix', () => {
  it('has a case for every guarded call', () => {
    const keys = guarded().map((e) => `${e.method} ${e.path}`);
    expect(keys.sort()).toEqual(Object.keys(CASES).sort());
  });

  const check = permissionMatrix({ t, companyId: A, cases: CASES, snapshot, manager });
  it.each(Object.keys(CASES))('%s: refused without the permission, allowed with it and for a manager', check);
});

const STATE_CASES = [CONTRACT_TYPE.sale, CONTRACT_TYPE.rent].flatMap((type) =>
  (CONTRACT_STATES[type] ?? []).map((s) => [type, s.value, s.oaItemId] as const),
);

describe('the state items (61–71) and the picture update', () => {
  it.each(STATE_CASES)('type %i to state %i needs item %i', async (type, state, itemId) => {
    const ref = { appType: APP_TYPE.contract, itemId };
    const without = await staffWith(t, A, everythingBut(ref));
    const holder = await staffWith(t, A, [grantOf(APP_TYPE.contract, DATA_SCOPE.company, [itemId])]);
    const sale = type === CONTRACT_TYPE.sale;
    const url = sale ? '/contract/v2/contractSaleState' : '/contract/v2/contractRentState';
    const contractId = sale ? await kit.addSale(manager) : await kit.addRent(manager);
    // The initial state (1) is a target too: start elsewhere.
    if (state === 1) expect((await kit.post(url, manager, { contractId, state: 2 })).code).toBe(200);
    const before = await snapshot();
    expect(await kit.post(url, without.headers, { contractId, state })).toMatchObject({
      code: 403,
      msg: '您没有权限，请联系管理员设置相关权限',
    });
    expect(await snapshot()).toEqual(before);
    expect((await kit.post(url, holder.headers, { contractId, state })).code).toBe(200);
  });

  it.each([
    [CONTRACT_TYPE.sale, 52],
    [CONTRACT_TYPE.rent, 55],
  ])('pictures of type %i need the edit item %i', async (type, itemId) => {
    const ref = { appType: APP_TYPE.contract, itemId };
    const without = await staffWith(t, A, everythingBut(ref));
    const holder = await staffWith(t, A, [grantOf(APP_TYPE.contract, DATA_SCOPE.company, [itemId])]);
    const contractId = type === CONTRACT_TYPE.sale ? await kit.addSale(manager) : await kit.addRent(manager);
    const body = { contractId, contractType: type, categories: [{ categoryId: 1, pictures: [] }] };
    expect((await kit.post('/contract/v2/contractPictureUpdate', without.headers, body)).code).toBe(403);
    expect((await kit.post('/contract/v2/contractPictureUpdate', holder.headers, body)).code).toBe(200);
  });
});
