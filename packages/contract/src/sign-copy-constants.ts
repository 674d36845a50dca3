/**
 * Each party's copy of a completed e-contract (designed; free of Zod): after the last signature every
 * signer gets a text with a link to the signed PDF, bound to them, expiring and revocable by the agent.
 * Schemas in sign-copy.ts, calls in sign-ceremony.contract.ts; docs/signing-ceremony.md "Each party's copy".
 */

export const COPY_LIMITS = {
  /** A party's copy link lives this many days from the completion (and from each resend). */
  copyDays: 30,
  /** One resend of a copy's text this often at most. */
  resendSeconds: 60,
} as const;

/** The page a copy link opens (hash route of the web app). */
export const CONTRACT_COPY_PATH = '/h5/#/pages/public/contract-copy';

/** A copy's state as the agent sees it. */
export const COPY_STATE = { live: 1, revoked: 2, expired: 3 } as const;
export const COPY_STATE_NAMES: Record<number, string> = { 1: '有效', 2: '已撤销', 3: '已过期' };

export const COPY_MSG = {
  revoked: '该合同链接已被经纪人撤销',
  expired: '合同链接已过期，请联系经纪人',
  notFound: '合同副本不存在',
  alreadyRevoked: '该合同链接已撤销',
  resendTooSoon: '该合同链接刚刚发送过，请60秒后再试',
  notCompleted: '合同未完成签署，不能发送合同链接',
} as const;

export const COPY_OK = {
  revoked: '已撤销该签署方的合同链接',
  resent: '已重新发送合同链接，旧链接已失效',
} as const;
