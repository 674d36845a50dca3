import { APP_TYPE } from '@awb/contract/common/apps';
import { CONTRACT_MSG } from '@awb/contract/contract-fields';
import { APPROVAL_STATUS, APPROVER_TYPE, SIGN_MODE, SPONSOR_RANGE } from '@awb/contract/oa-fields';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { communities } from '../../modules/community/community.table.ts';
import { contracts } from '../../modules/contract/contract.table.ts';
import { listings } from '../../modules/housing/listing.table.ts';
import { oaFlowItems, oaFlows } from '../../modules/oa/oa.table.ts';
import { oaRecordRepository } from '../../modules/oa/oa-record.repository.ts';
import { approvalSteps } from '../../modules/oa/oa-record.table.ts';
import { roleGrants, roles } from '../../modules/role/role.table.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDemoIds } from './demo-ids.ts';

const HOUR = 3_600_000;
const SALE = 1;
/** The approval items of seed 000 §7 / 001 §4 the demo guards: 删除出售房源, 买卖合同 作废; 电子签约 发起签约 (off). */
const ITEM = { saleDelete: 3, saleVoid: 66, signStart: 1 } as const;

type TFlow = typeof oaFlows.$inferSelect;

/**
 * Approvals of company A (docs/approvals.md "Demo data"), **enabled** so a new user sees them work:
 * - 出售房源删除审批 (item 3), sponsors the 经纪人 role: the sponsor's store head (发起人部门主管), then
 *   the manager. The 经纪人 role may delete sale listings in this demo (only through this flow); the
 *   manager's and the heads' own deletes run at once, as the other journeys expect.
 * - 买卖合同作废审批 (item 66), sponsors the 店长 role: the manager.
 * - 发起签约审批 (电子签约 item 1), **disabled**: anyone's submission would wait for 孙丽 (store head of
 *   文三路店) before the parties are texted; on in 审批流程设置 to see a held submission.
 * Requests in each state: waiting for the store head (step 1), waiting for the manager (step 2),
 * passed (that listing is in the recycle bin), rejected, withdrawn, a 作废 waiting for the manager and
 * one that could not run (无法执行).
 */
export async function seedDemoOaRequests(tx: TExecutor, ids: TDemoIds): Promise<void> {
  const companyId = ids.companyA;
  const u = ids.users;
  const at = (hoursAgo: number) => new Date(ids.now - hoursAgo * HOUR);
  const roleId = async (name: string) => {
    const [row] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.companyId, companyId), eq(roles.name, name)));
    if (!row) throw new Error(`demo role ${name} missing`);
    return row.id;
  };
  const agentRole = await roleId('经纪人');
  const headRole = await roleId('店长');
  await allowSaleDelete(tx, companyId, agentRole);

  const flow = async (
    name: string,
    icon: number,
    appType: number,
    itemId: number,
    sponsorRole: number | null,
    approvers: object[],
    state: 0 | 1 = 1,
  ) => {
    const [row] = await tx
      .insert(oaFlows)
      .values({
        companyId,
        name,
        icon,
        appType,
        sponsor: { range: SPONSOR_RANGE.company, deptIds: [], roleIds: sponsorRole ? [sponsorRole] : [] },
        approvers: approvers.map((a) => ({
          approvalType: APPROVER_TYPE.users,
          userIds: [],
          role: { roleIds: [] },
          range: 1,
          selectDepartment: [],
          signMode: SIGN_MODE.any,
          ...a,
        })),
        state,
        createdBy: u.managerA,
        createdAt: at(96),
        updatedAt: at(96),
      })
      .returning();
    if (!row) throw new Error('demo flow insert returned nothing');
    await tx.insert(oaFlowItems).values({ companyId, flowId: row.id, appType, itemId, enabled: state });
    return row;
  };
  const listingFlow = await flow('出售房源删除审批', 7, APP_TYPE.house, ITEM.saleDelete, agentRole, [
    { approvalType: APPROVER_TYPE.deptHead },
    { userIds: [u.managerA] },
  ]);
  const voidFlow = await flow('买卖合同作废审批', 12, APP_TYPE.contract, ITEM.saleVoid, headRole, [
    { userIds: [u.managerA] },
  ]);
  // Off: switched on in 审批流程设置, the manager's next contract waits for 孙丽 before anyone is texted.
  await flow('发起签约审批', 9, APP_TYPE.sign, ITEM.signStart, null, [{ userIds: [u.headA] }], 0);

  const add = async (
    f: TFlow,
    held: {
      appType: number;
      itemId: number;
      action: string;
      targetId: number;
      title: string;
      payload?: Record<string, unknown>;
    },
    r: {
      sponsorId: number;
      steps: number[][];
      acted: { step: number; userId: number; state: number; remark: string }[];
    },
    s: { status: number; currentStep: number; remark: string; hoursAgo: number; result?: string },
  ) => {
    const record = await oaRecordRepository.add(
      tx,
      {
        companyId,
        flowId: f.id,
        flowName: f.name,
        flowIcon: f.icon,
        flowVersion: f.updatedAt,
        steps: r.steps.map((userIds) => ({ signMode: SIGN_MODE.any, userIds })),
        ...held,
        targetType: SALE,
        payload: held.payload ?? {},
        remark: s.remark,
        result: s.result ?? '',
        sponsorId: r.sponsorId,
        status: s.status,
        currentStep: s.currentStep,
        createdAt: at(s.hoursAgo),
        updatedAt: at(s.hoursAgo - 1),
        finishedAt: s.status === APPROVAL_STATUS.pending ? null : at(s.hoursAgo - 1),
      },
      [],
    );
    for (const a of r.acted) {
      await tx
        .update(approvalSteps)
        .set({ state: a.state, remark: a.remark, actedAt: at(s.hoursAgo - 1 + a.step * 0.5) })
        .where(
          and(
            eq(approvalSteps.companyId, companyId),
            eq(approvalSteps.recordId, record.id),
            eq(approvalSteps.step, a.step),
            eq(approvalSteps.userId, a.userId),
          ),
        );
    }
  };

  const saleListingsOf = (ownerId: number, limit: number) =>
    tx
      .select({ id: listings.id, name: communities.name, building: listings.buildingNo, room: listings.roomNo })
      .from(listings)
      .innerJoin(communities, eq(communities.id, listings.communityId))
      .where(
        and(
          eq(listings.companyId, companyId),
          eq(listings.type, SALE),
          eq(listings.ownerId, ownerId),
          isNull(listings.deletedAt),
        ),
      )
      .orderBy(asc(listings.id))
      .limit(limit);
  type TListing = Awaited<ReturnType<typeof saleListingsOf>>[number];
  const deleteOf = (l: TListing) => ({
    appType: APP_TYPE.house,
    itemId: ITEM.saleDelete,
    action: 'listing.delete',
    targetId: l.id,
    title: `删除出售房源 ${l.name} ${l.building}-${l.room}`,
  });
  // 李娜 (agentA) leads 文三路一组: her store head is 孙丽 (headA), who heads 文三路店.
  const [l1, l2, l3] = await saleListingsOf(u.agentA, 3);
  const [l4] = await saleListingsOf(u.agentA2, 1);
  const [l5] = await saleListingsOf(u.agentA3, 1);
  const viaHead = (headId: number) => [[headId], [u.managerA]];
  if (l1) {
    await add(
      listingFlow,
      deleteOf(l1),
      {
        sponsorId: u.agentA,
        steps: viaHead(u.headA),
        acted: [{ step: 0, userId: u.headA, state: APPROVAL_STATUS.passed, remark: '同意' }],
      },
      { status: APPROVAL_STATUS.pending, currentStep: 1, remark: '业主已自售，申请删除', hoursAgo: 5 },
    );
  }
  if (l2) {
    await add(
      listingFlow,
      deleteOf(l2),
      {
        sponsorId: u.agentA,
        steps: viaHead(u.headA),
        acted: [
          { step: 0, userId: u.headA, state: APPROVAL_STATUS.passed, remark: '' },
          { step: 1, userId: u.managerA, state: APPROVAL_STATUS.rejected, remark: '业主仍在出售，请继续跟进' },
        ],
      },
      { status: APPROVAL_STATUS.rejected, currentStep: 1, remark: '联系不上业主', hoursAgo: 30 },
    );
  }
  if (l3) {
    // Passed: the listing is in the recycle bin, deleted on behalf of the sponsor.
    await add(
      listingFlow,
      deleteOf(l3),
      {
        sponsorId: u.agentA,
        steps: viaHead(u.headA),
        acted: [
          { step: 0, userId: u.headA, state: APPROVAL_STATUS.passed, remark: '' },
          { step: 1, userId: u.managerA, state: APPROVAL_STATUS.passed, remark: '同意删除' },
        ],
      },
      { status: APPROVAL_STATUS.passed, currentStep: 2, remark: '房屋已售出', hoursAgo: 48 },
    );
    await tx
      .update(listings)
      .set({ deletedAt: at(46), deletedBy: u.agentA })
      .where(and(eq(listings.companyId, companyId), eq(listings.id, l3.id)));
  }
  if (l4) {
    // 王强 (文三路二组, no leader of its own): the store head 孙丽 has not decided yet.
    await add(
      listingFlow,
      deleteOf(l4),
      { sponsorId: u.agentA2, steps: viaHead(u.headA), acted: [] },
      { status: APPROVAL_STATUS.pending, currentStep: 0, remark: '重复录入，申请删除', hoursAgo: 3 },
    );
  }
  if (l5) {
    await add(
      listingFlow,
      deleteOf(l5),
      { sponsorId: u.agentA3, steps: viaHead(u.headA2), acted: [] },
      { status: APPROVAL_STATUS.withdrawn, currentStep: 0, remark: '业主暂不出售', hoursAgo: 20 },
    );
  }

  const saleContracts = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.contractType, SALE), isNull(contracts.deletedAt)))
    .orderBy(asc(contracts.id));
  const voidOf = (c: (typeof saleContracts)[number]) => ({
    appType: APP_TYPE.contract,
    itemId: ITEM.saleVoid,
    action: 'contract.state',
    targetId: c.id,
    title: `买卖合同 ${c.contractNo} ${c.houseName} 变更为作废`,
    payload: { state: 6, manager: false },
  });
  // 孙丽 asks to void 李娜's contract (文三路一组, in her store).
  const c1 = saleContracts.find((c) => c.userId === u.agentA && c.state === 1);
  if (c1) {
    await add(
      voidFlow,
      voidOf(c1),
      { sponsorId: u.headA, steps: [[u.managerA]], acted: [] },
      { status: APPROVAL_STATUS.pending, currentStep: 0, remark: '客户放弃购买', hoursAgo: 2 },
    );
  }
  // Her own contract was completed before the manager passed the 作废: it could not run.
  const c2 = saleContracts.find((c) => c.userId === u.headA && c.state === 4);
  if (c2) {
    await add(
      voidFlow,
      voidOf(c2),
      {
        sponsorId: u.headA,
        steps: [[u.managerA]],
        acted: [{ step: 0, userId: u.managerA, state: APPROVAL_STATUS.passed, remark: '' }],
      },
      {
        status: APPROVAL_STATUS.failed,
        currentStep: 1,
        remark: '买方资金未到位',
        hoursAgo: 60,
        result: CONTRACT_MSG.closedManagerOnly,
      },
    );
  }
}

/** The 经纪人 role of the demo may delete sale listings: a request that the flow above holds. */
async function allowSaleDelete(tx: TExecutor, companyId: number, roleId: number): Promise<void> {
  const [grant] = await tx
    .select()
    .from(roleGrants)
    .where(
      and(eq(roleGrants.companyId, companyId), eq(roleGrants.roleId, roleId), eq(roleGrants.appType, APP_TYPE.house)),
    );
  if (!grant) return;
  await tx
    .update(roleGrants)
    .set({ items: { ...grant.items, [String(ITEM.saleDelete)]: [] } })
    .where(
      and(eq(roleGrants.companyId, companyId), eq(roleGrants.roleId, roleId), eq(roleGrants.appType, APP_TYPE.house)),
    );
}
