import { ACQ_LISTING_TYPE, ACQ_SHELF } from '@awb/contract/acquisition-constants';
import { ZListingSearch } from '@awb/contract/housing-views';
import { PORTAL, PORTAL_SPECS, PROMOTION_MSG, PUSH_STATE, type TPortal } from '@awb/contract/promotion-constants';
import type { TAcqShare, TPromotionRow, TPromotionSellDetail, TRentExtension } from '@awb/contract/promotion-views';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid } from '../../platform/errors.ts';
import { AcquisitionService } from '../acquisition/acquisition.service.ts';
import { listingForPromotion, type TListingForPromotion } from '../housing/listing-promotion.ts';
import { ListingReadService } from '../housing/listing-read.service.ts';
import { promotionRepository as repo } from './promotion.repository.ts';
import { pushRecordView } from './promotion-view.ts';

const priceText = (l: TListingForPromotion) =>
  l.type === 1
    ? l.sellPrice === null
      ? ''
      : `${l.sellPrice}万`
    : l.rentPrice === null
      ? ''
      : `${l.rentPrice}${l.rentUnitName}`;

/**
 * What 房源推广 reads: the promotion tabs (listings through the house book's own list, each with its
 * record on the portal), the details portals publish, the micro-site push and share (through the
 * acquisition module's service).
 */
export class PromotionReadService {
  constructor(private readonly deps: TDeps) {}

  async list(
    ctx: TRequestContext,
    q: { portal: number; type: number; pageindex: number; pagesize: number; cursor: string; searchKey: string },
  ): Promise<{ rows: TPromotionRow[]; total: number; cursor: string }> {
    const portal = q.portal as TPortal;
    if (!PORTAL_SPECS[portal].types.includes(q.type)) throw invalid(PROMOTION_MSG.typeNotTaken(portal));
    const search = ZListingSearch.parse({
      type: q.type,
      pageindex: q.pageindex,
      pagesize: q.pagesize,
      cursor: q.cursor,
      searchKey: q.searchKey,
    });
    const page = await new ListingReadService(this.deps).search(ctx, search);
    const { db } = this.deps;
    const pushes = await repo.pushesOn(
      db,
      ctx.companyId,
      portal,
      page.rows.map((r) => r.houseId),
    );
    const people = await repo.people(
      db,
      ctx.companyId,
      pushes.flatMap((p) => [p.publisherId, p.pushedBy]),
    );
    return {
      rows: page.rows.map((r) => ({
        houseId: r.houseId,
        type: r.type,
        houseCode: r.houseCode,
        title: r.title,
        communityName: r.communityName,
        houseArea: r.houseArea,
        sellPrice: r.sellPrice,
        rentPrice: r.rentPrice,
        rentUnitName: r.rentUnitName,
        cover: r.cover,
        push: pushRecordView(
          portal,
          pushes.find((p) => p.houseId === r.houseId),
          people,
        ),
      })),
      total: page.total,
      cursor: page.cursor,
    };
  }

  async sellDetail(ctx: TRequestContext, houseId: number): Promise<TPromotionSellDetail> {
    const l = await listingForPromotion(this.deps, ctx, houseId);
    if (l.type !== 1) throw invalid(PROMOTION_MSG.notSale);
    // The answer's schema keeps the sale fields only (the serialiser drops the rest).
    return l;
  }

  /** The rent terms, and whether the listing is on 天猫好房 (seed 001 §4: 1 on, 0 off). */
  async rentExtension(ctx: TRequestContext, houseId: number): Promise<TRentExtension> {
    const l = await listingForPromotion(this.deps, ctx, houseId);
    if (l.type !== 2) throw invalid(PROMOTION_MSG.notRent);
    const tmall = await repo.push(this.deps.db, ctx.companyId, PORTAL.tmall, houseId);
    return { ...l, tmallRent: tmall?.state === PUSH_STATE.online ? 1 : 0 };
  }

  /** microWebPush: up on the caller's own micro-site (the acquisition module's shelve). */
  async microWebPush(ctx: TRequestContext, houseId: number): Promise<string> {
    const l = await listingForPromotion(this.deps, ctx, houseId);
    await new AcquisitionService(this.deps).shelve(ctx, { itemId: l.houseId, type: l.type, state: ACQ_SHELF.up });
    return PROMOTION_MSG.microWebPushed;
  }

  async share(ctx: TRequestContext, houseId: number): Promise<TAcqShare> {
    const l = await listingForPromotion(this.deps, ctx, houseId);
    const microWeb = await new AcquisitionService(this.deps).siteState(ctx, l.houseId, l.type);
    const kind = l.type === ACQ_LISTING_TYPE.sale ? 'sale' : 'rent';
    const query = `houseId=${l.houseId}&type=${l.type}&agentId=${ctx.userId}`;
    const base = this.deps.config.microSiteUrl;
    return {
      houseId: l.houseId,
      type: l.type,
      title: l.title,
      description: [l.communityName, `${l.room}室${l.hall}厅`, `${l.houseArea}㎡`, priceText(l)]
        .filter(Boolean)
        .join(' '),
      cover: (l.pictures.find((p) => p.isCover) ?? l.pictures[0])?.url ?? '',
      path: `pages/house/detail?${query}`,
      url: base ? `${base}/${kind}/${l.houseId}?agentId=${ctx.userId}` : '',
      microWeb,
    };
  }
}
