import { USER_STATUS } from '@awb/contract/account.contract';
import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE } from '@awb/contract/common/codes';
import { HOUSING_MSG } from '@awb/contract/housing-options';
import { OA_MSG } from '@awb/contract/oa-fields';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type THeaders } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { staffWith, userIdOf } from '../../../test/org-fixtures.ts';
import { users } from '../account/user.table.ts';
import { appRecords } from '../housing/app-record/app-record.table.ts';
import { addListing, firstCommunity, rentBody, saleBody } from '../housing/housing-fixtures.ts';
import { listings } from '../housing/listing.table.ts';
import { listingTeamMembers } from '../housing/team/team.table.ts';
import { demoFlowsOff } from './oa-test-kit.ts';

/**
 * Held listing actions (seed 000 §3 / §7 oaParam: delete 3 / 9, key 34 / 39, entrustment 32 / 37), flow
 * versions, the manager's transfer and the empty-approver rule (docs/approvals.md).
 */
const { t, get, post, manager, head, agent2 } = setupFileApp({ manager: 'managerA', head: 'headA', agent2: 'agentA2' });
const A = DEMO.companyA.id;
const ids = { manager: 0, head: 0, agent2: 0 };
let communityId = 0;

beforeAll(async () => {
  // The demo's enabled 删除出售房源 flow would take item 3 of the flows made here.
  await demoFlowsOff(t, A);
  ids.manager = await userIdOf(t, DEMO.users.managerA.phone);
  ids.head = await userIdOf(t, DEMO.users.headA.phone);
  ids.agent2 = await userIdOf(t, DEMO.users.agentA2.phone);
  communityId = (await firstCommunity(t, A)).communityId;
});

const users_ = (...userIds: number[]) => ({ approvalType: 1, userIds });

async function withFlow(
  items: number[],
  approverList: object[],
  fn: (flowId: number) => Promise<void>,
  extra: object = {},
) {
  const flow = await post(
    '/oa/oaApprovalCreate',
    {
      approvalName: '房源审批',
      icon: 3,
      appType: APP_TYPE.house,
      oaItemIdSelected: items,
      sponsor: { range: 1 },
      approverList,
      ...extra,
    },
    manager,
  );
  expect(flow.code, flow.msg).toBe(200);
  try {
    await fn(flow.data.oaApprovalId);
  } finally {
    await get(`/oa/oaApprovalDel?oaApprovalId=${flow.data.oaApprovalId}`, manager);
  }
}

const listingRow = async (id: number) => (await t.db.select().from(listings).where(eq(listings.id, id)))[0];
const deletes = async (id: number) =>
  (
    await t.db
      .select()
      .from(appRecords)
      .where(and(eq(appRecords.itemId, id), eq(appRecords.action, '删除房源')))
  ).length;
const btn = (headers: THeaders, approvalId: number, status: number, remark = '') =>
  post('/oa/approvalBtn', { approvalId, status, remark }, headers);
const detail = async (approvalId: number, headers: THeaders = manager) =>
  (await get(`/oa/companyOaApprovalDetail?approvalId=${approvalId}`, headers)).data;
/** The head deletes a fresh sale listing; answers its id and the request id (from 我发起的). */
async function heldDelete(remark = '业主不卖了') {
  const houseId = await addListing(t, head, saleBody(communityId));
  const res = await post('/housing/v2/housingToRecycle', { houseId, oaParam: { oaItemId: 3, oaReamrk: remark } }, head);
  const mine = await get('/oa/companyOaApprovalList?type=3', head);
  const row = mine.data.find((r: { targetId: number; status: number }) => r.targetId === houseId && r.status === 0);
  return {
    houseId,
    res,
    approvalId: (row?.approvalId ?? 0) as number,
    targetTitle: (row?.targetTitle ?? '') as string,
  };
}

describe('a held listing delete (item 3)', () => {
  it('is submitted, keeps the listing, and runs exactly once on the last pass when two approvers race', async () => {
    await withFlow([3], [users_(ids.manager, ids.agent2)], async () => {
      expect((await get('/oa/getAppOaApproval?appType=1&appItemId=3', head)).data.needApproval).toBe(true);
      const { houseId, res, approvalId, targetTitle } = await heldDelete();
      expect(res).toMatchObject({ code: 200, msg: OA_MSG.submitted });
      expect(approvalId).toBeGreaterThan(0);
      expect(targetTitle).toMatch(/^删除出售房源 \S+ 88-1-\d+$/);
      expect((await listingRow(houseId))?.deletedAt).toBeNull();
      expect((await detail(approvalId)).remark).toBe('业主不卖了');
      // A second delete of the same listing while one waits.
      expect(await post('/housing/v2/housingToRecycle', { houseId }, head)).toMatchObject({
        code: CODE.invalid,
        msg: OA_MSG.listingPending,
      });

      const answers = await Promise.all([btn(manager, approvalId, 1), btn(agent2, approvalId, 1)]);
      expect(answers.map((a) => a.code).sort()).toEqual([200, CODE.invalid]);
      expect(answers.find((a) => a.code !== 200)?.msg).toBe(OA_MSG.recordClosed);
      expect((await detail(approvalId)).status).toBe(1);
      const row = await listingRow(houseId);
      expect(row?.deletedAt).not.toBeNull();
      expect(row?.deletedBy).toBe(ids.head);
      expect(await deletes(houseId)).toBe(1);
    });
  });

  it('never runs when rejected, and ends as 无法执行 when the listing went meanwhile', async () => {
    await withFlow([3], [users_(ids.manager)], async () => {
      const rejected = await heldDelete();
      expect((await btn(manager, rejected.approvalId, 2, '还在卖')).data.status).toBe(2);
      expect((await listingRow(rejected.houseId))?.deletedAt).toBeNull();
      expect(await deletes(rejected.houseId)).toBe(0);

      const gone = await heldDelete();
      await t.db.update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, gone.houseId));
      const passed = await btn(manager, gone.approvalId, 1);
      expect(passed.data).toMatchObject({ status: 4, statusName: '无法执行', result: HOUSING_MSG.listingNotFound });
      expect(await deletes(gone.houseId)).toBe(0);
    });
  });

  it('runs at once when no flow guards the item (rent delete 9 is not covered)', async () => {
    await withFlow([3], [users_(ids.manager)], async () => {
      expect((await get('/oa/getAppOaApproval?appType=1&appItemId=9', head)).data.needApproval).toBe(false);
      const houseId = await addListing(t, head, rentBody(communityId));
      expect(await post('/housing/v2/housingToRecycle', { houseId }, head)).toMatchObject({
        code: 200,
        msg: '房源已删除',
      });
    });
  });
});

describe('held key (34) and entrustment (32)', () => {
  it('registers the key for the sponsor only once approved', async () => {
    await withFlow([34, 32], [users_(ids.manager)], async () => {
      const houseId = await addListing(t, head, saleBody(communityId));
      const res = await post(
        '/housing/v2/teamKey',
        { houseId, keyNo: 'K-7', remark: '门店', oaParam: { oaItemId: 34, oaReamrk: '钥匙' } },
        head,
      );
      expect(res).toMatchObject({ code: 200, msg: OA_MSG.submitted });
      const members = () =>
        t.db
          .select()
          .from(listingTeamMembers)
          .where(and(eq(listingTeamMembers.listingId, houseId), eq(listingTeamMembers.teamType, 1)));
      expect(await members()).toEqual([]);
      const waiting = (await get('/oa/companyOaApprovalList?type=1', manager)).data;
      const request = waiting.find((r: { targetId: number }) => r.targetId === houseId);
      expect(request.targetTitle).toMatch(/^出售房源钥匙 /);
      expect((await btn(manager, request.approvalId, 1)).data.status).toBe(1);
      expect(await members()).toMatchObject([{ userId: ids.head, teamType: 1, keyNo: 'K-7' }]);
      expect(await listingRow(houseId)).toMatchObject({ haveKeys: 1, houseKeys: 'K-7' });
    });
  });
});

describe('flow versions', () => {
  it('an edit makes a new version; a request in flight keeps the steps it started with', async () => {
    await withFlow([3], [users_(ids.agent2)], async (flowId) => {
      const first = await heldDelete();
      const body = (await get(`/oa/oaApprovalDetail?oaApprovalId=${flowId}`, manager)).data;
      expect(body.version).toBe(1);
      const edited = await post('/oa/oaApprovalEdit', { ...body, approverList: [users_(ids.manager)] }, manager);
      expect(edited.data.version).toBe(2);
      const second = await heldDelete();
      expect((await detail(first.approvalId)).flowVersion).toBe(1);
      expect((await detail(second.approvalId)).flowVersion).toBe(2);
      expect((await btn(manager, first.approvalId, 1)).msg).toBe(OA_MSG.notApprover);
      expect((await btn(agent2, first.approvalId, 1)).data.status).toBe(1);
      expect((await btn(agent2, second.approvalId, 1)).msg).toBe(OA_MSG.notApprover);
      expect((await btn(manager, second.approvalId, 1)).data.status).toBe(1);
    });
  });
});

describe('transfer of a waiting step', () => {
  it('hands the turn to another user; the one before can no longer act', async () => {
    await withFlow([3], [users_(ids.agent2)], async () => {
      const { approvalId } = await heldDelete();
      const call = (body: object) => post('/oa/approvalTransfer', { approvalId, ...body }, manager);
      expect((await call({ fromUserId: ids.manager, toUserId: ids.head })).msg).toBe(OA_MSG.transferNotWaiting);
      expect((await call({ fromUserId: ids.agent2, toUserId: ids.agent2 })).msg).toBe(OA_MSG.transferSame);
      const moved = await call({ fromUserId: ids.agent2, toUserId: ids.manager });
      expect(moved).toMatchObject({ code: 200, msg: OA_MSG.transferred, data: { canTransfer: true, canAct: true } });
      expect(moved.data.steps[0].approvers.map((a: { userId: number }) => a.userId)).toEqual([ids.manager]);
      expect((await btn(agent2, approvalId, 1)).msg).toBe(OA_MSG.notApprover);
      expect((await btn(manager, approvalId, 1)).data.status).toBe(1);
      expect((await call({ fromUserId: ids.manager, toUserId: ids.head })).msg).toBe(OA_MSG.recordClosed);
    });
  });
});

describe('a step without approvers', () => {
  const flowWithLeaver = async (emptyApprover: number, fn: () => Promise<void>) => {
    const staff = await staffWith(t, A, []);
    await withFlow(
      [3],
      [users_(staff.id)],
      async () => {
        await t.db.update(users).set({ status: USER_STATUS.left }).where(eq(users.id, staff.id));
        await fn();
      },
      { emptyApprover },
    );
  };

  it('goes to the manager by default', async () => {
    await flowWithLeaver(1, async () => {
      const { approvalId } = await heldDelete();
      expect((await detail(approvalId)).steps[0].approvers.map((a: { userId: number }) => a.userId)).toEqual([
        ids.manager,
      ]);
    });
  });

  it('passes when set to pass (nobody left to ask: the delete runs at once)', async () => {
    await flowWithLeaver(2, async () => {
      const { houseId, res } = await heldDelete();
      expect(res).toMatchObject({ code: 200, msg: '房源已删除' });
      expect((await listingRow(houseId))?.deletedAt).not.toBeNull();
    });
  });

  it('rejects when set to reject', async () => {
    await flowWithLeaver(3, async () => {
      const houseId = await addListing(t, head, saleBody(communityId));
      expect((await post('/housing/v2/housingToRecycle', { houseId }, head)).msg).toBe(OA_MSG.submitted);
      const row = (await get('/oa/companyOaApprovalList?type=3&status=2', head)).data.find(
        (r: { targetId: number }) => r.targetId === houseId,
      );
      expect((await detail(row.approvalId, head)).result).toBe(OA_MSG.emptyRejected);
      expect((await listingRow(houseId))?.deletedAt).toBeNull();
    });
  });

  it('a later step whose approver left meanwhile goes to the manager when it starts', async () => {
    const staff = await staffWith(t, A, []);
    await withFlow([3], [users_(ids.agent2), users_(staff.id)], async () => {
      const { approvalId } = await heldDelete();
      await t.db.update(users).set({ status: USER_STATUS.left }).where(eq(users.id, staff.id));
      const next = await btn(agent2, approvalId, 1);
      expect(next.data.currentStep).toBe(1);
      expect(next.data.steps[1].approvers.map((a: { userId: number }) => a.userId)).toEqual([ids.manager]);
      expect((await btn(manager, approvalId, 1)).data.status).toBe(1);
    });
  });
});
