import { CONTRACT_TYPE } from '@awb/contract/contract-fields';
import { OA_MSG } from '@awb/contract/oa-fields';
import { signContractEndpoints as api } from '@awb/contract/sign-contract.contract';
import { SIGN_CONTRACT_OK } from '@awb/contract/sign-contract-constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, okList } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { SignDraftService } from './draft.service.ts';
import { SignContractService } from './sign-contract.service.ts';
import type { TActor } from './sign-contract-access.ts';
import { signContractListRepository } from './sign-contract-list.repository.ts';
import { SignEditService } from './sign-edit.service.ts';
import { SignPrefillService } from './sign-prefill.service.ts';
import type { SignSettingService } from './sign-setting.service.ts';
import { SignStateService } from './sign-state.service.ts';
import { SignSubmitService } from './sign-submit.service.ts';
import { registerSignSubmitAction } from './sign-submit-held.ts';

const actor = (req: FastifyRequest): TActor => ({
  userAgent: String(req.headers['user-agent'] ?? ''),
  ip: req.ip,
});

/** 电子签约: drafts, submission, list, detail, invalidation, deletion; docs/signing.md. */
export async function signContractRoutes(app: FastifyInstance, settings: SignSettingService): Promise<void> {
  const drafts = new SignDraftService(app.deps, settings);
  const contracts = new SignContractService(app.deps);
  const submits = new SignSubmitService(app.deps, settings);
  const states = new SignStateService(app.deps);
  const prefill = new SignPrefillService(app.deps, drafts, contracts);
  registerSignSubmitAction(app.deps);
  // sign/pageCount's signWaitCount: the caller's contracts waiting for a signature.
  app.deps.hooks.waitingCounts.register('signWait', (db, ctx) =>
    signContractListRepository.waitingCount(db, ctx.companyId, ctx.userId),
  );

  // Drafts.
  route(app, api.signDraftSave, async ({ ctx, body }) => {
    const saved = await drafts.save(ctx, body);
    return ok(saved, saved.saved ? SIGN_CONTRACT_OK.draftSaved : undefined);
  });
  route(app, api.signDraftPosts, async ({ ctx }) => {
    const rows = await drafts.list(ctx);
    return okList(rows, rows.length);
  });
  route(app, api.signDraftDetail, async ({ ctx, query }) => ok(await drafts.detail(ctx, query.draftCode)));
  route(app, api.signDraftDel, async ({ ctx, body }) => {
    await drafts.remove(ctx, body.draftCode);
    return ok(null, SIGN_CONTRACT_OK.deleted);
  });
  route(app, api.signAddView, async ({ ctx, query }) => ok(await drafts.addView(ctx, query.draftCode)));

  // Submission and edits.
  route(app, api.contractSubmission, async ({ ctx, body, req }) => {
    const done = await submits.submit(ctx, body, actor(req));
    return ok(done, done.approvalId > 0 ? OA_MSG.submitted : SIGN_CONTRACT_OK.submitted);
  });
  route(app, api.signQuota, async ({ ctx }) => ok(await submits.quota(ctx)));
  route(app, api.signEditContent, async ({ ctx, query, req }) =>
    ok(await new SignEditService(app.deps).content(ctx, query.contractId, actor(req))),
  );
  route(app, api.contractEdit, async ({ ctx, body, req }) => {
    const done = await submits.edit(ctx, body, actor(req));
    return ok(done, done.approvalId > 0 ? OA_MSG.submitted : SIGN_CONTRACT_OK.edited);
  });

  // List and detail.
  route(app, api.signPosts, async ({ ctx, query }) => {
    const page = await contracts.list(ctx, query);
    return { ...okList(page.rows, page.total), cursor: page.cursor };
  });
  route(app, api.signStateCounts, async ({ ctx, query }) => ok(await contracts.stateCounts(ctx, query.type)));
  route(app, api.getSignInfo, async ({ ctx, query }) => ok(await contracts.info(ctx, query)));
  route(app, api.signDetailV2, async ({ ctx, query }) => ok(await contracts.detail(ctx, query.contractId)));
  route(app, api.signContent, async ({ ctx, query }) => ok(await contracts.content(ctx, query.contractId)));
  route(app, api.operationlogs, async ({ ctx, query }) => {
    const rows = await contracts.logs(ctx, query.contractId);
    return okList(rows, rows.length);
  });
  route(app, api.signHistoryPosts, async ({ ctx, query }) => {
    const rows = await contracts.history(ctx, query.contractId);
    return okList(rows, rows.length);
  });

  // Invalidation and deletion.
  route(app, api.signInvalid, async ({ ctx, body, req }) =>
    ok(await states.invalidate(ctx, body.contractId, body.remark, actor(req)), SIGN_CONTRACT_OK.invalidated),
  );
  route(app, api.signInvalidRevoke, async ({ ctx, body, req }) =>
    ok(await states.revokeInvalid(ctx, body.contractId, body.remark, actor(req)), SIGN_CONTRACT_OK.revoked),
  );
  route(app, api.signDelete, async ({ ctx, body, req }) => {
    const done = await states.remove(ctx, body.contractId, body.oaParam, actor(req));
    return ok(done, done.approvalId > 0 ? OA_MSG.submitted : SIGN_CONTRACT_OK.deleted);
  });

  // Prefill from a contract record, previews.
  route(app, api.getContractSellData, async ({ ctx, query }) =>
    ok(await prefill.fromRecord(ctx, query.contractId, CONTRACT_TYPE.sale)),
  );
  route(app, api.getContractRentData, async ({ ctx, query }) =>
    ok(await prefill.fromRecord(ctx, query.contractId, CONTRACT_TYPE.rent)),
  );
  route(app, api.signingPreviewContent, async ({ ctx, query }) => ok(await prefill.template(ctx, query.boxid)));
  route(app, api.signingPreviewEditContent, async ({ ctx, query }) =>
    ok(await prefill.contract(ctx, query.contractId)),
  );
  route(app, api.signingPreviewDraftDetail, async ({ ctx, query }) => ok(await prefill.draft(ctx, query.draftCode)));
}
