import { describe, expect, it } from 'vitest';
import {
  SEARCH_HISTORY_LIMIT,
  searchHistory,
  searchHistoryKey,
  type TKeyValueStore,
  withEntry,
} from './search-history.ts';

function memoryStore(): TKeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('withEntry', () => {
  it('puts the newest first and moves a repeated term to the front', () => {
    expect(withEntry([], '西湖')).toEqual(['西湖']);
    expect(withEntry(['滨江', '西湖'], '西湖')).toEqual(['西湖', '滨江']);
  });
  it('trims terms and ignores blank ones', () => {
    expect(withEntry(['西湖'], '  西湖 ')).toEqual(['西湖']);
    expect(withEntry(['西湖'], '   ')).toEqual(['西湖']);
  });
  it('keeps at most 10 entries', () => {
    let list: string[] = [];
    for (let i = 1; i <= 15; i++) list = withEntry(list, `小区${i}`);
    expect(list).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(list[0]).toBe('小区15');
    expect(list.at(-1)).toBe('小区6');
  });
});

describe('searchHistory', () => {
  it('is keyed by the name plus the token hash', () => {
    const store = memoryStore();
    const mine = searchHistory(store, 'house-1', 'aaaa');
    const other = searchHistory(store, 'house-1', 'bbbb');
    const rent = searchHistory(store, 'house-2', 'aaaa');
    mine.add('文三路');
    expect(mine.list()).toEqual(['文三路']);
    expect(other.list()).toEqual([]);
    expect(rent.list()).toEqual([]);
    expect([...store.data.keys()]).toEqual([searchHistoryKey('house-1', 'aaaa')]);
  });
  it('stores newest first without duplicates and removes or clears', () => {
    const store = memoryStore();
    const history = searchHistory(store, 'house-1', 't');
    history.add('a');
    history.add('b');
    history.add('a');
    expect(history.list()).toEqual(['a', 'b']);
    expect(history.remove('a')).toEqual(['b']);
    history.clear();
    expect(history.list()).toEqual([]);
  });
  it('survives a broken or hand-edited stored value', () => {
    const store = memoryStore();
    const key = searchHistoryKey('house-1', 't');
    store.setItem(key, '{not json');
    expect(searchHistory(store, 'house-1', 't').list()).toEqual([]);
    store.setItem(key, JSON.stringify(['x', 1, 'y', 'x', '', ...Array.from({ length: 20 }, (_, i) => `k${i}`)]));
    const list = searchHistory(store, 'house-1', 't').list();
    expect(list.slice(0, 2)).toEqual(['x', 'y']);
    expect(list).toHaveLength(SEARCH_HISTORY_LIMIT);
  });
  it('keeps working when storage refuses to write', () => {
    const store = memoryStore();
    store.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(searchHistory(store, 'house-1', 't').add('a')).toEqual(['a']);
  });
});
