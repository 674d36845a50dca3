import { CUSTOMER_RECORD_TYPE } from '@awb/contract/customer-enums';
import { OUT_TYPE } from '@awb/contract/customer-setting';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { userIdOf } from '../../../test/org-fixtures.ts';
import { reminders } from '../message/reminder.table.ts';
import { customerChangeRecords, customers } from './customer.table.ts';
import { runCustomerOutJob } from './customer-out.job.ts';
import { customerKit } from './customer-test-kit.ts';

let t: TTestApp;
let kit: ReturnType<typeof customerKit>;
let manager: THeaders;
let agent: THeaders;
const DAY = 86_400_000;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  kit = customerKit(t);
  manager = await t.login(DEMO.users.managerA.phone);
  agent = await t.login(DEMO.users.agentA.phone);
});
afterAll(async () => {
  await t.close();
});

const job = () => runCustomerOutJob({ db: t.db, clock: t.clock });
const remindersOf = async (userId: number, title: string) =>
  t.db
    .select()
    .from(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.title, title)));

describe('the out-to-public job', () => {
  it('reminds the day before, then moves each due customer exactly once, even when run twice at once', async () => {
    await kit.setSetting(manager, (s) => {
      s.sell.follow = { selected: true, days: 3 };
      s.sell.deal = { selected: false, days: 30 };
      s.sell.followVisit = { selected: false, days: 30 };
      s.rent.follow = { selected: false, days: 3 };
    });
    // Let the demo's own customers go first, so that what follows counts only this test's.
    t.clock.advance(400 * DAY);
    await job();
    t.clock.advance(-400 * DAY);
    const holder = await userIdOf(t, DEMO.users.agentA.phone);
    const due = [await kit.add(agent), await kit.add(agent), await kit.add(agent)];
    const followed = await kit.add(agent);
    const dealt = await kit.add(agent);
    const rent = await kit.add(agent, { customerType: 2, price: 3000, tprice: 4000 });
    await kit.post('/customer/v2/customerTransactionStatus', agent, { customerId: dealt, status: 1 });
    expect((await kit.row(rent)).outDueAt).toBeNull();

    t.clock.advance(DAY);
    await kit.post('/customer/v2/customerfollowUp', agent, { customerId: followed, categoryType: 1, content: '回访' });
    expect(await job()).toEqual({ moved: 0, reminded: 0 });

    // Within a day of the due date: one reminder per customer, never twice.
    t.clock.advance(DAY + HOUR);
    const first = await job();
    expect(first).toEqual({ moved: 0, reminded: 3 });
    expect(await job()).toEqual({ moved: 0, reminded: 0 });
    const soon = await remindersOf(holder, '客户即将转为公客');
    expect(soon).toHaveLength(3);
    expect(soon[0]?.content).toMatch(/^您的私客「测试客户\d+」将于\d+月\d+日 \d\d:\d\d转为公客，请及时跟进。$/);

    // Due: two servers run the job at the same moment.
    t.clock.advance(DAY);
    const [one, two] = await Promise.all([job(), job()]);
    expect(one.moved + two.moved).toBe(3);
    // The customer followed a day later is now within a day of its own date: reminded once.
    expect(one.reminded + two.reminded).toBe(1);
    expect(await job()).toEqual({ moved: 0, reminded: 0 });

    const rows = await t.db.select().from(customers).where(inArray(customers.id, due));
    for (const row of rows) expect(row).toMatchObject({ attribution: 2, userId: null, lastHolderId: holder });
    const records = await t.db
      .select()
      .from(customerChangeRecords)
      .where(
        and(
          inArray(customerChangeRecords.customerId, due),
          eq(customerChangeRecords.type, CUSTOMER_RECORD_TYPE.autoPublic),
        ),
      );
    expect(records).toHaveLength(3);
    expect(records[0]).toMatchObject({ userId: null });
    expect(records[0]?.content).toContain('原维护人：李娜');
    const gone = (await remindersOf(holder, '客户已转为公客')).filter((r) => r.content.includes('测试客户'));
    expect(gone).toHaveLength(3);
    expect(await kit.row(followed)).toMatchObject({ attribution: 1 });
    expect(await kit.row(dealt)).toMatchObject({ attribution: 1 });
    expect(await kit.row(rent)).toMatchObject({ attribution: 1 });

    const history = await kit.get('/customer/v2/customerChangeRecord', manager, { customerId: due[0]! });
    expect(history.data[0]).toMatchObject({ type: 11, typeName: '自动转公', userId: 0, userName: '系统' });
  });

  it('combines rules with outType: all waits for every selected rule', async () => {
    await kit.setSetting(manager, (s) => {
      s.sell.follow = { selected: true, days: 2 };
      s.sell.deal = { selected: true, days: 10 };
      s.sell.outType = OUT_TYPE.all;
    });
    const id = await kit.add(agent);
    const row = await kit.row(id);
    expect(row.outDueAt!.getTime() - row.holdSince!.getTime()).toBe(10 * DAY);
    await kit.setSetting(manager, (s) => {
      s.sell.follow = { selected: true, days: 2 };
      s.sell.deal = { selected: true, days: 10 };
      s.sell.outType = OUT_TYPE.any;
    });
    const after = await kit.row(id);
    expect(after.outDueAt!.getTime() - after.holdSince!.getTime()).toBe(2 * DAY);
    await kit.setSetting(manager, (s) => {
      s.sell.follow.selected = false;
      s.sell.deal.selected = false;
      s.sell.followVisit.selected = false;
    });
    expect((await kit.row(id)).outDueAt).toBeNull();
    await kit.setSetting(manager, () => {});
  });
});
