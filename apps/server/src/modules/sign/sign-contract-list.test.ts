import { SIGN_KEY_COUNT_CAP, SIGN_SORT } from '@awb/contract/sign-contract-constants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { userIdOf } from '../../../test/org-fixtures.ts';
import { setupSignApp } from './sign-test-kit.ts';

const { t, h, get } = setupSignApp();
const A = DEMO.companyA.id;
type TRow = { contractId: number; houseName: string; createdAt: string };

/**
 * `count` contracts of company A named `house`, created one minute apart from `minutesAgo` back; the
 * parties and title match none of the keys asked below.
 */
async function addContracts(house: string, count: number, minutesAgo: number, tag: string) {
  const userId = await userIdOf(t(), DEMO.users.managerA.phone);
  await t().db.execute(sql`
    insert into sign_contracts (company_id, user_id, contract_no, box_id, box_type, title, template, state,
                                signature_type, house_name, house_building, house_room_no, party_a_name, party_b_name,
                                parties, content_sealed, content_hash, created_at, updated_at)
    select ${A}, ${userId}, ${tag} || lpad(g::text, 6, '0'), 1, 1, '测试合同', '{}'::jsonb, 1, 1, ${house}, '1幢', '101',
           '甲某', '乙某', '{}'::jsonb, '', '', at, at
    from generate_series(1, ${count}::int) g,
         lateral (select now() - (${minutesAgo}::int + g) * interval '1 minute' as at) t`);
}

const page = async (query: Record<string, string | number>) => {
  const res = await get('/sign/signPosts', h.managerA, query);
  return {
    code: res.code,
    data: res.data as TRow[],
    total: Number(res.total),
    cursor: String((res as { cursor?: string }).cursor ?? ''),
  };
};

beforeAll(async () => {
  // Newest: 215 of a common key; then 2,100 others (more than a keyed page reads in order before it
  // turns to the key's index); oldest: 3 of a rare key, beyond that walk.
  await addContracts('常见苑', 215, 0, 'TCOMMON');
  await addContracts('填充苑', 2100, 1000, 'TFILL');
  await addContracts('稀有苑', 3, 5000, 'TRARE');
});

describe('the signing list with a key, at more rows than one walk reads', () => {
  it.each(['常见', '常'])(
    'pages the newest matches of a common key %s by cursor; the count stops at the cap',
    async (key) => {
      const first = await page({ key });
      expect(first.code).toBe(200);
      expect(first.data).toHaveLength(10);
      expect(first.data.every((r) => r.houseName === '常见苑')).toBe(true);
      expect(first.total).toBe(SIGN_KEY_COUNT_CAP);
      const second = await page({ key, pageindex: 2, cursor: first.cursor });
      expect(second.data).toHaveLength(10);
      const times = [...first.data, ...second.data].map((r) => r.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(new Set([...first.data, ...second.data].map((r) => r.contractId)).size).toBe(20);
      // The same rows as the list without a key, which has only 常见苑 among its newest.
      const plain = await page({ pagesize: 20 });
      expect(plain.data.map((r) => r.contractId)).toEqual([...first.data, ...second.data].map((r) => r.contractId));
    },
  );

  it.each(['稀有', '稀'])(
    'finds the few matches of a rare key %s past the walk, with their exact count',
    async (key) => {
      const res = await page({ key });
      expect(res.data.map((r) => r.houseName)).toEqual(['稀有苑', '稀有苑', '稀有苑']);
      expect(res.total).toBe(3);
    },
  );

  it('keeps the order asked: oldest created first', async () => {
    const res = await page({ key: '常见', sortField: SIGN_SORT.createdOldest });
    expect(res.data).toHaveLength(10);
    const times = res.data.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort());
    const all = await page({ key: '常见', sortField: SIGN_SORT.createdOldest, pagesize: 50, pageindex: 5 });
    expect(all.data.length).toBe(15);
    expect(all.total).toBe(215);
    // Past the end: no rows, and the count is the list's, not the offset.
    const past = await page({ key: '稀有', pagesize: 10, pageindex: 3 });
    expect(past.data).toEqual([]);
    expect(past.total).toBe(3);
  });

  it('counts exactly when the key matches fewer than the cap', async () => {
    const res = await page({ key: '常见苑', state: 1, dateStart: '2000-01-01' });
    expect(res.total).toBe(SIGN_KEY_COUNT_CAP);
    const few = await page({ key: 'TRARE000002' });
    expect(few.data).toHaveLength(1);
    expect(few.total).toBe(1);
  });
});
