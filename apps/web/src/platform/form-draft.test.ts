import { describe, expect, it } from 'vitest';
import { draftKey, dropDraft, hasContent, readDraft, type TDraftStore, writeDraft } from './form-draft.ts';

function memoryStore(): TDraftStore {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('form drafts', () => {
  it('keys a draft by form, user and record', () => {
    expect(draftKey('house-operation', 'abc', 1, 'new')).toBe('draft:house-operation:abc:1:new');
    expect(draftKey('customer-operation', 7, 12)).toBe('draft:customer-operation:7:12');
  });
  it('counts only typed values as content', () => {
    expect(hasContent({ a: '', b: [], c: { d: '  ' }, e: null, f: false })).toBe(false);
    expect(hasContent({ contacts: [{ name: '', phone: '138' }] })).toBe(true);
    expect(hasContent({ info: [{ name: '王' }] })).toBe(true);
    expect(hasContent({ room: 0 })).toBe(true);
    expect(hasContent({ agreed: true })).toBe(true);
  });
  it('saves, restores and drops a draft; an empty form leaves none', () => {
    const store = memoryStore();
    const key = draftKey('f', 't', 'new');
    expect(writeDraft(store, key, { name: '' })).toBe(false);
    expect(readDraft(store, key)).toBeNull();
    expect(writeDraft(store, key, { name: '西溪' }, 42)).toBe(true);
    expect(readDraft(store, key)).toEqual({ values: { name: '西溪' }, savedAt: 42 });
    expect(writeDraft(store, key, { name: '' })).toBe(false);
    expect(readDraft(store, key)).toBeNull();
    writeDraft(store, key, { name: '西溪' }, 43);
    dropDraft(store, key);
    expect(readDraft(store, key)).toBeNull();
  });
  it('ignores a damaged draft', () => {
    const store = memoryStore();
    store.setItem('k', '{');
    expect(readDraft(store, 'k')).toBeNull();
  });
});
