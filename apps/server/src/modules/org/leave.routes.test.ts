import { APP_TYPE } from '@awb/contract/common/apps';
import { DATA_SCOPE, MANAGER_ITEM } from '@awb/contract/permissions';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { deptNamed, staffWith, userIdOf } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { sessions } from '../../platform/auth/session.table.ts';
import type { THandover } from '../../platform/hooks/leaver-steps.ts';
import { users } from '../account/user.table.ts';
import { reminders } from '../message/reminder.table.ts';
import { userRoles } from '../role/role.table.ts';
import { departments } from './department.table.ts';

let t: TTestApp;
let manager: THeaders;
const cleanups: (() => void)[] = [];
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login(DEMO.users.managerA.phone);
});
afterEach(() => {
  for (const undo of cleanups.splice(0)) undo();
});
afterAll(async () => {
  await t.close();
});

const A = DEMO.companyA.id;
const U = DEMO.users;
const leave = (payload: object, headers: THeaders = manager) =>
  t.call({ method: 'POST', url: '/org/v2/leaveCompany', payload, headers });
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const liveSessions = (userId: number) =>
  t.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
const remindersOf = (userId: number) => t.db.select().from(reminders).where(eq(reminders.userId, userId));

/** A member of 文三路二组 who leads it, logged in twice, for a leaving to hand over. */
async function leaver() {
  const team = await deptNamed(t, A, '文三路二组');
  const person = await staffWith(t, A, [], { dept: team });
  await t.login(person.phone);
  await t.db.update(departments).set({ leaderUserId: person.id }).where(eq(departments.id, team.id));
  return { ...person, teamId: team.id };
}

describe('POST /org/v2/leaveCompany', () => {
  it('closes the account, ends its sessions at once and hands everything over in one go', async () => {
    const person = await leaver();
    const colleague = await userIdOf(t, U.agentA2.phone);
    const seen: THandover[] = [];
    cleanups.push(
      t.app.deps.hooks.leaverSteps.register({ name: 'test.recorder', run: async (_tx, h) => void seen.push(h) }),
    );
    expect(await liveSessions(person.id)).toHaveLength(2);

    const res = await leave({ userId: person.id, handoverUserId: colleague, reason: '回老家发展' });
    expect(res).toMatchObject({ code: 200, msg: '离职办理成功' });
    expect(await userRow(person.id)).toMatchObject({
      status: 2,
      leaveReason: '回老家发展',
      handoverUserId: colleague,
    });
    expect((await userRow(person.id)).leftAt).not.toBeNull();
    expect(await liveSessions(person.id)).toHaveLength(0);
    expect(await t.call({ method: 'POST', url: '/user/initialize', headers: person.headers })).toMatchObject({
      code: 400,
    });
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, person.id))).toEqual([]);
    const [team] = await t.db.select().from(departments).where(eq(departments.id, person.teamId));
    expect(team?.leaderUserId).toBe(colleague);
    expect(seen).toEqual([
      { companyId: A, fromUserId: person.id, toUserId: colleague, byUserId: await userIdOf(t, U.managerA.phone) },
    ]);
    expect((await remindersOf(colleague)).map((r) => r.title)).toContain('离职交接');
    expect(await t.login(person.phone).catch((e: Error) => e.message)).toMatch(/failed/);
  });

  it('leaves everything as it was when a hand-over step fails midway', async () => {
    const person = await leaver();
    const colleague = await userIdOf(t, U.agentA.phone);
    const before = await userRow(person.id);
    const remindersBefore = await remindersOf(colleague);
    // Registered after the organisation's own step (departments led): that one has run when this throws.
    cleanups.push(
      t.app.deps.hooks.leaverSteps.register({
        name: 'test.failing',
        run: async (tx, h) => {
          await tx.update(users).set({ name: '中途改名' }).where(eq(users.id, h.toUserId));
          throw new Error('listing hand-over failed');
        },
      }),
    );
    expect(t.app.deps.hooks.leaverSteps.names().indexOf('test.failing')).toBeGreaterThan(
      t.app.deps.hooks.leaverSteps.names().indexOf('org.departmentLeaders'),
    );
    const res = await leave({ userId: person.id, handoverUserId: colleague });
    expect(res).toMatchObject({ status: 500, code: 500 });

    expect(await userRow(person.id)).toEqual(before);
    expect((await userRow(colleague)).name).toBe(U.agentA.name);
    expect(await liveSessions(person.id)).toHaveLength(2);
    expect((await t.call({ method: 'POST', url: '/user/initialize', headers: person.headers })).code).toBe(200);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, person.id))).toHaveLength(1);
    const [team] = await t.db.select().from(departments).where(eq(departments.id, person.teamId));
    expect(team?.leaderUserId).toBe(person.id);
    expect(await remindersOf(colleague)).toEqual(remindersBefore);

    for (const undo of cleanups.splice(0)) undo();
    expect((await leave({ userId: person.id, handoverUserId: colleague })).code).toBe(200);
  });

  it.each([
    [{}, '参数错误'],
    [{ userId: 1 }, '请选择交接人'],
    [{ userId: 1, handoverUserId: 'x' }, '请选择交接人'],
    [{ userId: 1, handoverUserId: 2, reason: '长'.repeat(201) }, '内容不能超过200个字'],
  ])('refuses %j with %s', async (payload, msg) => {
    expect(await leave(payload)).toMatchObject({ code: 405, msg });
  });

  it('refuses leaving oneself, handing over to oneself or to someone not active, and the last manager', async () => {
    const person = await leaver();
    const managerId = await userIdOf(t, U.managerA.phone);
    const pending = await userIdOf(t, U.pendingA.phone);
    const otherCompany = await userIdOf(t, U.agentB.phone);
    expect(await leave({ userId: managerId, handoverUserId: person.id })).toMatchObject({ msg: '不能为自己办理离职' });
    expect(await leave({ userId: person.id, handoverUserId: person.id })).toMatchObject({
      msg: '交接人不能是离职员工本人',
    });
    expect(await leave({ userId: person.id, handoverUserId: pending })).toMatchObject({ msg: '交接人必须是在职员工' });
    expect(await leave({ userId: person.id, handoverUserId: otherCompany })).toMatchObject({
      msg: '交接人必须是在职员工',
    });
    // Only a manager processes a manager's leaving; a manager cannot process their own.
    const clerk = await staffWith(t, A, [grantOf(APP_TYPE.manager, DATA_SCOPE.company, [MANAGER_ITEM.leave])]);
    expect(await leave({ userId: managerId, handoverUserId: person.id }, clerk.headers)).toMatchObject({
      code: 403,
      msg: '只有管理员可以设置或变更管理员',
    });
    expect((await userRow(managerId)).status).toBe(1);
    const deputy = await staffWith(t, A, [], { isManager: true });
    expect(await leave({ userId: deputy.id, handoverUserId: person.id })).toMatchObject({ code: 200 });
    expect((await userRow(person.id)).status).toBe(1);
  });

  it('does not let another company touch this one’s staff', async () => {
    const person = await leaver();
    const managerB = await t.login(U.managerB.phone);
    const agentB = await userIdOf(t, U.agentB.phone);
    expect(await leave({ userId: person.id, handoverUserId: agentB }, managerB)).toMatchObject({ code: 404 });
    expect((await userRow(person.id)).status).toBe(1);
    expect(await liveSessions(person.id)).toHaveLength(2);
  });

  it('keeps a store head to their own store', async () => {
    const head = await t.login(U.headA.phone);
    const agentA3 = await userIdOf(t, U.agentA3.phone);
    const agentA2 = await userIdOf(t, U.agentA2.phone);
    expect(await leave({ userId: agentA3, handoverUserId: agentA2 }, head)).toMatchObject({ code: 403 });
    expect((await userRow(agentA3)).status).toBe(1);
  });
});

describe('GET /org/v2/resignatedEmployees', () => {
  it('lists the people who left, newest first, with who took over; search and paging work', async () => {
    const res = await t.call({ method: 'GET', url: '/org/v2/resignatedEmployees', headers: manager });
    expect(res.code).toBe(200);
    expect(res.total).toBeGreaterThanOrEqual(2);
    expect(res.data[0]).toMatchObject({ handoverUserName: expect.any(String), leftAt: expect.any(String) });
    const managerLeft = res.data.find((r: any) => r.userName === U.managerA.name);
    expect(managerLeft).toBeUndefined();
    const someone = res.data.find((r: any) => r.reason === '回老家发展');
    expect(someone).toMatchObject({ handoverUserName: U.agentA2.name, deptName: '文三路二组' });
    const found = await t.call({
      method: 'GET',
      url: `/org/v2/resignatedEmployees?key=${someone.phone}`,
      headers: manager,
    });
    expect(found.data.map((r: any) => r.userId)).toEqual([someone.userId]);
    expect(
      (await t.call({ method: 'GET', url: '/org/v2/resignatedEmployees?pagesize=1', headers: manager })).data,
    ).toHaveLength(1);
    const managerB = await t.login(U.managerB.phone);
    expect(await t.call({ method: 'GET', url: '/org/v2/resignatedEmployees', headers: managerB })).toMatchObject({
      data: [],
      total: 0,
    });
  });
});
