import {
  SIGN_CONTRACT_STATE_ALL,
  SIGN_KEY_COUNT_CAP,
  SIGN_SORT,
  SIGN_WAITING_STATES,
} from '@awb/contract/sign-contract-constants';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import { keysetPaging, type TSortKey } from '../../platform/db/keyset.ts';
import { cappedCount, likeContains, pageOffset } from '../../platform/db/list.ts';
import type { TSignContractDbRow } from './sign-contract.repository.ts';
import { searchText, signContracts } from './sign-contract.table.ts';

export type TSignListFilters = {
  key: string;
  type: number;
  state: number;
  dateStart: string;
  dateEnd: string;
};

const live = () => isNull(signContracts.deletedAt);

/** A SIGN_SORT's column and direction. */
function sortOf(sort: number): { byUpdated: boolean; dir: 'asc' | 'desc' } {
  const byUpdated = sort === SIGN_SORT.updatedNewest || sort === SIGN_SORT.updatedOldest;
  const dir = sort === SIGN_SORT.updatedOldest || sort === SIGN_SORT.createdOldest ? 'asc' : 'desc';
  return { byUpdated, dir };
}

/** Sort keys per SIGN_SORT, the id breaking ties, as the list indexes hold them. */
function sortKeys(sort: number): TSortKey[] {
  const c = signContracts;
  const { byUpdated, dir } = sortOf(sort);
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
 * one-character key uses the characters index of migration 0019 the same way. A whole contract number
 * (QY, the day, the id) is looked up by the unique index: its digit pieces are in nearly every row.
 */
function keyCondition(companyId: number, key: string): SQL {
  const c = signContracts;
  if (WHOLE_CONTRACT_NO.test(key)) return eq(c.contractNo, key.toUpperCase());
  const like = likeContains(key);
  const text = sql`(${c.contractNo} ilike ${like} or ${c.title} ilike ${like} or ${c.houseName} ilike ${like} or (${c.houseBuilding} || ' ' || ${c.houseRoomNo}) ilike ${like} or ${c.partyAName} ilike ${like} or ${c.partyBName} ilike ${like})`;
  if ([...key].length < 2) {
    return sql`(${text} and search_chars(${c.companyId}, ${searchText(c)}) @> search_chars(${companyId}::bigint, ${key}::text))`;
  }
  return sql`(${text} and listing_search_grams(${c.companyId}, ${searchText(c)}) @> listing_search_grams(${companyId}::bigint, ${key}::text))`;
}

/** Rows of the list's order a keyed page reads before it turns to the key's index (see page()). */
const KEY_WALK_ROWS = 1000;
/**
 * Keys this short are looked for along the list's order first: one or two characters are the keys that
 * match thousands of rows. A longer key is rarer; its pieces index answers it at once.
 */
const KEY_WALK_MAX_CHARS = 2;

type TKeyset = ReturnType<typeof keysetPaging>;

/**
 * The first `pagesize` rows matching the key among the next KEY_WALK_ROWS rows of the list's order,
 * or undefined when fewer match there. The inner select walks the sort index (company, sort key, id)
 * and only marks each row (`hit`); the outer keeps the hits, so the scan is bounded whatever the key.
 */
async function walkForKey(
  db: TExecutor,
  keyset: TKeyset,
  base: SQL | undefined,
  matches: SQL,
  sort: number,
  pagesize: number,
) {
  const c = signContracts;
  const { byUpdated, dir } = sortOf(sort);
  const walk = db
    .select({ id: c.id, at: byUpdated ? c.updatedAt : c.createdAt, hit: sql<boolean>`(${matches})`.as('hit') })
    .from(c)
    .where(keyset.where(base))
    .orderBy(...keyset.order)
    .limit(KEY_WALK_ROWS)
    .as('walk');
  const order = dir === 'asc' ? [asc(walk.at), asc(walk.id)] : [desc(walk.at), desc(walk.id)];
  const hits = await db
    .select({ id: walk.id })
    .from(walk)
    .where(sql`${walk.hit}`)
    .orderBy(...order)
    .limit(pagesize);
  if (hits.length < pagesize) return undefined;
  const rows = await db
    .select({ contract: signContracts, ...keyset.fields })
    .from(signContracts)
    .where(
      and(
        base,
        inArray(
          c.id,
          hits.map((h) => h.id),
        ),
      ),
    )
    .orderBy(...keyset.order);
  return rows.length === pagesize ? rows : undefined;
}

/** Counts the rows of `where`, stopping at `cap`. */
async function countUpTo(db: TExecutor, where: SQL | undefined, cap: number): Promise<number> {
  const limited = db.select({ one: sql`1` }).from(signContracts).where(where).limit(cap).as('limited');
  const [row] = await db.select({ n: count() }).from(limited);
  return Math.min(Number(row?.n ?? 0), cap);
}

/** SQL of the contract list: filters, the keyed page, the state badges and the waiting count. */
export const signContractListRepository = {
  /** The list's filters but the key; `companyId` is the caller's. */
  filters(f: Omit<TSignListFilters, 'key'>): (SQL | undefined)[] {
    const c = signContracts;
    return [
      f.type ? eq(c.boxType, f.type) : undefined,
      f.state !== SIGN_CONTRACT_STATE_ALL ? eq(c.state, f.state) : undefined,
      f.dateStart ? sql`${c.createdAt} >= (${f.dateStart}::date)::timestamp at time zone 'Asia/Shanghai'` : undefined,
      f.dateEnd ? sql`${c.createdAt} < ((${f.dateEnd}::date + 1)::timestamp at time zone 'Asia/Shanghai')` : undefined,
    ];
  },

  /**
   * A page of the list. With a key of one or two characters (`keyCondition`) the page is looked for
   * twice at most: first among the next KEY_WALK_ROWS rows of the list's own order (its index, newest
   * first), which finds a full page of a common key after a few hundred rows; only when that falls
   * short, through the key's index (a rare key: few rows). Longer keys go to the index at once. With
   * a key the count stops at SIGN_KEY_COUNT_CAP; a short page needs none (docs/signing.md "List and
   * detail", bench/README.md).
   */
  async page(
    db: TExecutor,
    companyId: number,
    conditions: (SQL | undefined)[],
    key: string,
    sort: number,
    paging: { pageindex: number; pagesize: number; cursor: string },
  ): Promise<{ rows: TSignContractDbRow[]; total: number; cursor: string }> {
    const base = and(eq(signContracts.companyId, companyId), live(), ...conditions);
    const matches = key ? keyCondition(companyId, key) : undefined;
    const where = and(base, matches);
    const keyset = keysetPaging(sortKeys(sort), `sign.${sort}`, paging.cursor);
    const offset = keyset.resumed ? 0 : pageOffset(paging.pageindex, paging.pagesize);
    const walked =
      matches && offset === 0 && [...key].length <= KEY_WALK_MAX_CHARS
        ? await walkForKey(db, keyset, base, matches, sort, paging.pagesize)
        : undefined;
    const found =
      walked ??
      (await db
        .select({ contract: signContracts, ...keyset.fields })
        .from(signContracts)
        .where(keyset.where(where))
        .orderBy(...keyset.order)
        .limit(paging.pagesize)
        .offset(offset));
    // A short page ends the list: it holds the last rows, after `offset` others (an empty page past the
    // end proves nothing about how many came before, so it counts).
    const short = found.length < paging.pagesize && !keyset.resumed && (found.length > 0 || offset === 0);
    const total = short
      ? offset + found.length
      : matches
        ? await countUpTo(db, where, SIGN_KEY_COUNT_CAP)
        : await cappedCount(db, signContracts, where);
    return { rows: found.map((r) => r.contract), total, cursor: keyset.nextCursor(found, paging.pagesize) };
  },

  async stateCounts(
    db: TExecutor,
    companyId: number,
    conditions: (SQL | undefined)[],
  ): Promise<{ state: number; n: number }[]> {
    const c = signContracts;
    const rows = await db
      .select({ state: c.state, n: count() })
      .from(c)
      .where(and(eq(c.companyId, companyId), live(), ...conditions))
      .groupBy(c.state);
    return rows.map((r) => ({ state: r.state, n: Number(r.n) }));
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
};
