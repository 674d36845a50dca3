import { CEREMONY_SIGNER_STATE } from '@awb/contract/sign-ceremony-constants';
import { SIGN_BODY_TYPE, SIGN_CONTRACT_STATE } from '@awb/contract/sign-contract-constants';

type TSignerState = { signerId: number; state: number };
type TContractState = { state: number; signBodyList: { type: number; id: number }[] };

const signable = (state: number) => state === SIGN_CONTRACT_STATE.waiting || state === SIGN_CONTRACT_STATE.signing;

/** The signer whose turn it is: signing is ordered (甲方 side first), so the first who has not signed. */
export function nextSigner<T extends TSignerState>(signers: T[]): T | null {
  return signers.find((s) => s.state !== CEREMONY_SIGNER_STATE.signed) ?? null;
}

/** The company seal chosen at submission, when the contract needs one (0: none). */
export function dueSealId(contract: TContractState): number {
  return contract.signBodyList.find((b) => b.type === SIGN_BODY_TYPE.seal)?.id ?? 0;
}

/** Which ceremony buttons the detail page shows for a contract and its signers. */
export function ceremonyActions(contract: TContractState, signers: TSignerState[]) {
  const waiting = signers.some((s) => s.state !== CEREMONY_SIGNER_STATE.signed);
  const allSigned = signers.length > 0 && !waiting;
  const sealId = dueSealId(contract);
  return {
    onsite: signable(contract.state) && waiting,
    resend: signable(contract.state) && waiting,
    seal: contract.state === SIGN_CONTRACT_STATE.signing && allSigned && sealId > 0,
    sealId,
    pdf: contract.state !== SIGN_CONTRACT_STATE.withdrawn,
  };
}

/**
 * What 签署进度 says above the signers: while an approval flow holds the submission (`heldApprovalId`,
 * the pending request) nobody has been invited, so it reads 等待审批 rather than a list of parties to sign.
 */
export function progressNote(contract: {
  heldApprovalId: number;
}): { title: string; text: string; approvalId: number } | null {
  if (contract.heldApprovalId <= 0) return null;
  return { title: '等待审批', text: '审批通过后将向各签署方发送签署链接', approvalId: contract.heldApprovalId };
}
