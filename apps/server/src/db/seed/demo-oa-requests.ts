import { APP_TYPE } from '@awb/contract/common/apps';
import { APPROVAL_STATUS, APPROVER_TYPE, SIGN_MODE, SPONSOR_RANGE } from '@awb/contract/oa-fields';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { communities } from '../../modules/community/community.table.ts';
import { contracts } from '../../modules/contract/contract.table.ts';
import { listings } from '../../modules/housing/listing.table.ts';
import { oaFlowItems, oaFlows } from '../../modules/oa/oa.table.ts';
import { oaRecordRepository } from '../../modules/oa/oa-record.repository.ts';
import { approvalSteps } from '../../modules/oa/oa-record.table.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDemoIds } from './demo-ids.ts';

const HOUR = 3_600_000;

/**
 * Approvals of company A (docs/approvals.md "Demo data"): flows (disabled) for the sale-listing delete
 * (item 3: the sponsor's department head, then the manager) and the sale contract 作废 (item 66: the
 * manager), and requests of agentA in each state — two waiting for the manager (a listing delete
 * the head passed, a contract 作废), one passed (that listing is in the recycle bin), one rejected — so
 * 待我审批 shows a count at once and the record pages are not empty.
 */
export async function seedDemoOaRequests(tx: TExecutor, ids: TDemoIds): Promise<void> {
  const companyId = ids.companyA;
  const u = ids.users;
  const at = (hoursAgo: number) => new Date(ids.now - hoursAgo * HOUR);
  const flow = async (name: string, icon: number, appType: number, itemId: number, approvers: object[]) => {
    const [row] = await tx
      .insert(oaFlows)
      .values({
        companyId,
        name,
        icon,
        appType,
        sponsor: { range: SPONSOR_RANGE.company, deptIds: [], roleIds: [] },
        approvers: approvers.map((a) => ({
          approvalType: APPROVER_TYPE.users,
          userIds: [],
          role: { roleIds: [] },
          range: 1,
          selectDepartment: [],
          signMode: SIGN_MODE.any,
          ...a,
        })),
        // Disabled: the API tests and e2e journeys run on this demo and expect listings and contracts to
        // change at once; the manager turns a flow on with one switch on 审批流程设置.
        state: 0,
        createdBy: u.managerA,
        createdAt: at(72),
        updatedAt: at(72),
      })
      .returning();
    if (!row) throw new Error('demo flow insert returned nothing');
    await tx.insert(oaFlowItems).values({ companyId, flowId: row.id, appType, itemId, enabled: 0 });
    return row;
  };
  const listingFlow = await flow('出售房源删除审批', 7, APP_TYPE.house, 3, [
    { approvalType: APPROVER_TYPE.deptHead },
    { userIds: [u.managerA] },
  ]);
  const voidFlow = await flow('买卖合同作废审批', 12, APP_TYPE.contract, 66, [{ userIds: [u.managerA] }]);

  const saleListings = await tx
    .select({ id: listings.id, name: communities.name, building: listings.buildingNo, room: listings.roomNo })
    .from(listings)
    .innerJoin(communities, eq(communities.id, listings.communityId))
    // The sponsor's own listings (李娜, agentA).
    .where(
      and(
        eq(listings.companyId, companyId),
        eq(listings.type, 1),
        eq(listings.ownerId, u.agentA),
        isNull(listings.deletedAt),
      ),
    )
    .orderBy(asc(listings.id))
    .limit(3);
  const saleContracts = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.contractType, 1), isNull(contracts.deletedAt)))
    .orderBy(asc(contracts.id))
    .limit(1);

  const add = async (
    f: typeof listingFlow,
    held: {
      appType: number;
      itemId: number;
      action: string;
      targetId: number;
      title: string;
      payload?: Record<string, unknown>;
    },
    r: { steps: number[][]; acted: { step: number; userId: number; state: number; remark: string }[] },
    s: { status: number; currentStep: number; remark: string; hoursAgo: number },
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
        targetType: 1,
        payload: held.payload ?? {},
        remark: s.remark,
        sponsorId: u.agentA,
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
        .set({ state: a.state, remark: a.remark, actedAt: at(s.hoursAgo - 1) })
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
  const listingWords = (l: (typeof saleListings)[number]) => `删除出售房源 ${l.name} ${l.building}-${l.room}`;
  const [l1, l2, l3] = saleListings;
  if (l1) {
    await add(
      listingFlow,
      { appType: APP_TYPE.house, itemId: 3, action: 'listing.delete', targetId: l1.id, title: listingWords(l1) },
      { steps: [[u.headA], [u.managerA]], acted: [{ step: 0, userId: u.headA, state: 1, remark: '同意' }] },
      { status: APPROVAL_STATUS.pending, currentStep: 1, remark: '业主已自售，申请删除', hoursAgo: 5 },
    );
  }
  if (l2) {
    await add(
      listingFlow,
      { appType: APP_TYPE.house, itemId: 3, action: 'listing.delete', targetId: l2.id, title: listingWords(l2) },
      {
        steps: [[u.headA], [u.managerA]],
        acted: [
          { step: 0, userId: u.headA, state: 1, remark: '' },
          { step: 1, userId: u.managerA, state: 2, remark: '业主仍在出售，请继续跟进' },
        ],
      },
      { status: APPROVAL_STATUS.rejected, currentStep: 1, remark: '联系不上业主', hoursAgo: 30 },
    );
  }
  const [c1] = saleContracts;
  if (c1) {
    await add(
      voidFlow,
      {
        appType: APP_TYPE.contract,
        itemId: 66,
        action: 'contract.state',
        targetId: c1.id,
        title: `买卖合同 ${c1.contractNo} ${c1.houseName} 变更为作废`,
        payload: { state: 6, manager: false },
      },
      { steps: [[u.managerA]], acted: [] },
      { status: APPROVAL_STATUS.pending, currentStep: 0, remark: '客户放弃购买', hoursAgo: 2 },
    );
  }
  if (l3) {
    // Passed: the listing is in the recycle bin, deleted on behalf of the sponsor.
    await add(
      listingFlow,
      { appType: APP_TYPE.house, itemId: 3, action: 'listing.delete', targetId: l3.id, title: listingWords(l3) },
      {
        steps: [[u.headA], [u.managerA]],
        acted: [
          { step: 0, userId: u.headA, state: 1, remark: '' },
          { step: 1, userId: u.managerA, state: 1, remark: '同意删除' },
        ],
      },
      { status: APPROVAL_STATUS.passed, currentStep: 2, remark: '房屋已售出', hoursAgo: 48 },
    );
    await tx
      .update(listings)
      .set({ deletedAt: at(47), deletedBy: u.agentA })
      .where(and(eq(listings.companyId, companyId), eq(listings.id, l3.id)));
  }
}
