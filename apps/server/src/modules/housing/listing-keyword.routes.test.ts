import { LISTING_TYPE } from '@awb/contract/housing-options';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { addListing, firstCommunity, saleBody } from './housing-fixtures.ts';
import { listings } from './listing.table.ts';
import { piecesMatch } from './listing-search.ts';

let t: TTestApp;
let agentA: THeaders;
let managerB: THeaders;
const added: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  agentA = await t.login(DEMO.users.agentA.phone);
  managerB = await t.login(DEMO.users.managerB.phone);
  const community = await firstCommunity(t, DEMO.companyA.id);
  const add = async (name: string, info: { address?: string; remark?: string }) => {
    const body = saleBody(community.communityId, { remark: info.remark ?? '' });
    body.communityInfo = { ...body.communityInfo, ...(info.address ? { address: info.address } : {}) };
    added[name] = await addListing(t, agentA, body);
  };
  await add('address', { address: '翡翠湾东区 临河边套' });
  await add('remark', { remark: '满五唯一，业主急售，可谈ABC车位' });
  await add('percent', { remark: '首付30%即可' });
});
afterAll(async () => {
  await t.close();
});

/** Carries the plan out of a transaction that must roll back. */
class PlanOf extends Error {
  constructor(readonly plan: string) {
    super('rolled back');
  }
}

async function found(searchKey: string, headers: THeaders = agentA): Promise<number[]> {
  const res = await t.call({
    method: 'POST',
    url: '/housing/v2/housingPosts',
    payload: { type: LISTING_TYPE.sale, pageindex: 1, pagesize: 50, searchKey, searchIds: Object.values(added) },
    headers,
  });
  expect(res.code).toBe(200);
  return (res.data as { houseId: number }[]).map((r) => r.houseId).sort((a, b) => a - b);
}

describe('housingPosts keyword search', () => {
  it('finds a listing by two or more characters of its address or remark', async () => {
    expect(await found('翡翠')).toEqual([added.address]);
    expect(await found('临河边套')).toEqual([added.address]);
    expect(await found('急售')).toEqual([added.remark]);
    expect(await found('业主急售')).toEqual([added.remark]);
  });

  it('ignores letter case, and matches one character and keys with spaces or wildcards literally', async () => {
    expect(await found('abc车位')).toEqual([added.remark]);
    expect(await found('售')).toEqual([added.remark]);
    expect(await found('东区 临河')).toEqual([added.address]);
    expect(await found('30%')).toEqual([added.percent]);
    expect(await found('3_%')).toEqual([]);
    expect(await found('急业')).toEqual([]);
  });

  it('never finds another company by its words', async () => {
    expect(await found('翡翠湾东区', managerB)).toEqual([]);
  });

  it('narrows by the GIN index of the pieces (the query and the index spell the same expression)', async () => {
    // On a table this small the planner prefers other indexes; without them (dropped inside a
    // transaction that is rolled back), it must still find the GIN index for the pieces.
    const plan = await t.db
      .transaction(async (tx) => {
        const others = await rowsOf<{ indexname: string }>(
          tx,
          sql`select indexname from pg_indexes where tablename = 'listings' and indexname not in ('listings_pkey', 'listings_search_grams_idx')`,
        );
        for (const { indexname } of others) await tx.execute(sql.raw(`drop index "${indexname}"`));
        await tx.execute(sql`set local enable_seqscan = off`);
        const explained = await rowsOf<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select id from ${listings} where ${listings.companyId} = ${DEMO.companyA.id} and ${listings.deletedAt} is null and ${piecesMatch(DEMO.companyA.id, '西溪')}`,
        );
        throw new PlanOf(explained.map((r) => r['QUERY PLAN']).join('\n'));
      })
      .catch((e: unknown) => {
        if (e instanceof PlanOf) return e.plan;
        throw e;
      });
    expect(plan).toContain('listings_search_grams_idx');
  });
});
