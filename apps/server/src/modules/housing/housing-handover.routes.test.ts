import { APP_TYPE } from '@awb/contract/common/apps';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { staffWith, userIdOf } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { addListing, firstCommunity, saleBody } from './housing-fixtures.ts';
import { listings } from './listing.table.ts';
import { listingTeamChanges, listingTeamMembers } from './team/team.table.ts';

let t: TTestApp;
let manager: THeaders;
let communityId: number;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login(DEMO.users.managerA.phone);
  communityId = (await firstCommunity(t, DEMO.companyA.id)).communityId;
});
afterAll(async () => {
  await t.close();
});

describe('hand-over of listings when someone leaves', () => {
  it('is registered with the app’s hand-over steps', () => {
    expect(t.app.deps.hooks.leaverSteps.names()).toContain('housing.listings');
  });

  it('passes the leaver’s listings and team roles to the colleague in the leaving transaction', async () => {
    const leaver = await staffWith(t, DEMO.companyA.id, [grantOf(APP_TYPE.house, DATA_SCOPE.own)]);
    const colleague = await userIdOf(t, DEMO.users.agentA.phone);
    const own = await addListing(t, leaver.headers, saleBody(communityId));
    const other = await addListing(t, manager, saleBody(communityId, { infoAttribution: 2 }));
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/housing/v2/teamKey',
          payload: { houseId: other, keyNo: 'K9' },
          headers: leaver.headers,
        })
      ).code,
    ).toBe(200);

    const res = await t.call({
      method: 'POST',
      url: '/org/v2/leaveCompany',
      payload: { userId: leaver.id, handoverUserId: colleague, reason: '个人原因' },
      headers: manager,
    });
    expect(res.code).toBe(200);
    const rows = await t.db.select().from(listings).where(eq(listings.id, own));
    expect(rows[0]).toMatchObject({ ownerId: colleague, maintainerId: colleague });
    const roles = await t.db
      .select()
      .from(listingTeamMembers)
      .where(and(eq(listingTeamMembers.userId, leaver.id), isNull(listingTeamMembers.relievedAt)));
    expect(roles).toEqual([]);
    const key = await t.db
      .select()
      .from(listingTeamMembers)
      .where(and(eq(listingTeamMembers.listingId, other), eq(listingTeamMembers.teamType, 1)));
    expect(key[0]).toMatchObject({ userId: colleague, keyNo: 'K9' });
    const changes = await t.db
      .select()
      .from(listingTeamChanges)
      .where(eq(listingTeamChanges.previousUserId, leaver.id));
    expect(changes.map((c) => c.action)).toEqual([4, 4]);
    const agent = await t.login(DEMO.users.agentA.phone);
    const circulation = await t.call({
      method: 'GET',
      url: `/app/appRecord?appType=1&itemId=${own}&recordType=2`,
      headers: agent,
    });
    expect(circulation.data[0]).toMatchObject({ action: '离职交接' });
    expect(circulation.data[0].content).toContain(DEMO.users.agentA.name);
  });
});
