import { CODE } from '@awb/contract/common/codes';
import { HOUSING_PERMISSION, housingPermission } from '@awb/contract/housing.contract';
import {
  EVALUATE_LEVEL,
  EVALUATE_LEVEL_NAMES,
  HOUSING_MSG,
  houseStateName,
  INFO_ATTRIBUTION,
  LISTING_TYPE,
  RENT_UNIT_NAMES,
  SEARCH_KEY_TYPE,
} from '@awb/contract/housing-options';
import type { TListingDetail, TListingRow, TListingSearch } from '@awb/contract/housing-views';
import { can } from '@awb/contract/permission-check';
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, noPermission, notFound } from '../../platform/errors.ts';
import { communityRepository } from '../community/community.repository.ts';
import { communityLookup } from '../community/community-lookup.ts';
import { chinaDay, floorLevel, formatTime, houseCode, parseHouseCode, trimNumber } from './housing-format.ts';
import { peopleByIds, personView } from './housing-people.ts';
import { listingRepository, visibleTo } from './listing.repository.ts';
import { listings } from './listing.table.ts';
import { listingAccess } from './listing-access.ts';
import { listingCardPage } from './listing-cards.ts';
import { listingDetailRead } from './listing-detail-read.ts';
import { keywordCondition, searchCondition, searchKeys } from './listing-search.ts';
import {
  isPoolDue,
  labelsOf,
  maskListingData,
  titleOf,
  toListingData,
  toListingRow,
  toTeamMember,
} from './listing-view.ts';
import { housingSettingsOf, ProtectionService } from './protection/protection.service.ts';

const SUGGESTION_COMMUNITIES = 8;

/** Reading listings: the list, the detail, search suggestions, the price trend and the evaluation. */
export class ListingReadService {
  constructor(private readonly deps: TDeps) {}

  private link = (ref: string) => this.deps.uploads.link(ref);

  async search(
    ctx: TRequestContext,
    q: TListingSearch,
  ): Promise<{ rows: TListingRow[]; total: number; cursor: string }> {
    const { db } = this.deps;
    if (q.contactPhone !== '') await new ProtectionService(this.deps).chargePhoneSearch(ctx);
    const [page, { publicPoolDays }] = await Promise.all([
      listingCardPage(db, ctx.companyId, searchCondition(ctx, q), searchKeys(q.type, q.sort), {
        ...q,
        sortTag: `${q.type}.${q.sort}`,
      }),
      housingSettingsOf(this.deps, ctx.companyId),
    ]);
    const now = this.deps.clock.now();
    return {
      rows: page.rows.map((r) => toListingRow(r, this.link, isPoolDue(r, publicPoolDays, now))),
      total: page.total,
      cursor: page.cursor,
    };
  }

  /** The live listings of a type the caller sees (queryAuthHouseCount). */
  async visibleCount(ctx: TRequestContext, type: number): Promise<number> {
    return listingRepository.count(
      this.deps.db,
      and(eq(listings.companyId, ctx.companyId), eq(listings.type, type), isNull(listings.deletedAt), visibleTo(ctx)),
    );
  }

  async detail(ctx: TRequestContext, houseId: number): Promise<TListingDetail> {
    const { db } = this.deps;
    // The listing and all it shows in one statement (listing-detail-read.ts).
    const read = await listingDetailRead(db, ctx.companyId, houseId, ctx.userId);
    if (!read) throw notFound(HOUSING_MSG.listingNotFound);
    const { listing: l, community, contacts, pictures, team, owner, collected } = read;
    if (l.deletedAt !== null) {
      const twin = await listingRepository.liveTwin(db, l);
      if (twin && (await listingRepository.isVisible(db, ctx, twin))) {
        throw new AppError(CODE.listingExists, HOUSING_MSG.listingReentered, { houseId: twin.id, type: twin.type });
      }
      throw notFound(HOUSING_MSG.listingNotFound);
    }
    // Both need a statement only for some callers (a scoped reader of a private listing; not its holder).
    const [visible, manageable, settings] = await Promise.all([
      listingRepository.isVisible(db, ctx, l),
      listingAccess.canManage(db, ctx, l),
      housingSettingsOf(this.deps, ctx.companyId),
    ]);
    if (!visible) throw noPermission();
    const holder = ctx.isManager || listingAccess.isHolder(ctx, l);
    const mask = { contacts: settings.protectContacts && !holder, address: settings.protectAddress && !holder };
    const data = maskListingData(toListingData(l, community, contacts), mask);
    const unlocked = holder || (!l.isLocked && !l.isSealed);
    const cover = pictures.find((p) => p.isCover) ?? pictures[0];
    return {
      requestData: {
        ...data,
        houseCode: houseCode(l.type, l.id),
        title: titleOf(l, community),
        districtName: community?.districtName ?? '',
        regionName: community?.regionName ?? '',
        floorLevel: floorLevel(l.floor, l.totalFloor),
        unitPrice: l.unitPrice === null ? null : Math.round(l.unitPrice),
        houseState: l.houseState,
        stateName: houseStateName(l.type, l.houseState),
        createdAt: formatTime(l.createdAt),
        updatedAt: formatTime(l.updatedAt),
        followAt: formatTime(l.followAt),
        contactsMasked: mask.contacts,
        addressMasked: mask.address,
      },
      attributeLabel: {
        siPan: l.infoAttribution === INFO_ATTRIBUTION.private,
        isTop: l.isTop,
        isSealed: l.isSealed,
        isLocked: l.isLocked,
        labels: labelsOf(l, isPoolDue(l, settings.publicPoolDays, this.deps.clock.now())),
      },
      attributor: personView(owner, this.link),
      teamInfo: { teamData: team.map((m) => toTeamMember(m.member, m.person, this.link)) },
      pictures: pictures.map((p) => ({ pictureId: p.id, url: this.link(p.ref), title: p.title, isCover: p.isCover })),
      cover: cover ? this.link(cover.ref) : '',
      collected,
      operations: {
        edit: manageable && unlocked && can(ctx, housingPermission(l.type, 'edit')),
        remove: manageable && unlocked && can(ctx, housingPermission(l.type, 'remove')),
        state: manageable && unlocked && can(ctx, housingPermission(l.type, 'state')),
        attribute: manageable && can(ctx, HOUSING_PERMISSION.attribute),
        toPublic:
          manageable &&
          unlocked &&
          l.infoAttribution === INFO_ATTRIBUTION.private &&
          can(ctx, housingPermission(l.type, 'toPublic')),
        revealContacts: mask.contacts && can(ctx, housingPermission(l.type, 'protection', 'contacts')),
        revealAddress: mask.address && can(ctx, housingPermission(l.type, 'protection', 'address')),
        assignTeam: manageable && can(ctx, HOUSING_PERMISSION.teamAssign),
      },
    };
  }

  async suggestions(ctx: TRequestContext, q: { type: number; key: string }) {
    const { db } = this.deps;
    const key = q.key.trim();
    if (key === '') return [];
    const live = (extra: SQL | undefined) =>
      and(
        eq(listings.companyId, ctx.companyId),
        eq(listings.type, q.type),
        isNull(listings.deletedAt),
        visibleTo(ctx),
        extra,
      );
    const out: { type: number; key: string; label: string; subLabel: string; count: number }[] = [];
    const code = parseHouseCode(key);
    if (code && (code.type === null || code.type === q.type)) {
      const l = await listingRepository.find(db, ctx.companyId, code.id);
      if (l && l.type === q.type && l.deletedAt === null && (await listingRepository.isVisible(db, ctx, l))) {
        const community = await communityLookup.byId(db, ctx.companyId, l.communityId);
        out.push({
          type: SEARCH_KEY_TYPE.houseCode,
          key: String(l.id),
          label: houseCode(l.type, l.id),
          subLabel: titleOf(l, community),
          count: 1,
        });
      }
    }
    const communities = await communityRepository.search(db, ctx.companyId, key, SUGGESTION_COMMUNITIES);
    for (const { community } of communities) {
      out.push({
        type: SEARCH_KEY_TYPE.community,
        key: String(community.id),
        label: community.name,
        subLabel: community.address,
        count: await listingRepository.count(db, live(eq(listings.communityId, community.id))),
      });
    }
    out.push({
      type: SEARCH_KEY_TYPE.keyword,
      key,
      label: key,
      subLabel: '关键字搜索',
      count: await listingRepository.count(db, live(keywordCondition(ctx.companyId, key))),
    });
    return out;
  }

  async priceTrend(ctx: TRequestContext, houseId: number) {
    const { db } = this.deps;
    const l = await listingAccess.visible(db, ctx, houseId);
    const changes = await listingRepository.priceChanges(db, ctx.companyId, l.id);
    const people = await peopleByIds(
      db,
      ctx.companyId,
      changes.map((c) => c.userId),
    );
    return {
      unit: l.type === LISTING_TYPE.sale ? '万元' : (RENT_UNIT_NAMES[l.rentUnit] ?? '元/月'),
      points: changes.map((c) => ({
        date: chinaDay(c.createdAt),
        price: c.newPrice,
        unitPrice: c.unitPrice === null ? null : Math.round(c.unitPrice),
      })),
      changes: changes
        .filter((c) => c.oldPrice !== null)
        .reverse()
        .map((c) => ({
          changeId: c.id,
          oldPrice: c.oldPrice ?? 0,
          newPrice: c.newPrice,
          userName: people.get(c.userId)?.userName ?? '',
          createdAt: formatTime(c.createdAt),
        })),
    };
  }

  /**
   * Compares the listing with the live listings of its type in its community: sale by 元/㎡, rent by
   * monthly rent per ㎡. Fewer than 2 comparables: not enough samples.
   */
  async evaluate(ctx: TRequestContext, houseId: number) {
    const { db, clock } = this.deps;
    const l = await listingAccess.visible(db, ctx, houseId);
    const isSale = l.type === LISTING_TYPE.sale;
    const perMetre = isSale
      ? sql`${listings.unitPrice}`
      : sql`${listings.rentMonth} / nullif(${listings.houseArea}, 0)`;
    const peers = and(
      eq(listings.companyId, ctx.companyId),
      eq(listings.type, l.type),
      eq(listings.communityId, l.communityId),
      isNull(listings.deletedAt),
    );
    const [stats] = await db
      .select({
        n: sql<number>`count(${perMetre})::int`,
        avg: sql<string | null>`avg(${perMetre})`,
        min: sql<string | null>`min(${perMetre})`,
        max: sql<string | null>`max(${perMetre})`,
      })
      .from(listings)
      .where(and(peers, ne(listings.id, l.id), sql`${listings.houseState} in (1, 2)`));
    const since = new Date(clock.now().getTime() - 365 * 86_400_000);
    const monthly = await db
      .select({
        month: sql<string>`to_char(${listings.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM')`,
        avg: sql<string>`avg(${perMetre})`,
        n: sql<number>`count(${perMetre})::int`,
      })
      .from(listings)
      .where(and(peers, sql`${listings.createdAt} >= ${since.toISOString()}::timestamptz`))
      .groupBy(sql`1`)
      .orderBy(sql`1`);
    const own = isSale ? l.unitPrice : l.rentMonth !== null && l.houseArea > 0 ? l.rentMonth / l.houseArea : null;
    const round = (v: number | null) => (v === null ? null : isSale ? Math.round(v) : Math.round(v * 100) / 100);
    const avg = stats?.avg === null || stats?.avg === undefined ? null : Number(stats.avg);
    const sampleCount = stats?.n ?? 0;
    let level: number = EVALUATE_LEVEL.none;
    let diffPercent: number | null = null;
    if (sampleCount >= 2 && avg !== null && avg > 0 && own !== null) {
      diffPercent = Math.round(((own - avg) / avg) * 100);
      level = diffPercent < -10 ? EVALUATE_LEVEL.low : diffPercent > 10 ? EVALUATE_LEVEL.high : EVALUATE_LEVEL.fair;
    }
    const estimate =
      avg === null ? null : isSale ? Number(trimNumber((avg * l.houseArea) / 10_000)) : Math.round(avg * l.houseArea);
    return {
      level,
      levelName: EVALUATE_LEVEL_NAMES[level] ?? '',
      sampleCount,
      avgUnitPrice: round(avg),
      minUnitPrice: round(stats?.min == null ? null : Number(stats.min)),
      maxUnitPrice: round(stats?.max == null ? null : Number(stats.max)),
      unitPrice: round(own),
      estimatePrice: estimate,
      diffPercent,
      monthly: monthly.map((m) => ({ month: m.month, avgUnitPrice: round(Number(m.avg)) ?? 0, count: m.n })),
    };
  }

  async pictures(ctx: TRequestContext, houseId: number) {
    const l = await listingAccess.visible(this.deps.db, ctx, houseId);
    const rows = await listingRepository.pictures(this.deps.db, ctx.companyId, l.id);
    return rows.map((p) => ({ pictureId: p.id, url: this.link(p.ref), title: p.title, isCover: p.isCover }));
  }
}
