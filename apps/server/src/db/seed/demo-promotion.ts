import { PORTAL, PROMOTION_MSG, PUSH_STATE, type TPortal } from '@awb/contract/promotion-constants';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { listingPictures, listings } from '../../modules/housing/listing.table.ts';
import { portalRefusal } from '../../modules/promotion/portal/portal-rules.ts';
import { promotionBindings, promotionPushes } from '../../modules/promotion/promotion.table.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { PersonalData } from '../../platform/personal-data/personal-data.ts';
import type { TDemoIds } from './demo-ids.ts';

const HOUR = 3_600_000;

/** The demo's portal secrets: made up, sealed like real ones (the fake portal of the e2e knows them). */
export const DEMO_PORTAL_ACCOUNTS = {
  xingfuli: { companyid: 'XFL-330106-0001', salt: 'demo-xingfuli-salt-2026' },
  anxuan: { companyid: '58AX-88123', authCode: 'demo-58-authcode-7788' },
  fangtianxia: { username: 'anju_wensan', key: 'demo-ftx-key-5566' },
} as const;

/** A 天猫好房 account left for binding by hand (the e2e journey binds it through the page). */
export const DEMO_TMALL_ACCOUNT = {
  fp_name: '张伟',
  phone: '13800000001',
  tmall_appkey: 'demo-tmall-appkey',
  tmall_prikey: 'demo-tmall-private-key',
  tmall_pubkey: 'demo-tmall-public-key',
} as const;

/**
 * The demo's failed push is one the portal's rule really makes: the listing keeps its cover only, and the
 * record says what `portalRefusal` answers for it (房源图片不足2张 on 幸福里) — pushing it again fails the
 * same way until a picture is added.
 */
async function refusedForPictures(tx: TExecutor, companyId: number, portal: TPortal, houseId: number) {
  const ofListing = and(eq(listingPictures.companyId, companyId), eq(listingPictures.listingId, houseId));
  await tx.delete(listingPictures).where(and(ofListing, eq(listingPictures.isCover, false)));
  const pictures = await tx.select({ id: listingPictures.id }).from(listingPictures).where(ofListing);
  return portalRefusal(portal, { pictures }) || PROMOTION_MSG.portalNoAnswer;
}

/**
 * 房源推广 of company A (docs/promotion.md): 幸福里 and 58安选 bound and open, 房天下 bound but closed,
 * 天猫好房 unbound; push records in each state on some listings (pushed by the manager, published as
 * 李娜 for one). Without the vault (no key to seal with) there are no bindings, only records.
 */
export async function seedDemoPromotion(tx: TExecutor, ids: TDemoIds, vault?: PersonalData): Promise<void> {
  const companyId = ids.companyA;
  const at = (hoursAgo: number) => new Date(ids.now - hoursAgo * HOUR);
  const sealed = (value: string) => (vault ? { sealed: vault.seal(value) } : null);
  const binding = async (
    portal: number,
    fields: Record<string, string>,
    secrets: Record<string, string>,
    open: boolean,
  ) => {
    const sealedSecrets = Object.fromEntries(Object.entries(secrets).map(([k, v]) => [k, sealed(v)]));
    if (Object.values(sealedSecrets).some((v) => v === null)) return;
    await tx.insert(promotionBindings).values({
      companyId,
      portal,
      fields,
      secrets: sealedSecrets as Record<string, { sealed: string }>,
      open,
      boundBy: ids.users.managerA,
      boundAt: at(24 * 30),
      updatedAt: at(24 * 3),
    });
  };
  const x = DEMO_PORTAL_ACCOUNTS;
  await binding(
    PORTAL.xingfuli,
    {
      companyname: '杭州安居房产经纪有限公司',
      companyid: x.xingfuli.companyid,
      phone: '13800000001',
      source_name: '安居房产',
    },
    { salt: x.xingfuli.salt },
    true,
  );
  await binding(
    PORTAL.anxuan,
    { companyid: x.anxuan.companyid, manager: '张伟' },
    { authCode: x.anxuan.authCode },
    true,
  );
  await binding(
    PORTAL.fangtianxia,
    {
      phone: '13800000001',
      company: '安居房产',
      cityname: '杭州',
      cityid: '330100',
      username: x.fangtianxia.username,
      keyid: 'K1001',
    },
    { pwd: 'demo-ftx-password', key: x.fangtianxia.key },
    false,
  );

  const houses = await tx
    .select({ id: listings.id, type: listings.type })
    .from(listings)
    .where(and(eq(listings.companyId, companyId), isNull(listings.deletedAt)))
    // The house book's own order, so that the records show on the first page of each tab.
    .orderBy(desc(listings.isTop), desc(listings.updatedAt), desc(listings.id))
    .limit(200);
  const sale = houses.filter((h) => h.type === 1).slice(0, 4);
  const rent = houses.filter((h) => h.type === 2).slice(0, 2);
  const records: {
    portal: number;
    house?: { id: number; type: number };
    state: number;
    message: string;
    hours: number;
  }[] = [
    { portal: PORTAL.xingfuli, house: sale[0], state: PUSH_STATE.online, message: '', hours: 72 },
    { portal: PORTAL.xingfuli, house: sale[1], state: PUSH_STATE.offline, message: '', hours: 120 },
    { portal: PORTAL.xingfuli, house: sale[2], state: PUSH_STATE.failed, message: '', hours: 30 },
    { portal: PORTAL.xingfuli, house: rent[0], state: PUSH_STATE.online, message: '', hours: 50 },
    { portal: PORTAL.anxuan, house: sale[0], state: PUSH_STATE.pushing, message: '审核中', hours: 5 },
    { portal: PORTAL.anxuan, house: sale[3], state: PUSH_STATE.online, message: '', hours: 96 },
    { portal: PORTAL.fangtianxia, house: rent[1], state: PUSH_STATE.offline, message: '', hours: 240 },
  ];
  let n = 0;
  for (const r of records) {
    if (!r.house) continue;
    n += 1;
    if (r.state === PUSH_STATE.failed)
      r.message = await refusedForPictures(tx, companyId, r.portal as TPortal, r.house.id);
    await tx.insert(promotionPushes).values({
      companyId,
      portal: r.portal,
      houseId: r.house.id,
      houseType: r.house.type,
      state: r.state,
      message: r.message,
      portalListingId: r.state === PUSH_STATE.failed ? '' : `DEMO${String(n).padStart(5, '0')}`,
      publisherId: n === 2 ? ids.users.agentA : ids.users.managerA,
      pushedBy: ids.users.managerA,
      pushedAt: at(r.hours),
      updatedAt: at(r.hours - 1),
    });
  }
}
