import { APP_TYPE } from '@awb/contract/common/apps';
import { DATA_SCOPE, MANAGER_ITEM } from '@awb/contract/permissions';
import { ROLE_MSG } from '@awb/contract/role.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { staffWith, uniquePhone } from '../../../test/org-fixtures.ts';
import { createRole, grantOf } from '../../db/seed/org-factories.ts';
import { roleRepository } from './role.repository.ts';

/** 角色与职级 and 员工管理 never lift anyone above the person granting (grant-cap.ts). */
let t: TTestApp;
let granter: THeaders;
let granterId: number;
beforeAll(async () => {
  t = await createTestApp();
  const person = await staffWith(t, DEMO.companyA.id, [
    grantOf(APP_TYPE.manager, DATA_SCOPE.company, [MANAGER_ITEM.roles, MANAGER_ITEM.staff]),
    grantOf(APP_TYPE.house, DATA_SCOPE.department, [1, 2]),
  ]);
  granter = person.headers;
  granterId = person.id;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object) => t.call({ method: 'POST', url, payload, headers: granter });
const refused = { code: 403, msg: ROLE_MSG.grantBeyondOwn };

describe('granting is capped to the granter’s own access', () => {
  it('writes roles within its own items and scope, not beyond', async () => {
    const within = { appType: APP_TYPE.house, dataScope: DATA_SCOPE.own, authData: { '1': [] } };
    const created = await post('/base/roleCreate', { roleName: '新人角色', grants: [within] });
    expect(created).toMatchObject({ code: 200 });
    const roleId = created.data.roleId;

    const before = await roleRepository.grants(t.db, DEMO.companyA.id, roleId);
    const wider = { ...within, dataScope: DATA_SCOPE.company };
    const otherItem = { ...within, authData: { '3': [] } };
    const otherApp = { appType: APP_TYPE.contract, dataScope: DATA_SCOPE.own, authData: { '51': [] } };
    expect(await post('/base/roleCreate', { roleName: '越权角色', grants: [otherItem] })).toMatchObject(refused);
    expect(await post('/base/roleEdit', { roleId, roleName: '新人角色', grants: [wider] })).toMatchObject(refused);
    expect(await post('/base/roleAuthSave', { roleId, ...otherApp })).toMatchObject(refused);
    expect(await roleRepository.grants(t.db, DEMO.companyA.id, roleId)).toEqual(before);
  });

  it('gives colleagues only roles within its own access, and edits no one who holds more', async () => {
    const big = await createRole(t.db, DEMO.companyA.id, '全公司合同', [
      grantOf(APP_TYPE.contract, DATA_SCOPE.company, [51]),
    ]);
    const small = await createRole(t.db, DEMO.companyA.id, '小角色', [grantOf(APP_TYPE.house, DATA_SCOPE.own, [1])]);
    const phone = uniquePhone();
    const base = { userName: '新同事', phone, deptId: null, jobId: null };
    expect(await post('/org/v2/staffCreate', { ...base, roleIds: [big.id] })).toMatchObject(refused);
    const created = await post('/org/v2/staffCreate', { ...base, roleIds: [small.id] });
    expect(created).toMatchObject({ code: 200 });
    const userId = created.data.userId;

    // Once a manager gave the colleague a role beyond the granter's own access, the granter may not edit
    // them at all (security review: editing is a way into the account's standing), not even keep it.
    const manager = await t.login(DEMO.users.managerA.phone);
    const both = { ...base, userId, roleIds: [small.id, big.id] };
    expect(await t.call({ method: 'POST', url: '/org/v2/staffEdit', payload: both, headers: manager })).toMatchObject({
      code: 200,
    });
    expect(await post('/org/v2/staffEdit', { ...both, userName: '改名同事' })).toMatchObject(refused);
    expect(
      await post('/org/v2/staffEdit', { ...base, userId, userName: '改名同事', roleIds: [small.id] }),
    ).toMatchObject(refused);
    expect(granterId).toBeGreaterThan(0);
  });
});
