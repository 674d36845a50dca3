import { describe, expect, it } from 'vitest';
import { newContent } from './contract-content.ts';
import type { TOutboxEntry } from './draft-outbox.ts';
import { mergeDraftRows } from './draft-rows.ts';

const server = [
  {
    draftCode: 's1',
    boxid: 3,
    title: '杭州市存量房买卖合同',
    houseName: '金地自在城',
    houseBuilding: '7幢',
    houseRoomNo: '',
    updatedAt: '2026-11-26 10:00',
  },
];
function local(draftCode: string, dirty: boolean, houseName = ''): TOutboxEntry {
  const content = newContent([], draftCode, null);
  content.values.houseName = houseName;
  return { boxid: 3, draftCode, contractId: 0, version: 0, content, dirty, changedAt: Date.UTC(2026, 10, 26, 2, 0) };
}

describe('draft list rows', () => {
  it('puts drafts only on the phone first and marks unsent changes', () => {
    const rows = mergeDraftRows(server, [local('s1', true), local('p1', true, '西溪花园'), local('clean', false)]);
    expect(rows.map((r) => [r.draftCode, r.place, r.unsent])).toEqual([
      ['p1', '西溪花园', true],
      ['s1', '金地自在城7幢', true],
    ]);
    expect(rows[0]?.title).toBe('未同步的草稿');
  });

  it('shows the server rows as they are when nothing waits', () => {
    const rows = mergeDraftRows(server, []);
    expect(rows).toEqual([
      {
        draftCode: 's1',
        boxid: 3,
        title: '杭州市存量房买卖合同',
        place: '金地自在城7幢',
        updatedAt: '2026-11-26 10:00',
        unsent: false,
      },
    ]);
    expect(mergeDraftRows([], [local('x', true)])[0]?.place).toBe('未填写房屋');
  });
});
