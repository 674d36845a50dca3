import { CODE } from '@awb/contract/common/codes';
import { PORTAL, PUSH_STATE } from '@awb/contract/promotion-constants';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { userIdOf } from '../../../test/org-fixtures.ts';
import { promotionPushes } from './promotion.table.ts';
import { PORTAL_APP_KEY, setupPromotionApp } from './promotion-test-kit.ts';

const kit = setupPromotionApp();
const A = DEMO.companyA.id;

const recordOf = async (portal: number, houseId: number) => {
  const [row] = await kit.t.db
    .select()
    .from(promotionPushes)
    .where(
      and(eq(promotionPushes.companyId, A), eq(promotionPushes.portal, portal), eq(promotionPushes.houseId, houseId)),
    );
  return row;
};

describe('pushing a listing to a portal', () => {
  it('sends the listing signed with the binding salt and the app key, and records it 已上架', async () => {
    const houseId = kit.sale[6]!;
    const agentId = await userIdOf(kit.t, DEMO.users.agentA.phone);
    const res = await kit.post('/house/push/xingfuliPush', { houseId, publisher: agentId });
    expect(res).toMatchObject({ code: 200, msg: '推送成功', data: null });

    const sent = kit.portal.received.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/api/listings', signed: true });
    expect(sent.headers['x-app-key']).toBe(PORTAL_APP_KEY);
    expect(sent.headers['x-portal-account']).toBe('XFL-330106-0001');
    expect(sent.body.listing).toMatchObject({ houseId, type: 1, publisher: { name: DEMO.users.agentA.name } });
    // What a portal gets is what may be published: no owner contacts, no room number.
    expect(JSON.stringify(sent.body)).not.toMatch(/contacts|roomNo|buildingNo/);

    const row = await recordOf(PORTAL.xingfuli, houseId);
    expect(row).toMatchObject({ state: PUSH_STATE.online, publisherId: agentId, houseType: 1 });
    expect(row?.portalListingId).toMatch(/^FP\d+/);
    expect(row?.pushedBy).toBe(await userIdOf(kit.t, DEMO.users.managerA.phone));

    const state = await kit.get(`/house/push/queryHousePushState?houseId=${houseId}`);
    expect(state.data.portals[0]).toMatchObject({ portal: 1, state: 2, stateName: '已上架', bound: true, open: true });
    expect(state.data.portals[0].publisherName).toBe(DEMO.users.agentA.name);
  });

  it("records the portal's refusal as 推送失败 with its message", async () => {
    const houseId = kit.sale[7]!;
    kit.portal.answerNext(422, { ok: false, message: '该账号今日推送额度已用完' });
    const res = await kit.post('/house/push/xingfuliPush', { houseId });
    expect(res).toMatchObject({ code: CODE.invalid, msg: '幸福里推送失败：该账号今日推送额度已用完' });
    expect(await recordOf(PORTAL.xingfuli, houseId)).toMatchObject({
      state: PUSH_STATE.failed,
      message: '该账号今日推送额度已用完',
    });
  });

  it('refuses a listing with too few pictures by the portal’s rule, the same way on every push', async () => {
    const houseId = kit.sale[17]!;
    await kit.keepPictures(houseId, 1);
    const sent = kit.portal.received.length;
    for (let i = 0; i < 2; i += 1) {
      expect(await kit.post('/house/push/xingfuliPush', { houseId })).toMatchObject({
        code: CODE.invalid,
        msg: '幸福里推送失败：房源图片不足2张',
      });
      expect(await recordOf(PORTAL.xingfuli, houseId)).toMatchObject({
        state: PUSH_STATE.failed,
        message: '房源图片不足2张',
      });
    }
    expect(kit.portal.received.length).toBe(sent);
    // With a second picture 幸福里 takes it.
    await kit.keepPictures(houseId, 2);
    expect(await kit.post('/house/push/xingfuliPush', { houseId })).toMatchObject({ code: 200, msg: '推送成功' });
  });

  it('answers 503 when the portal is down, and the record says so', async () => {
    const houseId = kit.sale[8]!;
    kit.portal.answerNext(502, { message: 'bad gateway' });
    const res = await kit.post('/house/push/anxuanPush', { houseId });
    expect(res).toMatchObject({ code: CODE.serviceUnavailable, msg: '58安选服务暂时无法连接，请稍后再试' });
    expect(await recordOf(PORTAL.anxuan, houseId)).toMatchObject({ state: PUSH_STATE.failed, message: '平台无响应' });
  });

  it('keeps a push under review 推送中 until the portal says otherwise', async () => {
    const houseId = kit.sale[9]!;
    kit.portal.review = true;
    const res = await kit.post('/house/push/anxuanPush', { houseId });
    kit.portal.review = false;
    expect(res).toMatchObject({ code: 200, msg: '已提交推送，等待平台审核' });
    const row = await recordOf(PORTAL.anxuan, houseId);
    expect(row?.state).toBe(PUSH_STATE.pushing);
    expect(await kit.post('/house/push/anxuanPush', { houseId })).toMatchObject({
      code: CODE.invalid,
      msg: '该房源正在推送中，请稍后再试',
    });
    kit.portal.listings.set(row!.portalListingId, 'online');
    const state = await kit.get(`/house/push/queryHousePushState?houseId=${houseId}`);
    expect(state.data.portals[1]).toMatchObject({ portal: 2, state: PUSH_STATE.online });
  });

  it('takes a listing down and up again, then removes it from the portal', async () => {
    const houseId = kit.sale[10]!;
    expect((await kit.post('/house/push/xingfuliPush', { houseId })).code).toBe(200);
    const id = (await recordOf(PORTAL.xingfuli, houseId))!.portalListingId;
    const shelf = (state: number) => kit.post('/promotion/v2/pushShelf', { houseId, portal: 1, state });
    expect(await shelf(1)).toMatchObject({ code: CODE.invalid, msg: '该房源未下架，无需上架' });
    expect(await shelf(0)).toMatchObject({ code: 200, msg: '下架成功' });
    expect(kit.portal.listings.get(id)).toBe('offline');
    expect((await recordOf(PORTAL.xingfuli, houseId))?.state).toBe(PUSH_STATE.offline);
    expect(await shelf(0)).toMatchObject({ code: CODE.invalid, msg: '该房源未上架，无法下架' });
    expect(await shelf(1)).toMatchObject({ code: 200, msg: '上架成功' });
    expect(kit.portal.listings.get(id)).toBe('online');

    expect(await kit.post('/promotion/v2/pushRemove', { houseId, portal: 1 })).toMatchObject({
      code: 200,
      msg: '已从平台删除',
    });
    expect(kit.portal.listings.has(id)).toBe(false);
    expect(await recordOf(PORTAL.xingfuli, houseId)).toBeUndefined();
    expect(await kit.post('/promotion/v2/pushRemove', { houseId, portal: 1 })).toMatchObject({
      code: CODE.invalid,
      msg: '该房源尚未推送到该平台',
    });
  });

  it('refuses what the portal does not take and what the company has not bound or opened', async () => {
    expect(await kit.post('/house/push/anxuanPush', { houseId: kit.rent[3]! })).toMatchObject({
      code: CODE.invalid,
      msg: '58安选仅支持出售房源',
    });
    expect(await kit.post('/house/push/tmallPush', { houseId: kit.sale[11]! })).toMatchObject({
      code: CODE.invalid,
      msg: '请先绑定天猫好房账号',
      data: { needBind: true, portal: 4 },
    });
    expect(await kit.post('/house/push/fangTianXiaPush', { houseId: kit.sale[11]! })).toMatchObject({
      code: CODE.invalid,
      msg: '房天下推广已关闭，请先开启',
      data: { needBind: true, portal: 3 },
    });
    expect((await kit.post('/promotion/v2/portalStatus', { portal: 3, open: 1 })).code).toBe(200);
    expect(await kit.post('/house/push/fangTianXiaPush', { houseId: kit.sale[11]! })).toMatchObject({
      code: CODE.serviceUnavailable,
      msg: '房天下推送服务未配置，请联系管理员',
    });
    expect(await recordOf(PORTAL.fangtianxia, kit.sale[11]!)).toBeUndefined();
    expect(await kit.post('/house/push/xingfuliPush', { houseId: kit.sale[11]!, publisher: 999_999 })).toMatchObject({
      code: CODE.invalid,
      msg: '发布人不存在或已离职',
    });
  });

  it("does not reach another company's listing (404)", async () => {
    const houseId = kit.sale[12]!;
    const before = kit.portal.received.length;
    for (const url of ['/house/push/xingfuliPush', '/house/push/microWebPush']) {
      expect((await kit.post(url, { houseId }, kit.managerB)).code).toBe(CODE.notFound);
    }
    for (const url of ['/house/push/queryHousePushState', '/housing/v2/housingPromotionSellDetail']) {
      expect((await kit.get(`${url}?houseId=${houseId}`, kit.managerB)).code).toBe(CODE.notFound);
    }
    expect(kit.portal.received.length).toBe(before);
  });
});

describe('the promotion tabs and details', () => {
  it('lists the listings of a type with their record on the portal, 15 a page', async () => {
    const before = await kit.get('/promotion/v2/pushPosts?portal=1&type=1');
    expect(before.code).toBe(200);
    expect(before.data.length).toBeGreaterThan(0);
    expect(before.data.length).toBeLessThanOrEqual(15);
    const fresh = before.data.find((r: { push: { state: number } }) => r.push.state === PUSH_STATE.none);
    expect(fresh?.push).toMatchObject({ stateName: '未推送', pushedAt: '' });
    expect((await kit.post('/house/push/xingfuliPush', { houseId: fresh.houseId })).code).toBe(200);
    const after = await kit.get('/promotion/v2/pushPosts?portal=1&type=1');
    const row = after.data.find((r: { houseId: number }) => r.houseId === fresh.houseId);
    expect(row.push).toMatchObject({
      state: PUSH_STATE.online,
      stateName: '已上架',
      pushedByName: DEMO.users.managerA.name,
    });
    expect(row.push.pushedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await kit.get('/promotion/v2/pushPosts?portal=2&type=2')).toMatchObject({
      code: CODE.invalid,
      msg: '58安选仅支持出售房源',
    });
  });

  it('answers what portals publish of a sale and a rent listing', async () => {
    const sale = await kit.get(`/housing/v2/housingPromotionSellDetail?houseId=${kit.sale[0]}`);
    expect(sale.code).toBe(200);
    expect(sale.data).toMatchObject({ houseId: kit.sale[0] });
    expect(sale.data.title).not.toBe('');
    expect(sale.data).not.toHaveProperty('contacts');
    expect((await kit.get(`/housing/v2/rentExtension?houseId=${kit.sale[0]}`)).msg).toBe('该房源不是出租房源');
    const rent = await kit.get(`/housing/v2/rentExtension?houseId=${kit.rent[0]}`);
    expect(rent.data).toMatchObject({ houseId: kit.rent[0], tmallRent: 0 });
    expect(rent.data).toHaveProperty('rentPrice');
  });

  it('puts a listing on the micro-site and answers its share card', async () => {
    const houseId = kit.sale[13]!;
    expect((await kit.get(`/house/push/mobileAcqCustomerShare?houseId=${houseId}`)).data.microWeb).toBe(-1);
    expect(await kit.post('/house/push/microWebPush', { houseId })).toMatchObject({
      code: 200,
      msg: '已推送到获客小程序',
    });
    const share = await kit.get(`/house/push/mobileAcqCustomerShare?houseId=${houseId}`);
    expect(share.data).toMatchObject({ houseId, microWeb: 1 });
    expect(share.data.path).toContain(`houseId=${houseId}`);
    expect(share.data.url).toMatch(/^https:\/\/m\.example\.com\/sale\//);
    expect((await kit.get(`/house/push/queryHousePushState?houseId=${houseId}`)).data.microWeb).toBe(1);
  });
});
