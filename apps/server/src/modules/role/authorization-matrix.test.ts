import { USER_STATUS } from '@awb/contract/account.contract';
import { DATA_SCOPE } from '@awb/contract/permissions';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { uniquePhone, userIdOf } from '../../../test/org-fixtures.ts';
import { permissionMatrix, type TMatrixCases } from '../../../test/permission-matrix.ts';
import { createUser } from '../../db/seed/factories.ts';
import {
  createApplication,
  createDepartment,
  createJob,
  createRankGroup,
  createRole,
  grantOf,
} from '../../db/seed/org-factories.ts';
import { sessions } from '../../platform/auth/session.table.ts';
import { registeredEndpoints } from '../../platform/http/route.ts';
import { users } from '../account/user.table.ts';
import { reminders } from '../message/reminder.table.ts';
import { joinApplications } from '../org/application.table.ts';
import { companyCities } from '../org/company-city.table.ts';
import { departments } from '../org/department.table.ts';
import { jobs } from '../org/job.table.ts';
import { rankGroups, ranks } from './rank.table.ts';
import { roleGrants, roles, userRoles } from './role.table.ts';

/**
 * For every call that declares a permission: someone holding every other permission of every app
 * (whole-company scope) is refused with the seeds' message and nothing changes; someone holding just
 * that permission succeeds; a manager succeeds. A guarded call without a case here fails the suite.
 */
const { t, manager } = setupFileApp({ manager: 'managerA' });
let colleague: number;
beforeAll(async () => {
  colleague = await userIdOf(t, DEMO.users.agentA.phone);
});

const A = DEMO.companyA.id;
let n = 0;
const unique = (prefix: string) => `${prefix}${++n}`;
const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });
const get = (url: string): InjectOptions => ({ method: 'GET', url });
const role = () => createRole(t.db, A, unique('矩阵角色'), [grantOf(1, DATA_SCOPE.own, [1])]);
const dept = () => createDepartment(t.db, A, unique('矩阵部门'));
const person = () => createUser(t.db, { companyId: A, phone: uniquePhone(), name: unique('矩阵员工') });
const rankGroup = () => createRankGroup(t.db, A, unique('矩阵职级组'), [unique('矩阵职级')]);

const CASES: TMatrixCases = {
  'POST /org/v2/deptCreate': async () => post('/org/v2/deptCreate', { deptName: unique('新部门') }),
  'POST /org/v2/deptEdit': async () =>
    post('/org/v2/deptEdit', { deptId: (await dept()).id, deptName: unique('改名') }),
  'POST /org/v2/deptMove': async () => {
    const [a, b] = [await dept(), await dept()];
    return post('/org/v2/deptMove', { deptId: a.id, parentId: b.id });
  },
  'POST /org/v2/deptDelete': async () => post('/org/v2/deptDelete', { deptId: (await dept()).id }),
  'POST /org/v2/openingCitiesSave': async () =>
    post('/org/v2/openingCitiesSave', { cityIds: [1086, 1087 + (n++ % 5)] }),
  'POST /org/v2/staffCreate': async () =>
    post('/org/v2/staffCreate', { userName: unique('新员工'), phone: uniquePhone() }),
  'POST /org/v2/staffEdit': async () => {
    const p = await person();
    return post('/org/v2/staffEdit', { userId: p.id, userName: unique('改名'), phone: p.phone });
  },
  'POST /org/v2/leaveCompany': async () =>
    post('/org/v2/leaveCompany', { userId: (await person()).id, handoverUserId: colleague }),
  'GET /org/v2/resignatedEmployees': async () => get('/org/v2/resignatedEmployees'),
  'GET /org/v2/applyCount': async () => get('/org/v2/applyCount'),
  'GET /org/v2/myEmployeeApplicationList': async () => get('/org/v2/myEmployeeApplicationList'),
  'GET /org/v2/pendingProcessing': async () => {
    const p = await createUser(t.db, {
      companyId: A,
      phone: uniquePhone(),
      name: '申请人',
      status: USER_STATUS.pending,
    });
    await createApplication(t.db, A, p.id);
    const [application] = (await t.db.select().from(joinApplications)).filter((r) => r.userId === p.id);
    return get(`/org/v2/pendingProcessing?applyId=${application!.id}&status=1`);
  },
  'POST /org/v2/jobCreate': async () => post('/org/v2/jobCreate', { jobName: unique('岗位') }),
  'POST /org/v2/jobEdit': async () =>
    post('/org/v2/jobEdit', { jobId: (await createJob(t.db, A, unique('岗位'))).id, jobName: unique('岗位') }),
  'POST /org/v2/jobDelete': async () =>
    post('/org/v2/jobDelete', { jobId: (await createJob(t.db, A, unique('岗位'))).id }),
  'GET /base/getRole': async () => get(`/base/getRole?roleId=${(await role()).id}`),
  'GET /base/getRoleAuth': async () => get(`/base/getRoleAuth?roleId=${(await role()).id}&appType=1`),
  'POST /base/roleCreate': async () => post('/base/roleCreate', { roleName: unique('新角色') }),
  'POST /base/roleEdit': async () => post('/base/roleEdit', { roleId: (await role()).id, roleName: unique('改名') }),
  'POST /base/roleAuthSave': async () =>
    // Empty: the holder of 角色与职级 alone may not pass on items it lacks (grant-cap.ts).
    post('/base/roleAuthSave', { roleId: (await role()).id, appType: 2, authData: {} }),
  'POST /base/roleDel': async () => ({
    method: 'POST',
    url: '/base/roleDel',
    payload: `roleId=${(await role()).id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  'POST /setting/rankCreate': async () =>
    post('/setting/rankCreate', { groupId: (await rankGroup()).group.id, rankName: unique('职级') }),
  'POST /setting/rankEdit': async () => {
    const { group, ranks } = await rankGroup();
    return post('/setting/rankEdit', { rankId: ranks[0]!.id, groupId: group.id, rankName: unique('职级') });
  },
  'GET /setting/deleteRank': async () => get(`/setting/deleteRank?rankId=${(await rankGroup()).ranks[0]!.id}`),
  'POST /setting/rankGroupCreate': async () => post('/setting/rankGroupCreate', { groupName: unique('职级组') }),
  'POST /setting/rankGroupEdit': async () =>
    post('/setting/rankGroupEdit', { groupId: (await rankGroup()).group.id, groupName: unique('职级组') }),
  'GET /setting/deleteRankGroup': async () => {
    const group = await createRankGroup(t.db, A, unique('空职级组'), []);
    return get(`/setting/deleteRankGroup?groupId=${group.group.id}`);
  },
};

const snapshot = async () => {
  const tables = [
    users,
    sessions,
    reminders,
    departments,
    jobs,
    joinApplications,
    companyCities,
    roles,
    roleGrants,
    userRoles,
    ranks,
    rankGroups,
  ];
  return Promise.all(tables.map((table) => t.db.select().from(table)));
};

/**
 * The organisation and role calls; each book (listings, customers, communities …) keeps its own matrix
 * beside its routes, built the same way and equally complete for its own paths.
 */
const ORG_PATHS = /^\/(org|base|setting)\//;
const guarded = () => [...registeredEndpoints.values()].filter((e) => e.permission && ORG_PATHS.test(e.path));

describe('the authorisation matrix', () => {
  it('has a case for every guarded call', () => {
    const keys = guarded().map((e) => `${e.method} ${e.path}`);
    expect(keys.length).toBeGreaterThanOrEqual(27);
    expect(keys.sort()).toEqual(Object.keys(CASES).sort());
  });

  const check = permissionMatrix({ t, companyId: A, cases: CASES, snapshot, manager });
  it.each(Object.keys(CASES))('%s: refused without the permission, allowed with it and for a manager', check);
});
