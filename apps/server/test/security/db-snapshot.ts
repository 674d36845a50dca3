import { sql } from 'drizzle-orm';
import type { TDb } from '../../src/platform/db/db.ts';

/** Rows of a raw query on either driver (PGlite answers `{ rows }`, postgres.js an array). */
export async function rowsOf<T>(db: TDb, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** Tables of the app (not drizzle's bookkeeping), found in the catalogue so that new modules' tables count. */
export async function appTables(db: TDb): Promise<{ name: string; tenant: boolean }[]> {
  const rows = await rowsOf<{ name: string; tenant: boolean }>(
    db,
    sql`select t.table_name as name,
          exists (select 1 from information_schema.columns c
                  where c.table_schema = t.table_schema and c.table_name = t.table_name
                    and c.column_name = 'company_id') as tenant
        from information_schema.tables t
        where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by t.table_name`,
  );
  return rows.map((r) => ({ name: r.name, tenant: r.tenant === true || String(r.tenant) === 'true' }));
}

/**
 * Every row a company owns: rows of each table with a `company_id`, and its own `companies` row, each
 * as sorted JSON text. Comparing two snapshots shows any change to the tenant's data.
 */
export async function companySnapshot(db: TDb, companyId: number): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of await appTables(db)) {
    if (!table.tenant && table.name !== 'companies') continue;
    const column = table.tenant ? 'company_id' : 'id';
    const rows = await rowsOf<{ row: string }>(
      db,
      sql`select to_jsonb(t)::text as row from ${sql.identifier(table.name)} t
          where ${sql.identifier(column)} = ${companyId} order by 1`,
    );
    snapshot[table.name] = rows.map((r) => r.row);
  }
  return snapshot;
}

/** The app's tables, looked up once per database handle (the schema does not change during a suite). */
const tablesCache = new WeakMap<TDb, Promise<{ name: string; tenant: boolean }[]>>();
function cachedTables(db: TDb) {
  let tables = tablesCache.get(db);
  if (!tables) {
    tables = appTables(db);
    tablesCache.set(db, tables);
  }
  return tables;
}

/** Count and md5 of the rows of each table (all rows, or one company's), in ONE statement. */
async function digestOf(db: TDb, companyId: number | null): Promise<Record<string, string>> {
  const tables = (await cachedTables(db)).filter((t) => companyId === null || t.tenant || t.name === 'companies');
  const parts = tables.map((table) => {
    const where =
      companyId === null ? sql`` : sql`where ${sql.identifier(table.tenant ? 'company_id' : 'id')} = ${companyId}`;
    return sql`select ${table.name}::text as name, count(*)::text as n,
                      md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h
               from ${sql.identifier(table.name)} t ${where}`;
  });
  const rows = await rowsOf<{ name: string; n: string; h: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((r) => [r.name, `${r.n}:${r.h}`]));
}

/** A digest of every row of every app table: one value per table that changes when anything is written. */
export function databaseDigest(db: TDb): Promise<Record<string, string>> {
  return digestOf(db, null);
}

/** A digest of every row one company owns (companySnapshot's rows, compared without fetching them). */
export function companyDigest(db: TDb, companyId: number): Promise<Record<string, string>> {
  return digestOf(db, companyId);
}

/**
 * Strings that identify company A and nothing else: text values of A's rows (names, phones, hashes,
 * file ids, invite code …) that B's rows do not also hold. No answer to B may contain one of them.
 */
export function fingerprints(own: Record<string, string[]>, other: Record<string, string[]>): string[] {
  const collect = (snapshot: Record<string, string[]>) => {
    const values = new Set<string>();
    const walk = (v: unknown) => {
      if (typeof v === 'string') values.add(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    for (const rows of Object.values(snapshot)) for (const row of rows) walk(JSON.parse(row));
    return values;
  };
  const theirs = collect(other);
  // The other company's own phones also show masked (139****0002, an agent in its agency block): a
  // masked phone of A that reads the same as one of B's is B's data, not a leak.
  for (const v of [...theirs]) if (/^1\d{10}$/.test(v)) theirs.add(`${v.slice(0, 3)}****${v.slice(7)}`);
  // Timestamps, calendar dates (a contract's sign date), short codes and words like "avatar" are shared
  // by chance, not by leaking.
  const isTimestamp = (s: string) => /^\d{4}-\d\d-\d\d(T[\d:.]+([+-]\d\d:\d\d|Z)?)?$/.test(s);
  // Six digits written as text are public region codes (a portal binding's `cityid` 330100); codes sent
  // by SMS are kept only as hashes, so no secret looks like this.
  const isRegionCode = (s: string) => /^\d{6}$/.test(s);
  return [...collect(own)].filter((s) => s.length >= 6 && !theirs.has(s) && !isTimestamp(s) && !isRegionCode(s));
}
