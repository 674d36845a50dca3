import fs from 'node:fs';
import path from 'node:path';
import { PUSH_STATE, type TPortal } from '@awb/contract/promotion-constants';
import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TTestApp } from '../../../../test/create-test-app.ts';
import { userIdOf } from '../../../../test/org-fixtures.ts';
import { communityPictures, houseTypes } from '../../../modules/community/community.table.ts';
import { listingPictures } from '../../../modules/housing/listing.table.ts';
import { portalRefusal } from '../../../modules/promotion/portal/portal-rules.ts';
import { promotionPushes } from '../../../modules/promotion/promotion.table.ts';
import { ManualClock } from '../../../platform/clock.ts';
import { uploads } from '../../../platform/uploads/upload.table.ts';
import { seedDemo } from '../demo.ts';
import type { TDemoIds } from '../demo-ids.ts';
import { seedDemoPictures } from './demo-pictures.ts';

let t: TTestApp;
let seedMs = 0;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const started = Date.now();
  await seedDemo(t.db, new ManualClock(), undefined, t.app.deps.uploads);
  seedMs = Date.now() - started;
}, 120_000);
afterAll(() => t.close());

/** Fetches a signed /files link as the browser would, and decodes the picture. */
async function served(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  return sharp(res.rawPayload).metadata();
}

describe('demo pictures, seeded with the upload store', () => {
  it('gives every community a cover that is stored, linked and served as a PNG', async () => {
    const headers = await t.login(DEMO.users.managerA.phone);
    const list = await t.call({ method: 'POST', url: '/community/companyCommunity', headers, payload: {} });
    expect(list.code).toBe(200);
    expect(list.data.length).toBeGreaterThan(0);
    for (const row of list.data) expect(row.cover).toMatch(/^\/files\//);
    const first = list.data[0];
    const meta = await served(first.cover);
    expect([meta.width, meta.height]).toEqual([800, 600]);

    const [picture] = await t.db
      .select()
      .from(communityPictures)
      .where(
        and(eq(communityPictures.companyId, DEMO.companyA.id), eq(communityPictures.communityId, first.communityId)),
      );
    expect(picture?.isCover).toBe(true);
    const id = picture?.url.slice('upload:'.length, 'upload:'.length + 36) ?? '';
    const [upload] = await t.db.select().from(uploads).where(eq(uploads.id, id));
    expect(upload?.purpose).toBe('community');
    expect(fs.existsSync(path.join(t.fileRoot, String(DEMO.companyA.id), `${id}.png`))).toBe(true);
  });

  it('gives every house type a floor plan', async () => {
    const types = await t.db.select().from(houseTypes).where(eq(houseTypes.companyId, DEMO.companyA.id));
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(type.picture).toMatch(/^upload:[0-9a-f-]{36}\.png$/);
    const meta = await served(t.app.deps.uploads.link(types[0]?.picture ?? ''));
    expect([meta.width, meta.height]).toEqual([800, 640]);
  });

  it('gives a listing a cover in the list and its pictures (cover and floor plan) in the detail', async () => {
    const headers = await t.login(DEMO.users.managerA.phone);
    const list = await t.call({ method: 'POST', url: '/housing/v2/housingPosts', headers, payload: { type: 1 } });
    expect(list.code).toBe(200);
    const row = list.data[0];
    expect(row.cover).toMatch(/^\/files\//);
    await served(row.cover);
    const detail = await t.call({
      method: 'GET',
      url: `/housing/v2/housingDetail?houseId=${row.houseId}`,
      headers,
    });
    expect(detail.code).toBe(200);
    expect(detail.data.pictures.map((p: { title: string }) => p.title)).toEqual(['小区外景', '户型图']);
    const rows = await t.db
      .select()
      .from(listingPictures)
      .where(and(eq(listingPictures.companyId, DEMO.companyA.id), eq(listingPictures.listingId, row.houseId)));
    expect(rows.map((p) => [p.title, p.isCover])).toEqual([
      ['小区外景', true],
      ['户型图', false],
    ]);
    const plan = await served(t.app.deps.uploads.link(rows[1]?.ref ?? ''));
    expect([plan.width, plan.height]).toEqual([800, 640]);
  });

  it('stores company B its own pictures', async () => {
    const headers = await t.login(DEMO.users.managerB.phone);
    const list = await t.call({ method: 'POST', url: '/community/companyCommunity', headers, payload: {} });
    expect(list.data.length).toBeGreaterThan(0);
    for (const row of list.data) expect(row.cover).toMatch(/^\/files\//);
    const covers = await t.db
      .select({ company: uploads.companyId })
      .from(communityPictures)
      .innerJoin(uploads, sql`${communityPictures.url} = 'upload:' || ${uploads.id} || '.' || ${uploads.ext}`)
      .where(eq(communityPictures.companyId, DEMO.companyB.id));
    expect(covers.length).toBe(list.data.length);
    expect(covers.every((c) => c.company === DEMO.companyB.id)).toBe(true);
  });

  it('draws and stores them in a few seconds', async () => {
    const ids = {
      companyA: DEMO.companyA.id,
      companyB: DEMO.companyB.id,
      users: {
        managerA: await userIdOf(t, DEMO.users.managerA.phone),
        managerB: await userIdOf(t, DEMO.users.managerB.phone),
      } as TDemoIds['users'],
      now: 0,
    };
    // The step again (its covers replacing the first ones), rolled back: what the pictures add to seeding.
    const started = Date.now();
    await t.db
      .transaction(async (tx) => {
        await tx.delete(communityPictures);
        await seedDemoPictures(tx, ids, t.app.deps.uploads);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    const ms = Date.now() - started;
    console.log(`demo pictures: ${ms} ms (whole demo seed with them: ${seedMs} ms)`);
    expect(ms).toBeLessThan(5000);
  });
});

describe('the demo’s push records, seeded after the pictures', () => {
  it('fail only where the portal’s rule fails, with its words; every accepted listing passes the rule', async () => {
    const records = await t.db.select().from(promotionPushes).where(eq(promotionPushes.companyId, DEMO.companyA.id));
    expect(records.some((r) => r.state === PUSH_STATE.failed)).toBe(true);
    for (const r of records) {
      const pictures = await t.db
        .select({ id: listingPictures.id })
        .from(listingPictures)
        .where(and(eq(listingPictures.companyId, r.companyId), eq(listingPictures.listingId, r.houseId)));
      const refusal = portalRefusal(r.portal as TPortal, { pictures });
      if (r.state === PUSH_STATE.failed) expect([r.message, refusal]).toEqual(['房源图片不足2张', '房源图片不足2张']);
      else expect(refusal, `${r.portal}/${r.houseId}`).toBe('');
    }
  });
});
