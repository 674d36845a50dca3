import { CODE, MSG } from '@awb/contract/common/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { addListing, firstCommunity, saleBody } from './housing-fixtures.ts';
import { listings } from './listing.table.ts';

let t: TTestApp;
let agent: THeaders;
let communityId: number;
beforeAll(async () => {
  t = await createTestApp();
  agent = await t.login(DEMO.users.agentA.phone);
  communityId = (await firstCommunity(t, DEMO.companyA.id)).communityId;
});
afterAll(async () => {
  await t.close();
});

describe('optimistic concurrency of housingEdit', () => {
  it('50 simultaneous edits at one version: exactly one wins, the rest get 409 and write nothing', async () => {
    const id = await addListing(t, agent, saleBody(communityId));
    const prefill = await t.call({
      method: 'GET',
      url: `/housing/v2/getHouseInfoProtection?houseId=${id}&type=3`,
      headers: agent,
    });
    const data = prefill.data.requestData;
    expect(data.version).toBe(1);
    const edits = Array.from({ length: 50 }, (_, i) =>
      t.call({
        method: 'POST',
        url: '/housing/v2/housingEdit',
        headers: agent,
        payload: { ...data, houseId: id, version: data.version, sellPrice: 300 + i, remark: `第${i}号修改` },
      }),
    );
    const answers = await Promise.all(edits);
    const winners = answers.filter((a) => a.code === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.code === CODE.conflict && a.msg === MSG.conflict)).toHaveLength(49);
    const winner = answers.indexOf(winners[0]!);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({ sellPrice: 300 + winner, remark: `第${winner}号修改`, version: 2 });
    const trend = await t.call({ method: 'GET', url: `/housing/v2/housingPriceTrend?houseId=${id}`, headers: agent });
    expect(trend.data.points).toHaveLength(2);
  });
});
