import { MSG } from '@awb/contract/common/codes';
import { isPhone, isSmsCode } from '@awb/contract/common/validators';

/**
 * The checks of the login page, without Zod (account-validation.ts re-exports them beside the password
 * rules, which use the contract's Zod schema): the login page is the first screen of a logged-out user,
 * and building the schemas cost it tens of milliseconds of main-thread work (Total Blocking Time).
 * Each returns the first message to show, or null when the values may be sent (seed 000 §5).
 */
export type TCheck = string | null;

export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function checkPhone(phone: unknown): TCheck {
  const value = text(phone);
  if (!value) return MSG.phoneRequired;
  return isPhone(value) ? null : MSG.phoneFormat;
}

export function checkCode(code: unknown): TCheck {
  const value = text(code);
  if (!value) return MSG.codeRequired;
  return isSmsCode(value) ? null : MSG.codeWrong;
}

/** The first failing check, or null. */
export function firstError(...checks: (() => TCheck)[]): TCheck {
  for (const check of checks) {
    const message = check();
    if (message) return message;
  }
  return null;
}

export const AGREEMENT_REQUIRED = '请先阅读并同意《用户协议》和《隐私政策》';
