import { SIGN_CONTRACT_STATE_ALL, SIGN_SORT, SIGN_WAITING_STATES } from '@awb/contract/sign-contract-constants';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { keysetPaging, type TSortKey } from '../../platform/db/keyset.ts';
import { cappedCount, likeContains, pageOffset } from '../../platform/db/list.ts';
import { searchText, signContractLogs, signContracts, signDrafts, signQuotas } from './sign-contract.table.ts';

export type TDraftRow = typeof signDrafts.$inferSelect;
export type TSignContractDbRow = typeof signContracts.$inferSelect;
export type TSignLogRow = typeof signContractLogs.$inferSelect;

export type TSignListFilters = {
  key: string;
  type: number;
  state: number;
  dateStart: string;
  dateEnd: string;
};

const live = () => isNull(signContracts.deletedAt);
const first = <T>(rows: T[]): T | undefined => rows[0];

/** Sort keys per SIGN_SORT, the id breaking ties, as the list indexes hold them. */
function sortKeys(sort: number): TSortKey[] {
  const c = signContracts;
  const byUpdated = sort === SIGN_SORT.updatedNewest || sort === SIGN_SORT.updatedOldest;
  const dir = sort === SIGN_SORT.updatedOldest || sort === SIGN_SORT.createdOldest ? 'asc' : 'desc';
  return [
    { expr: sql`${byUpdated ? c.updatedAt : c.createdAt}`, dir, type: 'timestamptz' },
    { expr: sql`${c.id}`, dir, type: 'bigint' },
  ];
}

const WHOLE_CONTRACT_NO = /^qy\d{14,}$/i;

/**
 * The key over contract number, title, house and party names. A key of two characters or more also
 * asks for every two-character piece of it in the GIN index of migration 0014 (the same function and
 * text on both sides, so the pieces always agree); `ilike` first, as listing-search.ts does, so that
 * where the planner filters rows instead (small tenants) it rules most out before the pieces run. A
 * one-character key reads the tenant's contracts with `ilike` alone. A whole contract number
 * (QY, the day, the id) is looked up by the unique index: its digit pieces are in nearly every row.
 */
function keyCondition(companyId: number, key: string): SQL {
  const c = signContracts;
  if (WHOLE_CONTRACT_NO.test(key)) return eq(c.contractNo, key.toUpperCase());
  const like = likeContains(key);
  const text = sql`(${c.contractNo} ilike ${like} or ${c.title} ilike ${like} or ${c.houseName} ilike ${like} or (${c.houseBuilding} || ' ' || ${c.houseRoomNo}) ilike ${like} or ${c.partyAName} ilike ${like} or ${c.partyBName} ilike ${like})`;
  if ([...key].length < 2) return text;
  return sql`(${text} and listing_search_grams(${c.companyId}, ${searchText(c)}) @> listing_search_grams(${companyId}::bigint, ${key}::text))`;
}

/** SQL of drafts, signing contracts, their logs and the quotas; every statement scoped by company. */
export const signContractRepository = {
  // ── drafts ──
  async draft(db: TExecutor, companyId: number, draftCode: string, lock = false): Promise<TDraftRow | undefined> {
    const query = db
      .select()
      .from(signDrafts)
      .where(and(eq(signDrafts.companyId, companyId), eq(signDrafts.draftCode, draftCode)))
      .limit(1);
    return first(lock ? await query.for('update') : await query);
  },

  async drafts(db: TExecutor, companyId: number, userId: number): Promise<TDraftRow[]> {
    return db
      .select()
      .from(signDrafts)
      .where(and(eq(signDrafts.companyId, companyId), eq(signDrafts.userId, userId)))
      .orderBy(desc(signDrafts.updatedAt), desc(signDrafts.id));
  },

  async draftCount(db: TExecutor, companyId: number, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(signDrafts)
      .where(and(eq(signDrafts.companyId, companyId), eq(signDrafts.userId, userId)));
    return Number(row?.n ?? 0);
  },

  /** Inserts a draft; undefined when the code is taken (a concurrent first save of the same draft). */
  async insertDraft(db: TExecutor, values: typeof signDrafts.$inferInsert): Promise<TDraftRow | undefined> {
    const [row] = await db.insert(signDrafts).values(values).onConflictDoNothing().returning();
    return row;
  },

  /** Saves over a draft only if it still has `version`: undefined when another save came first. */
  async updateDraft(
    db: TExecutor,
    companyId: number,
    id: number,
    version: number,
    values: Partial<typeof signDrafts.$inferInsert>,
  ): Promise<TDraftRow | undefined> {
    const [row] = await db
      .update(signDrafts)
      .set({ ...values, version: version + 1 })
      .where(and(eq(signDrafts.companyId, companyId), eq(signDrafts.id, id), eq(signDrafts.version, version)))
      .returning();
    return row;
  },

  async deleteDraft(db: TExecutor, companyId: number, id: number): Promise<void> {
    await db.delete(signDrafts).where(and(eq(signDrafts.companyId, companyId), eq(signDrafts.id, id)));
  },

  // ── contracts ──
  /** The list's filters; `companyId` is the caller's, for the key's index lookup (keyCondition). */
  filters(companyId: number, f: TSignListFilters): (SQL | undefined)[] {
    const c = signContracts;
    const key = f.key.trim();
    return [
      f.type ? eq(c.boxType, f.type) : undefined,
      f.state !== SIGN_CONTRACT_STATE_ALL ? eq(c.state, f.state) : undefined,
      f.dateStart ? sql`${c.createdAt} >= (${f.dateStart}::date)::timestamp at time zone 'Asia/Shanghai'` : undefined,
      f.dateEnd ? sql`${c.createdAt} < ((${f.dateEnd}::date + 1)::timestamp at time zone 'Asia/Shanghai')` : undefined,
      key ? keyCondition(companyId, key) : undefined,
    ];
  },

  async page(
    db: TExecutor,
    companyId: number,
    conditions: (SQL | undefined)[],
    sort: number,
    paging: { pageindex: number; pagesize: number; cursor: string },
  ): Promise<{ rows: TSignContractDbRow[]; total: number; cursor: string }> {
    const where = and(eq(signContracts.companyId, companyId), live(), ...conditions);
    const keyset = keysetPaging(sortKeys(sort), `sign.${sort}`, paging.cursor);
    const found = await db
      .select({ contract: signContracts, ...keyset.fields })
      .from(signContracts)
      .where(keyset.where(where))
      .orderBy(...keyset.order)
      .limit(paging.pagesize)
      .offset(keyset.resumed ? 0 : pageOffset(paging.pageindex, paging.pagesize));
    const total = await cappedCount(db, signContracts, where);
    return { rows: found.map((r) => r.contract), total, cursor: keyset.nextCursor(found, paging.pagesize) };
  },

  async find(
    db: TExecutor,
    companyId: number,
    id: number,
    visible?: SQL,
    lock = false,
  ): Promise<TSignContractDbRow | undefined> {
    const query = db
      .select()
      .from(signContracts)
      .where(and(eq(signContracts.companyId, companyId), eq(signContracts.id, id), live(), visible))
      .limit(1);
    return first(lock ? await query.for('update') : await query);
  },

  async insert(db: TExecutor, values: typeof signContracts.$inferInsert): Promise<TSignContractDbRow> {
    const [row] = await db.insert(signContracts).values(values).returning();
    if (!row) throw new Error('sign contract insert returned nothing');
    return row;
  },

  async update(
    db: TExecutor,
    companyId: number,
    id: number,
    values: Partial<typeof signContracts.$inferInsert>,
  ): Promise<TSignContractDbRow> {
    const [row] = await db
      .update(signContracts)
      .set(values)
      .where(and(eq(signContracts.companyId, companyId), eq(signContracts.id, id)))
      .returning();
    if (!row) throw new Error('sign contract update returned nothing');
    return row;
  },

  /** The caller's contracts still waiting for signatures (pageCount signWaitCount). */
  async waitingCount(db: TExecutor, companyId: number, userId: number): Promise<number> {
    const c = signContracts;
    const [row] = await db
      .select({ n: count() })
      .from(c)
      .where(and(eq(c.companyId, companyId), eq(c.userId, userId), inArray(c.state, [...SIGN_WAITING_STATES]), live()));
    return Number(row?.n ?? 0);
  },

  // ── logs ──
  async insertLog(db: TExecutor, values: typeof signContractLogs.$inferInsert): Promise<void> {
    await db.insert(signContractLogs).values(values);
  },

  async logs(db: TExecutor, companyId: number, contractId: number): Promise<TSignLogRow[]> {
    return db
      .select()
      .from(signContractLogs)
      .where(and(eq(signContractLogs.companyId, companyId), eq(signContractLogs.contractId, contractId)))
      .orderBy(asc(signContractLogs.id));
  },

  // ── quota ──
  /** The quota row covering `now` (locked for the submission), the one ending last when several do. */
  async quotaAt(db: TExecutor, companyId: number, now: Date) {
    const q = signQuotas;
    return first(
      await db
        .select()
        .from(q)
        .where(and(eq(q.companyId, companyId), lte(q.periodStart, now), gt(q.periodEnd, now)))
        .orderBy(desc(q.periodEnd), desc(q.id))
        .limit(1)
        .for('update'),
    );
  },

  /** Contracts submitted in [start, end), deleted ones included. */
  async submittedBetween(db: TExecutor, companyId: number, start: Date, end: Date): Promise<number> {
    const c = signContracts;
    const [row] = await db
      .select({ n: count() })
      .from(c)
      .where(and(eq(c.companyId, companyId), gte(c.createdAt, start), lt(c.createdAt, end)));
    return Number(row?.n ?? 0);
  },

  async insertQuota(db: TExecutor, values: typeof signQuotas.$inferInsert): Promise<void> {
    await db.insert(signQuotas).values(values);
  },
};
