import { CONTRACT_SORT } from '@awb/contract/contract-fields';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { keysetPaging, type TSortKey } from '../../platform/db/keyset.ts';
import { cappedCount, likeContains, pageOffset } from '../../platform/db/list.ts';
import { contractPictures, contractStateChanges, contracts } from './contract.table.ts';

export type TContractDbRow = typeof contracts.$inferSelect;
export type TContractInsert = typeof contracts.$inferInsert;
export type TContractPictureRow = typeof contractPictures.$inferSelect;

/** List filters after validation (contract.contract.ts listFilters). */
export type TContractFilters = {
  key: string;
  state: number;
  dateStart: string;
  dateEnd: string;
  userId: number | null;
};

const live = () => isNull(contracts.deletedAt);

/**
 * Sort keys per CONTRACT_SORT; the id breaks ties. The sign date travels as a day number (days since
 * 1970-01-01) because the keyset cursor carries bigint, numeric, boolean and timestamp values only.
 */
function sortKeys(sort: number): TSortKey[] {
  const id: TSortKey = { expr: sql`${contracts.id}`, dir: 'desc', type: 'bigint' };
  if (sort === CONTRACT_SORT.created) {
    return [{ expr: sql`${contracts.createdAt}`, dir: 'desc', type: 'timestamptz' }, id];
  }
  if (sort === CONTRACT_SORT.amount) return [{ expr: sql`${contracts.amount}`, dir: 'desc', type: 'numeric' }, id];
  return [{ expr: sql`(${contracts.signDate} - date '1970-01-01')`, dir: 'desc', type: 'bigint' }, id];
}

/** SQL of contracts, their pictures and state changes; always scoped by company. */
export const contractRepository = {
  filters(f: TContractFilters): (SQL | undefined)[] {
    const key = f.key.trim();
    const like = key ? likeContains(key) : '';
    return [
      f.state ? eq(contracts.state, f.state) : undefined,
      f.dateStart ? sql`${contracts.signDate} >= ${f.dateStart}::date` : undefined,
      f.dateEnd ? sql`${contracts.signDate} <= ${f.dateEnd}::date` : undefined,
      f.userId ? eq(contracts.userId, f.userId) : undefined,
      key
        ? sql`(${contracts.contractNo} ilike ${like} or ${contracts.houseName} ilike ${like} or ${contracts.houseAddress} ilike ${like} or (${contracts.houseBuilding} || ' ' || ${contracts.houseRoomNo}) ilike ${like} or ${contracts.partyAName} ilike ${like} or ${contracts.partyBName} ilike ${like})`
        : undefined,
    ];
  },

  /** A page of one type's list; with the previous page's cursor it continues after that page (keyset). */
  async page(
    db: TExecutor,
    companyId: number,
    contractType: number,
    conditions: (SQL | undefined)[],
    sort: number,
    paging: { pageindex: number; pagesize: number; cursor: string },
  ): Promise<{ rows: TContractDbRow[]; total: number; cursor: string }> {
    const where = and(
      eq(contracts.companyId, companyId),
      eq(contracts.contractType, contractType),
      live(),
      ...conditions,
    );
    const keyset = keysetPaging(sortKeys(sort), `contracts.${sort}`, paging.cursor);
    const found = await db
      .select({ contract: contracts, ...keyset.fields })
      .from(contracts)
      .where(keyset.where(where))
      .orderBy(...keyset.order)
      .limit(paging.pagesize)
      .offset(keyset.resumed ? 0 : pageOffset(paging.pageindex, paging.pagesize));
    const total = await cappedCount(db, contracts, where);
    return { rows: found.map((r) => r.contract), total, cursor: keyset.nextCursor(found, paging.pagesize) };
  },

  /** A live contract of the company; `visible` adds the data-scope condition; `lock` for a change. */
  async find(
    db: TExecutor,
    companyId: number,
    id: number,
    visible?: SQL,
    lock = false,
  ): Promise<TContractDbRow | undefined> {
    const query = db
      .select()
      .from(contracts)
      .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id), live(), visible))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  /** Whether a live contract of the company has this number (other than `exceptId`). */
  async numberTaken(db: TExecutor, companyId: number, contractNo: string, exceptId?: number): Promise<boolean> {
    const [row] = await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(
        and(
          eq(contracts.companyId, companyId),
          eq(contracts.contractNo, contractNo),
          live(),
          exceptId ? sql`${contracts.id} <> ${exceptId}` : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** The record made from an e-contract, deleted or not (one per e-contract, ever). */
  async bySignContract(db: TExecutor, companyId: number, signContractId: number): Promise<TContractDbRow | undefined> {
    const [row] = await db
      .select()
      .from(contracts)
      .where(and(eq(contracts.companyId, companyId), eq(contracts.signContractId, signContractId)))
      .limit(1);
    return row;
  },

  async insert(db: TExecutor, values: TContractInsert): Promise<TContractDbRow> {
    const [row] = await db.insert(contracts).values(values).returning();
    if (!row) throw new Error('contract insert returned nothing');
    return row;
  },

  /** Updates a live contract; `version` (when given) must still match. Answers the new row, or undefined. */
  async update(
    db: TExecutor,
    companyId: number,
    id: number,
    values: Partial<TContractInsert>,
    version?: number,
  ): Promise<TContractDbRow | undefined> {
    const [row] = await db
      .update(contracts)
      .set({ ...values, version: sql`${contracts.version} + 1` })
      .where(
        and(
          eq(contracts.companyId, companyId),
          eq(contracts.id, id),
          live(),
          version === undefined ? undefined : eq(contracts.version, version),
        ),
      )
      .returning();
    return row;
  },

  async softDelete(db: TExecutor, companyId: number, id: number, by: number, at: Date): Promise<boolean> {
    const rows = await db
      .update(contracts)
      .set({ deletedAt: at, deletedBy: by, updatedAt: at })
      .where(and(eq(contracts.companyId, companyId), eq(contracts.id, id), live()))
      .returning({ id: contracts.id });
    return rows.length > 0;
  },

  async pictures(db: TExecutor, companyId: number, contractId: number): Promise<TContractPictureRow[]> {
    return db
      .select()
      .from(contractPictures)
      .where(and(eq(contractPictures.companyId, companyId), eq(contractPictures.contractId, contractId)))
      .orderBy(asc(contractPictures.categoryId), asc(contractPictures.sort), asc(contractPictures.id));
  },

  /** Removes the pictures of some categories (all when `categoryIds` is undefined); answers how many. */
  async removePictures(db: TExecutor, companyId: number, contractId: number, categoryIds?: number[]): Promise<number> {
    const rows = await db
      .delete(contractPictures)
      .where(
        and(
          eq(contractPictures.companyId, companyId),
          eq(contractPictures.contractId, contractId),
          categoryIds ? inArray(contractPictures.categoryId, categoryIds) : undefined,
        ),
      )
      .returning({ id: contractPictures.id });
    return rows.length;
  },

  async addPictures(db: TExecutor, rows: (typeof contractPictures.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await db.insert(contractPictures).values(rows);
  },

  async countPictures(db: TExecutor, companyId: number, contractId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(contractPictures)
      .where(and(eq(contractPictures.companyId, companyId), eq(contractPictures.contractId, contractId)));
    return row?.n ?? 0;
  },

  async addStateChange(db: TExecutor, values: typeof contractStateChanges.$inferInsert): Promise<void> {
    await db.insert(contractStateChanges).values(values);
  },

  async stateChanges(db: TExecutor, companyId: number, contractId: number) {
    return db
      .select()
      .from(contractStateChanges)
      .where(and(eq(contractStateChanges.companyId, companyId), eq(contractStateChanges.contractId, contractId)))
      .orderBy(asc(contractStateChanges.id));
  },
};
