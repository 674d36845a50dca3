import fs from 'node:fs';
import { CODE } from '@awb/contract/common/codes';
import { PORTAL, PUSH_STATE } from '@awb/contract/promotion-constants';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { userIdOf } from '../../../test/org-fixtures.ts';
import { promotionBindings, promotionPushes } from './promotion.table.ts';
import { setupPromotionApp } from './promotion-test-kit.ts';

const kit = setupPromotionApp();
const A = DEMO.companyA.id;
const TMALL = {
  portal: PORTAL.tmall,
  fp_name: '张伟',
  phone: '13800000001',
  tmall_appkey: 'tm-app-20261126',
  tmall_prikey: 'tmall-private-key-secret-9x',
  tmall_pubkey: 'tmall-public-key',
};

describe('portal bindings', () => {
  it('answers the demo state: 幸福里 and 58 open, 房天下 closed, 天猫 unbound', async () => {
    const res = await kit.get('/promotion/v2/portalStates');
    expect(res.data).toEqual([
      { portal: 1, portalName: '幸福里', bound: true, open: true, configured: true },
      { portal: 2, portalName: '58安选', bound: true, open: true, configured: true },
      { portal: 3, portalName: '房天下', bound: true, open: false, configured: false },
      { portal: 4, portalName: '天猫好房', bound: false, open: false, configured: true },
    ]);
  });

  it('answers nothing of a saved secret, only that it is saved, and keeps it sealed in the database', async () => {
    const res = await kit.get('/promotion/v2/portalBinding?portal=1');
    expect(res.data.fields).toEqual({
      companyname: '杭州安居房产经纪有限公司',
      companyid: 'XFL-330106-0001',
      phone: '13800000001',
      source_name: '安居房产',
    });
    expect(res.data.savedSecrets).toEqual(['salt']);
    expect(JSON.stringify(res)).not.toMatch(/demo-xingfuli-salt|\*/);
    const ftx = await kit.get('/promotion/v2/portalBinding?portal=3');
    expect(ftx.data.savedSecrets).toEqual(['pwd', 'key']);
    expect(JSON.stringify(ftx)).not.toMatch(/demo-ftx|\*/);
    const rows = await kit.t.db.select().from(promotionBindings).where(eq(promotionBindings.companyId, A));
    expect(JSON.stringify(rows)).not.toContain('demo-xingfuli-salt');
  });

  it('binds 天猫好房 field by field, then pushes a rent listing signed with the private key', async () => {
    expect(await kit.post('/promotion/v2/portalBind', { portal: 4, phone: '13800000001' })).toMatchObject({
      code: CODE.invalid,
      msg: '请输入经纪人姓名',
    });
    const bound = await kit.post('/promotion/v2/portalBind', TMALL);
    expect(bound).toMatchObject({ code: 200, msg: '绑定成功' });
    expect(bound.data).toMatchObject({ bound: true, open: true, savedSecrets: ['tmall_prikey'] });
    expect(bound.data.fields).not.toHaveProperty('tmall_prikey');
    expect(JSON.stringify(bound)).not.toContain(TMALL.tmall_prikey);

    kit.portal.accounts.set(TMALL.tmall_appkey, TMALL.tmall_prikey);
    const houseId = kit.rent[4]!;
    expect(await kit.post('/house/push/tmallPush', { houseId })).toMatchObject({ code: 200, msg: '推送成功' });
    expect(kit.portal.received.at(-1)).toMatchObject({ signed: true, path: '/api/listings' });
    expect((await kit.get(`/housing/v2/rentExtension?houseId=${houseId}`)).data.tmallRent).toBe(1);
    // Tmall rent listing off (seed 001 §4: 0 means off).
    expect((await kit.post('/promotion/v2/pushShelf', { houseId, portal: 4, state: 0 })).code).toBe(200);
    expect((await kit.get(`/housing/v2/rentExtension?houseId=${houseId}`)).data.tmallRent).toBe(0);
  });

  it('keeps a sealed secret when it is sent empty, and replaces it when a new one comes', async () => {
    const again = await kit.post('/promotion/v2/portalBind', { ...TMALL, tmall_prikey: '', fp_name: '李娜' });
    expect(again).toMatchObject({ code: 200, data: { fields: { fp_name: '李娜' }, savedSecrets: ['tmall_prikey'] } });
    const changed = await kit.post('/promotion/v2/portalBind', { ...TMALL, tmall_prikey: 'another-private-key-42' });
    expect(changed.data.savedSecrets).toEqual(['tmall_prikey']);
    expect(JSON.stringify(changed)).not.toMatch(/another-private|\*/);
  });

  it('closes and opens a portal, and a closed one sends the user to bind', async () => {
    expect(await kit.post('/promotion/v2/portalStatus', { portal: 1, open: 0 })).toMatchObject({
      code: 200,
      msg: '已关闭推广',
      data: { open: false },
    });
    expect(await kit.post('/house/push/xingfuliPush', { houseId: kit.sale[5]! })).toMatchObject({
      code: CODE.invalid,
      msg: '幸福里推广已关闭，请先开启',
      data: { needBind: true },
    });
    expect((await kit.post('/promotion/v2/portalStatus', { portal: 1, open: 1 })).msg).toBe('已开启推广');
  });

  it('unbinds a portal; its push records stay', async () => {
    const before = await kit.t.db
      .select()
      .from(promotionPushes)
      .where(and(eq(promotionPushes.companyId, A), eq(promotionPushes.portal, PORTAL.anxuan)));
    expect(before.some((r) => r.state === PUSH_STATE.online)).toBe(true);
    expect(await kit.post('/promotion/v2/portalUnbind', { portal: 2 })).toMatchObject({ code: 200, msg: '已解除绑定' });
    expect((await kit.get('/promotion/v2/portalBinding?portal=2')).data).toMatchObject({ bound: false, open: false });
    expect(await kit.post('/promotion/v2/portalUnbind', { portal: 2 })).toMatchObject({
      code: CODE.invalid,
      msg: '请先绑定58安选账号',
    });
    const after = await kit.t.db
      .select()
      .from(promotionPushes)
      .where(and(eq(promotionPushes.companyId, A), eq(promotionPushes.portal, PORTAL.anxuan)));
    expect(after.length).toBe(before.length);
  });

  it("keeps each company's bindings apart", async () => {
    const b = await kit.get('/promotion/v2/portalStates', kit.managerB);
    expect(b.data.every((s: { bound: boolean }) => !s.bound)).toBe(true);
    expect((await kit.get('/promotion/v2/portalBinding?portal=1', kit.managerB)).data.fields.companyid).toBe('');
  });

  it('drops the clear tail older bindings kept beside a sealed secret (its data migration)', async () => {
    const B = DEMO.companyB.id;
    await kit.t.db.insert(promotionBindings).values({
      companyId: B,
      portal: PORTAL.fangtianxia,
      fields: { username: 'b-user' },
      secrets: { pwd: { sealed: 'sealed-text', masked: '******rd' } } as never,
      open: false,
      boundBy: await userIdOf(kit.t, DEMO.users.managerB.phone),
    });
    const migration = fs.readFileSync(
      new URL('../../../drizzle/0029_promotion_secret_tails.sql', import.meta.url),
      'utf8',
    );
    await kit.t.db.execute(sql.raw(migration));
    const [row] = await kit.t.db
      .select()
      .from(promotionBindings)
      .where(and(eq(promotionBindings.companyId, B), eq(promotionBindings.portal, PORTAL.fangtianxia)));
    expect(row?.secrets).toEqual({ pwd: { sealed: 'sealed-text' } });
    const a = await kit.t.db.select().from(promotionBindings).where(eq(promotionBindings.companyId, A));
    expect(a.length).toBeGreaterThan(0);
    expect(JSON.stringify(a)).not.toContain('masked');
  });
});
