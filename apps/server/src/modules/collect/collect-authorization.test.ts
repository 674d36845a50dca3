import { COLLECT_PERMISSION } from '@awb/contract/collect-constants';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { permissionMatrix, type TMatrixCases } from '../../../test/permission-matrix.ts';
import { registeredEndpoints } from '../../platform/http/route.ts';
import { collectListings, collectSaves, collectSettings } from './collect.table.ts';
import { startFakeCollectFeed, type TFakeCollectFeed } from './fake-collect-feed.ts';

/**
 * Every 云采集 call declares a permission: 房源本 › 云采集 浏览与保存 (view, save) or 云采集设置 (the
 * setting, a manual refresh). Someone holding every other permission of every app is refused with the
 * seeds' message and nothing changes; someone holding just that item, and a manager, are answered.
 * The collection service is a local fake here, so that the refresh can succeed.
 */
let fake: TFakeCollectFeed;
beforeAll(async () => {
  fake = await startFakeCollectFeed();
  process.env.COLLECT_FEED_URL = fake.url;
  process.env.COLLECT_FEED_KEY = fake.key;
});
const { t, manager } = setupFileApp({ manager: 'managerA' });
let listingId = 0;
beforeAll(async () => {
  delete process.env.COLLECT_FEED_URL;
  delete process.env.COLLECT_FEED_KEY;
  const [row] = await t.db.select({ id: collectListings.id }).from(collectListings).limit(1);
  listingId = row?.id ?? 0;
});
afterAll(async () => fake.close());

const get = (url: string): InjectOptions => ({ method: 'GET', url });
const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });

const CASES: TMatrixCases = {
  'GET /info/findSetting': async () => get('/info/findSetting'),
  'POST /info/saveSetting': async () => post('/info/saveSetting', { cityIds: [1086], sources: [], showPhone: 0 }),
  'GET /gather/page': async () => get('/gather/page?cloudtype=1'),
  'GET /info/sellInfo': async () => get(`/info/sellInfo?id=${listingId}`),
  'GET /gather/save': async () => get(`/gather/save?id=${listingId}`),
  'POST /gather/save': async () => post('/gather/save', { id: listingId }),
  'POST /gather/refresh': async () => post('/gather/refresh', {}),
};

const snapshot = () =>
  Promise.all([collectSettings, collectSaves, collectListings].map((table) => t.db.select().from(table)));
const COLLECT_PATHS = /^\/(info|gather)\//;
const guarded = () => [...registeredEndpoints.values()].filter((e) => e.permission && COLLECT_PATHS.test(e.path));

describe('the 云采集 authorisation matrix', () => {
  it('has a case for every guarded call, each guarded by a 云采集 item', () => {
    expect(
      guarded()
        .map((e) => `${e.method} ${e.path}`)
        .sort(),
    ).toEqual(Object.keys(CASES).sort());
    const refs = [COLLECT_PERMISSION.view, COLLECT_PERMISSION.setting];
    for (const e of guarded()) expect(refs).toContainEqual(e.permission);
  });

  const check = permissionMatrix({ t, companyId: DEMO.companyA.id, cases: CASES, snapshot, manager });
  it.each(Object.keys(CASES))('%s: refused without the permission, allowed with it and for a manager', check);
});
