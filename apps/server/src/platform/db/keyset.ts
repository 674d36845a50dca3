import { and, type SQL, sql } from 'drizzle-orm';

/**
 * Keyset ("seek") pagination for lists whose deep pages must not scan what they skip (docs/api.md
 * "Lists"). A list is ordered by sort keys, the last one unique (the id); a page answers a cursor that
 * holds the last row's key values, and the next request that sends it back continues right after that
 * row: `where (keys) after (values)` walks the index from there instead of skipping `offset` rows.
 */
export type TSortKey = {
  /** The column or expression, exactly as the list's index has it. */
  expr: SQL;
  dir: 'asc' | 'desc';
  /** How the value travels in the cursor (as text) and is cast back in SQL. */
  type: 'boolean' | 'bigint' | 'numeric' | 'timestamptz';
  /** Whether the column may be null; nulls sort as PostgreSQL's defaults place them unless `nullsLast`. */
  nullable?: boolean;
  /** Force nulls last on a descending key (PostgreSQL puts them first by default). */
  nullsLast?: boolean;
};

export type TKeyValue = string | null;

function nullsLastOf(key: TSortKey): boolean {
  return key.nullsLast ?? key.dir === 'asc';
}

/** The ORDER BY of the keys (plain `asc`/`desc` unless a nulls placement must be spelled out). */
export function keysetOrder(keys: TSortKey[]): SQL[] {
  return keys.map((k) => {
    const dir = k.dir === 'asc' ? sql`asc` : sql`desc`;
    return k.nullable && k.dir === 'desc' && k.nullsLast ? sql`${k.expr} ${dir} nulls last` : sql`${k.expr} ${dir}`;
  });
}

/** The key values of a row, as text, to select beside the id: timestamps keep their microseconds. */
export function keysetValues(keys: TSortKey[]): SQL[] {
  return keys.map((k) =>
    k.type === 'timestamptz'
      ? sql<string | null>`to_char(${k.expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
      : sql<string | null>`(${k.expr})::text`,
  );
}

/**
 * A cursor value back in its type. The parameter goes as text and is cast in SQL: postgres.js would
 * otherwise serialise it by the inferred parameter type (its boolean serialiser turns 'true' into 'f'
 * and its timestamp one drops the microseconds).
 */
function cast(key: TSortKey, value: string): SQL {
  switch (key.type) {
    case 'boolean':
      return sql`${value}::text::boolean`;
    case 'bigint':
      return sql`${value}::text::bigint`;
    case 'numeric':
      return sql`${value}::text::numeric`;
    case 'timestamptz':
      return sql`${value}::text::timestamptz`;
  }
}

/** Rows strictly after `value` on one key (ties excluded). */
function after(key: TSortKey, value: TKeyValue): SQL {
  const nullsLast = nullsLastOf(key);
  if (value === null) return nullsLast ? sql`false` : sql`${key.expr} is not null`;
  const beyond = key.dir === 'asc' ? sql`${key.expr} > ${cast(key, value)}` : sql`${key.expr} < ${cast(key, value)}`;
  return key.nullable && nullsLast ? sql`(${beyond} or ${key.expr} is null)` : beyond;
}

function same(key: TSortKey, value: TKeyValue): SQL {
  return value === null ? sql`${key.expr} is null` : sql`${key.expr} = ${cast(key, value)}`;
}

/**
 * The rows after the cursor's row in the keys' order. Keys of one direction that are never null
 * become a row comparison, which PostgreSQL answers as an index range; otherwise the lexicographic
 * expansion, led by a bound on the first key where one exists.
 */
export function keysetAfter(keys: TSortKey[], values: TKeyValue[]): SQL {
  const plain = keys.every((k) => !k.nullable && k.dir === keys[0]?.dir) && values.every((v) => v !== null);
  if (plain) {
    const op = keys[0]?.dir === 'asc' ? sql`>` : sql`<`;
    return sql`(${sql.join(
      keys.map((k) => k.expr),
      sql`, `,
    )}) ${op} (${sql.join(
      keys.map((k, i) => cast(k, values[i] as string)),
      sql`, `,
    )})`;
  }
  const branches = keys.map((k, i) => {
    const ties = keys.slice(0, i).map((earlier, j) => same(earlier, values[j] ?? null));
    return sql.join([...ties, after(k, values[i] ?? null)], sql` and `);
  });
  const either = sql`(${sql.join(
    branches.map((b) => sql`(${b})`),
    sql` or `,
  )})`;
  const first = keys[0];
  const firstValue = values[0] ?? null;
  // A bound the index can range over: everything after lies at or beyond the first key's value.
  if (first && firstValue !== null && !(first.nullable && nullsLastOf(first))) {
    const bound =
      first.dir === 'asc'
        ? sql`${first.expr} >= ${cast(first, firstValue)}`
        : sql`${first.expr} <= ${cast(first, firstValue)}`;
    return sql`(${bound} and ${either})`;
  }
  return either;
}

const PATTERNS: Record<TSortKey['type'], RegExp> = {
  boolean: /^(true|false)$/,
  bigint: /^-?\d{1,18}$/,
  numeric: /^-?\d{1,20}(\.\d{1,10})?$/,
  timestamptz: /^(19|20|21)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/,
};

/** A cursor: the list's sort choice and the last row's key values, as base64url JSON. */
export function encodeCursor(sort: string, values: TKeyValue[]): string {
  return Buffer.from(JSON.stringify({ s: sort, v: values })).toString('base64url');
}

/**
 * The key values of a cursor made for this sort choice and these keys, or undefined for anything else
 * (another sort, a damaged or forged cursor): the caller then pages by offset as if none were sent.
 */
export function decodeCursor(cursor: string, sort: string, keys: TSortKey[]): TKeyValue[] | undefined {
  if (cursor === '' || cursor.length > 400) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { s, v } = parsed as { s?: unknown; v?: unknown };
  if (s !== sort || !Array.isArray(v) || v.length !== keys.length) return undefined;
  const values: TKeyValue[] = [];
  for (const [i, key] of keys.entries()) {
    const value: unknown = v[i];
    if (value === null && key.nullable) {
      values.push(null);
      continue;
    }
    if (typeof value !== 'string' || !PATTERNS[key.type].test(value)) return undefined;
    // 2026-02-31 matches the pattern and JavaScript rolls it over; PostgreSQL would refuse it.
    if (key.type === 'timestamptz' && new Date(value).toISOString().slice(0, 10) !== value.slice(0, 10)) {
      return undefined;
    }
    values.push(value);
  }
  return values;
}

type TKeyPieces = { order: SQL[]; values: SQL[]; fields: Record<string, SQL<string | null>> };

/** The order and selected key values of a list's keys, made once per keys array (they hold no values). */
const piecesOfKeys = new WeakMap<TSortKey[], TKeyPieces>();

function keyPieces(keys: TSortKey[]): TKeyPieces {
  let pieces = piecesOfKeys.get(keys);
  if (!pieces) {
    const values = keysetValues(keys);
    pieces = {
      order: keysetOrder(keys),
      values,
      fields: Object.fromEntries(values.map((v, i) => [`k${i}`, v])) as Record<string, SQL<string | null>>,
    };
    piecesOfKeys.set(keys, pieces);
  }
  return pieces;
}

/**
 * Everything a list query needs to page by keyset: the order, the key values to select beside each
 * row (`k0`, `k1`, …), the seek condition when a valid cursor came, and the cursor of the page read.
 * `resumed` says whether the cursor is used (then no offset); otherwise the page goes by number.
 */
export function keysetPaging(keys: TSortKey[], sortTag: string, cursor: string) {
  const from = decodeCursor(cursor, sortTag, keys);
  const { order, values, fields } = keyPieces(keys);
  return {
    resumed: from !== undefined,
    order,
    fields,
    where: (base: SQL | undefined): SQL | undefined => (from ? and(base, keysetAfter(keys, from)) : base),
    /** The cursor after the last of `rows` (selected with `fields`), or '' when the page was not full. */
    nextCursor(rows: readonly object[], pagesize: number): string {
      const last = rows.at(-1) as Record<string, unknown> | undefined;
      if (!last || rows.length < pagesize) return '';
      return encodeCursor(
        sortTag,
        values.map((_, i) => (last[`k${i}`] as string | null | undefined) ?? null),
      );
    },
  };
}
