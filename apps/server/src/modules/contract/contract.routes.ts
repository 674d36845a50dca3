import { APP_TYPE } from '@awb/contract/common/apps';
import { contractEndpoints as api } from '@awb/contract/contract.contract';
import {
  CONTRACT_FOLLOW_CATEGORY_NAMES,
  CONTRACT_FOLLOW_WRITABLE,
  CONTRACT_OK,
  CONTRACT_TYPE,
} from '@awb/contract/contract-fields';
import { OA_MSG } from '@awb/contract/oa-fields';
import type { FastifyInstance } from 'fastify';
import { ok, okCursorList } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import { ContractService } from './contract.service.ts';
import { registerContractOaActions } from './contract-oa-actions.ts';
import { CONTRACT_PICTURE_MAX_BYTES, ContractPictureService } from './contract-picture.service.ts';
import { ContractStateService } from './contract-state.service.ts';

const followCategories = Object.entries(CONTRACT_FOLLOW_CATEGORY_NAMES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/** The 合同管理 calls (seed 001 §7 /contract/v2); contracts are app type 5 of the generic /app/* calls. */
export async function contractRoutes(app: FastifyInstance): Promise<void> {
  const contracts = new ContractService(app.deps);
  const pictures = new ContractPictureService(app.deps, contracts);
  const states = new ContractStateService(app.deps, contracts);
  registerContractOaActions(app.deps.hooks.heldActions);
  const { sale, rent } = CONTRACT_TYPE;

  app.deps.hooks.appItems.register({
    appType: APP_TYPE.contract,
    categories: followCategories,
    writable: CONTRACT_FOLLOW_WRITABLE,
    resolve: async (ctx, itemId) => ({ itemType: (await contracts.visible(ctx, itemId)).contractType }),
  });

  route(app, api.contractSalePosts, async ({ ctx, body }) => okCursorList(await contracts.list(ctx, sale, body)));
  route(app, api.contractRentPosts, async ({ ctx, body }) => okCursorList(await contracts.list(ctx, rent, body)));
  route(app, api.contractSaleDetail, async ({ ctx, query }) => ok(await contracts.saleDetail(ctx, query.contractId)));
  route(app, api.contractRentDetail, async ({ ctx, query }) => ok(await contracts.rentDetail(ctx, query.contractId)));
  route(app, api.contractSaleAdd, async ({ ctx, body }) => ok(await contracts.add(ctx, sale, body), CONTRACT_OK.add));
  route(app, api.contractRentAdd, async ({ ctx, body }) => ok(await contracts.add(ctx, rent, body), CONTRACT_OK.add));
  route(app, api.contractSaleEdit, async ({ ctx, body }) =>
    ok(await contracts.edit(ctx, sale, body), CONTRACT_OK.edit),
  );
  route(app, api.contractRentEdit, async ({ ctx, body }) =>
    ok(await contracts.edit(ctx, rent, body), CONTRACT_OK.edit),
  );
  route(app, api.contractSaleDelete, async ({ ctx, body }) => {
    const held = await contracts.remove(ctx, sale, body.contractId, body.oaParam);
    return ok(held, held ? OA_MSG.submitted : CONTRACT_OK.delete);
  });
  route(app, api.contractRentDelete, async ({ ctx, body }) => {
    const held = await contracts.remove(ctx, rent, body.contractId, body.oaParam);
    return ok(held, held ? OA_MSG.submitted : CONTRACT_OK.delete);
  });
  // A change held for approval answers 已提交审批 with the approval id.
  const stateSaved = (saved: { approvalId?: number }) => (saved.approvalId ? OA_MSG.submitted : CONTRACT_OK.state);
  route(app, api.contractSaleState, async ({ ctx, body }) => {
    const saved = await states.changeState(ctx, sale, body);
    return ok(saved, stateSaved(saved));
  });
  route(app, api.contractRentState, async ({ ctx, body }) => {
    const saved = await states.changeState(ctx, rent, body);
    return ok(saved, stateSaved(saved));
  });
  route(app, api.contractPictureV2, async ({ ctx, query }) =>
    ok(await pictures.list(ctx, query.contractId, query.contractType)),
  );
  route(
    app,
    api.contractPictureUpload,
    async ({ ctx, req }) => {
      const part = req.isMultipart() ? await req.file() : undefined;
      const file = part ? { bytes: await part.toBuffer(), filename: part.filename } : undefined;
      return ok(await pictures.upload(ctx, file), CONTRACT_OK.upload);
    },
    { bodyLimit: CONTRACT_PICTURE_MAX_BYTES + 64 * 1024 },
  );
  route(app, api.contractPictureUpdate, async ({ ctx, body }) =>
    ok(await pictures.update(ctx, body), CONTRACT_OK.pictures),
  );
}
