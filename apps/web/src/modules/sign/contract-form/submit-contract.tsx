import { CODE } from '@awb/contract/common/codes';
import { SIGN_CONTRACT_MSG } from '@awb/contract/sign-contract-constants';
import { ApiError } from '../../../platform/api.ts';
import { authStore } from '../../../platform/auth-store.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { nav } from '../../../platform/nav.ts';
import { goBuy } from '../../../platform/purchase-prompt.ts';
import { shareLink } from '../ceremony/ceremony.queries.ts';
import { shareAddress } from '../ceremony/ceremony-links.ts';
import { identityErrors, identityLines } from './contract-content.ts';
import { submitContract } from './contract-form.queries.ts';
import { dropEntry, type TOutboxEntry } from './draft-outbox.ts';
import { submittedSuccessUrl, type TSubmittedShare } from './success-link.ts';

export type TSubmitOutcome = { kind: 'done' } | { kind: 'identity'; errors: Record<string, string> } | { kind: 'stay' };

/**
 * contractSubmission with the form's Idempotency-Key (a double tap makes one contract), and the
 * answers of seed 000 §8: 400020 lists the wrong identities with 去修改 (back to editing, fields
 * marked); 406 shows the message with 去购买, then 请前往pc端购买!; success opens pages/public/success.
 */
export async function submitAndReport(
  entry: TOutboxEntry,
  idempotencyKey: string,
  brokerSignature?: string,
): Promise<TSubmitOutcome> {
  try {
    const result = await submitContract(entry, idempotencyKey, brokerSignature);
    dropEntry(localStorage, authStore.myToken(), entry.draftCode);
    const share = result.data.approvalId > 0 ? undefined : await submittedShare(result.data.contractId);
    nav.redirectTo(submittedSuccessUrl(result.data, share));
    return { kind: 'done' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === CODE.identityError) return { kind: 'identity', errors: await tellIdentityErrors(error.data) };
    if (error.code === CODE.needPurchase) await tellNoQuota(error.message);
    return { kind: 'stay' };
  }
}

/**
 * The 406 dialog (seed 000 §8): the message with 取消 / 去购买. Shown by the submission's answer, and
 * before the pad when signQuota already says the quota is used up.
 */
export async function tellNoQuota(message: string = SIGN_CONTRACT_MSG.noQuota): Promise<void> {
  const choice = await dialog.custom({
    content: message,
    buttons: [
      { text: '取消', result: 'cancel' },
      { text: '去购买', result: 'confirm', primary: true },
    ],
  });
  // Whoever may buy in the app goes to the recharge centre; everyone else is told 请前往pc端购买!.
  if (choice === 'confirm') await goBuy();
}

/** The contract's share link for 下载合同 and 复制链接; none when it cannot be had (the page then omits them). */
async function submittedShare(contractId: number): Promise<TSubmittedShare | undefined> {
  try {
    const link = await shareLink(contractId);
    const origin = window.location.origin;
    return {
      download: `${origin}${link.url}`,
      address: shareAddress(origin, import.meta.env.BASE_URL, link.url, '合同'),
    };
  } catch {
    return undefined;
  }
}

/** The 400020 dialog (身份信息填写错误 with each wrong field, 去修改); answers the fields to mark. */
export async function tellIdentityErrors(data: unknown): Promise<Record<string, string>> {
  await dialog.custom({
    title: '身份信息填写错误',
    content: (
      <div>
        <div>{SIGN_CONTRACT_MSG.identityError}</div>
        {identityLines(data).map((line) => (
          <div key={line}>{line}</div>
        ))}
      </div>
    ),
    buttons: [{ text: '去修改', result: 'confirm', primary: true }],
  });
  return identityErrors(data);
}
