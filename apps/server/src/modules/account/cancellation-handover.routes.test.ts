import { PHONE_CODE_TYPE, USER_STATUS } from '@awb/contract/account.contract';
import { APP_TYPE } from '@awb/contract/common/apps';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { staffWith, uniquePhone, userIdOf } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { addListing, firstCommunity, saleBody } from '../housing/housing-fixtures.ts';
import { listings } from '../housing/listing.table.ts';
import { reminders } from '../message/reminder.table.ts';
import { userRoles } from '../role/role.table.ts';
import { AccountService } from './account.service.ts';
import { users } from './user.table.ts';

/** A cancellation carried out runs the same hand-over as leaving (docs/api.md "Account cancellation"). */
const { t, manager } = setupFileApp({ manager: 'managerA' });
const DAY = 86_400_000;
const A = DEMO.companyA.id;
let accounts: AccountService;
let managerId = 0;
let communityId = 0;
beforeAll(async () => {
  accounts = new AccountService(t.app.deps);
  managerId = await userIdOf(t, DEMO.users.managerA.phone);
  communityId = (await firstCommunity(t, A)).communityId;
});

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const ownerOf = async (id: number) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0]?.ownerId;
/** An agent holding a listing, whose cancellation is due now (set directly: the call is tested elsewhere). */
async function dueAgent() {
  const agent = await staffWith(t, A, [grantOf(APP_TYPE.house, DATA_SCOPE.own)]);
  const listingId = await addListing(t, agent.headers, saleBody(communityId));
  await t.db.update(users).set({ cancelExecuteAt: t.clock.now() }).where(eq(users.id, agent.id));
  return { ...agent, listingId };
}

describe('an account cancellation carried out', () => {
  it('hands what the agent holds to the company’s manager, in the closing transaction', async () => {
    const agent = await staffWith(t, A, [grantOf(APP_TYPE.house, DATA_SCOPE.own)]);
    const listingId = await addListing(t, agent.headers, saleBody(communityId));
    const code = await t.sendCode(agent.phone, PHONE_CODE_TYPE.cancellation);
    const applied = await t.call({
      method: 'POST',
      url: '/user/cancellationApply',
      headers: agent.headers,
      payload: { phonecode: code },
    });
    expect(applied.code).toBe(200);
    t.clock.advance(15 * DAY);

    expect(await accounts.processDueCancellations()).toBe(1);
    expect(await userRow(agent.id)).toMatchObject({ status: USER_STATUS.cancelled, handoverUserId: managerId });
    expect(await ownerOf(listingId)).toBe(managerId);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, agent.id))).toEqual([]);
    const told = await t.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.userId, managerId), eq(reminders.title, '离职交接')));
    expect(told.map((r) => r.content)).toContainEqual(expect.stringContaining('已注销账号'));
    const circulation = await t.call({
      method: 'GET',
      url: `/app/appRecord?appType=1&itemId=${listingId}&recordType=2`,
      headers: manager,
    });
    expect(circulation.data[0]).toMatchObject({ action: '离职交接' });
  });

  it('rolls the whole closing back when a hand-over step fails, without holding up the others', async () => {
    const failing = await dueAgent();
    const unregister = t.app.deps.hooks.leaverSteps.register({
      name: 'test.failing',
      async run(_tx, h) {
        if (h.fromUserId === failing.id) throw new Error('hand-over failed');
      },
    });
    const other = await dueAgent();
    try {
      await expect(accounts.processDueCancellations()).rejects.toThrow('1 account cancellation(s) failed');
    } finally {
      unregister();
    }
    expect(await userRow(failing.id)).toMatchObject({ status: USER_STATUS.active, handoverUserId: null });
    expect(await ownerOf(failing.listingId)).toBe(failing.id);
    expect((await userRow(other.id))?.status).toBe(USER_STATUS.cancelled);
    expect(await ownerOf(other.listingId)).toBe(managerId);

    expect(await accounts.processDueCancellations()).toBe(1);
    expect(await ownerOf(failing.listingId)).toBe(managerId);
  });

  it('waits for the only manager of a company with staff, and closes a company of one', async () => {
    const managerB = await userIdOf(t, DEMO.users.managerB.phone);
    await t.db.update(users).set({ cancelExecuteAt: t.clock.now() }).where(eq(users.id, managerB));
    const phone = uniquePhone();
    const registered = await t.call({
      method: 'POST',
      url: '/register/userRegister',
      payload: {
        phone,
        phonecode: await t.sendCode(phone, 'register'),
        company: '一人房产工作室',
        password: 'alone123',
      },
    });
    expect(registered.code, registered.msg).toBe(200);
    const alone = registered.data.userId as number;
    await t.db.update(users).set({ cancelExecuteAt: t.clock.now() }).where(eq(users.id, alone));

    expect(await accounts.processDueCancellations()).toBe(1);
    expect(await userRow(managerB)).toMatchObject({ status: USER_STATUS.active });
    expect(await userRow(alone)).toMatchObject({ status: USER_STATUS.cancelled, handoverUserId: null });
    // Still waiting an hour later, until the manager role has passed to a colleague (or it is withdrawn).
    t.clock.advance(3_600_000);
    expect(await accounts.processDueCancellations()).toBe(0);
  });
});
