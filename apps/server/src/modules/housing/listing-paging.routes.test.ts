import { HOUSE_SORT_NAMES, LISTING_TYPE } from '@awb/contract/housing-options';
import { describe, expect, it } from 'vitest';
import { setupFileApp } from '../../../test/file-app.ts';

const { t, manager } = setupFileApp({ manager: 'managerA' });

type TPage = { code: number; data: { houseId: number }[]; total: number; cursor: string };
const posts = (payload: object) =>
  t.call({ method: 'POST', url: '/housing/v2/housingPosts', payload, headers: manager }) as unknown as Promise<TPage>;

async function byOffset(type: number, sort: number, pagesize: number): Promise<number[]> {
  const ids: number[] = [];
  for (let pageindex = 1; ; pageindex++) {
    const page = await posts({ type, sort, pageindex, pagesize });
    ids.push(...page.data.map((r) => r.houseId));
    if (page.data.length < pagesize) return ids;
  }
}

async function byCursor(type: number, sort: number, pagesize: number): Promise<number[]> {
  const ids: number[] = [];
  let cursor = '';
  for (;;) {
    // The page number stays 1: only the cursor can move the list on (so it is not being ignored).
    const page = await posts({ type, sort, pageindex: 1, pagesize, cursor });
    expect(page.code).toBe(200);
    ids.push(...page.data.map((r) => r.houseId));
    if (page.cursor === '') return ids;
    cursor = page.cursor;
  }
}

describe('housingPosts pages by keyset', () => {
  for (const type of [LISTING_TYPE.sale, LISTING_TYPE.rent]) {
    it(`gives the same rows by cursor as by page number, for every sort (type ${type})`, async () => {
      for (const sort of Object.keys(HOUSE_SORT_NAMES).map(Number)) {
        const expected = await byOffset(type, sort, 50);
        expect(expected.length).toBeGreaterThan(50);
        expect(new Set(expected).size).toBe(expected.length);
        expect(await byCursor(type, sort, 50)).toEqual(expected);
      }
    });
  }

  it('answers a cursor while more may follow, and none on the last page', async () => {
    const first = await posts({ type: LISTING_TYPE.sale, pageindex: 1, pagesize: 10 });
    expect(first.cursor).not.toBe('');
    const all = await byOffset(LISTING_TYPE.sale, 0, 50);
    const lastIndex = Math.floor(all.length / 50) + 1;
    const last = await posts({ type: LISTING_TYPE.sale, pageindex: lastIndex, pagesize: 50 });
    expect(last.data.length).toBe(all.length % 50);
    expect(last.cursor).toBe('');
  });

  it('pages by number when the cursor is of another sort, damaged or forged', async () => {
    const page2 = await posts({ type: LISTING_TYPE.sale, pageindex: 2, pagesize: 10 });
    const otherSort = (await posts({ type: LISTING_TYPE.sale, sort: 3, pageindex: 1, pagesize: 10 })).cursor;
    const forged = Buffer.from(JSON.stringify({ s: '1.0', v: ['true', 'x', '1'] })).toString('base64url');
    for (const cursor of [otherSort, 'not-a-cursor', forged, `${otherSort}A`]) {
      const res = await posts({ type: LISTING_TYPE.sale, pageindex: 2, pagesize: 10, cursor });
      expect(res.code).toBe(200);
      expect(res.data.map((r) => r.houseId)).toEqual(page2.data.map((r) => r.houseId));
    }
  });
});
