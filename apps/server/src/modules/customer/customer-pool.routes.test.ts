import { APP_TYPE } from '@awb/contract/common/apps';
import { CUSTOMER_DISTRIBUTION } from '@awb/contract/customer-setting';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { deptNamed, staffWith, userIdOf } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { reminders } from '../message/reminder.table.ts';
import { customerKit } from './customer-test-kit.ts';

let t: TTestApp;
let kit: ReturnType<typeof customerKit>;
let manager: THeaders;
let agent: THeaders;
let agent2: THeaders;
let head: THeaders;
const U = DEMO.users;
const A = DEMO.companyA.id;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  kit = customerKit(t);
  manager = await t.login(U.managerA.phone);
  agent = await t.login(U.agentA.phone);
  agent2 = await t.login(U.agentA2.phone);
  head = await t.login(U.headA.phone);
});
afterAll(async () => {
  await t.close();
});

const move = (url: string, headers: THeaders, body: object) => kit.post(`/customer/v2/${url}`, headers, body);

describe('转为公客 and 拣入私客', () => {
  it('moves a private customer to the public pool and another agent picks it up', async () => {
    const id = await kit.add(agent);
    expect(await move('customerToPublic', agent, { customerId: id })).toMatchObject({ code: 200, msg: '已转为公客' });
    const agentAId = await userIdOf(t, U.agentA.phone);
    expect(await kit.row(id)).toMatchObject({ attribution: 2, userId: null, lastHolderId: agentAId, outDueAt: null });
    expect(await move('customerToPublic', agent, { customerId: id })).toMatchObject({
      code: 405,
      msg: '该客户不是私客',
    });

    // The former holder may not take it back within the take-back days (default 7) …
    expect(await move('customerPickUp', agent, { customerId: id })).toMatchObject({
      code: 405,
      // The test clock starts at 2026-11-23 09:00 Beijing time.
      msg: '该客户转为公客未满7天，原维护人暂不能拣回，可于2026-11-30 09:00后拣回',
    });
    // … a colleague may.
    expect(await move('customerPickUp', agent2, { customerId: id })).toMatchObject({ code: 200, msg: '已拣入私客' });
    const agentA2Id = await userIdOf(t, U.agentA2.phone);
    const row = await kit.row(id);
    expect(row).toMatchObject({ attribution: 1, userId: agentA2Id });
    expect(row.holdSince?.getTime()).toBe(t.clock.now().getTime());
    expect(await move('customerPickUp', agent2, { customerId: id })).toMatchObject({
      code: 405,
      msg: '该客户已是您的私客',
    });
    const types = (await kit.records(id)).map((r) => r.type);
    expect(types).toEqual([1, 3, 4]);
  });

  it('gives a public customer to one of two agents picking it at once', async () => {
    const id = await kit.add(manager, { customerAttribution: 2 });
    const answers = await Promise.all([
      move('customerPickUp', agent, { customerId: id }),
      move('customerPickUp', agent2, { customerId: id }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 405]);
    expect(answers.find((a) => a.code === 405)?.msg).toBe('该客户已不在公客池，请刷新后重试');
    expect((await kit.records(id)).filter((r) => r.type === 4)).toHaveLength(1);
  });

  it('lets the former holder pick it back after the take-back days', async () => {
    const id = await kit.add(agent);
    await move('customerToPublic', agent, { customerId: id });
    t.clock.advance(7 * DAY + 1000);
    expect(await move('customerPickUp', agent, { customerId: id })).toMatchObject({ code: 200, msg: '已拣入私客' });
    // Back in the agent's private pool, with the take-back recorded.
    expect(await kit.row(id)).toMatchObject({ attribution: 1, userId: await userIdOf(t, U.agentA.phone) });
    expect((await kit.records(id)).map((r) => r.type)).toEqual([1, 3, 4]);
  });

  it('refuses picking when the public pool is assign-only, except for a manager', async () => {
    const id = await kit.add(agent, { customerAttribution: 2 });
    await kit.setSetting(manager, (s) => {
      s.distribution = CUSTOMER_DISTRIBUTION.assignOnly;
    });
    expect(await move('customerPickUp', agent2, { customerId: id })).toMatchObject({
      code: 405,
      msg: '公客仅能由管理员分配，请联系管理员',
    });
    const detail = await kit.get('/customer/v2/customerDetail', agent2, { customerId: id });
    expect(detail.data.actions.pickUp).toBe(false);
    expect(await move('customerPickUp', manager, { customerId: id })).toMatchObject({ code: 200, msg: '已拣入私客' });
    expect(await kit.row(id)).toMatchObject({ attribution: 1, userId: await userIdOf(t, U.managerA.phone) });
    await kit.setSetting(manager, () => {});
  });

  it('respects the upper limit on add, pick-up and assignment', async () => {
    const team = await deptNamed(t, A, '文三路一组');
    const capped = await staffWith(t, A, [grantOf(APP_TYPE.customer, DATA_SCOPE.own, [1, 11])], { dept: team });
    await kit.setSetting(manager, (s) => {
      s.upperLimit = { selected: true, count: 2 };
    });
    await kit.add(capped.headers);
    await kit.add(capped.headers);
    expect(await kit.post('/customer/v2/customerAdd', capped.headers, kit.body())).toMatchObject({
      code: 405,
      msg: '私客数量已达上限（2个），请先转出部分私客',
    });
    const pub = await kit.add(manager, { customerAttribution: 2 });
    expect(await move('customerPickUp', capped.headers, { customerId: pub })).toMatchObject({
      code: 405,
      msg: '私客数量已达上限（2个），请先转出部分私客',
    });
    const res = await move('publicCustomerAssignment', manager, { customerId: pub, userId: capped.id });
    expect(res).toMatchObject({ code: 405, msg: expect.stringMatching(/^测试\d+的私客数量已达上限（2个）$/) });
    // Public customers do not count towards the limit.
    expect(
      (await kit.post('/customer/v2/customerAdd', capped.headers, kit.body({ customerAttribution: 2 }))).code,
    ).toBe(200);
    await kit.setSetting(manager, () => {});
  });
});

describe('assignment', () => {
  it('assigns a private customer within scope and tells the colleague', async () => {
    const id = await kit.add(agent);
    const to = await userIdOf(t, U.agentA2.phone);
    expect(await move('customerAssignment', head, { customerId: id, userId: to })).toMatchObject({
      code: 200,
      msg: '客户已分配',
    });
    expect((await kit.row(id)).userId).toBe(to);
    const told = await t.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.userId, to), eq(reminders.title, '客户分配提醒')));
    expect(told.at(-1)?.content).toContain('孙丽将客户');
    const records = await kit.get('/customer/v2/customerChangeRecord', head, { customerId: id });
    expect(records.data[0]).toMatchObject({ type: 5, content: '维护人：李娜 → 王强', userName: '孙丽' });
    expect(await move('customerAssignment', head, { customerId: id, userId: to })).toMatchObject({
      code: 405,
      msg: '该客户已由该员工维护',
    });
  });

  it('refuses colleagues outside the scope, people who left or are unknown, and the wrong pool', async () => {
    const id = await kit.add(agent);
    const binjiang = await userIdOf(t, U.agentA3.phone);
    expect(await move('customerAssignment', head, { customerId: id, userId: binjiang })).toMatchObject({
      code: 405,
      msg: '该员工不在您的管理范围内',
    });
    const pending = await userIdOf(t, U.pendingA.phone);
    expect(await move('customerAssignment', head, { customerId: id, userId: pending })).toMatchObject({
      code: 405,
      msg: '分配的员工必须是本公司在职员工',
    });
    const bUser = await userIdOf(t, U.agentB.phone);
    expect(await move('customerAssignment', manager, { customerId: id, userId: bUser })).toMatchObject({
      code: 405,
      msg: '分配的员工必须是本公司在职员工',
    });
    expect(await move('publicCustomerAssignment', manager, { customerId: id, userId: binjiang })).toMatchObject({
      code: 405,
      msg: '该客户已不在公客池，请刷新后重试',
    });
    expect(await move('customerAssignment', agent, { customerId: id, userId: binjiang })).toMatchObject({ code: 403 });
  });

  it("assigns a public customer: it becomes the colleague's private one", async () => {
    const id = await kit.add(manager, { customerAttribution: 2 });
    const to = await userIdOf(t, U.agentA3.phone);
    expect((await move('publicCustomerAssignment', manager, { customerId: id, userId: to })).code).toBe(200);
    expect(await kit.row(id)).toMatchObject({ attribution: 1, userId: to });
  });
});

describe('state, deal and delete', () => {
  it('changes the state to a value of the type and records it', async () => {
    const id = await kit.add(agent);
    expect(await move('customerChangeState', agent, { customerId: id, state: 9 })).toMatchObject({
      code: 405,
      msg: '客户状态不正确',
    });
    expect(await move('customerChangeState', agent, { customerId: id, state: 2 })).toMatchObject({
      code: 200,
      msg: '状态已修改',
    });
    expect(await move('customerChangeState', agent, { customerId: id, state: 2 })).toMatchObject({
      code: 405,
      msg: '客户已是该状态',
    });
    const records = await kit.get('/customer/v2/customerChangeRecord', agent, { customerId: id });
    expect(records.data[0]).toMatchObject({ type: 9, content: '状态：有效 → 暂缓' });
  });

  it('deals (status 1) and cancels (any other value); a dealt customer never goes public', async () => {
    const id = await kit.add(agent);
    expect((await kit.row(id)).outDueAt).not.toBeNull();
    expect(await move('customerTransactionStatus', agent, { customerId: id, status: 1 })).toMatchObject({
      code: 200,
      msg: '已成交',
    });
    expect(await kit.row(id)).toMatchObject({ transactionStatus: 1, outDueAt: null });
    expect(await move('customerTransactionStatus', agent, { customerId: id, status: 1 })).toMatchObject({
      code: 405,
      msg: '该客户已成交',
    });
    expect(await move('customerTransactionStatus', agent, { customerId: id, status: 0 })).toMatchObject({
      code: 200,
      msg: '已取消成交',
    });
    expect((await kit.row(id)).outDueAt).not.toBeNull();
    expect(await move('customerTransactionStatus', agent, { customerId: id, status: 2 })).toMatchObject({
      code: 405,
      msg: '该客户尚未成交',
    });
  });

  it('deletes from the right pool only, keeping the change record', async () => {
    const priv = await kit.add(agent);
    const pub = await kit.add(agent, { customerAttribution: 2 });
    expect(await move('customerDelete', head, { customerId: pub })).toMatchObject({ code: 405, msg: '该客户不是私客' });
    expect(await move('publicCustomerDelete', manager, { customerId: priv })).toMatchObject({ code: 405 });
    expect(await move('customerDelete', agent, { customerId: priv })).toMatchObject({ code: 403 });
    expect(await move('customerDelete', head, { customerId: priv })).toMatchObject({ code: 200, msg: '客户已删除' });
    expect(await move('publicCustomerDelete', manager, { customerId: pub })).toMatchObject({ code: 200 });
    expect((await kit.row(priv)).deletedAt).not.toBeNull();
    expect(await kit.get('/customer/v2/customerDetail', head, { customerId: priv })).toMatchObject({ code: 404 });
    expect((await kit.records(priv)).map((r) => r.type)).toEqual([1, 10]);
  });
});

describe('follow-ups', () => {
  it('writes normal and visit follow-ups, lists them by category and moves the out date', async () => {
    const id = await kit.add(agent);
    const before = (await kit.row(id)).outDueAt!;
    t.clock.advance(DAY);
    expect(
      await kit.post('/customer/v2/customerfollowUp', agent, {
        customerId: id,
        categoryType: 1,
        content: '电话沟通，预算可上浮',
      }),
    ).toMatchObject({ code: 200, msg: '跟进已添加' });
    await kit.post('/customer/v2/customerfollowUp', agent, {
      customerId: id,
      categoryType: 4,
      content: '带看两套，偏好南北通透',
    });
    expect(
      await kit.post('/customer/v2/customerfollowUp', agent, { customerId: id, categoryType: 2, content: 'x' }),
    ).toMatchObject({
      code: 405,
      msg: '请选择跟进方式',
    });
    expect(
      await kit.post('/customer/v2/customerfollowUp', agent, { customerId: id, categoryType: 1, content: ' ' }),
    ).toMatchObject({
      code: 405,
      msg: '请输入跟进内容',
    });
    expect(
      await kit.post('/customer/v2/customerfollowUp', agent, {
        customerId: id,
        categoryType: 4,
        content: '看房',
        houseIds: [987654],
      }),
    ).toMatchObject({ code: 405, msg: '带看房源不存在或已删除' });
    const all = await kit.get('/customer/v2/getCustomerfollowUp', agent, { customerId: id });
    expect(all.total).toBe(2);
    expect(all.data[0]).toMatchObject({ categoryType: 4, userName: '李娜' });
    const visits = await kit.get('/customer/v2/getCustomerfollowUp', agent, { customerId: id, categoryType: 4 });
    expect(visits.data).toHaveLength(1);
    const row = await kit.row(id);
    expect(row).toMatchObject({ followCount: 2, visitCount: 1 });
    expect(row.outDueAt!.getTime()).toBe(before.getTime() + DAY);
    const portrait = await kit.get('/customer/v2/customerPortrait', agent, { customerId: id });
    expect(portrait.data.activity).toMatchObject({ followCount: 2, visitCount: 1, daysSinceFollow: 0 });
    expect(portrait.data.keywords.map((k: { word: string }) => k.word)).toContain('南北通透');
    expect(portrait.data.summary).toContain('求购二手房');
  });
});

describe('the hand-over when someone leaves', () => {
  it("passes the leaver's private customers to the colleague, with a change record", async () => {
    const team = await deptNamed(t, A, '文三路二组');
    const leaver = await staffWith(t, A, [grantOf(APP_TYPE.customer, DATA_SCOPE.own, [1])], { dept: team });
    const a = await kit.add(leaver.headers);
    const b = await kit.add(leaver.headers);
    const pub = await kit.add(leaver.headers, { customerAttribution: 2 });
    const to = await userIdOf(t, U.agentA2.phone);
    const res = await kit.post('/org/v2/leaveCompany', manager, { userId: leaver.id, handoverUserId: to });
    expect(res.code, res.msg).toBe(200);
    for (const id of [a, b]) {
      expect(await kit.row(id)).toMatchObject({ userId: to, attribution: 1 });
      const records = await kit.records(id);
      expect(records.at(-1)).toMatchObject({ type: 12 });
      expect(records.at(-1)?.content).toContain('→ 王强');
    }
    expect((await kit.row(pub)).userId).toBeNull();
    const list = await kit.post('/customer/v2/privateClients', agent2, { pagesize: 100 });
    expect(list.data.map((r: { customerId: number }) => r.customerId)).toEqual(expect.arrayContaining([a, b]));
  });
});
