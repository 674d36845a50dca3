import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { communityBuildings, communityRooms, communityUnits } from './community.table.ts';

/** Natural order of numbers kept as text ("2" before "10"; names that are not numbers after them). */
const naturalOrder = (
  column: typeof communityBuildings.name | typeof communityUnits.name | typeof communityRooms.name,
) => [sql`(case when ${column} ~ '^[0-9]{1,9}$' then ${column}::int else 2147483647 end)`, asc(column)];

export type TBuildingTree = {
  buildingId: number;
  name: string;
  units: { unitId: number; name: string; roomCount: number }[];
};

/** Buildings (栋), units (单元) and rooms (房号) of company communities; always scoped by company. */
export const buildingRepository = {
  async tree(db: TExecutor, companyId: number, communityId: number): Promise<TBuildingTree[]> {
    const [buildings, units] = await Promise.all([
      db
        .select()
        .from(communityBuildings)
        .where(and(eq(communityBuildings.companyId, companyId), eq(communityBuildings.communityId, communityId)))
        .orderBy(communityBuildings.sort, ...naturalOrder(communityBuildings.name))
        .limit(1000),
      db
        .select({
          unit: communityUnits,
          // Written out: without a join Drizzle leaves the outer columns unqualified inside the subquery.
          roomCount: sql<number>`(select count(*)::int from community_rooms r where r.company_id = community_units.company_id and r.unit_id = community_units.id)`,
        })
        .from(communityUnits)
        .where(and(eq(communityUnits.companyId, companyId), eq(communityUnits.communityId, communityId)))
        .orderBy(communityUnits.sort, ...naturalOrder(communityUnits.name))
        .limit(5000),
    ]);
    return buildings.map((b) => ({
      buildingId: b.id,
      name: b.name,
      units: units
        .filter((u) => u.unit.buildingId === b.id)
        .map((u) => ({ unitId: u.unit.id, name: u.unit.name, roomCount: u.roomCount })),
    }));
  },

  async rooms(db: TExecutor, companyId: number, communityId: number, unitId: number) {
    return db
      .select()
      .from(communityRooms)
      .where(
        and(
          eq(communityRooms.companyId, companyId),
          eq(communityRooms.communityId, communityId),
          eq(communityRooms.unitId, unitId),
        ),
      )
      .orderBy(communityRooms.floor, ...naturalOrder(communityRooms.name))
      .limit(2000);
  },

  async counts(db: TExecutor, companyId: number, communityId: number): Promise<{ buildings: number; rooms: number }> {
    const [[b], [r]] = await Promise.all([
      db
        .select({ n: count() })
        .from(communityBuildings)
        .where(and(eq(communityBuildings.companyId, companyId), eq(communityBuildings.communityId, communityId))),
      db
        .select({ n: count() })
        .from(communityRooms)
        .where(and(eq(communityRooms.companyId, companyId), eq(communityRooms.communityId, communityId))),
    ]);
    return { buildings: b?.n ?? 0, rooms: r?.n ?? 0 };
  },

  async findBuilding(db: TExecutor, companyId: number, id: number) {
    const [row] = await db
      .select()
      .from(communityBuildings)
      .where(and(eq(communityBuildings.companyId, companyId), eq(communityBuildings.id, id)))
      .limit(1);
    return row;
  },

  async findUnit(db: TExecutor, companyId: number, id: number) {
    const [row] = await db
      .select()
      .from(communityUnits)
      .where(and(eq(communityUnits.companyId, companyId), eq(communityUnits.id, id)))
      .limit(1);
    return row;
  },

  async findRoom(db: TExecutor, companyId: number, id: number) {
    const [row] = await db
      .select()
      .from(communityRooms)
      .where(and(eq(communityRooms.companyId, companyId), eq(communityRooms.id, id)))
      .limit(1);
    return row;
  },

  /** A building with `unitCount` units of `floors` floors and `perFloor` rooms a floor (1201, 1202 …). */
  async createBuilding(
    db: TExecutor,
    v: { companyId: number; communityId: number; name: string; unitCount: number; floors: number; perFloor: number },
  ): Promise<number> {
    const [building] = await db
      .insert(communityBuildings)
      .values({ companyId: v.companyId, communityId: v.communityId, name: v.name })
      .returning({ id: communityBuildings.id });
    if (!building) throw new Error('building insert returned nothing');
    await db.execute(sql`insert into community_units (company_id, community_id, building_id, name, sort)
      select ${v.companyId}, ${v.communityId}, ${building.id}, n::text, n from generate_series(1, ${v.unitCount}::int) n`);
    await db.execute(sql`insert into community_rooms (company_id, community_id, building_id, unit_id, name, floor, total_floor)
      select u.company_id, u.community_id, u.building_id, u.id, (f * 100 + r)::text, f, ${v.floors}::int
      from community_units u, generate_series(1, ${v.floors}::int) f, generate_series(1, ${v.perFloor}::int) r
      where u.company_id = ${v.companyId} and u.building_id = ${building.id}`);
    return building.id;
  },

  async removeBuilding(db: TExecutor, companyId: number, buildingId: number): Promise<void> {
    await db
      .delete(communityRooms)
      .where(and(eq(communityRooms.companyId, companyId), eq(communityRooms.buildingId, buildingId)));
    await db
      .delete(communityUnits)
      .where(and(eq(communityUnits.companyId, companyId), eq(communityUnits.buildingId, buildingId)));
    await db
      .delete(communityBuildings)
      .where(and(eq(communityBuildings.companyId, companyId), eq(communityBuildings.id, buildingId)));
  },

  async removeAll(db: TExecutor, companyId: number, communityId: number): Promise<void> {
    await db
      .delete(communityRooms)
      .where(and(eq(communityRooms.companyId, companyId), eq(communityRooms.communityId, communityId)));
    await db
      .delete(communityUnits)
      .where(and(eq(communityUnits.companyId, companyId), eq(communityUnits.communityId, communityId)));
    await db
      .delete(communityBuildings)
      .where(and(eq(communityBuildings.companyId, companyId), eq(communityBuildings.communityId, communityId)));
  },

  /** Copies a catalogue community's buildings, units and houses into a company community (adoption). */
  async copyFromCatalogue(db: TExecutor, companyId: number, communityId: number, catalogueId: number): Promise<void> {
    await db.execute(sql`insert into community_buildings (company_id, community_id, name, sort)
      select ${companyId}, ${communityId}, name, sort from catalogue_buildings where community_id = ${catalogueId}`);
    await db.execute(sql`insert into community_units (company_id, community_id, building_id, name, sort)
      select ${companyId}, ${communityId}, b.id, cu.name, cu.sort
      from catalogue_units cu
      join catalogue_buildings cb on cb.id = cu.building_id
      join community_buildings b on b.company_id = ${companyId} and b.community_id = ${communityId} and b.name = cb.name
      where cu.community_id = ${catalogueId}`);
    await db.execute(sql`insert into community_rooms (company_id, community_id, building_id, unit_id, name, floor, total_floor, house_area)
      select ${companyId}, ${communityId}, u.building_id, u.id, h.name, h.floor, cu.floors, h.house_area
      from catalogue_houses h
      join catalogue_units cu on cu.id = h.unit_id
      join catalogue_buildings cb on cb.id = cu.building_id
      join community_buildings b on b.company_id = ${companyId} and b.community_id = ${communityId} and b.name = cb.name
      join community_units u on u.company_id = ${companyId} and u.building_id = b.id and u.name = cu.name
      where h.community_id = ${catalogueId}`);
  },
};
