import { oaEndpoints as api } from '@awb/contract/oa.contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { OaFlowService } from './oa-flow.service.ts';

/**
 * The approval calls (seed 001 §7 /oa): groups, flows and the item lookup. The records
 * (companyOaApprovalList, companyOaApprovalDetail, approvalBtn) are not served yet: docs/approvals.md.
 */
export async function oaRoutes(app: FastifyInstance): Promise<void> {
  const flows = new OaFlowService(app.deps);

  route(app, api.groupList, async ({ ctx }) => ok(await flows.groupList(ctx)));
  route(app, api.groupCreate, async ({ ctx, body }) => ok(await flows.groupCreate(ctx, body.groupName)));
  route(app, api.groupEdit, async ({ ctx, body }) => ok(await flows.groupEdit(ctx, body.groupId, body.groupName)));
  route(app, api.groupDel, async ({ ctx, query }) => {
    await flows.groupDel(ctx, query.groupId);
    return ok(null);
  });
  route(app, api.groupSort, async ({ ctx, body }) => {
    await flows.groupSort(ctx, body.groupId, body.sort);
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
}
