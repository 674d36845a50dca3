import { STORAGE_KEYS } from '../../../platform/storage.ts';
import type { TFormContent } from './contract-content.ts';

/**
 * The phone's copy of every signing draft being typed (docs/signing-contract-pages.md "Offline").
 * Each change is written here first, then sent with signDraftSave; an entry stays `dirty` until the
 * server has taken exactly what it holds, so a dropped network or a reload never loses typing. A
 * new draft gets its code here (a UUID) and is sent with version 0, as docs/signing.md allows.
 */
export type TOutboxEntry = {
  boxid: number;
  draftCode: string;
  contractId: number;
  /** The version the server last answered (0: never saved). */
  version: number;
  content: TFormContent;
  /** Not yet taken by the server as it stands here. */
  dirty: boolean;
  changedAt: number;
};

/** What the outbox needs of localStorage (a Map-backed fake in tests). */
export type TOutboxStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The answer of one send: taken (with the new version), not taken yet (no house), refused as stale, or offline. */
export type TSendResult =
  | { kind: 'saved'; version: number }
  | { kind: 'skipped' }
  | { kind: 'conflict' }
  | { kind: 'offline' };

const FORM = 'sign-contract';

export function outboxPrefix(owner: string): string {
  return `${STORAGE_KEYS.draftPrefix}${FORM}:${owner}:`;
}

export function outboxKey(owner: string, draftCode: string): string {
  return `${outboxPrefix(owner)}${draftCode}`;
}

/** A code for a draft made on the phone (the server takes it as is on its first save). */
export function newDraftCode(): string {
  try {
    return crypto.randomUUID();
  } catch {
    // Plain-http pages outside localhost have no randomUUID; letters, digits and dashes only.
    return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}-${Math.random().toString(36).slice(2, 12)}`;
  }
}

function parse(raw: string | null): TOutboxEntry | null {
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as TOutboxEntry;
    return entry && typeof entry.draftCode === 'string' && entry.content ? entry : null;
  } catch {
    return null;
  }
}

export function readEntry(store: TOutboxStore, owner: string, draftCode: string): TOutboxEntry | null {
  return parse(store.getItem(outboxKey(owner, draftCode)));
}

export function writeEntry(store: TOutboxStore, owner: string, entry: TOutboxEntry): void {
  try {
    store.setItem(outboxKey(owner, entry.draftCode), JSON.stringify(entry));
  } catch {
    // A full storage keeps the form on screen; the next successful save makes it whole again.
  }
}

/** Records a change: the entry becomes dirty with the new content. */
export function stageChange(
  store: TOutboxStore,
  owner: string,
  base: Omit<TOutboxEntry, 'dirty' | 'changedAt'>,
  now = Date.now(),
): TOutboxEntry {
  const entry: TOutboxEntry = { ...base, dirty: true, changedAt: now };
  writeEntry(store, owner, entry);
  return entry;
}

/**
 * Records the server's answer to a send of `sent`. The entry turns clean only when it still holds
 * what was sent: typing that happened while the request was out stays dirty for the next send.
 */
export function recordSent(
  store: TOutboxStore,
  owner: string,
  sent: TOutboxEntry,
  result: TSendResult,
): TOutboxEntry | null {
  const current = readEntry(store, owner, sent.draftCode);
  if (!current) return null;
  if (result.kind !== 'saved') return current;
  const unchanged = JSON.stringify(current.content) === JSON.stringify(sent.content);
  const next: TOutboxEntry = { ...current, version: result.version, dirty: current.dirty && !unchanged };
  writeEntry(store, owner, next);
  return next;
}

export function dropEntry(store: TOutboxStore, owner: string, draftCode: string): void {
  store.removeItem(outboxKey(owner, draftCode));
}

/** Every entry of this owner, newest change first. */
export function listEntries(store: TOutboxStore, owner: string): TOutboxEntry[] {
  const prefix = outboxPrefix(owner);
  const entries: TOutboxEntry[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (!key?.startsWith(prefix)) continue;
    const entry = parse(store.getItem(key));
    if (entry) entries.push(entry);
  }
  return entries.sort((a, b) => b.changedAt - a.changedAt);
}

export function pendingEntries(store: TOutboxStore, owner: string): TOutboxEntry[] {
  return listEntries(store, owner).filter((e) => e.dirty);
}

/**
 * Sends every dirty entry once, oldest change first; stops at the first offline answer (the rest
 * would fail too). Answers what happened to each entry sent.
 */
export async function flushOutbox(
  store: TOutboxStore,
  owner: string,
  send: (entry: TOutboxEntry) => Promise<TSendResult>,
): Promise<{ draftCode: string; result: TSendResult }[]> {
  const done: { draftCode: string; result: TSendResult }[] = [];
  for (const entry of pendingEntries(store, owner).reverse()) {
    const result = await send(entry);
    recordSent(store, owner, entry, result);
    done.push({ draftCode: entry.draftCode, result });
    if (result.kind === 'offline') break;
  }
  return done;
}
