import { STORAGE_KEYS } from '../../platform/storage.ts';
import type { TKeyValueStore } from './search-history.ts';

/** A form kept in local storage until it is submitted (never lose an agent's typing). */
export type TDraft<T> = { values: T; savedAt: number };

/** One draft per user, form and record: `draft:house-operation:<myToken>:sale:new`. */
export function draftKey(form: string, myToken: string, ...ids: (string | number)[]): string {
  return [`${STORAGE_KEYS.draftPrefix}${form}`, myToken, ...ids.map(String)].join(':');
}

/** Whether a value holds anything typed: empty strings, arrays and objects do not count. */
export function hasContent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.some(hasContent);
  if (typeof value === 'object') return Object.values(value).some(hasContent);
  return false;
}

export function readDraft<T>(store: TKeyValueStore, key: string): TDraft<T> | null {
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
export function writeDraft<T>(store: TKeyValueStore, key: string, values: T, now = Date.now()): boolean {
  try {
    if (!hasContent(values)) {
      store.removeItem(key);
      return false;
    }
    store.setItem(key, JSON.stringify({ values, savedAt: now } satisfies TDraft<T>));
    return true;
  } catch {
    return false;
  }
}

export function dropDraft(store: TKeyValueStore, key: string): void {
  store.removeItem(key);
}
