import { STORAGE_KEYS } from './storage.ts';

/** A form kept in local storage until it is submitted (an agent never loses typing). */
export type TDraft<T> = { values: T; savedAt: number };

/** What a draft needs of localStorage (a Map-backed fake in tests). */
export type TDraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One draft per form, user and record: `draft:house-operation:<myToken>:sale:new`. */
export function draftKey(form: string, owner: string | number, ...ids: (string | number)[]): string {
  return [`${STORAGE_KEYS.draftPrefix}${form}`, String(owner), ...ids.map(String)].join(':');
}

/** Whether a value holds anything typed: empty strings, arrays and objects, and `false`, do not count. */
export function hasContent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return true;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.some(hasContent);
  if (typeof value === 'object') return Object.values(value).some(hasContent);
  return false;
}

export function readDraft<T>(store: TDraftStore, key: string): TDraft<T> | null {
  try {
    const raw = store.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as TDraft<T>;
    return draft && typeof draft === 'object' && 'values' in draft ? draft : null;
  } catch {
    return null;
  }
}

/** Saves the values, or removes the draft when nothing is filled in; answers whether a draft is kept. */
export function writeDraft<T>(store: TDraftStore, key: string, values: T, now = Date.now()): boolean {
  try {
    if (!hasContent(values)) {
      store.removeItem(key);
      return false;
    }
    store.setItem(key, JSON.stringify({ values, savedAt: now } satisfies TDraft<T>));
    return true;
  } catch {
    // A full or blocked storage only loses the draft, never the form.
    return false;
  }
}

export function dropDraft(store: TDraftStore, key: string): void {
  store.removeItem(key);
}
