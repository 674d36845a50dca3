import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TTestApp } from '../../../test/create-test-app.ts';
import { users } from '../account/user.table.ts';
import { reminderService } from './reminder.service.ts';
import { reminders } from './reminder.table.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const messageCount = async (phone: string) => {
  const res = await t.call({ method: 'GET', url: '/base/systemInfo', headers: await t.login(phone) });
  expect(res.code).toBe(200);
  return res.data.messageCount as number;
};
const user = async (phone: string) => (await t.db.select().from(users).where(eq(users.phone, phone)))[0]!;

describe('GET /base/systemInfo', () => {
  it("counts the caller's own unread reminders only", async () => {
    expect(await messageCount(DEMO.users.managerA.phone)).toBe(2);
    expect(await messageCount(DEMO.users.agentA.phone)).toBe(0);
    expect(await messageCount(DEMO.users.managerB.phone)).toBe(1);
    expect(await messageCount(DEMO.users.pendingA.phone)).toBe(0);
  });

  it('drops read reminders and follows new ones', async () => {
    const agent = await user(DEMO.users.agentA.phone);
    await reminderService.add(t.db, { companyId: agent.companyId, userId: agent.id, title: '新客户分配', content: '' });
    await reminderService.add(t.db, { companyId: agent.companyId, userId: agent.id, title: '跟进提醒', content: '' });
    expect(await messageCount(DEMO.users.agentA.phone)).toBe(2);
    const [first] = await t.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.userId, agent.id), isNull(reminders.readAt)));
    const headers = await t.login(DEMO.users.agentA.phone);
    const read = await t.call({ method: 'GET', url: `/base/remindSingleRead?remindId=${first!.id}`, headers });
    expect(read.code).toBe(200);
    // The count was kept a moment ago (decision 0008); reading a reminder drops it at once.
    expect(await messageCount(DEMO.users.agentA.phone)).toBe(1);
  });

  it('keeps the count a few seconds: a row changed behind the app shows when the copy runs out', async () => {
    const agent = await user(DEMO.users.agentA.phone);
    expect(await messageCount(DEMO.users.agentA.phone)).toBe(1);
    await t.db.update(reminders).set({ readAt: t.clock.now() }).where(eq(reminders.userId, agent.id));
    expect(await messageCount(DEMO.users.agentA.phone)).toBe(1);
    t.clock.advance(6_000);
    expect(await messageCount(DEMO.users.agentA.phone)).toBe(0);
    await reminderService.add(t.db, { companyId: agent.companyId, userId: agent.id, title: '新客户分配', content: '' });
    expect(await messageCount(DEMO.users.agentA.phone)).toBe(1);
  });

  it('does not count a same-numbered user of another company', async () => {
    // A reminder that names agent A's user id but company B (as a bad row would) is not agent A's.
    const agent = await user(DEMO.users.agentA.phone);
    await reminderService.add(t.db, { companyId: DEMO.companyB.id, userId: agent.id, title: '串号', content: '' });
    expect(await messageCount(DEMO.users.agentA.phone)).toBe(1);
  });
});
