import { APP_TYPE } from '@awb/contract/common/apps';
import { INFO_ATTRIBUTION } from '@awb/contract/housing-options';
import { and, asc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import { runBuiltOnce } from '../../platform/db/built-once.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { cappedCount } from '../../platform/db/list.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { ownerScope } from '../org/data-scope.ts';
import { listingContacts, listingPictures, listingPriceChanges, listings } from './listing.table.ts';

export type TListingRecord = typeof listings.$inferSelect;
export type TListingInsert = typeof listings.$inferInsert;
export type TContactRecord = typeof listingContacts.$inferSelect;
export type TPictureRecord = typeof listingPictures.$inferSelect;

/** Whether the caller sees a listing: the public pool, their data scope of app 1, or their team. */
export function visibleTo(ctx: TRequestContext): SQL | undefined {
  const scope = ownerScope(ctx, APP_TYPE.house, listings.ownerId);
  if (!scope) return undefined;
  return or(
    eq(listings.infoAttribution, INFO_ATTRIBUTION.public),
    scope,
    sql`exists (select 1 from listing_team_members tm where tm.company_id = ${listings.companyId} and tm.listing_id = ${listings.id} and tm.user_id = ${ctx.userId} and tm.relieved_at is null)`,
  );
}

/** SQL for listings and their contacts, pictures and prices; always scoped by company. */
export const listingRepository = {
  async insert(db: TExecutor, values: TListingInsert): Promise<TListingRecord> {
    const [row] = await db.insert(listings).values(values).returning();
    if (!row) throw new Error('listing insert returned nothing');
    return row;
  },

  /** Changes a listing; its version goes up by one. */
  async update(db: TExecutor, companyId: number, id: number, values: Partial<TListingInsert>): Promise<void> {
    await db
      .update(listings)
      .set({ ...values, version: sql`${listings.version} + 1` })
      .where(and(eq(listings.companyId, companyId), eq(listings.id, id)));
  },

  /** Changes a listing only if it is still at `version`; false when someone changed it first. */
  async updateAtVersion(
    db: TExecutor,
    companyId: number,
    id: number,
    version: number,
    values: Partial<TListingInsert>,
  ): Promise<boolean> {
    const done = await db
      .update(listings)
      .set({ ...values, version: sql`${listings.version} + 1` })
      .where(
        and(
          eq(listings.companyId, companyId),
          eq(listings.id, id),
          eq(listings.version, version),
          isNull(listings.deletedAt),
        ),
      )
      .returning({ id: listings.id });
    return done.length > 0;
  },

  /** The latest follow-up time: not a change of the listing itself, so the version stays. */
  async touchFollow(db: TExecutor, companyId: number, id: number, at: Date): Promise<void> {
    await runBuiltOnce(db, 'listing_touch_follow', { companyId, id, at }, (db) =>
      db
        .update(listings)
        // Drizzle's types leave placeholders out of `set`; at run time it binds one as the column's value.
        .set({ followAt: sql.placeholder('at') as unknown as Date })
        .where(and(eq(listings.companyId, sql.placeholder('companyId')), eq(listings.id, sql.placeholder('id')))),
    );
  },

  /** A listing of the company, live or recycled. */
  async find(db: TExecutor, companyId: number, id: number): Promise<TListingRecord | undefined> {
    const [row] = await prepared(db, 'listing_find', (db) =>
      db
        .select()
        .from(listings)
        .where(and(eq(listings.companyId, sql.placeholder('companyId')), eq(listings.id, sql.placeholder('id'))))
        .limit(1),
    ).execute({ companyId, id });
    return row;
  },

  /**
   * Whether a listing of the caller's company, found already (`find`), is visible to the caller. Two of
   * `visibleTo`'s branches need no statement: a data scope over the whole company (no condition) and
   * the public pool (the row's own column).
   */
  async isVisible(
    db: TExecutor,
    ctx: TRequestContext,
    l: Pick<TListingRecord, 'id' | 'infoAttribution'>,
  ): Promise<boolean> {
    const visible = visibleTo(ctx);
    if (!visible || l.infoAttribution === INFO_ATTRIBUTION.public) return true;
    const [row] = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.companyId, ctx.companyId), eq(listings.id, l.id), visible))
      .limit(1);
    return row !== undefined;
  },

  /** The live listing of the same house (company, type, community, normalised room), except one id. */
  async findDuplicate(
    db: TExecutor,
    companyId: number,
    key: { type: number; communityId: number; roomKey: string },
    exceptId?: number,
  ): Promise<TListingRecord | undefined> {
    const [row] = await db
      .select()
      .from(listings)
      .where(
        and(
          eq(listings.companyId, companyId),
          eq(listings.type, key.type),
          eq(listings.communityId, key.communityId),
          eq(listings.roomKey, key.roomKey),
          isNull(listings.deletedAt),
          exceptId ? ne(listings.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row;
  },

  async count(db: TExecutor, where: SQL | undefined): Promise<number> {
    return cappedCount(db, listings, where);
  },

  async contacts(db: TExecutor, companyId: number, listingId: number): Promise<TContactRecord[]> {
    return prepared(db, 'listing_contacts', (db) =>
      db
        .select()
        .from(listingContacts)
        .where(
          and(
            eq(listingContacts.companyId, sql.placeholder('companyId')),
            eq(listingContacts.listingId, sql.placeholder('listingId')),
          ),
        )
        .orderBy(asc(listingContacts.sort), asc(listingContacts.id)),
    ).execute({ companyId, listingId });
  },

  async replaceContacts(
    db: TExecutor,
    companyId: number,
    listingId: number,
    contacts: { name: string; phone: string; level: string }[],
  ): Promise<void> {
    await db
      .delete(listingContacts)
      .where(and(eq(listingContacts.companyId, companyId), eq(listingContacts.listingId, listingId)));
    if (contacts.length === 0) return;
    await db
      .insert(listingContacts)
      .values(
        contacts.map((c, sort) => ({ companyId, listingId, name: c.name, phone: c.phone, level: c.level, sort })),
      );
  },

  async pictures(db: TExecutor, companyId: number, listingId: number): Promise<TPictureRecord[]> {
    return prepared(db, 'listing_pictures', (db) =>
      db
        .select()
        .from(listingPictures)
        .where(
          and(
            eq(listingPictures.companyId, sql.placeholder('companyId')),
            eq(listingPictures.listingId, sql.placeholder('listingId')),
            isNull(listingPictures.deletedAt),
          ),
        )
        .orderBy(sql`${listingPictures.isCover} desc`, asc(listingPictures.sort), asc(listingPictures.id)),
    ).execute({ companyId, listingId });
  },

  async findPicture(
    db: TExecutor,
    companyId: number,
    listingId: number,
    pictureId: number,
  ): Promise<TPictureRecord | undefined> {
    const [row] = await db
      .select()
      .from(listingPictures)
      .where(
        and(
          eq(listingPictures.companyId, companyId),
          eq(listingPictures.listingId, listingId),
          eq(listingPictures.id, pictureId),
          isNull(listingPictures.deletedAt),
        ),
      )
      .limit(1);
    return row;
  },

  async setCover(db: TExecutor, companyId: number, listingId: number, picture: TPictureRecord): Promise<void> {
    await db
      .update(listingPictures)
      .set({ isCover: sql`${listingPictures.id} = ${picture.id}` })
      .where(and(eq(listingPictures.companyId, companyId), eq(listingPictures.listingId, listingId)));
    await db
      .update(listings)
      .set({ coverRef: picture.ref, version: sql`${listings.version} + 1` })
      .where(and(eq(listings.companyId, companyId), eq(listings.id, listingId)));
  },

  async addPictures(
    db: TExecutor,
    values: { companyId: number; listingId: number; teamId: number | null; createdBy: number },
    pictures: { ref: string; title: string }[],
    startSort: number,
  ): Promise<TPictureRecord[]> {
    if (pictures.length === 0) return [];
    return db
      .insert(listingPictures)
      .values(pictures.map((p, i) => ({ ...values, ref: p.ref, title: p.title, sort: startSort + i })))
      .returning();
  },

  async recordPrice(
    db: TExecutor,
    values: {
      companyId: number;
      listingId: number;
      oldPrice: number | null;
      newPrice: number;
      unitPrice: number | null;
      userId: number;
      createdAt: Date;
    },
  ): Promise<void> {
    await db.insert(listingPriceChanges).values(values);
  },

  async priceChanges(db: TExecutor, companyId: number, listingId: number) {
    return db
      .select()
      .from(listingPriceChanges)
      .where(and(eq(listingPriceChanges.companyId, companyId), eq(listingPriceChanges.listingId, listingId)))
      .orderBy(asc(listingPriceChanges.createdAt), asc(listingPriceChanges.id));
  },

  /** The live listing that replaced a recycled one: same company, type, community and room. */
  async liveTwin(db: TExecutor, recycled: TListingRecord): Promise<TListingRecord | undefined> {
    if (recycled.deletedAt === null) return undefined;
    const [row] = await db
      .select()
      .from(listings)
      .where(
        and(
          eq(listings.companyId, recycled.companyId),
          eq(listings.type, recycled.type),
          eq(listings.communityId, recycled.communityId),
          eq(listings.roomKey, recycled.roomKey),
          isNull(listings.deletedAt),
        ),
      )
      .limit(1);
    return row;
  },
};
