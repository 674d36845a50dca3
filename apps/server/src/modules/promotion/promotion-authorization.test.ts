import { APP_TYPE } from '@awb/contract/common/apps';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { PROMOTION_BIND_PERMISSION, PROMOTION_PUSH_PERMISSION } from '@awb/contract/promotion-constants';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { THeaders } from '../../../test/create-test-app.ts';
import { staffWith } from '../../../test/org-fixtures.ts';
import { everythingBut } from '../../../test/permission-matrix.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { registeredEndpoints } from '../../platform/http/route.ts';
import { acqListings } from '../acquisition/acquisition.table.ts';
import { promotionBindings, promotionPushes } from './promotion.table.ts';
import { setupPromotionApp } from './promotion-test-kit.ts';

/**
 * Every guarded call of 房源推广 (/house/push, /promotion/v2): someone holding every other permission of
 * every app (whole company) is refused with the seeds' message and nothing changes; someone holding
 * just the item (推送房源到平台 or 绑定推广平台, with the house book's company scope to see listings),
 * and a manager, are answered. Every portal points at the fake portal, so pushes really go out.
 */
const kit = setupPromotionApp({ allConfigured: true });
const TMALL = {
  portal: 4,
  fp_name: '张伟',
  phone: '13800000001',
  tmall_appkey: 'tm-matrix',
  tmall_prikey: 'tmall-matrix-private-key',
  tmall_pubkey: 'pub',
};
let sale = 0;
let rent = 0;
beforeAll(async () => {
  sale = kit.sale[14]!;
  rent = kit.rent[5]!;
  kit.portal.accounts.set(TMALL.tmall_appkey, TMALL.tmall_prikey);
  const bound = await kit.post('/promotion/v2/portalBind', TMALL);
  const opened = await kit.post('/promotion/v2/portalStatus', { portal: 3, open: 1 });
  if (bound.code !== 200 || opened.code !== 200) throw new Error(`setup: ${bound.msg} ${opened.msg}`);
});

const get = (url: string): InjectOptions => ({ method: 'GET', url });
const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });
/** A listing freshly pushed to 幸福里 by the manager (for down and remove). */
const pushed = async (houseId: number) => {
  const res = await kit.post('/house/push/xingfuliPush', { houseId });
  if (res.code !== 200) throw new Error(`push: ${res.msg}`);
};

const CASES: Record<string, () => Promise<InjectOptions>> = {
  'POST /house/push/xingfuliPush': async () => post('/house/push/xingfuliPush', { houseId: sale }),
  'POST /house/push/anxuanPush': async () => post('/house/push/anxuanPush', { houseId: sale }),
  'POST /house/push/fangTianXiaPush': async () => post('/house/push/fangTianXiaPush', { houseId: sale }),
  'POST /house/push/tmallPush': async () => post('/house/push/tmallPush', { houseId: rent }),
  'POST /house/push/microWebPush': async () => post('/house/push/microWebPush', { houseId: sale }),
  'GET /house/push/mobileAcqCustomerShare': async () => get(`/house/push/mobileAcqCustomerShare?houseId=${sale}`),
  'GET /house/push/queryHousePushState': async () => get(`/house/push/queryHousePushState?houseId=${sale}`),
  'GET /promotion/v2/portalStates': async () => get('/promotion/v2/portalStates'),
  'GET /promotion/v2/portalBinding': async () => get('/promotion/v2/portalBinding?portal=1'),
  'POST /promotion/v2/portalBind': async () => post('/promotion/v2/portalBind', TMALL),
  'POST /promotion/v2/portalStatus': async () => post('/promotion/v2/portalStatus', { portal: 4, open: 1 }),
  'POST /promotion/v2/portalUnbind': async () => {
    await kit.post('/promotion/v2/portalBind', { ...TMALL, portal: 4 });
    return post('/promotion/v2/portalUnbind', { portal: 4 });
  },
  'GET /promotion/v2/pushPosts': async () => get('/promotion/v2/pushPosts?portal=1&type=1'),
  'POST /promotion/v2/pushShelf': async () => {
    await pushed(kit.sale[15]!);
    return post('/promotion/v2/pushShelf', { houseId: kit.sale[15]!, portal: 1, state: 0 });
  },
  'POST /promotion/v2/pushRemove': async () => {
    await pushed(kit.sale[16]!);
    return post('/promotion/v2/pushRemove', { houseId: kit.sale[16]!, portal: 1 });
  },
};

const snapshot = () =>
  Promise.all(
    [promotionBindings, promotionPushes, acqListings].map((table) => kit.t.db.select().from(table).orderBy(table.id)),
  );
const guarded = () =>
  [...registeredEndpoints.values()].filter((e) => e.permission && /^\/(house\/push|promotion\/v2)\//.test(e.path));
const actors = new Map<string, { without: THeaders; with: THeaders }>();

describe('the promotion authorisation matrix', () => {
  it('has a case for every guarded call, each guarded by a 房源推广 item', () => {
    expect(
      guarded()
        .map((e) => `${e.method} ${e.path}`)
        .sort(),
    ).toEqual(Object.keys(CASES).sort());
    for (const e of guarded())
      expect([PROMOTION_PUSH_PERMISSION, PROMOTION_BIND_PERMISSION]).toContainEqual(e.permission);
  });

  it.each(Object.keys(CASES))('%s: refused without the permission, allowed with it and for a manager', async (key) => {
    const ref = registeredEndpoints.get(key)!.permission!;
    const k = `${ref.itemId}`;
    if (!actors.has(k)) {
      const A = 1;
      const without = await staffWith(kit.t, A, everythingBut(ref));
      const holder = await staffWith(kit.t, A, [
        grantOf(APP_TYPE.promotion, DATA_SCOPE.company, [ref.itemId]),
        grantOf(APP_TYPE.house, DATA_SCOPE.company, []),
      ]);
      actors.set(k, { without: without.headers, with: holder.headers });
    }
    const people = actors.get(k)!;
    const as = async (headers: THeaders) => kit.t.call({ ...(await CASES[key]!()), headers });
    const refusedRequest = await CASES[key]!();
    const before = await snapshot();
    expect(await kit.t.call({ ...refusedRequest, headers: people.without })).toMatchObject({
      code: 403,
      msg: '您没有权限，请联系管理员设置相关权限',
      data: null,
    });
    expect(await snapshot()).toEqual(before);
    const allowed = await as(people.with);
    expect(allowed.code, `${key}: ${allowed.msg}`).toBe(200);
    const asManager = await as(kit.manager);
    expect(asManager.code, `${key}: ${asManager.msg}`).toBe(200);
  });
});
