import { PORTAL, PUSH_STATE } from '@awb/contract/promotion-constants';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { houseCode } from '../housing/housing-format.ts';
import { reminders } from '../message/reminder.table.ts';
import { portalClientsOf } from './promotion.routes.ts';
import { promotionPushes } from './promotion.table.ts';
import { pollPendingPushes } from './promotion-poll.job.ts';
import { setupPromotionApp } from './promotion-test-kit.ts';

// The demo's own pushes include some 推送中 (some without a portal id): the runs settle those too, so
// the tests look at their own records.
const kit = setupPromotionApp();
const MIN = 60_000;

const recordOf = async (portal: number, houseId: number) => {
  const [row] = await kit.t.db
    .select()
    .from(promotionPushes)
    .where(and(eq(promotionPushes.portal, portal), eq(promotionPushes.houseId, houseId)));
  return row!;
};
/** The reminders a user got about one listing. */
const remindersOf = async (userId: number, houseId: number) =>
  (await kit.t.db.select().from(reminders).where(eq(reminders.userId, userId)).orderBy(reminders.id)).filter((r) =>
    r.content.includes(houseCode(1, houseId)),
  );
const poll = () => pollPendingPushes(kit.t.app.deps, portalClientsOf(kit.t.app.deps));

/** A push the portal takes under review (推送中), as the manager. */
async function pushUnderReview(portal: string, houseId: number) {
  kit.portal.review = true;
  const res = await kit.post(`/house/push/${portal}`, { houseId });
  kit.portal.review = false;
  expect(res).toMatchObject({ code: 200, msg: '已提交推送，等待平台审核' });
  return recordOf(portal === 'anxuanPush' ? PORTAL.anxuan : PORTAL.xingfuli, houseId);
}

describe('the poll of pushes under review', () => {
  it('leaves a push alone until it has rested five minutes, then writes 已上架 and tells the pusher', async () => {
    const houseId = kit.sale[11]!;
    const row = await pushUnderReview('anxuanPush', houseId);
    kit.portal.listings.set(row.portalListingId, 'online');

    kit.t.clock.advance(2 * MIN);
    await poll();
    expect((await recordOf(PORTAL.anxuan, houseId)).state).toBe(PUSH_STATE.pushing);

    kit.t.clock.advance(4 * MIN);
    expect(await poll()).toBeGreaterThanOrEqual(1);
    expect((await recordOf(PORTAL.anxuan, houseId)).state).toBe(PUSH_STATE.online);
    const told = await remindersOf(row.pushedBy, houseId);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: '房源推广提醒' });
    expect(told[0]?.content).toMatch(/已通过58安选审核并上架/);

    // Settled once: the next run tells no one again.
    await poll();
    expect(await remindersOf(row.pushedBy, houseId)).toHaveLength(1);
  });

  it('writes 推送失败 with the reason when the portal turns the push down', async () => {
    const houseId = kit.sale[12]!;
    const row = await pushUnderReview('xingfuliPush', houseId);
    kit.portal.listings.set(row.portalListingId, 'failed');
    kit.t.clock.advance(6 * MIN);
    expect(await poll()).toBeGreaterThanOrEqual(1);
    expect(await recordOf(PORTAL.xingfuli, houseId)).toMatchObject({
      state: PUSH_STATE.failed,
      message: '平台审核未通过',
    });
    const [last] = await remindersOf(row.pushedBy, houseId);
    expect(last).toMatchObject({ title: '房源推送失败' });
    expect(last?.content).toMatch(/推送到幸福里未成功：平台审核未通过，可在房源推广中重新推送/);
  });

  it('keeps a push still under review, or whose portal cannot be reached, for the next run', async () => {
    const houseId = kit.sale[13]!;
    const row = await pushUnderReview('anxuanPush', houseId);
    kit.t.clock.advance(6 * MIN);
    await poll();
    kit.portal.listings.set(row.portalListingId, 'online');
    kit.portal.answerNext(502, { message: 'bad gateway' });
    await poll();
    expect((await recordOf(PORTAL.anxuan, houseId)).state).toBe(PUSH_STATE.pushing);
    expect(await poll()).toBeGreaterThanOrEqual(1);
    expect((await recordOf(PORTAL.anxuan, houseId)).state).toBe(PUSH_STATE.online);
  });

  it('gives up a push the portal never answered (no listing id): 推送失败, 平台无响应, pushing again allowed', async () => {
    const houseId = kit.sale[14]!;
    const row = await pushUnderReview('anxuanPush', houseId);
    await kit.t.db
      .update(promotionPushes)
      .set({ portalListingId: '' })
      .where(and(eq(promotionPushes.companyId, row.companyId), eq(promotionPushes.id, row.id)));
    kit.t.clock.advance(6 * MIN);
    expect(await poll()).toBeGreaterThanOrEqual(1);
    expect(await recordOf(PORTAL.anxuan, houseId)).toMatchObject({ state: PUSH_STATE.failed, message: '平台无响应' });
    expect((await kit.post('/house/push/anxuanPush', { houseId })).code).toBe(200);
  });
});
