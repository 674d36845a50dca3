import { APP_TYPE } from '@awb/contract/common/apps';
import { OA_MSG, oaItemName } from '@awb/contract/oa-fields';
import { SIGN_CONTRACT_MSG, SIGN_CONTRACT_STATE, SIGN_LOG_ACTION } from '@awb/contract/sign-contract-constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { oaActionRegistry } from '../oa/oa-action.registry.ts';
import { OaRecordService } from '../oa/oa-record.service.ts';
import { signContractRepository as repo } from './sign-contract.repository.ts';
import { signContracts } from './sign-contract.table.ts';

/** 删除合同 (app 6 item 3) held by an approval flow (issue 14 with Approvals II). */
export const SIGN_OA_ACTION = { delete: 'sign.delete' } as const;
export const SIGN_DELETE_ITEM = 3;

type TSignRow = typeof signContracts.$inferSelect;

/** States in which somebody has signed. */
export const SIGNED_STATES: readonly number[] = [SIGN_CONTRACT_STATE.signing, SIGN_CONTRACT_STATE.done];

/** Only a contract nobody signed may be deleted (a signed one is invalidated, never deleted). */
export function signDeletable(r: Pick<TSignRow, 'state' | 'stateBeforeInvalid' | 'signedAny'>): boolean {
  if (r.signedAny === 1 || SIGNED_STATES.includes(r.state)) return false;
  const from = r.stateBeforeInvalid ?? SIGN_CONTRACT_STATE.waiting;
  return r.state !== SIGN_CONTRACT_STATE.invalid || !SIGNED_STATES.includes(from);
}

/** Asks the approvals module to hold the delete; undefined when no flow guards it (delete at once). */
export async function holdSignDelete(
  deps: TDeps,
  tx: TExecutor,
  ctx: TRequestContext,
  r: TSignRow,
  remark: string,
): Promise<{ approvalId: number } | undefined> {
  const place = [r.houseName, [r.houseBuilding, r.houseRoomNo].filter((p) => p !== '').join('-')].join(' ').trim();
  return new OaRecordService(deps).hold(tx, ctx, {
    appType: APP_TYPE.sign,
    itemId: SIGN_DELETE_ITEM,
    action: SIGN_OA_ACTION.delete,
    targetType: 0,
    targetId: r.id,
    title: `${oaItemName(APP_TYPE.sign, SIGN_DELETE_ITEM)} ${r.contractNo} ${place}`.trim(),
    payload: {},
    remark,
    busyMessage: OA_MSG.contractPending,
  });
}

/** The executor: on the last pass, deletes the contract for the sponsor if nobody signed it meanwhile. */
export function registerSignOaActions(): void {
  oaActionRegistry.register(SIGN_OA_ACTION.delete, async (tx, a) => {
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
