import { STORAGE_KEYS } from '../../platform/storage.ts';

/** Seed 000 §9: at most 10 entries per key, newest first, without duplicates. */
export const SEARCH_HISTORY_LIMIT = 10;

/** What the cache needs of localStorage (a Map-backed fake in tests). */
export type TKeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Seed 000 §3: the cache is keyed by a name plus the hashed my-token, so two logins never share it. */
export function searchHistoryKey(name: string, myToken: string): string {
  return `${STORAGE_KEYS.searchHistoryPrefix}${name}:${myToken}`;
}

/** Puts a term first, drops its older copy and anything past the limit; blank terms change nothing. */
export function withEntry(entries: readonly string[], term: string, limit = SEARCH_HISTORY_LIMIT): string[] {
  const text = term.trim();
  if (!text) return [...entries];
  return [text, ...entries.filter((e) => e !== text)].slice(0, limit);
}

function parse(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const strings = value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    // A hand-edited or older list is normalised on read: unique, newest first, within the limit.
    return strings.reduceRight<string[]>((list, term) => withEntry(list, term), []);
  } catch {
    return [];
  }
}

export type TSearchHistory = {
  list(): string[];
  add(term: string): string[];
  remove(term: string): string[];
  clear(): void;
};

/** One history list (e.g. the sale listings' search of the signed-in user). */
export function searchHistory(store: TKeyValueStore, name: string, myToken: string): TSearchHistory {
  const key = searchHistoryKey(name, myToken);
  const save = (entries: string[]) => {
    try {
      store.setItem(key, JSON.stringify(entries));
    } catch {
      // A full or blocked storage loses the history, never the search itself.
    }
    return entries;
  };
  return {
    list: () => parse(store.getItem(key)),
    add: (term) => save(withEntry(parse(store.getItem(key)), term)),
    remove: (term) => save(parse(store.getItem(key)).filter((e) => e !== term.trim())),
    clear: () => store.removeItem(key),
  };
}
