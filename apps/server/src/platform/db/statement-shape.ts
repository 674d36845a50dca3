import { Column, Param, Placeholder, SQL, StringChunk, sql } from 'drizzle-orm';

/**
 * The shape of a list's SQL pieces (its WHERE, ORDER BY, …): the statement text they render, with every
 * value taken out, and the values apart under placeholder names (`prefix0`, `prefix1`, …). Two calls
 * whose pieces have the same `key` render the same statement text, so the statement Drizzle built for
 * the first can serve the second with the second's values (`runShaped`, decision 0006).
 *
 * The walk follows Drizzle's own rendering (`SQL.buildQueryFromSourceParams`) for the chunks a
 * condition is made of: text, nested SQL, lists, columns, parameters and plain values. Anything else
 * (a table, a subquery, an alias, an inlined parameter, a placeholder already there) leaves `key`
 * undefined, and the caller builds its statement the ordinary way.
 */
export type TStatementShape = {
  key: string | undefined;
  values: Record<string, unknown>;
  /** The pieces with placeholders where the values were (or the pieces themselves, without a key). */
  pieces(): (SQL | undefined)[];
};

type TChunk = unknown;
type TKind = 'text' | 'sql' | 'list' | 'column' | 'param' | 'value' | 'nothing' | 'unsupported';

/** Between pieces, and where a value goes: neither can occur in a statement's text. */
const PIECE_END = '\u0001';
const VALUE = '\u0002';
const TABLE_SYMBOLS = ['drizzle:Schema', 'drizzle:OriginalName', 'drizzle:Name'].map((name) => Symbol.for(name));

/** A table (or an alias of one) told apart from every other: schema, table and name as written. */
export function tableKey(table: object): string {
  const named = table as Record<symbol, string | undefined>;
  return TABLE_SYMBOLS.map((symbol) => `"${named[symbol] ?? ''}"`).join('.');
}

function kindOf(chunk: TChunk): TKind {
  if (chunk === undefined) return 'nothing';
  if (chunk instanceof StringChunk) return 'text';
  if (chunk instanceof SQL)
    return (chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams ? 'unsupported' : 'sql';
  if (Array.isArray(chunk)) return 'list';
  if (chunk instanceof Column) return 'column';
  if (chunk instanceof Param) return chunk.value instanceof Placeholder ? 'unsupported' : 'param';
  if (chunk === null || chunk instanceof Date) return 'value';
  const type = typeof chunk;
  return type === 'string' || type === 'number' || type === 'boolean' || type === 'bigint' ? 'value' : 'unsupported';
}

class ShapeWalk {
  key = '';
  readonly values: Record<string, unknown> = {};
  count = 0;

  constructor(private readonly prefix: string) {}

  /** Adds the chunk's text to the key and its values to `values`; false for a chunk it cannot take apart. */
  walk(chunk: TChunk): boolean {
    switch (kindOf(chunk)) {
      case 'nothing':
        return true;
      case 'text':
        this.key += (chunk as StringChunk).value.join('');
        return true;
      case 'sql':
        for (const inner of (chunk as SQL).queryChunks) if (!this.walk(inner)) return false;
        return true;
      case 'list': {
        const list = chunk as TChunk[];
        this.key += '(';
        for (let i = 0; i < list.length; i += 1) {
          if (i > 0) this.key += ', ';
          if (!this.walk(list[i])) return false;
        }
        this.key += ')';
        return true;
      }
      case 'column': {
        const column = chunk as Column;
        this.key += `${tableKey(column.table)}."${column.name}"`;
        return true;
      }
      case 'param': {
        const param = chunk as Param;
        const value = param.value === null ? null : param.encoder.mapToDriverValue(param.value);
        if (value instanceof SQL) return false;
        this.add(value);
        return true;
      }
      case 'value':
        this.add(chunk);
        return true;
      default:
        return false;
    }
  }

  private add(value: unknown): void {
    this.values[`${this.prefix}${this.count}`] = value;
    this.count += 1;
    this.key += VALUE;
  }
}

/**
 * The key of a piece that holds no value, by the piece itself: a list's ORDER BY and key columns are
 * the same objects on every call (keyset.ts), so they are walked once. Drizzle's SQL pieces are not
 * changed once made (the query builders copy them).
 */
const keysWithoutValues = new WeakMap<SQL, string>();

/** A copy of the chunk with placeholders for its values, named in the order `ShapeWalk` found them. */
function withPlaceholders(chunk: TChunk, prefix: string, counter: { n: number }): TChunk {
  switch (kindOf(chunk)) {
    case 'sql': {
      const source = chunk as SQL;
      const copy = new SQL(source.queryChunks.map((inner) => withPlaceholders(inner, prefix, counter)) as SQL[]);
      return copy.mapWith((source as unknown as { decoder: Parameters<SQL['mapWith']>[0] }).decoder);
    }
    case 'list':
      return (chunk as TChunk[]).map((inner) => withPlaceholders(inner, prefix, counter));
    case 'param':
    case 'value': {
      const name = `${prefix}${counter.n}`;
      counter.n += 1;
      return sql.placeholder(name);
    }
    default:
      return chunk;
  }
}

/** The shape of `pieces`, their values named `prefix0`, `prefix1`, … */
export function statementShape(prefix: string, pieces: readonly (SQL | undefined)[]): TStatementShape {
  const walk = new ShapeWalk(prefix);
  for (const piece of pieces) {
    const known = piece && keysWithoutValues.get(piece);
    if (known !== undefined) {
      walk.key += known;
    } else {
      const [start, count] = [walk.key.length, walk.count];
      if (!walk.walk(piece)) return { key: undefined, values: {}, pieces: () => [...pieces] };
      if (piece && walk.count === count) keysWithoutValues.set(piece, walk.key.slice(start));
    }
    walk.key += PIECE_END;
  }
  return {
    key: walk.key,
    values: walk.values,
    pieces: () => {
      const counter = { n: 0 };
      return pieces.map((piece) => withPlaceholders(piece, prefix, counter) as SQL | undefined);
    },
  };
}
