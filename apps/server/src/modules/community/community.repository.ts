import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { cappedCount, likeContains, pageOffset } from '../../platform/db/list.ts';
import { estateRegions } from './catalogue/catalogue.table.ts';
import { communities, communityPictures, communityRecords, houseTypes } from './community.table.ts';

export type TCommunityRow = typeof communities.$inferSelect;
export type TCommunityInsert = Omit<typeof communities.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Columns of the list rows: the community with its cover, counts and business area name. */
const listColumns = {
  community: communities,
  regionName: sql<string | null>`${estateRegions.name}`,
  cover: sql<
    string | null
  >`(select p.url from community_pictures p where p.company_id = communities.company_id and p.community_id = communities.id and p.is_cover limit 1)`,
  pictureCount: sql<number>`(select count(*)::int from community_pictures p where p.company_id = communities.company_id and p.community_id = communities.id)`,
  houseTypeCount: sql<number>`(select count(*)::int from house_types h where h.company_id = communities.company_id and h.community_id = communities.id)`,
};
export type TCommunityListRow = {
  community: TCommunityRow;
  regionName: string | null;
  cover: string | null;
  pictureCount: number;
  houseTypeCount: number;
};

/** SQL of the company's communities, pictures and records; always scoped by company. */
export const communityRepository = {
  async findById(db: TExecutor, companyId: number, id: number): Promise<TCommunityRow | undefined> {
    const [row] = await db
      .select()
      .from(communities)
      .where(and(eq(communities.companyId, companyId), eq(communities.id, id)))
      .limit(1);
    return row;
  },

  /** The same community locked for a change (delete, cover) inside a transaction. */
  async lock(db: TExecutor, companyId: number, id: number): Promise<TCommunityRow | undefined> {
    const [row] = await db
      .select()
      .from(communities)
      .where(and(eq(communities.companyId, companyId), eq(communities.id, id)))
      .for('update')
      .limit(1);
    return row;
  },

  filter(companyId: number, f: { key?: string; districtId?: number; regionId?: number }): SQL | undefined {
    const key = f.key?.trim();
    return and(
      eq(communities.companyId, companyId),
      f.districtId ? eq(communities.districtId, f.districtId) : undefined,
      f.regionId ? eq(communities.regionId, f.regionId) : undefined,
      key
        ? or(
            ilike(communities.name, likeContains(key)),
            ilike(communities.otherName, likeContains(key)),
            ilike(communities.address, likeContains(key)),
          )
        : undefined,
    );
  },

  async list(
    db: TExecutor,
    where: SQL | undefined,
    page: { pageindex: number; pagesize: number },
  ): Promise<{ rows: TCommunityListRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      db
        .select(listColumns)
        .from(communities)
        .leftJoin(estateRegions, eq(estateRegions.id, communities.regionId))
        .where(where)
        .orderBy(desc(communities.id))
        .limit(page.pagesize)
        .offset(pageOffset(page.pageindex, page.pagesize)),
      cappedCount(db, communities, where),
    ]);
    return { rows, total };
  },

  /** Communities matching a picker's key, best (name starts with the key) first. */
  async search(db: TExecutor, companyId: number, key: string, limit: number) {
    const prefix = `${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const order = key
      ? [sql`case when ${communities.name} ilike ${prefix} then 0 else 1 end`, desc(communities.id)]
      : [desc(communities.id)];
    return db
      .select({ community: communities, regionName: sql<string | null>`${estateRegions.name}` })
      .from(communities)
      .leftJoin(estateRegions, eq(estateRegions.id, communities.regionId))
      .where(communityRepository.filter(companyId, { key }))
      .orderBy(...order)
      .limit(limit);
  },

  async insert(db: TExecutor, values: TCommunityInsert): Promise<TCommunityRow> {
    const [row] = await db.insert(communities).values(values).returning();
    if (!row) throw new Error('community insert returned nothing');
    return row;
  },

  async update(db: TExecutor, companyId: number, id: number, values: Partial<TCommunityInsert>): Promise<void> {
    await db
      .update(communities)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(communities.companyId, companyId), eq(communities.id, id)));
  },

  async touch(db: TExecutor, companyId: number, id: number): Promise<void> {
    await db
      .update(communities)
      .set({ updatedAt: new Date() })
      .where(and(eq(communities.companyId, companyId), eq(communities.id, id)));
  },

  /** Deletes the community row with its pictures and records. */
  async remove(db: TExecutor, companyId: number, id: number): Promise<void> {
    await db
      .delete(communityPictures)
      .where(and(eq(communityPictures.companyId, companyId), eq(communityPictures.communityId, id)));
    await db
      .delete(communityRecords)
      .where(and(eq(communityRecords.companyId, companyId), eq(communityRecords.communityId, id)));
    await db.delete(communities).where(and(eq(communities.companyId, companyId), eq(communities.id, id)));
  },

  async regionName(db: TExecutor, regionId: number): Promise<string> {
    if (!regionId) return '';
    const [row] = await db
      .select({ name: estateRegions.name })
      .from(estateRegions)
      .where(eq(estateRegions.id, regionId));
    return row?.name ?? '';
  },

  async findRegion(db: TExecutor, regionId: number) {
    const [row] = await db.select().from(estateRegions).where(eq(estateRegions.id, regionId)).limit(1);
    return row;
  },

  async regions(db: TExecutor, f: { districtId: number; cityId: number }) {
    return db
      .select()
      .from(estateRegions)
      .where(
        and(
          f.districtId ? eq(estateRegions.districtId, f.districtId) : undefined,
          f.cityId ? eq(estateRegions.cityId, f.cityId) : undefined,
        ),
      )
      .orderBy(estateRegions.districtId, estateRegions.id)
      .limit(500);
  },

  // Pictures

  async pictures(db: TExecutor, companyId: number, communityId: number) {
    return db
      .select()
      .from(communityPictures)
      .where(and(eq(communityPictures.companyId, companyId), eq(communityPictures.communityId, communityId)))
      .orderBy(desc(communityPictures.isCover), communityPictures.id)
      .limit(200);
  },

  async addPictures(
    db: TExecutor,
    rows: { companyId: number; communityId: number; url: string; isCover: boolean; createdBy: number }[],
  ) {
    return db.insert(communityPictures).values(rows).returning();
  },

  async removePictures(db: TExecutor, companyId: number, communityId: number, ids: number[]): Promise<number> {
    const removed = await db
      .delete(communityPictures)
      .where(
        and(
          eq(communityPictures.companyId, companyId),
          eq(communityPictures.communityId, communityId),
          sql`${communityPictures.id} = any(${sql.param(ids)}::bigint[])`,
        ),
      )
      .returning({ id: communityPictures.id });
    return removed.length;
  },

  async setCover(db: TExecutor, companyId: number, communityId: number, pictureId: number | null): Promise<void> {
    const scope = and(eq(communityPictures.companyId, companyId), eq(communityPictures.communityId, communityId));
    await db
      .update(communityPictures)
      .set({ isCover: false })
      .where(and(scope, eq(communityPictures.isCover, true)));
    if (pictureId !== null) {
      await db
        .update(communityPictures)
        .set({ isCover: true })
        .where(and(scope, eq(communityPictures.id, pictureId)));
    }
  },

  async houseTypeCounts(db: TExecutor, companyId: number, communityId: number): Promise<number[]> {
    const rows = await db
      .select({ room: sql<number>`least(${houseTypes.room}, 4)::int`, n: sql<number>`count(*)::int` })
      .from(houseTypes)
      .where(and(eq(houseTypes.companyId, companyId), eq(houseTypes.communityId, communityId)))
      .groupBy(sql`1`);
    const counts = [0, 0, 0, 0, 0];
    for (const r of rows) {
      counts[0] = (counts[0] ?? 0) + r.n;
      if (r.room >= 1) counts[r.room] = (counts[r.room] ?? 0) + r.n;
    }
    return counts;
  },

  // Records

  async record(
    db: TExecutor,
    values: { companyId: number; communityId: number; userId: number; action: string; content?: string },
  ): Promise<void> {
    await db.insert(communityRecords).values({ ...values, content: values.content ?? '' });
  },

  async records(db: TExecutor, companyId: number, communityId: number, page: { pageindex: number; pagesize: number }) {
    const where = and(eq(communityRecords.companyId, companyId), eq(communityRecords.communityId, communityId));
    const [rows, total] = await Promise.all([
      db
        .select({
          record: communityRecords,
          userName: sql<
            string | null
          >`(select u.name from users u where u.company_id = community_records.company_id and u.id = community_records.user_id)`,
        })
        .from(communityRecords)
        .where(where)
        .orderBy(desc(communityRecords.id))
        .limit(page.pagesize)
        .offset(pageOffset(page.pageindex, page.pagesize)),
      cappedCount(db, communityRecords, where),
    ]);
    return { rows, total };
  },
};
