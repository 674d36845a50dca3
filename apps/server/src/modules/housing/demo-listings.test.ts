import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TTestApp } from '../../../test/create-test-app.ts';
import { appFollowUps } from './app-record/app-record.table.ts';
import { listingPriceChanges, listings } from './listing.table.ts';
import { listingTeamMembers } from './team/team.table.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const countOf = async (companyId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(listings)
      .where(and(eq(listings.companyId, companyId), isNull(listings.deletedAt)))
  )[0]?.n ?? 0;

describe('the demo listings', () => {
  it('gives each demo company listings for sale and rent, with teams, follow-ups and price changes', async () => {
    expect(await countOf(DEMO.companyA.id)).toBeGreaterThan(250);
    expect(await countOf(DEMO.companyB.id)).toBeGreaterThan(40);
    const [team] = await t.db
      .select({ n: count() })
      .from(listingTeamMembers)
      .where(eq(listingTeamMembers.companyId, DEMO.companyA.id));
    const [follows] = await t.db
      .select({ n: count() })
      .from(appFollowUps)
      .where(eq(appFollowUps.companyId, DEMO.companyA.id));
    const [prices] = await t.db
      .select({ n: count() })
      .from(listingPriceChanges)
      .where(eq(listingPriceChanges.companyId, DEMO.companyA.id));
    expect(team?.n).toBeGreaterThan(300);
    expect(follows?.n).toBeGreaterThan(300);
    expect(prices?.n).toBeGreaterThan(330);
  });

  it('shows in the list of an agent', async () => {
    const headers = await t.login(DEMO.users.agentA.phone);
    const res = await t.call({ method: 'POST', url: '/housing/v2/housingPosts', payload: { type: 1 }, headers });
    expect(res.code).toBe(200);
    expect(res.data).toHaveLength(10);
    expect(res.total).toBeGreaterThan(50);
  });
});
