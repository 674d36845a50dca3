import { STORAGE_KEYS } from '../../platform/storage.ts';

/** The add / edit form kept in local storage until it is submitted (an agent never loses typing). */
export type TDraft<T> = { values: T; savedAt: number };

type TStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One draft per user and customer: `draft:customer-operation:<userId>:new` or `…:<customerId>`. */
export function customerDraftKey(userId: number, customerId: number): string {
  return `${STORAGE_KEYS.draftPrefix}customer-operation:${userId}:${customerId > 0 ? customerId : 'new'}`;
}

/** Whether a value holds anything typed: empty strings, arrays and objects do not count. */
export function hasContent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return true;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.some(hasContent);
  if (typeof value === 'object') return Object.values(value).some(hasContent);
  return false;
}

export function readDraft<T>(store: TStore, key: string): TDraft<T> | null {
  try {
    const raw = store.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as TDraft<T>;
    return draft && typeof draft === 'object' && 'values' in draft ? draft : null;
  } catch {
    return null;
  }
}

/** Saves the values, or removes the draft when nothing is filled in. */
export function writeDraft<T>(store: TStore, key: string, values: T, now = Date.now()): void {
  try {
    if (hasContent(values)) store.setItem(key, JSON.stringify({ values, savedAt: now } satisfies TDraft<T>));
    else store.removeItem(key);
  } catch {
    // A full or blocked storage only loses the draft, never the form.
  }
}

export function dropDraft(store: TStore, key: string): void {
  store.removeItem(key);
}
