import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { buildingRepository } from './building.repository.ts';
import { estateRegions } from './catalogue/catalogue.table.ts';
import { communities, communityBuildings, communityRooms, communityUnits } from './community.table.ts';
import { districtName } from './community-format.ts';

/** What the house and customer books may know of a company community (see /tmp notes, docs/community.md). */
export type TCommunityRef = {
  communityId: number;
  name: string;
  otherName: string;
  cityId: number;
  districtId: number;
  districtName: string;
  regionId: number;
  regionName: string;
  address: string;
  longitude: number | null;
  latitude: number | null;
  primarySchool: string;
  middleSchool: string;
};

/**
 * Only the columns a reference shows (a community row has many more): less for the database to send. Also
 * selected by other modules' joins (the listing detail), with `toCommunityRef`.
 */
export const communityRefColumns = {
  community: {
    id: communities.id,
    name: communities.name,
    otherName: communities.otherName,
    cityId: communities.cityId,
    districtId: communities.districtId,
    regionId: communities.regionId,
    address: communities.address,
    longitude: communities.longitude,
    latitude: communities.latitude,
    primarySchool: communities.primarySchool,
    middleSchool: communities.middleSchool,
  },
  regionName: sql<string | null>`${estateRegions.name}`,
};

type TRefRow = {
  community: Pick<typeof communities.$inferSelect, keyof (typeof communityRefColumns)['community']>;
  regionName: string | null;
};

export function toCommunityRef(r: TRefRow): TCommunityRef {
  const c = r.community;
  return {
    communityId: c.id,
    name: c.name,
    otherName: c.otherName,
    cityId: c.cityId,
    districtId: c.districtId,
    districtName: districtName(c.districtId),
    regionId: c.regionId,
    regionName: r.regionName ?? '',
    address: c.address,
    longitude: c.longitude,
    latitude: c.latitude,
    primarySchool: c.primarySchool,
    middleSchool: c.middleSchool,
  };
}

/** Read-only lookups of company communities for other modules; never another company's rows. */
export const communityLookup = {
  async byId(db: TExecutor, companyId: number, communityId: number): Promise<TCommunityRef | undefined> {
    if (!Number.isSafeInteger(communityId) || communityId <= 0) return undefined;
    const [row] = await prepared(db, 'community_ref', (db) =>
      db
        .select(communityRefColumns)
        .from(communities)
        .leftJoin(estateRegions, eq(estateRegions.id, communities.regionId))
        .where(and(eq(communities.companyId, sql.placeholder('companyId')), eq(communities.id, sql.placeholder('id')))),
    ).execute({ companyId, id: communityId });
    return row ? toCommunityRef(row) : undefined;
  },

  async byIds(db: TExecutor, companyId: number, ids: number[]): Promise<Map<number, TCommunityRef>> {
    const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (unique.length === 0) return new Map();
    const rows = await prepared(db, 'community_refs', (db) =>
      db
        .select(communityRefColumns)
        .from(communities)
        .leftJoin(estateRegions, eq(estateRegions.id, communities.regionId))
        .where(
          and(
            eq(communities.companyId, sql.placeholder('companyId')),
            sql`${communities.id} = any(${sql.placeholder('ids')}::bigint[])`,
          ),
        ),
    ).execute({ companyId, ids: unique });
    return new Map(rows.map((r) => [r.community.id, toCommunityRef(r)]));
  },

  /** The company's community of that exact name or other name (云采集's prefill), if any. */
  async byName(db: TExecutor, companyId: number, name: string): Promise<TCommunityRef | undefined> {
    if (name.trim() === '') return undefined;
    const [row] = await db
      .select(communityRefColumns)
      .from(communities)
      .leftJoin(estateRegions, eq(estateRegions.id, communities.regionId))
      .where(
        and(
          eq(communities.companyId, companyId),
          or(eq(communities.name, name.trim()), eq(communities.otherName, name.trim())),
        ),
      )
      .orderBy(asc(communities.id))
      .limit(1);
    return row ? toCommunityRef(row) : undefined;
  },

  async building(db: TExecutor, companyId: number, buildingId: number) {
    const row = await buildingRepository.findBuilding(db, companyId, buildingId);
    return row ? { buildingId: row.id, communityId: row.communityId, name: row.name } : undefined;
  },

  async unit(db: TExecutor, companyId: number, unitId: number) {
    const row = await buildingRepository.findUnit(db, companyId, unitId);
    return row
      ? { unitId: row.id, buildingId: row.buildingId, communityId: row.communityId, name: row.name }
      : undefined;
  },

  async room(db: TExecutor, companyId: number, roomId: number) {
    const row = await buildingRepository.findRoom(db, companyId, roomId);
    return row
      ? {
          roomId: row.id,
          unitId: row.unitId,
          buildingId: row.buildingId,
          communityId: row.communityId,
          name: row.name,
          floor: row.floor,
          totalFloor: row.totalFloor,
          houseArea: row.houseArea,
        }
      : undefined;
  },

  /** The company's communities in id order (demo seeding of listings and customers). */
  async demoCommunities(db: TExecutor, companyId: number): Promise<TCommunityRef[]> {
    const rows = await db
      .select(communityRefColumns)
      .from(communities)
      .leftJoin(estateRegions, eq(estateRegions.id, communities.regionId))
      .where(eq(communities.companyId, companyId))
      .orderBy(asc(communities.id))
      .limit(100);
    return rows.map(toCommunityRef);
  },

  /** Rooms of a community with their building and unit numbers, in building/unit/floor order (demo seeding). */
  async demoRooms(db: TExecutor, companyId: number, communityId: number, limit: number) {
    return db
      .select({
        roomId: communityRooms.id,
        roomNo: communityRooms.name,
        floor: communityRooms.floor,
        totalFloor: communityRooms.totalFloor,
        houseArea: communityRooms.houseArea,
        buildingId: communityBuildings.id,
        buildingNo: communityBuildings.name,
        unitId: communityUnits.id,
        unitNo: communityUnits.name,
      })
      .from(communityRooms)
      .innerJoin(
        communityUnits,
        and(eq(communityUnits.companyId, companyId), eq(communityUnits.id, communityRooms.unitId)),
      )
      .innerJoin(
        communityBuildings,
        and(eq(communityBuildings.companyId, companyId), eq(communityBuildings.id, communityRooms.buildingId)),
      )
      .where(and(eq(communityRooms.companyId, companyId), eq(communityRooms.communityId, communityId)))
      .orderBy(communityRooms.id)
      .limit(limit);
  },
};
