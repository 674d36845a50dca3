/**
 * The words of the form's last step. Where an approval flow covers 发起签约 for the agent (app 6 item 1)
 * the submission is held until the flow passes, so the button says so (提交审批), as the contract
 * states' page does; the pad's confirm button follows.
 */
export function submitLabel(needApproval: boolean | undefined): string {
  return needApproval ? '提交审批' : '发起签署';
}

export function padConfirmLabel(needApproval: boolean | undefined): string {
  return `签字并${submitLabel(needApproval)}`;
}

/**
 * Whether the form may open the signing pad: unknown (the quota could not be read) lets the agent go on,
 * as the server checks again; a quota used up (remain 0) is told before the agent draws.
 */
export function quotaUsedUp(remain: number | null): boolean {
  return remain !== null && remain <= 0;
}
