import type { TCatalogueRow } from '@awb/contract/catalogue.contract';
import { COMMUNITY_MSG } from '@awb/contract/community-fields';
import type { TBuilding } from '@awb/contract/community-shapes';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { TRequestContext } from '../../../platform/auth/context.ts';
import type { TExecutor } from '../../../platform/db/db.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import { cappedCount, likeContains, pageOffset } from '../../../platform/db/list.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { invalid, notFound } from '../../../platform/errors.ts';
import { regionData } from '../../region/region-data.ts';
import { buildingRepository } from '../building.repository.ts';
import { communityRepository } from '../community.repository.ts';
import { communityPlace } from '../community.service.ts';
import { communities } from '../community.table.ts';
import { toBuildings } from '../picker.service.ts';
import {
  catalogueBuildings,
  catalogueCommunities,
  catalogueHouses,
  catalogueUnits,
  estateRegions,
} from './catalogue.table.ts';

type TCatalogueCommunity = typeof catalogueCommunities.$inferSelect;

/** The base catalogue: browsing it and adopting a community into the company's list. */
export class CatalogueService {
  constructor(private readonly deps: TDeps) {}

  async openCity(cityId: number) {
    const city = regionData().city(cityId);
    const [row] = await this.deps.db
      .select({ n: count() })
      .from(catalogueCommunities)
      .where(eq(catalogueCommunities.cityId, cityId));
    const n = row?.n ?? 0;
    return { flag: n > 0 ? 1 : 0, cityId, cityName: city?.name ?? '', communityCount: n };
  }

  async list(
    ctx: TRequestContext,
    q: { cityid: number; key: string; districtId: number; regionId: number; pageindex: number; pagesize: number },
  ): Promise<{ rows: TCatalogueRow[]; total: number }> {
    const { db } = this.deps;
    const key = q.key.trim();
    const where: SQL | undefined = and(
      eq(catalogueCommunities.cityId, q.cityid),
      q.districtId ? eq(catalogueCommunities.districtId, q.districtId) : undefined,
      q.regionId ? eq(catalogueCommunities.regionId, q.regionId) : undefined,
      key
        ? or(
            ilike(catalogueCommunities.name, likeContains(key)),
            ilike(catalogueCommunities.otherName, likeContains(key)),
            ilike(catalogueCommunities.address, likeContains(key)),
          )
        : undefined,
    );
    const [rows, total] = await Promise.all([
      db
        .select(this.columns(ctx))
        .from(catalogueCommunities)
        .leftJoin(estateRegions, eq(estateRegions.id, catalogueCommunities.regionId))
        .where(where)
        .orderBy(asc(catalogueCommunities.districtId), desc(catalogueCommunities.years), asc(catalogueCommunities.id))
        .limit(q.pagesize)
        .offset(pageOffset(q.pageindex, q.pagesize)),
      cappedCount(db, catalogueCommunities, where),
    ]);
    return { rows: rows.map((r) => this.toRow(r)), total };
  }

  async detail(ctx: TRequestContext, id: number) {
    const { db } = this.deps;
    const [row] = await db
      .select(this.columns(ctx))
      .from(catalogueCommunities)
      .leftJoin(estateRegions, eq(estateRegions.id, catalogueCommunities.regionId))
      .where(eq(catalogueCommunities.id, id))
      .limit(1);
    if (!row) throw notFound(COMMUNITY_MSG.catalogueNotFound);
    const [houses] = await db.select({ n: count() }).from(catalogueHouses).where(eq(catalogueHouses.communityId, id));
    const c = row.community;
    return {
      ...this.toRow(row),
      buildingCompany: c.buildingCompany,
      green: c.green,
      middleSchool: c.middleSchool,
      primarySchool: c.primarySchool,
      propertyCompany: c.propertyCompany,
      propertyfee: c.propertyfee,
      longitude: c.longitude,
      latitude: c.latitude,
      houseCount: houses?.n ?? 0,
    };
  }

  async units(id: number): Promise<TBuilding[]> {
    const { db } = this.deps;
    await this.find(db, id);
    const [buildings, units] = await Promise.all([
      db
        .select()
        .from(catalogueBuildings)
        .where(eq(catalogueBuildings.communityId, id))
        .orderBy(catalogueBuildings.sort)
        .limit(1000),
      db
        .select({
          unit: catalogueUnits,
        })
        .from(catalogueUnits)
        .where(eq(catalogueUnits.communityId, id))
        .orderBy(catalogueUnits.sort)
        .limit(5000),
    ]);
    return toBuildings(
      buildings.map((b) => ({
        buildingId: b.id,
        name: b.name,
        units: units
          .filter((u) => u.unit.buildingId === b.id)
          .map((u) => ({ unitId: u.unit.id, name: u.unit.name, roomCount: u.unit.floors * u.unit.perFloor })),
      })),
    );
  }

  async houses(unitId: number) {
    const rows = await this.deps.db
      .select()
      .from(catalogueHouses)
      .where(eq(catalogueHouses.unitId, unitId))
      .orderBy(catalogueHouses.floor, sql`${catalogueHouses.name}::int`)
      .limit(2000);
    if (rows.length === 0) {
      const [unit] = await this.deps.db
        .select({ id: catalogueUnits.id })
        .from(catalogueUnits)
        .where(eq(catalogueUnits.id, unitId));
      if (!unit) throw notFound(COMMUNITY_MSG.unitNotFound);
    }
    return rows.map((h) => ({ houseId: h.id, roomNo: h.name, floor: h.floor, houseArea: h.houseArea }));
  }

  async adopt(ctx: TRequestContext, id: number): Promise<{ communityId: number }> {
    return adoptCommunity(this.deps.db, ctx, id);
  }

  private columns(ctx: TRequestContext) {
    return {
      community: catalogueCommunities,
      regionName: sql<string | null>`${estateRegions.name}`,
      buildingCount: sql<number>`(select count(*)::int from catalogue_buildings b where b.community_id = catalogue_communities.id)`,
      adoptedCommunityId: sql<
        number | null
      >`(select c.id from communities c where c.company_id = ${ctx.companyId} and c.catalogue_id = catalogue_communities.id limit 1)`,
    };
  }

  private toRow(r: {
    community: TCatalogueCommunity;
    regionName: string | null;
    buildingCount: number;
    adoptedCommunityId: number | null;
  }): TCatalogueRow {
    const c = r.community;
    return {
      id: c.id,
      ...communityPlace(c, r.regionName),
      years: c.years,
      buildingCount: r.buildingCount,
      adoptedCommunityId: Number(r.adoptedCommunityId ?? 0),
    };
  }

  private async find(db: TExecutor, id: number): Promise<TCatalogueCommunity> {
    const [row] = await db.select().from(catalogueCommunities).where(eq(catalogueCommunities.id, id)).limit(1);
    if (!row) throw notFound(COMMUNITY_MSG.catalogueNotFound);
    return row;
  }
}

/** Copies a catalogue community with its buildings, units and houses into the company (one tap). */
export async function adoptCommunity(
  db: TExecutor,
  ctx: { companyId: number; userId: number },
  id: number,
): Promise<{ communityId: number }> {
  const [source] = await db.select().from(catalogueCommunities).where(eq(catalogueCommunities.id, id)).limit(1);
  if (!source) throw notFound(COMMUNITY_MSG.catalogueNotFound);
  try {
    return await db.transaction(async (tx) => {
      const [already] = await tx
        .select({ id: communities.id })
        .from(communities)
        .where(and(eq(communities.companyId, ctx.companyId), eq(communities.catalogueId, id)))
        .limit(1);
      if (already) throw invalid(COMMUNITY_MSG.alreadyAdopted);
      const row = await communityRepository.insert(tx, {
        companyId: ctx.companyId,
        catalogueId: source.id,
        name: source.name,
        otherName: source.otherName,
        cityId: source.cityId,
        districtId: source.districtId,
        regionId: source.regionId,
        address: source.address,
        buildingCompany: source.buildingCompany,
        green: source.green,
        middleSchool: source.middleSchool,
        primarySchool: source.primarySchool,
        propertyCompany: source.propertyCompany,
        propertyfee: source.propertyfee,
        years: source.years,
        longitude: source.longitude,
        latitude: source.latitude,
        createdBy: ctx.userId,
      });
      await buildingRepository.copyFromCatalogue(tx, ctx.companyId, row.id, source.id);
      await communityRepository.record(tx, {
        companyId: ctx.companyId,
        communityId: row.id,
        userId: ctx.userId,
        action: '从基础小区添加',
        content: source.name,
      });
      return { communityId: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid(COMMUNITY_MSG.nameTaken);
    throw error;
  }
}
