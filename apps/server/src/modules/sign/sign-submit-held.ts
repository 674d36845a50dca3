import { APP_TYPE } from '@awb/contract/common/apps';
import { OA_MSG, oaItemName } from '@awb/contract/oa-fields';
import { SIGN_ITEM } from '@awb/contract/sign.contract';
import { CEREMONY_SIGNER_ROLE } from '@awb/contract/sign-ceremony-constants';
import { ZSignContent } from '@awb/contract/sign-contract';
import { SIGN_CONTRACT_MSG, SIGN_CONTRACT_STATE } from '@awb/contract/sign-contract-constants';
import type { TRequestContext } from '../../platform/auth/context.ts';
import { afterCommit } from '../../platform/db/after-commit.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { OaRecordService } from '../oa/oa-record.service.ts';
import { ceremonyRepository } from './ceremony/ceremony.repository.ts';
import { prepareCeremony, sendInvitations } from './ceremony/ceremony-hooks.ts';
import { signContractRepository as repo, type TSignContractDbRow } from './sign-contract.repository.ts';
import { placeOf } from './sign-oa-actions.ts';

/**
 * 发起签约 (app 6 item 1) held by an approval flow (seed 000 §4: "with an approval id the success
 * buttons are view approval and view contract"): the contract is kept 待签署 with the request's id and
 * nobody is invited; the last pass invites the parties, once (docs/signing.md "Held submission").
 */
export const SIGN_SUBMIT_ACTION = 'sign.submit';

/**
 * Asks the approvals module to hold the invitations of a contract just submitted (or edited while
 * still held); on a hold the contract keeps the request's id. Undefined when no flow guards 发起签约
 * for the caller: invite at once.
 */
export async function holdSignSubmit(
  deps: TDeps,
  tx: TExecutor,
  ctx: TRequestContext,
  row: TSignContractDbRow,
  remark: string,
): Promise<{ approvalId: number } | undefined> {
  const held = await new OaRecordService(deps).hold(tx, ctx, {
    appType: APP_TYPE.sign,
    itemId: SIGN_ITEM.start,
    action: SIGN_SUBMIT_ACTION,
    targetType: 0,
    targetId: row.id,
    title: `${oaItemName(APP_TYPE.sign, SIGN_ITEM.start)} ${row.contractNo} ${placeOf(row)}`.trim(),
    payload: {},
    remark,
    busyMessage: OA_MSG.contractPending,
  });
  if (held) await repo.update(tx, ctx.companyId, row.id, { approvalId: held.approvalId });
  return held;
}

/**
 * A contract whose parties have not been invited because its submission is (or was) held: it has a
 * request id and no signers yet but the agent, who signed at submission. Editing it asks the flow
 * again instead of inviting.
 */
export async function awaitingRelease(tx: TExecutor, row: TSignContractDbRow): Promise<boolean> {
  if (row.approvalId === 0) return false;
  const signers = await ceremonyRepository.signers(tx, row.companyId, row.id);
  return signers.every((s) => s.role === CEREMONY_SIGNER_ROLE.broker);
}

/**
 * The request holding a contract's invitations while it waits for a decision (the detail's 等待审批):
 * 待签署, not invited yet and its request pending; 0 otherwise (passed, rejected, withdrawn, never held).
 */
export async function heldApprovalId(deps: TDeps, row: TSignContractDbRow): Promise<number> {
  if (row.approvalId === 0 || row.state !== SIGN_CONTRACT_STATE.waiting) return 0;
  if (!(await awaitingRelease(deps.db, row))) return 0;
  return (await new OaRecordService(deps).isPending(row.companyId, row.approvalId)) ? row.approvalId : 0;
}

/**
 * The executor: on the last pass, re-loads and locks the contract, checks it is still the one held
 * (live, 待签署, nobody signed, this request's id) and makes the signers and their links through the
 * same hook a direct submission uses, on behalf of the sponsor; the texts go out after the pass
 * commits. The approvals engine runs it once (its guarded claim). Set by the signing routes (it needs
 * their deps).
 */
export function registerSignSubmitAction(deps: TDeps): void {
  deps.hooks.heldActions.register(SIGN_SUBMIT_ACTION, async (tx, a) => {
    const r = await repo.find(tx, a.companyId, a.targetId, undefined, true);
    if (!r) throw notFound(SIGN_CONTRACT_MSG.notFound);
    const held = r.approvalId === a.approvalId && r.state === SIGN_CONTRACT_STATE.waiting && r.signedAny !== 1;
    // Invited meanwhile (edited after the flow was switched off): never a second set of links.
    if (!held || !(await awaitingRelease(tx, r))) throw invalid(SIGN_CONTRACT_MSG.notReleasable);
    const content = ZSignContent.parse(JSON.parse(deps.personalData.open(r.contentSealed)));
    const actor = { ip: '', userAgent: '', userId: a.sponsorId };
    const invitations = await prepareCeremony(deps, tx, r, content, actor);
    afterCommit(() => sendInvitations(deps, invitations));
  });
}
