import { oaEndpoints as api } from '@awb/contract/oa.contract';
import { OA_MSG } from '@awb/contract/oa-fields';
import type { FastifyInstance } from 'fastify';
import { ok, okList } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { approverLeaveStep } from './oa-approver-leave.ts';
import { OaFlowService } from './oa-flow.service.ts';
import { OaGroupService } from './oa-group.service.ts';
import { oaRecordRepository } from './oa-record.repository.ts';
import { OaRecordService } from './oa-record.service.ts';
import { sponsorLeaveStep } from './oa-sponsor-leave.ts';

/**
 * The approval calls (seed 001 §7 /oa): groups, flows, the item lookup and the requests (tabs,
 * detail, pass / reject, withdraw); docs/approvals.md.
 */
export async function oaRoutes(app: FastifyInstance): Promise<void> {
  const flows = new OaFlowService(app.deps);
  const groups = new OaGroupService(app.deps);
  const records = new OaRecordService(app.deps);
  const { heldActions, leaverSteps, waitingCounts } = app.deps.hooks;
  // sign/pageCount's approvalWaitCount is the caller's 待我审批.
  waitingCounts.register('approvalWait', (db, ctx) => oaRecordRepository.waitCount(db, ctx.companyId, ctx.userId));

  // A sponsor who leaves: their pending requests are withdrawn in the leaving transaction.
  leaverSteps.register(sponsorLeaveStep(app.deps.clock));
  // An approver who leaves while a step waits for them: their turn is re-routed in the leaving transaction.
  leaverSteps.register(approverLeaveStep(app.deps.clock, heldActions));

  route(app, api.groupList, async ({ ctx }) => ok(await groups.groupList(ctx)));
  route(app, api.groupCreate, async ({ ctx, body }) => ok(await groups.groupCreate(ctx, body.groupName)));
  route(app, api.groupEdit, async ({ ctx, body }) => ok(await groups.groupEdit(ctx, body.groupId, body.groupName)));
  route(app, api.groupDel, async ({ ctx, query }) => {
    await groups.groupDel(ctx, query.groupId);
    return ok(null);
  });
  route(app, api.groupSort, async ({ ctx, body }) => {
    await groups.groupSort(ctx, body.groupId, body.sort);
    return ok(null);
  });
  route(app, api.oaApps, async () => ok(flows.oaApps()));
  route(app, api.oaItems, async ({ ctx, body }) => ok(await flows.oaItems(ctx, body.appType, body.oaApprovalId)));
  route(app, api.oaApprovalList, async ({ ctx }) => ok(await flows.flowList(ctx)));
  route(app, api.oaApprovalDetail, async ({ ctx, query }) => ok(await flows.flowDetail(ctx, query.oaApprovalId)));
  route(app, api.oaApprovalCreate, async ({ ctx, body }) => ok(await flows.flowCreate(ctx, body)));
  route(app, api.oaApprovalEdit, async ({ ctx, body }) => ok(await flows.flowEdit(ctx, body.oaApprovalId, body)));
  route(app, api.oaApprovalEnableSwitch, async ({ ctx, body }) => {
    await flows.flowSwitch(ctx, body.oaApprovalId, body.state);
    return ok(null);
  });
  route(app, api.oaApprovalDel, async ({ ctx, query }) => {
    await flows.flowDelete(ctx, query.oaApprovalId);
    return ok(null);
  });
  route(app, api.getAppOaApproval, async ({ ctx, query }) =>
    ok(await flows.appOaApproval(ctx, query.appType, query.appItemId)),
  );
  route(app, api.companyOaApprovalList, async ({ ctx, query }) => {
    const page = await records.list(ctx, query);
    return okList(page.rows, page.total);
  });
  route(app, api.companyOaApprovalDetail, async ({ ctx, query }) => ok(await records.detail(ctx, query.approvalId)));
  route(app, api.approvalBtn, async ({ ctx, body }) =>
    ok(await records.act(ctx, body.approvalId, body.status, body.remark)),
  );
  route(app, api.approvalTransfer, async ({ ctx, body }) =>
    ok(await records.transfer(ctx, body.approvalId, body.fromUserId, body.toUserId), OA_MSG.transferred),
  );
  route(app, api.approvalWithdraw, async ({ ctx, body }) =>
    ok(await records.withdraw(ctx, body.approvalId), OA_MSG.withdrawn),
  );
}
