import { describe, expect, it } from 'vitest';
import { newContent } from './contract-content.ts';
import {
  dropEntry,
  flushOutbox,
  listEntries,
  newDraftCode,
  pendingEntries,
  readEntry,
  recordSent,
  stageChange,
  type TOutboxStore,
  type TSendResult,
} from './draft-outbox.ts';

function memoryStore(): TOutboxStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

const OWNER = 'u1';
function base(draftCode: string, houseName = '西溪花园') {
  const content = newContent([], draftCode, null);
  content.values.houseName = houseName;
  return { boxid: 3, draftCode, contractId: 0, version: 0, content };
}

describe('draft outbox', () => {
  it('makes draft codes the server accepts (letters, digits, dashes, at most 40)', () => {
    const code = newDraftCode();
    expect(code).toMatch(/^[A-Za-z0-9-]{8,40}$/);
    expect(newDraftCode()).not.toBe(code);
  });

  it('keeps a change on the phone as pending until the server takes it', () => {
    const store = memoryStore();
    const sent = stageChange(store, OWNER, base('d1'), 1000);
    expect(pendingEntries(store, OWNER).map((e) => e.draftCode)).toEqual(['d1']);
    recordSent(store, OWNER, sent, { kind: 'saved', version: 1 });
    expect(readEntry(store, OWNER, 'd1')).toMatchObject({ dirty: false, version: 1 });
    expect(pendingEntries(store, OWNER)).toEqual([]);
  });

  it('stays pending when typing went on while the save was out', () => {
    const store = memoryStore();
    const sent = stageChange(store, OWNER, base('d1', '西溪'), 1000);
    stageChange(store, OWNER, base('d1', '西溪花园'), 1001);
    recordSent(store, OWNER, sent, { kind: 'saved', version: 4 });
    expect(readEntry(store, OWNER, 'd1')).toMatchObject({ dirty: true, version: 4 });
    expect(readEntry(store, OWNER, 'd1')?.content.values.houseName).toBe('西溪花园');
  });

  it('stays pending when offline, skipped or refused', () => {
    const store = memoryStore();
    const sent = stageChange(store, OWNER, base('d1'));
    for (const kind of ['offline', 'skipped', 'conflict'] as const) {
      recordSent(store, OWNER, sent, { kind });
      expect(readEntry(store, OWNER, 'd1')).toMatchObject({ dirty: true, version: 0 });
    }
  });

  it('sends every pending draft of its owner, oldest first, and stops when offline', async () => {
    const store = memoryStore();
    stageChange(store, OWNER, base('old'), 1);
    stageChange(store, OWNER, base('new'), 2);
    stageChange(store, 'someone-else', base('theirs'), 3);
    const offline = await flushOutbox(store, OWNER, async () => ({ kind: 'offline' }));
    expect(offline.map((d) => d.draftCode)).toEqual(['old']);
    expect(pendingEntries(store, OWNER)).toHaveLength(2);

    const sentCodes: string[] = [];
    const online = async (e: { draftCode: string; version: number }): Promise<TSendResult> => {
      sentCodes.push(e.draftCode);
      return { kind: 'saved', version: e.version + 1 };
    };
    await flushOutbox(store, OWNER, online);
    expect(sentCodes).toEqual(['old', 'new']);
    expect(pendingEntries(store, OWNER)).toEqual([]);
    expect(pendingEntries(store, 'someone-else')).toHaveLength(1);
  });

  it('lists newest first, ignores broken entries, and drops one', () => {
    const store = memoryStore();
    stageChange(store, OWNER, base('a'), 1);
    stageChange(store, OWNER, base('b'), 2);
    store.setItem('draft:sign-contract:u1:broken', '{not json');
    expect(listEntries(store, OWNER).map((e) => e.draftCode)).toEqual(['b', 'a']);
    dropEntry(store, OWNER, 'b');
    expect(listEntries(store, OWNER).map((e) => e.draftCode)).toEqual(['a']);
  });
});
