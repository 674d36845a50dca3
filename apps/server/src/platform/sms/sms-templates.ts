import type { TSmsMessage, TSmsTemplate } from './sms-sender.ts';

/**
 * The wording of each text message, filled from its params: the dev outbox shows it, and it is the text
 * to register with the provider for the template of the same name (the provider gets the params).
 *
 * - `verify-code` {code, minutes}: an account code (login, registration, password, staff phone).
 * - `sign-invite` {url, contractNo, role}: a signing link (the ceremony's invitation).
 * - `sign-code` {code, minutes, company, contractNo}: the code of one signing link. It names the brokerage
 *   (full name) and the contract number, so that the signer knows what typing it approves.
 * - `sign-copy` {url, contractNo, role, days}: a party's link to their signed copy, after the last signature.
 */
const TEXTS: Record<TSmsTemplate, (p: Record<string, string>) => string> = {
  'verify-code': (p) => `您的验证码为${p.code}，${p.minutes}分钟内有效，请勿泄露给他人。`,
  'sign-invite': (p) => `您有一份合同（编号${p.contractNo}）待您作为${p.role}签署，请打开链接查看并签署：${p.url}`,
  'sign-code': (p) =>
    `您正在签署${p.company}的合同（编号${p.contractNo}），验证码${p.code}，${p.minutes}分钟内有效。` +
    '输入即确认由您本人签署该合同；如非本人操作，请勿告知他人。',
  'sign-copy': (p) =>
    `您作为${p.role}签署的合同（编号${p.contractNo}）已全部签署完成，` +
    `请打开链接查看、下载您的合同文本（${p.days}天内有效）：${p.url}`,
};

export function smsText(message: Pick<TSmsMessage, 'template' | 'params'>): string {
  return TEXTS[message.template](message.params);
}
