import { describe, expect, it } from 'vitest';
import { customerDraftKey, hasContent, readDraft, writeDraft } from './customer-draft.ts';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('customer drafts', () => {
  it('keys a draft by user and customer', () => {
    expect(customerDraftKey(7, 0)).toBe('draft:customer-operation:7:new');
    expect(customerDraftKey(7, 12)).toBe('draft:customer-operation:7:12');
  });
  it('counts only typed values as content', () => {
    expect(hasContent({ a: '', b: [], c: { d: ' ' }, e: false })).toBe(false);
    expect(hasContent({ info: [{ name: '王' }] })).toBe(true);
  });
  it('keeps a filled form and forgets an empty one', () => {
    const store = memoryStore();
    writeDraft(store, 'k', { name: '王先生' }, 5);
    expect(readDraft(store, 'k')).toEqual({ values: { name: '王先生' }, savedAt: 5 });
    writeDraft(store, 'k', { name: '' });
    expect(readDraft(store, 'k')).toBeNull();
  });
  it('ignores a broken entry', () => {
    const store = memoryStore();
    store.setItem('k', '{oops');
    expect(readDraft(store, 'k')).toBeNull();
  });
});
