import { formatTime } from '@awb/contract/common/china-time';
import { COMMUNITY_MSG, type ZCommunityFields } from '@awb/contract/community-fields';
import type {
  TCommunityDetail,
  TCommunityRow as TCommunityListItem,
  TCommunityValues,
} from '@awb/contract/community-shapes';
import type { z } from 'zod';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { regionData } from '../region/region-data.ts';
import { buildingRepository } from './building.repository.ts';
import { communityRepository, type TCommunityListRow, type TCommunityRow } from './community.repository.ts';
import { changedFields, districtName, toValues } from './community-format.ts';
import { houseTypeRepository } from './house-type.repository.ts';
import { countListings } from './listing-count.ts';

type TFields = z.output<typeof ZCommunityFields>;

/** Where a community is and what it is called (COMMUNITY_PLACE), from its row, the company's or the catalogue's. */
export function communityPlace(
  c: { name: string; otherName: string; address: string; cityId: number; districtId: number; regionId: number },
  regionName: string | null,
) {
  return {
    name: c.name,
    otherName: c.otherName,
    address: c.address,
    cityId: c.cityId,
    districtId: c.districtId,
    districtName: districtName(c.districtId),
    regionId: c.regionId,
    regionName: regionName ?? '',
  };
}

/** Company communities: the list, adding, editing, the delete guard, the detail and records. */
export class CommunityService {
  constructor(private readonly deps: TDeps) {}

  async list(
    ctx: TRequestContext,
    q: { pageindex: number; pagesize: number; key: string; districtId: number; regionId: number },
  ): Promise<{ rows: TCommunityListItem[]; total: number }> {
    const where = communityRepository.filter(ctx.companyId, q);
    const { rows, total } = await communityRepository.list(this.deps.db, where, q);
    return { rows: rows.map((r) => this.toListItem(r)), total };
  }

  toListItem(r: TCommunityListRow): TCommunityListItem {
    const c = r.community;
    return {
      communityId: c.id,
      ...communityPlace(c, r.regionName),
      years: c.years,
      cover: r.cover ? this.deps.uploads.link(r.cover) : '',
      pictureCount: r.pictureCount,
      houseTypeCount: r.houseTypeCount,
      catalogueId: c.catalogueId ?? 0,
    };
  }

  async add(ctx: TRequestContext, fields: TFields): Promise<{ communityId: number }> {
    const area = await this.area(fields.districtId, fields.regionId);
    return this.naming(() =>
      this.deps.db.transaction(async (tx) => {
        const row = await communityRepository.insert(tx, {
          ...this.columns(fields),
          ...area,
          companyId: ctx.companyId,
          createdBy: ctx.userId,
        });
        await communityRepository.record(tx, {
          companyId: ctx.companyId,
          communityId: row.id,
          userId: ctx.userId,
          action: '新增小区',
          content: row.name,
        });
        return { communityId: row.id };
      }),
    );
  }

  async edit(ctx: TRequestContext, input: TFields & { communityId: number }): Promise<void> {
    const before = await this.find(ctx, input.communityId);
    const area = await this.area(input.districtId, input.regionId);
    const values = { ...this.columns(input), ...area };
    const changed = changedFields(before, values);
    await this.naming(() =>
      this.deps.db.transaction(async (tx) => {
        await communityRepository.update(tx, ctx.companyId, before.id, values);
        if (changed.length > 0) {
          await communityRepository.record(tx, {
            companyId: ctx.companyId,
            communityId: before.id,
            userId: ctx.userId,
            action: '编辑小区',
            content: `修改了：${changed.join('、')}`,
          });
        }
      }),
    );
  }

  /** Seed 001 §4: the house count is checked first; a community with listings is not deleted. */
  async remove(ctx: TRequestContext, communityId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const row = await communityRepository.lock(tx, ctx.companyId, communityId);
      if (!row) throw notFound(COMMUNITY_MSG.notFound);
      const houses = await countListings(tx, ctx.companyId, communityId);
      if (houses > 0) throw invalid(COMMUNITY_MSG.hasListings(houses));
      await removeCommunityRows(tx, ctx.companyId, communityId);
    });
  }

  async houseCount(ctx: TRequestContext, communityId: number): Promise<{ count: number }> {
    await this.find(ctx, communityId);
    return { count: await countListings(this.deps.db, ctx.companyId, communityId) };
  }

  async values(ctx: TRequestContext, communityId: number): Promise<TCommunityValues> {
    const row = await this.find(ctx, communityId);
    return toValues(row, await communityRepository.regionName(this.deps.db, row.regionId));
  }

  async detail(ctx: TRequestContext, communityId: number): Promise<TCommunityDetail> {
    const { db, uploads } = this.deps;
    const row = await this.find(ctx, communityId);
    const [regionName, pictures, houseTypeCounts, counts, houseCount] = await Promise.all([
      communityRepository.regionName(db, row.regionId),
      communityRepository.pictures(db, ctx.companyId, row.id),
      communityRepository.houseTypeCounts(db, ctx.companyId, row.id),
      buildingRepository.counts(db, ctx.companyId, row.id),
      countListings(db, ctx.companyId, row.id),
    ]);
    const shown = pictures.map((p) => ({
      pictureId: p.id,
      communityId: p.communityId,
      url: uploads.link(p.url),
      isCover: p.isCover,
    }));
    return {
      ...toValues(row, regionName),
      cover: shown.find((p) => p.isCover)?.url ?? '',
      pictures: shown,
      houseTypeCounts,
      buildingCount: counts.buildings,
      roomCount: counts.rooms,
      houseCount,
      createdAt: formatTime(row.createdAt),
      updatedAt: formatTime(row.updatedAt),
    };
  }

  async records(ctx: TRequestContext, q: { communityId: number; pageindex: number; pagesize: number }) {
    await this.find(ctx, q.communityId);
    const { rows, total } = await communityRepository.records(this.deps.db, ctx.companyId, q.communityId, q);
    return {
      rows: rows.map((r) => ({
        id: r.record.id,
        userId: r.record.userId,
        userName: r.userName ?? '',
        action: r.record.action,
        content: r.record.content,
        createdAt: formatTime(r.record.createdAt),
      })),
      total,
    };
  }

  async regions(q: { districtId: number; cityId: number }) {
    if (!q.districtId && !q.cityId) return [];
    const rows = await communityRepository.regions(this.deps.db, q);
    return rows.map((r) => ({ regionId: r.id, districtId: r.districtId, name: r.name }));
  }

  /** A community of the caller's company; another company's id is simply not found. */
  async find(ctx: TRequestContext, communityId: number, db: TExecutor = this.deps.db): Promise<TCommunityRow> {
    const row = await communityRepository.findById(db, ctx.companyId, communityId);
    if (!row) throw notFound(COMMUNITY_MSG.notFound);
    return row;
  }

  private columns(f: TFields) {
    return {
      name: f.name,
      otherName: f.otherName,
      address: f.address,
      buildingCompany: f.buildingCompany,
      green: (f.green as number | null | undefined) ?? null,
      middleSchool: f.middleSchool,
      primarySchool: f.primarySchool,
      propertyCompany: f.propertyCompany,
      propertyfee: (f.propertyfee as number | null | undefined) ?? null,
      remark: f.remark,
      years: (f.years as number | null | undefined) ?? null,
      longitude: (f.longitude as number | null | undefined) ?? null,
      latitude: (f.latitude as number | null | undefined) ?? null,
    };
  }

  /** The district must exist (its city comes with it); a business area must lie in the district. */
  private async area(districtId: number, regionId: number) {
    const district = regionData().district(districtId);
    if (!district) throw invalid(COMMUNITY_MSG.districtRequired);
    if (regionId) {
      const region = await communityRepository.findRegion(this.deps.db, regionId);
      if (region?.districtId !== districtId) throw invalid(COMMUNITY_MSG.regionMismatch);
    }
    return { cityId: district.cityId, districtId, regionId };
  }

  private async naming<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(COMMUNITY_MSG.nameTaken);
      throw error;
    }
  }
}

/** Deletes a community and everything that belongs to it (inside the caller's transaction). */
export async function removeCommunityRows(tx: TExecutor, companyId: number, communityId: number): Promise<void> {
  await buildingRepository.removeAll(tx, companyId, communityId);
  await houseTypeRepository.removeAll(tx, companyId, communityId);
  await communityRepository.remove(tx, companyId, communityId);
}
