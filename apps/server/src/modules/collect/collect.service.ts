import type { ZCollectSave, ZCollectSearch, ZCollectSettingSave } from '@awb/contract/collect.contract';
import { COLLECT_MSG, COLLECT_PERMISSION, COLLECT_SAVE_STATE } from '@awb/contract/collect-constants';
import type { TCollectDetail, TCollectRow, TCollectSaved, TCollectSetting } from '@awb/contract/collect-views';
import { formatTime } from '@awb/contract/common/china-time';
import { CODE } from '@awb/contract/common/codes';
import { can } from '@awb/contract/permission-check';
import type { z } from 'zod';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { communityLookup } from '../community/community-lookup.ts';
import { addCopiedPictures } from '../housing/listing-copied-pictures.ts';
import { ListingScopeService } from '../housing/listing-scope.service.ts';
import { CityService } from '../org/city.service.ts';
import { regionData } from '../region/region-data.ts';
import { collectRepository as repo, type TCollectListingRow } from './collect.repository.ts';
import { type CollectFeed, CollectFeedError } from './collect-feed.ts';
import { collectCities } from './collect-ingest.ts';
import { toCollectDetail, toCollectRow, toPrefill } from './collect-view.ts';
import { collectedPictureFiles } from './collected-picture-files.ts';

type TSetting = { cityIds: number[]; sources: number[]; showPhone: boolean };

/**
 * 云采集 (docs/collect.md): the shared collected listings seen through the caller's company — its
 * cities and portals, its marks (已保存 / 已转房源) and whether its agents see owners' phones.
 */
export class CollectService {
  constructor(
    private readonly deps: TDeps,
    private readonly feed: CollectFeed,
    /** Origins the service's pictures may be fetched from when a listing is converted (COLLECT_PICTURE_ORIGINS). */
    private readonly pictureOrigins: readonly string[] = [],
  ) {}

  private link = (reference: string) => this.deps.uploads.link(reference);

  /** The stored setting, or the default: the cities the company works in, every portal, phones masked. */
  private async settingOf(ctx: TRequestContext): Promise<TSetting> {
    const row = await repo.setting(this.deps.db, ctx.companyId);
    if (row) return { cityIds: row.cityIds, sources: row.sources, showPhone: row.showPhone };
    const cities = await new CityService(this.deps).opened(ctx);
    return { cityIds: cities.map((c) => c.cityId).slice(0, 5), sources: [], showPhone: false };
  }

  private phoneVisible(ctx: TRequestContext, setting: TSetting): boolean {
    return ctx.isManager || setting.showPhone;
  }

  async setting(ctx: TRequestContext): Promise<TCollectSetting> {
    const s = await this.settingOf(ctx);
    const region = regionData();
    const last = await repo.lastCollectedAt(this.deps.db, s.cityIds);
    return {
      cityIds: s.cityIds,
      cities: s.cityIds.map((cityId) => ({ cityId, cityName: region.city(cityId)?.name ?? '' })),
      sources: s.sources,
      showPhone: s.showPhone ? 1 : 0,
      configured: this.feed.configured,
      lastCollectedAt: formatTime(last),
      editable: can(ctx, COLLECT_PERMISSION.setting),
      districts: s.cityIds.flatMap((cityId) =>
        region.districtsOf(cityId).map((d) => ({ id: d.id, name: d.name, cityId })),
      ),
    };
  }

  async saveSetting(ctx: TRequestContext, input: z.output<typeof ZCollectSettingSave>): Promise<TCollectSetting> {
    const cityIds = [...new Set(input.cityIds)];
    if (cityIds.some((id) => !regionData().city(id))) throw notFound(COLLECT_MSG.cityUnknown);
    await this.deps.db.transaction((tx) =>
      repo.saveSetting(tx, ctx.companyId, {
        cityIds,
        sources: [...new Set(input.sources)].sort((a, b) => a - b),
        showPhone: input.showPhone === 1,
        updatedBy: ctx.userId,
        updatedAt: this.deps.clock.now(),
      }),
    );
    return this.setting(ctx);
  }

  async page(
    ctx: TRequestContext,
    q: z.output<typeof ZCollectSearch>,
  ): Promise<{ rows: TCollectRow[]; total: number }> {
    const s = await this.settingOf(ctx);
    if (q.cityid && !s.cityIds.includes(q.cityid)) throw invalid(COLLECT_MSG.cityNotChosen);
    // A portal outside the setting's finds nothing, as the portals chosen are all that is collected.
    const sources = q.source ? (s.sources.length === 0 || s.sources.includes(q.source) ? [q.source] : [-1]) : s.sources;
    const { rows, total } = await repo.page(this.deps.db, ctx.companyId, {
      cityIds: q.cityid ? [q.cityid] : s.cityIds,
      sources,
      cloudType: q.cloudtype,
      districtId: q.districtId,
      keyword: q.address,
      village: q.village,
      rooms: q.roomtypestr,
      area: [q.areaMin, q.areaMax],
      price: [q.priceMin, q.priceMax],
      unitPrice: [q.unitPriceMin, q.unitPriceMax],
      sortField: q.sortField,
      sortWay: q.sortWay,
      pageindex: q.pageindex,
      pagesize: q.pagesize,
    });
    const save = (r: (typeof rows)[number]) =>
      r.saveState === null ? undefined : { state: r.saveState, houseId: r.houseId ?? 0 };
    return { rows: rows.map((r) => toCollectRow(r.listing, save(r), this.link)), total };
  }

  /** A collected listing of one of the company's cities (404 otherwise, and when taken down). */
  private async listingOf(id: number, s: TSetting): Promise<TCollectListingRow> {
    const row = await repo.listing(this.deps.db, id);
    if (!row || !s.cityIds.includes(row.cityId)) throw notFound();
    return row;
  }

  async detail(ctx: TRequestContext, id: number): Promise<TCollectDetail> {
    const s = await this.settingOf(ctx);
    const row = await this.listingOf(id, s);
    const save = await repo.save(this.deps.db, ctx.companyId, id);
    return toCollectDetail(row, save, this.link, this.phoneVisible(ctx, s));
  }

  async save(ctx: TRequestContext, input: z.output<typeof ZCollectSave>): Promise<TCollectSaved> {
    const { db, clock } = this.deps;
    const s = await this.settingOf(ctx);
    const row = await this.listingOf(input.id, s);
    // 转为房源 copies the collected pictures into the listing once; their bytes are read (or fetched)
    // before the transaction, so that a slow picture host never holds it open — and only for a listing
    // the caller may open (checked again in the transaction), so a refused call fetches nothing.
    const converting =
      input.houseId !== undefined &&
      (await repo.save(db, ctx.companyId, input.id))?.state !== COLLECT_SAVE_STATE.converted &&
      (await new ListingScopeService(this.deps).assertVisible(ctx, input.houseId)) !== undefined;
    const pictures = converting ? await collectedPictureFiles(this.deps, row.pictures, this.pictureOrigins) : [];
    const mark = await db.transaction(async (tx) => {
      const before = await repo.save(tx, ctx.companyId, input.id);
      const now = clock.now();
      let next = {
        state: before?.state ?? COLLECT_SAVE_STATE.saved,
        houseId: before?.houseId ?? 0,
        userId: before?.userId ?? ctx.userId,
        savedAt: before?.savedAt ?? now,
        convertedAt: before?.convertedAt ?? null,
      };
      if (input.houseId !== undefined) {
        // The listing entered from it must be one the caller sees, checked as housingDetail does.
        const house = await new ListingScopeService(this.deps).assertVisible(ctx, input.houseId, tx);
        if (before?.state !== COLLECT_SAVE_STATE.converted) {
          await addCopiedPictures(this.deps, ctx, house.houseId, pictures, tx);
        }
        next = { ...next, state: COLLECT_SAVE_STATE.converted, houseId: house.houseId, convertedAt: now };
      }
      await repo.putSave(tx, ctx.companyId, input.id, next);
      return next;
    });
    const community = await communityLookup.byName(db, ctx.companyId, row.village);
    return {
      id: row.id,
      saveState: mark.state,
      houseId: mark.houseId,
      prefill: toPrefill(
        row,
        community ? { communityId: community.communityId, name: community.name } : undefined,
        this.phoneVisible(ctx, s),
      ),
    };
  }

  /** Collects the company's cities now (a manual refresh): needs the outside service. */
  async refresh(ctx: TRequestContext): Promise<{ received: number; cities: number }> {
    if (!this.feed.configured) throw new AppError(CODE.serviceUnavailable, COLLECT_MSG.notConfigured);
    const s = await this.settingOf(ctx);
    try {
      const { received } = await collectCities(this.deps.db, this.feed, s.cityIds);
      return { received, cities: s.cityIds.length };
    } catch (error) {
      if (error instanceof CollectFeedError) throw new AppError(CODE.serviceUnavailable, COLLECT_MSG.feedFailed);
      throw error;
    }
  }
}
