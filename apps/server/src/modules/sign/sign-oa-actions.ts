import { APP_TYPE } from '@awb/contract/common/apps';
import { houseTitleText } from '@awb/contract/house-address';
import { OA_MSG, oaItemName } from '@awb/contract/oa-fields';
import { SEAL_TYPE_NAMES } from '@awb/contract/sign-constants';
import { SIGN_CONTRACT_MSG, SIGN_CONTRACT_STATE, SIGN_LOG_ACTION } from '@awb/contract/sign-contract-constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import type { HeldActions } from '../../platform/hooks/held-actions.ts';
import { OaRecordService } from '../oa/oa-record.service.ts';
import type { CeremonyCompletion } from './ceremony/completion.ts';
import { applySealUse, checkSealUse } from './ceremony/seal-use.ts';
import type { TSealRow } from './sign.repository.ts';
import { signContractRepository as repo } from './sign-contract.repository.ts';
import { signContracts } from './sign-contract.table.ts';

/**
 * 删除合同 (app 6 item 3) held by an approval flow, and 合同用章 (item 6,
 * designed: an approval item only, not a permission) held until the last pass applies the seal.
 */
export const SIGN_OA_ACTION = { delete: 'sign.delete', sealUse: 'sign.sealUse' } as const;
export const SIGN_DELETE_ITEM = 3;
export const SIGN_SEAL_USE_ITEM = 6;

type TSignRow = typeof signContracts.$inferSelect;

/** States in which somebody has signed. */
export const SIGNED_STATES: readonly number[] = [SIGN_CONTRACT_STATE.signing, SIGN_CONTRACT_STATE.done];

/** Only a contract nobody signed may be deleted (a signed one is invalidated, never deleted). */
export function signDeletable(r: Pick<TSignRow, 'state' | 'stateBeforeInvalid' | 'signedAny'>): boolean {
  if (r.signedAny === 1 || SIGNED_STATES.includes(r.state)) return false;
  const from = r.stateBeforeInvalid ?? SIGN_CONTRACT_STATE.waiting;
  return r.state !== SIGN_CONTRACT_STATE.invalid || !SIGNED_STATES.includes(from);
}

/** The house in a request's title: 西溪花园3幢1201室. */
export const placeOf = (r: Pick<TSignRow, 'houseName' | 'houseBuilding' | 'houseRoomNo'>) =>
  houseTitleText({ community: r.houseName, building: r.houseBuilding, room: r.houseRoomNo });

/** Asks the approvals module to hold the delete; undefined when no flow guards it (delete at once). */
export async function holdSignDelete(
  deps: TDeps,
  tx: TExecutor,
  ctx: TRequestContext,
  r: TSignRow,
  remark: string,
): Promise<{ approvalId: number } | undefined> {
  return new OaRecordService(deps).hold(tx, ctx, {
    appType: APP_TYPE.sign,
    itemId: SIGN_DELETE_ITEM,
    action: SIGN_OA_ACTION.delete,
    targetType: 0,
    targetId: r.id,
    title: `${oaItemName(APP_TYPE.sign, SIGN_DELETE_ITEM)} ${r.contractNo} ${placeOf(r)}`.trim(),
    payload: {},
    remark,
    busyMessage: OA_MSG.contractPending,
  });
}

/** The executor: on the last pass, deletes the contract for the sponsor if nobody signed it meanwhile. */
export function registerSignOaActions(actions: HeldActions): void {
  actions.register(SIGN_OA_ACTION.delete, async (tx, a) => {
    const [r] = await tx
      .select()
      .from(signContracts)
      .where(
        and(
          eq(signContracts.companyId, a.companyId),
          eq(signContracts.id, a.targetId),
          isNull(signContracts.deletedAt),
        ),
      )
      .for('update');
    if (!r) throw notFound(SIGN_CONTRACT_MSG.notFound);
    if (!signDeletable(r)) throw invalid(SIGN_CONTRACT_MSG.signedNoDelete);
    await repo.update(tx, a.companyId, r.id, { deletedAt: a.at, deletedBy: a.sponsorId, updatedAt: a.at });
    await repo.insertLog(tx, {
      companyId: a.companyId,
      contractId: r.id,
      action: SIGN_LOG_ACTION.remove,
      userId: a.sponsorId,
      remark: a.remark,
      userAgent: '',
      ip: '',
      version: null,
      contentHash: null,
      createdAt: a.at,
    });
  });
}

/** Asks the approvals module to hold the keeper's seal use; undefined when no flow guards it (apply at once). */
export async function holdSealUse(
  deps: TDeps,
  tx: TExecutor,
  ctx: TRequestContext,
  use: { contractId: number; seal: TSealRow },
): Promise<{ approvalId: number } | undefined> {
  const [r] = await tx
    .select()
    .from(signContracts)
    .where(and(eq(signContracts.companyId, ctx.companyId), eq(signContracts.id, use.contractId)));
  if (!r) throw notFound(SIGN_CONTRACT_MSG.notFound);
  const sealName = SEAL_TYPE_NAMES[use.seal.sealType] ?? '';
  return new OaRecordService(deps).hold(tx, ctx, {
    appType: APP_TYPE.sign,
    itemId: SIGN_SEAL_USE_ITEM,
    action: SIGN_OA_ACTION.sealUse,
    targetType: 0,
    targetId: r.id,
    title: `${oaItemName(APP_TYPE.sign, SIGN_SEAL_USE_ITEM)} ${r.contractNo} ${placeOf(r)} ${sealName}`.trim(),
    payload: { sealId: use.seal.id },
    remark: '',
    busyMessage: OA_MSG.contractPending,
  });
}

/**
 * The executor of a held seal use: on the last pass, re-checks everything the keeper's call checked
 * (the sponsor still keeps the seal, every party signed, not applied yet), applies the seal, records
 * its use and finalises the signed PDF in the approval's transaction — all or nothing, once. Set by the
 * ceremony routes (it needs their PDF engine).
 */
export function registerSealUseAction(deps: TDeps, completion: CeremonyCompletion): void {
  deps.hooks.heldActions.register(SIGN_OA_ACTION.sealUse, async (tx, a) => {
    const use = {
      companyId: a.companyId,
      contractId: a.targetId,
      sealId: Number(a.payload.sealId ?? 0),
      userId: a.sponsorId,
      at: a.at,
    };
    const seal = await checkSealUse(tx, use, true);
    await applySealUse(deps, tx, use, seal, { ip: '', userAgent: '', userId: a.sponsorId }, '审批通过后用章');
    await completion.completeWithin(tx, a.companyId, a.targetId, a.at);
  });
}
