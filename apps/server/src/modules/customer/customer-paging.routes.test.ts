import { CUSTOMER_SORT } from '@awb/contract/customer-enums';
import { describe, expect, it } from 'vitest';
import { setupFileApp } from '../../../test/file-app.ts';

const { t, manager } = setupFileApp({ manager: 'managerA' });

type TPage = { code: number; data: { customerId: number }[]; cursor: string };
const LISTS = [
  '/customer/v2/privateClients',
  '/customer/v2/publicClients',
  '/customer/v2/customerPosts',
  '/customer/v2/showCustomerPosts',
];

async function page(url: string, params: Record<string, unknown>): Promise<TPage> {
  const res =
    url === '/customer/v2/showCustomerPosts'
      ? await t.call({
          method: 'GET',
          url: `${url}?${new URLSearchParams(params as Record<string, string>)}`,
          headers: manager,
        })
      : await t.call({ method: 'POST', url, payload: params, headers: manager });
  expect(res.code).toBe(200);
  return res as unknown as TPage;
}

async function walk(url: string, sort: number, pagesize: number, byCursor: boolean): Promise<number[]> {
  const ids: number[] = [];
  let cursor = '';
  for (let pageindex = 1; pageindex < 200; pageindex++) {
    // By cursor the page number stays 1: only the cursor can move the list on (it is not ignored).
    const params = byCursor ? { sort, pageindex: 1, pagesize, cursor } : { sort, pageindex, pagesize };
    const res = await page(url, url.endsWith('showCustomerPosts') ? { ...params, sort: undefined } : params);
    ids.push(...res.data.map((r) => r.customerId));
    if (res.data.length < pagesize || (byCursor && res.cursor === '')) return ids;
    cursor = res.cursor;
  }
  throw new Error('the list did not end');
}

describe('customer lists page by keyset', () => {
  for (const url of LISTS) {
    it(`${url}: the same rows by cursor as by page number, for every sort`, async () => {
      const sorts = url.endsWith('showCustomerPosts') ? [CUSTOMER_SORT.created] : Object.values(CUSTOMER_SORT);
      for (const sort of sorts) {
        const expected = await walk(url, sort, 3, false);
        expect(expected.length).toBeGreaterThan(3);
        expect(new Set(expected).size).toBe(expected.length);
        expect(await walk(url, sort, 3, true)).toEqual(expected);
      }
    });
  }

  it('pages by number when the cursor is of another sort or forged', async () => {
    const url = '/customer/v2/customerPosts';
    const second = await page(url, { pageindex: 2, pagesize: 3 });
    const otherSort = (await page(url, { pageindex: 1, pagesize: 3, sort: CUSTOMER_SORT.outSoon })).cursor;
    for (const cursor of [otherSort, 'forged', Buffer.from('{"s":"customers.1","v":["x"]}').toString('base64url')]) {
      const res = await page(url, { pageindex: 2, pagesize: 3, cursor });
      expect(res.data.map((r) => r.customerId)).toEqual(second.data.map((r) => r.customerId));
    }
  });
});
