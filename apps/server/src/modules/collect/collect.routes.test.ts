import { COLLECT_SAVE_STATE } from '@awb/contract/collect-constants';
import { INFO_ATTRIBUTION } from '@awb/contract/housing-options';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { userIdOf } from '../../../test/org-fixtures.ts';
import { PLATFORM } from '../../db/seed/demo-collect.ts';
import { listingPictures, listings } from '../housing/listing.table.ts';
import { collectListings, collectSaves } from './collect.table.ts';
import { feedItem, startFakeCollectFeed, type TFakeCollectFeed } from './fake-collect-feed.ts';

const { t, agent, manager, managerB, get, post } = setupFileApp({
  agent: 'agentA',
  manager: 'managerA',
  managerB: 'managerB',
});
/** A 2×2 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';
/** Company A's live sale listings entered by the agent (李娜). */
const agentSaleListings = async () =>
  t.db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.companyId, DEMO.companyA.id),
        eq(listings.type, 1),
        eq(listings.ownerId, await userIdOf(t, DEMO.users.agentA.phone)),
        isNull(listings.deletedAt),
      ),
    );
const page = (query: string, headers: THeaders = agent) => get(`/gather/page?${query}`, headers);
type TRow = {
  id: number;
  room: number;
  area: number;
  price: number;
  source: number;
  saveState: number;
  houseId: number;
};

describe('云采集 lists (GET /gather/page)', () => {
  it('answers the sale tab 20 a page with the total, the rent tab apart, newest collection first', async () => {
    const first = await page('cloudtype=0');
    expect(first).toMatchObject({ code: 200, total: 24 });
    expect(first.data).toHaveLength(20);
    const second = await page('cloudtype=0&pageindex=2');
    expect(second.data).toHaveLength(4);
    const times = first.data.map((r: { collectedAt: string }) => r.collectedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(times[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    const rent = await page('cloudtype=1');
    expect(rent).toMatchObject({ code: 200, total: 16 });
    expect(rent.data.every((r: { cloudtype: number }) => r.cloudtype === 1)).toBe(true);
  });

  it('shows the company’s marks: one saved, one turned into a listing', async () => {
    const rows: TRow[] = (await page('cloudtype=0&pagesize=50')).data;
    expect(rows.filter((r) => r.saveState === 1)).toHaveLength(1);
    const converted = rows.filter((r) => r.saveState === 2);
    expect(converted).toHaveLength(1);
    expect(converted[0]?.houseId).toBeGreaterThan(0);
    // Another company sees the same listings without A's marks.
    const forB: TRow[] = (await page('cloudtype=0&pagesize=50', managerB)).data;
    expect(forB.map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expect(forB.every((r) => r.saveState === 0 && r.houseId === 0)).toBe(true);
  });

  it('filters by layout (5 = 五室及以上), area, price, portal, community and district, and sorts', async () => {
    const five: TRow[] = (await page('cloudtype=0&roomtypestr=5&pagesize=50')).data;
    expect(five.length).toBeGreaterThan(0);
    expect(five.every((r) => r.room >= 5)).toBe(true);
    const twoOrThree: TRow[] = (await page('cloudtype=0&roomtypestr=2,3&pagesize=50')).data;
    expect(twoOrThree.every((r) => r.room === 2 || r.room === 3)).toBe(true);
    const sized: TRow[] = (await page('cloudtype=0&areaMin=80&areaMax=130&pagesize=50')).data;
    expect(sized.length).toBeGreaterThan(0);
    expect(sized.every((r) => r.area >= 80 && r.area <= 130)).toBe(true);
    const cheap: TRow[] = (await page('cloudtype=0&priceMax=500&pagesize=50')).data;
    expect(cheap.every((r) => r.price <= 500)).toBe(true);
    const portal: TRow[] = (await page('cloudtype=0&source=2&pagesize=50')).data;
    expect(portal.length).toBeGreaterThan(0);
    expect(portal.every((r) => r.source === 2)).toBe(true);
    const village = await page(`cloudtype=0&village=${encodeURIComponent('翠苑')}`);
    expect(village.data.every((r: { village: string }) => r.village === '翠苑一区')).toBe(true);
    const binjiang = await page('cloudtype=0&districtId=330108&pagesize=50');
    expect(binjiang.data.every((r: { districtName: string }) => r.districtName === '滨江区')).toBe(true);
    const byPrice: TRow[] = (await page('cloudtype=0&sortField=2&sortWay=1&pagesize=50')).data;
    const prices = byPrice.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('refuses a city outside the setting and bad filters with 405', async () => {
    expect(await page('cityid=1001')).toMatchObject({ code: 405, msg: '所选城市不在公司的采集城市中' });
    expect((await page('roomtypestr=9')).code).toBe(405);
    expect((await page('cloudtype=3')).code).toBe(405);
  });
});

describe('a collected listing (GET /info/sellInfo) and the setting', () => {
  let id = 0;
  beforeAll(async () => {
    id = (await page('cloudtype=0')).data[0].id;
  });

  it('masks the owner’s phone for agents and shows it to the manager', async () => {
    const forAgent = await get(`/info/sellInfo?id=${id}`, agent);
    expect(forAgent.code).toBe(200);
    expect(forAgent.data).toMatchObject({ id, phoneVisible: false, savedAt: '' });
    expect(forAgent.data.contactPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(forAgent.data.url).toMatch(/^https:\/\//);
    expect(forAgent.data.sourceName).not.toBe('');
    const forManager = await get(`/info/sellInfo?id=${id}`, manager);
    expect(forManager.data.contactPhone).toMatch(/^\d{11}$/);
    expect((await get('/info/sellInfo?id=999999', agent)).code).toBe(404);
  });

  it('the default setting is the company’s city, unconfigured service, editable by the manager only', async () => {
    const forAgent = await get('/info/findSetting', agent);
    expect(forAgent.data).toMatchObject({ cityIds: [1086], showPhone: 0, configured: false, editable: false });
    expect(forAgent.data.cities[0].cityName).toBe('杭州市');
    expect(forAgent.data.districts.some((d: { name: string }) => d.name === '西湖区')).toBe(true);
    expect((await get('/info/findSetting', manager)).data.editable).toBe(true);
    expect((await post('/info/saveSetting', { cityIds: [1086], showPhone: 1 }, agent)).code).toBe(403);
  });

  it('a manager shows phones to agents and narrows the portals', async () => {
    const saved = await post('/info/saveSetting', { cityIds: [1086], sources: [2, 1], showPhone: 1 }, manager);
    expect(saved).toMatchObject({ code: 200, msg: '设置已保存', data: { sources: [1, 2], showPhone: 1 } });
    expect((await get(`/info/sellInfo?id=${id}`, agent)).data.phoneVisible).toBe(true);
    const rows: TRow[] = (await page('cloudtype=0&pagesize=50')).data;
    expect(rows.every((r) => r.source === 1 || r.source === 2)).toBe(true);
    expect((await page('cloudtype=0&source=3')).total).toBe(0);
    expect((await post('/info/saveSetting', { cityIds: [] }, manager)).msg).toBe('请至少选择一个采集城市');
    expect((await post('/info/saveSetting', { cityIds: [99999] }, manager)).code).toBe(404);
    await post('/info/saveSetting', { cityIds: [1086], sources: [], showPhone: 0 }, manager);
  });
});

describe('saving and converting (GET and POST /gather/save)', () => {
  it('saves and answers the listing form’s prefill, matching the company’s community by name', async () => {
    const [row] = await t.db.select().from(collectListings).where(eq(collectListings.village, '翠苑一区'));
    const saved = await get(`/gather/save?id=${row!.id}`, agent);
    expect(saved).toMatchObject({ code: 200, msg: '已保存', data: { id: row!.id, saveState: 1, houseId: 0 } });
    const prefill = saved.data.prefill;
    expect(prefill).toMatchObject({ communityName: '翠苑一区', room: row!.room, source: 3 });
    expect(prefill.communityId).toBeGreaterThan(0);
    expect(prefill.type).toBe(row!.cloudType === 0 ? 1 : 2);
    expect(prefill.remark).toContain('云采集');
    expect(prefill.contacts[0].phone).toBe('');
    // The same call as a POST, and again: still one mark.
    expect((await post('/gather/save', { id: row!.id }, agent)).data.saveState).toBe(1);
    const marks = await t.db.select().from(collectSaves).where(eq(collectSaves.listingId, row!.id));
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({ companyId: DEMO.companyA.id, state: 1 });
  });

  it('has no HEAD beside the GET save: a HEAD request saves nothing', async () => {
    const [row] = await t.db.select().from(collectListings).where(eq(collectListings.village, '大华西溪风情'));
    const marks = () => t.db.select().from(collectSaves).where(eq(collectSaves.listingId, row!.id));
    const before = await marks();
    const head = await t.app.inject({ method: 'HEAD', url: `/gather/save?id=${row!.id}`, headers: agent });
    expect(head.statusCode).toBe(404);
    expect(await marks()).toEqual(before);
    expect(before).toHaveLength(0);
  });

  it('marks 已转房源 with a listing of the company, never another company’s', async () => {
    const [row] = await t.db.select().from(collectListings).where(eq(collectListings.externalId, 'demo-s010'));
    const [own] = await agentSaleListings();
    const [other] = await t.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.companyId, DEMO.companyB.id));
    expect((await post('/gather/save', { id: row!.id, houseId: other!.id }, agent)).code).toBe(404);
    expect(await t.db.select().from(collectSaves).where(eq(collectSaves.listingId, row!.id))).toEqual([]);
    const converted = await post('/gather/save', { id: row!.id, houseId: own!.id }, agent);
    expect(converted).toMatchObject({ code: 200, msg: '已转为房源', data: { saveState: 2, houseId: own!.id } });
    // Saving again keeps 已转房源.
    expect((await get(`/gather/save?id=${row!.id}`, agent)).data.saveState).toBe(2);
    const detail = await get(`/info/sellInfo?id=${row!.id}`, agent);
    expect(detail.data).toMatchObject({ saveState: 2, houseId: own!.id });
    expect(detail.data.savedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it('转为房源 copies the collected pictures into the listing as the company’s own uploads, once', async () => {
    const uploads = t.app.deps.uploads;
    const platform = PLATFORM;
    const png = Buffer.from(PNG, 'base64');
    const stored = await uploads.accept(
      t.db,
      platform,
      { bytes: png, filename: '外景.png' },
      {
        purpose: 'collect-picture',
        types: ['image/png'],
        maxBytes: 1_000_000,
      },
    );
    const [row] = await t.db.select().from(collectListings).where(eq(collectListings.externalId, 'demo-s011'));
    // A link from an origin the service's pictures are not configured to come from is never fetched.
    await t.db
      .update(collectListings)
      .set({ pictures: [stored, 'https://elsewhere.example.com/p.jpg'] })
      .where(eq(collectListings.id, row!.id));
    const houseId = (await agentSaleListings()).at(-1)!.id;
    const picturesOf = () =>
      t.db
        .select({ ref: listingPictures.ref, isCover: listingPictures.isCover })
        .from(listingPictures)
        .where(and(eq(listingPictures.listingId, houseId), isNull(listingPictures.deletedAt)));
    const before = await picturesOf();

    expect((await post('/gather/save', { id: row!.id, houseId }, agent)).code).toBe(200);
    const after = await picturesOf();
    expect(after).toHaveLength(before.length + 1);
    const copy = after.find((p) => !before.some((b) => b.ref === p.ref));
    // A copy of the bytes, kept as company A's own file: removing either never touches the other.
    expect(copy?.ref).toMatch(/^upload:/);
    expect(copy?.ref).not.toBe(stored);
    expect((await uploads.read(t.db, DEMO.companyA.id, copy!.ref))?.bytes.equals(png)).toBe(true);
    expect(await uploads.read(t.db, 0, copy!.ref)).toBeNull();
    if (before.length === 0) expect(copy?.isCover).toBe(true);
    const detail = await get(`/housing/v2/housingDetail?houseId=${houseId}`, agent);
    expect(detail.data.pictures.length).toBe(before.length + 1);

    // Converting again adds nothing more.
    expect((await post('/gather/save', { id: row!.id, houseId }, agent)).code).toBe(200);
    expect(await picturesOf()).toHaveLength(before.length + 1);
  });

  it('never points a mark at a listing the caller may not open: refused as housingDetail refuses it', async () => {
    const agentId = await userIdOf(t, DEMO.users.agentA.phone);
    const [mark] = await t.db
      .select()
      .from(collectSaves)
      .where(and(eq(collectSaves.companyId, DEMO.companyA.id), eq(collectSaves.state, COLLECT_SAVE_STATE.converted)));
    const [hidden] = await t.db
      .select({ id: listings.id })
      .from(listings)
      .where(
        and(
          eq(listings.companyId, DEMO.companyA.id),
          eq(listings.infoAttribution, INFO_ATTRIBUTION.private),
          ne(listings.ownerId, agentId),
          isNull(listings.deletedAt),
          sql`not exists (select 1 from listing_team_members tm where tm.listing_id = ${listings.id} and tm.user_id = ${agentId})`,
        ),
      );
    const noPermission = { code: 403, msg: '您没有权限，请联系管理员设置相关权限', data: null };
    expect(await get(`/housing/v2/housingDetail?houseId=${hidden!.id}`, agent)).toMatchObject(noPermission);
    expect(await get(`/gather/save?id=${mark!.listingId}&houseId=${hidden!.id}`, agent)).toMatchObject(noPermission);
    expect(await post('/gather/save', { id: mark!.listingId, houseId: hidden!.id }, agent)).toMatchObject(noPermission);
    const [after] = await t.db.select().from(collectSaves).where(eq(collectSaves.id, mark!.id));
    expect(after).toEqual(mark);
  });

  it('a manual refresh needs the collection service: 503 while it is not configured', async () => {
    expect(await post('/gather/refresh', {}, manager)).toMatchObject({
      code: 503,
      msg: '云采集服务未配置，请联系管理员',
      data: null,
    });
  });
});

describe('with the collection service configured', () => {
  let fake: TFakeCollectFeed;
  let app: TTestApp;
  let headers: THeaders;
  beforeAll(async () => {
    fake = await startFakeCollectFeed();
    process.env.COLLECT_FEED_URL = fake.url;
    process.env.COLLECT_FEED_KEY = fake.key;
    try {
      app = await createTestApp();
    } finally {
      delete process.env.COLLECT_FEED_URL;
      delete process.env.COLLECT_FEED_KEY;
    }
    headers = await app.login(DEMO.users.managerA.phone);
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('pulls the company’s cities on a manual refresh and lists what came', async () => {
    fake.items = [feedItem(1, { village: '新采集花园' }), feedItem(2, { cloudType: 1, price: 3800, unitPrice: 0 })];
    const call = (method: 'GET' | 'POST', url: string) => app.call({ method, url, headers, payload: {} });
    expect((await call('GET', '/info/findSetting')).data.configured).toBe(true);
    expect(await call('POST', '/gather/refresh')).toMatchObject({
      code: 200,
      msg: '采集完成',
      data: { received: 2, cities: 1 },
    });
    const sale = await call('GET', `/gather/page?cloudtype=0&village=${encodeURIComponent('新采集花园')}`);
    expect(sale.total).toBe(1);
    expect(sale.data[0].picture).toBe('https://img.example.cn/1/1.jpg');
    fake.mode = 'http-500';
    expect(await call('POST', '/gather/refresh')).toMatchObject({ code: 503, msg: '云采集服务暂时不可用，请稍后再试' });
  });
});
