import { randomUUID } from 'node:crypto';
import { PORTAL } from '@awb/contract/promotion-constants';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { userIdOf } from '../../../test/org-fixtures.ts';
import { DEMO_PORTAL_ACCOUNTS } from '../../db/seed/demo-promotion.ts';
import { listingPictures, listings } from '../housing/listing.table.ts';
import { startFakePortal, type TFakePortal } from './portal/fake-portal.ts';
import { promotionPushes } from './promotion.table.ts';

export const PORTAL_APP_KEY = 'awb-test-app-key';

type TCall = ReturnType<TTestApp['call']>;
export type TPromotionKit = {
  t: TTestApp;
  portal: TFakePortal;
  manager: THeaders;
  managerB: THeaders;
  /** Company A's live listings by type without a demo push record, oldest first. */
  sale: number[];
  rent: number[];
  /** Gives a listing of company A exactly `count` pictures (the portals' rules count them). */
  keepPictures(houseId: number, count: number): Promise<void>;
  get(url: string, headers?: THeaders): TCall;
  post(url: string, payload: object, headers?: THeaders): TCall;
};

/**
 * One app for a promotion test file, its portals pointed at one local fake portal that knows the demo's
 * accounts (幸福里, 58安选, 天猫好房 configured; 房天下 unconfigured unless `allConfigured`), and the demo
 * users of company A and B logged in.
 */
export function setupPromotionApp(options: { allConfigured?: boolean } = {}): TPromotionKit {
  const kit: TPromotionKit = {
    t: undefined as unknown as TTestApp,
    portal: undefined as unknown as TFakePortal,
    manager: { token: '', sessionid: '' },
    managerB: { token: '', sessionid: '' },
    sale: [],
    rent: [],
    get: (url, headers = kit.manager) => kit.t.call({ method: 'GET', url, headers }),
    post: (url, payload, headers = kit.manager) => kit.t.call({ method: 'POST', url, payload, headers }),
    keepPictures: async (houseId, count) => {
      const where = and(eq(listingPictures.companyId, DEMO.companyA.id), eq(listingPictures.listingId, houseId));
      await kit.t.db.delete(listingPictures).where(where);
      const createdBy = await userIdOf(kit.t, DEMO.users.managerA.phone);
      const pictures = Array.from({ length: count }, (_, i) => ({
        companyId: DEMO.companyA.id,
        listingId: houseId,
        ref: `upload:${randomUUID()}.png`,
        title: i === 0 ? '客厅' : '卧室',
        isCover: i === 0,
        sort: i,
        createdBy,
      }));
      if (pictures.length > 0) await kit.t.db.insert(listingPictures).values(pictures);
    },
  };
  beforeAll(async () => {
    const x = DEMO_PORTAL_ACCOUNTS;
    kit.portal = await startFakePortal(
      {
        [x.xingfuli.companyid]: x.xingfuli.salt,
        [x.anxuan.companyid]: x.anxuan.authCode,
        [x.fangtianxia.username]: x.fangtianxia.key,
      },
      {
        [x.xingfuli.companyid]: PORTAL.xingfuli,
        [x.anxuan.companyid]: PORTAL.anxuan,
        [x.fangtianxia.username]: PORTAL.fangtianxia,
      },
    );
    const configured = { url: kit.portal.url, appKey: PORTAL_APP_KEY };
    kit.t = await createTestApp({
      config: {
        portals: {
          xingfuli: configured,
          anxuan: configured,
          tmall: configured,
          fangtianxia: options.allConfigured ? configured : { url: undefined, appKey: undefined },
        },
        microSiteUrl: 'https://m.example.com',
      },
    });
    kit.manager = await kit.t.login(DEMO.users.managerA.phone);
    kit.managerB = await kit.t.login(DEMO.users.managerB.phone);
    const rows = await kit.t.db
      .select({ id: listings.id, type: listings.type })
      .from(listings)
      .where(and(eq(listings.companyId, DEMO.companyA.id), isNull(listings.deletedAt)))
      .orderBy(asc(listings.id));
    // Listings the demo has no push record for, so that each test starts from 未推送.
    const pushed = new Set(
      (await kit.t.db.select({ id: promotionPushes.houseId }).from(promotionPushes)).map((r) => r.id),
    );
    const fresh = rows.filter((r) => !pushed.has(r.id));
    kit.sale = fresh.filter((r) => r.type === 1).map((r) => r.id);
    kit.rent = fresh.filter((r) => r.type === 2).map((r) => r.id);
    // The test template has no pictures: each listing gets two, enough for every portal's rule.
    for (const r of rows) await kit.keepPictures(r.id, 2);
  });
  afterAll(async () => {
    await kit.t?.close();
    await kit.portal?.close();
  });
  return kit;
}
