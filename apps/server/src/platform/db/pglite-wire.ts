import {
  type messages,
  type ParserOptions,
  protocol,
  type QueryOptions,
  type Results,
  types,
} from '@electric-sql/pglite';

/**
 * The bytes of one named-statement call on PGlite and the reading of its answer (decision 0006).
 *
 * PGlite's own reader (`execProtocolStream` + `parse.parseResults`) copies every value of every row
 * into an `ArrayBuffer` of its own before decoding it, builds a message object per row and copies
 * all its type parsers into a new object per call: in a profile of the mixed load that was a
 * quarter of the CPU time. Here the answer is read once from its bytes, each value decoded in place,
 * with the parsers looked up once per column; the results are built exactly as `parseResults`
 * builds them (same keys, same values, the same `DatabaseError` thrown, notices passed on), so what
 * the app reads does not change (`pglite-statements.test.ts` compares both). Notifications
 * (`LISTEN`) are not passed on to PGlite's listeners: the app listens to none.
 */

/** A column of a statement's rows, as its describe answered (names and types cannot change: 0A000). */
export type TColumn = { name: string; dataTypeID: number };
type TParser = ((value: string, typeId?: number) => unknown) | undefined;

export const SYNC = Uint8Array.of(0x53, 0, 0, 0, 4);
const EMPTY = new Uint8Array(0);
/** The commands whose row counts add up to `affectedRows`, as in `parseResults`. */
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);
const EXECUTE = Uint8Array.of(0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0);
/** A byte order mark that starts a value is dropped, as `TextDecoder` (PGlite's reader) drops it. */
const BOM = [0xef, 0xbb, 0xbf];

/**
 * One call's buffer: `head`, then bind (text values, text results) and execute of the unnamed
 * portal of `statement`, then `tail` (which ends with `SYNC`).
 */
export function callMessage(
  statement: string,
  values: (string | Uint8Array | null)[],
  head: Uint8Array = EMPTY,
  tail: Uint8Array = SYNC,
): Buffer {
  let bind = 1 + 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 * values.length + 2 + 2;
  for (const v of values) bind += 4 + (v === null ? 0 : typeof v === 'string' ? Buffer.byteLength(v) : v.length);
  const out = Buffer.allocUnsafe(head.length + bind + EXECUTE.length + tail.length);
  out.set(head, 0);
  let at = head.length;
  out[at] = 0x42;
  out.writeInt32BE(bind - 1, at + 1);
  out[at + 5] = 0;
  at += 6;
  at += out.write(statement, at);
  out[at++] = 0;
  at = out.writeUInt16BE(values.length, at);
  for (const v of values) at = out.writeInt16BE(v instanceof Uint8Array ? 1 : 0, at);
  at = out.writeUInt16BE(values.length, at);
  for (const v of values) {
    if (v === null) {
      at = out.writeInt32BE(-1, at);
    } else if (typeof v === 'string') {
      const n = out.write(v, at + 4);
      out.writeInt32BE(n, at);
      at += 4 + n;
    } else {
      out.writeInt32BE(v.length, at);
      out.set(v, at + 4);
      at += 4 + v.length;
    }
  }
  at = out.writeInt16BE(0, at);
  out.set(EXECUTE, at);
  out.set(tail, at + EXECUTE.length);
  return out;
}

/** Bind and execute of a statement without parameters, without sync: a fixed part of calls. */
export function fixedCall(statement: string, tail: Uint8Array = EMPTY): Buffer {
  return callMessage(statement, [], EMPTY, tail);
}

type TResultSet = { columns: TColumn[]; rows: Results['rows'] };

/**
 * The results of an answer, one per command completed, as `parseResults` makes them. `described`
 * gives the columns of each command in order (the backend does not send them: the call has no
 * describe). Throws the backend's first error after reading the whole answer.
 */
export function readResults(
  data: Buffer,
  described: TColumn[][],
  defaultParsers: ParserOptions,
  options: QueryOptions | undefined,
  debug: number,
): Results[] {
  const results: Results[] = [];
  let command = 0;
  let set = openSet(described[0], defaultParsers, options);
  let affectedRows = 0;
  let error: Error | undefined;
  const arrays = options?.rowMode === 'array';
  for (let at = 0; at < data.length; ) {
    const code = data[at] as number;
    const next = at + 1 + data.readInt32BE(at + 1);
    if (error) {
      // PGlite keeps only the first error and nothing after it.
    } else if (code === 0x44) {
      set.rows.push(readRow(data, at + 5, set, arrays) as Results['rows'][number]);
    } else if (code === 0x43) {
      const parts = data.toString('utf8', at + 5, next - 1).split(' ');
      const tag = parts[0] as string;
      const rowCount = Number.parseInt(parts[parts.length - 1] as string, 10);
      if (COUNTED.has(tag)) affectedRows += rowCount;
      const result: Results = {
        rows: set.rows,
        fields: set.columns.map((c) => ({ name: c.name, dataTypeID: c.dataTypeID })),
        command: tag,
        affectedRows,
      };
      if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
      results.push(result);
      set = openSet(described[++command], defaultParsers, options);
    } else if (code === 0x49) {
      // An empty statement completes no command (no result), but is one of the calls.
      set = openSet(described[++command], defaultParsers, options);
    } else if (code === 0x45 || code === 0x4e) {
      const message = protocolMessage(data.subarray(at, next));
      if (code === 0x45) error = message as Error;
      else notice(message as messages.NoticeMessage, options, debug);
    }
    at = next;
  }
  if (error) throw error;
  if (results.length === 0) results.push({ affectedRows: 0, rows: [], fields: [] });
  return results;
}

type TOpenSet = TResultSet & { parsers: TParser[]; names: string[]; plainNames: boolean };

function openSet(columns: TColumn[] = [], defaultParsers: ParserOptions, options: QueryOptions | undefined): TOpenSet {
  const own = options?.parsers;
  const names = columns.map((c) => c.name);
  return {
    columns,
    rows: [],
    names,
    // `{}[name] = v` would set the prototype for this one name; rows with it are built as PGlite does.
    plainNames: !names.includes('__proto__'),
    parsers: columns.map((c) => own?.[c.dataTypeID] ?? defaultParsers[c.dataTypeID] ?? types.parsers[c.dataTypeID]),
  };
}

function readRow(data: Buffer, start: number, set: TOpenSet, arrays: boolean): unknown {
  const count = data.readInt16BE(start);
  const plain = !arrays && set.plainNames;
  const row: unknown[] | Record<string, unknown> = plain ? {} : new Array<unknown>(count);
  let at = start + 2;
  for (let i = 0; i < count; i++) {
    const length = data.readInt32BE(at);
    at += 4;
    let value: unknown = null;
    if (length !== -1) {
      let from = at;
      if (length >= 3 && data[at] === BOM[0] && data[at + 1] === BOM[1] && data[at + 2] === BOM[2]) from += 3;
      const text = data.toString('utf8', from, at + length);
      const parse = set.parsers[i];
      value = parse ? parse(text, set.columns[i]?.dataTypeID) : text;
      at += length;
    }
    if (plain) (row as Record<string, unknown>)[set.names[i] as string] = value;
    else (row as unknown[])[i] = value;
  }
  if (arrays || plain) return row;
  return Object.fromEntries((row as unknown[]).map((v, i) => [set.names[i], v]));
}

/** An error or a notice, as PGlite's protocol parser makes it (rare: no need for speed). */
function protocolMessage(bytes: Uint8Array): unknown {
  let message: unknown;
  new protocol.Parser().parse(bytes, (m) => {
    message = m;
  });
  return message;
}

function notice(message: messages.NoticeMessage, options: QueryOptions | undefined, debug: number): void {
  if (debug > 0) console.warn(message);
  options?.onNotice?.(message);
}
