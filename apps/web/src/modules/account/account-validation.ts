import { MSG } from '@awb/contract/common/codes';
import { ZPassword } from '@awb/contract/common/fields';
import { AGREEMENT_REQUIRED, checkCode, checkPhone, firstError, type TCheck, text } from './phone-checks.ts';

export { AGREEMENT_REQUIRED, checkCode, checkPhone, firstError, type TCheck } from './phone-checks.ts';

/*
 * Client checks run before a call, with the seeds' wording (seed 000 §5). Each returns the first
 * message to show, or null when the values may be sent. The server checks the same rules again.
 * The phone and code checks live in phone-checks.ts, without Zod, for the login page.
 */

/** A new password (6–20 characters with letters and digits) and its confirmation. */
export function checkNewPassword(password: unknown, confirm: unknown): TCheck {
  const parsed = ZPassword.safeParse(typeof password === 'string' ? password : '');
  if (!parsed.success) return parsed.error.issues[0]?.message ?? MSG.passwordFormat;
  if (!confirm) return '请再次输入密码';
  return confirm === password ? null : MSG.passwordMismatch;
}

export type TRegisterValues = {
  mode: 'create' | 'join';
  phone?: string;
  phonecode?: string;
  company?: string;
  cityId?: number | null;
  inviteCode?: string;
  userName?: string;
  password?: string;
  confirmPwd?: string;
  agreed?: boolean;
};

/** Registration, in the seed's order: phone, city (请选择省市！), code; then the rest of the form. */
export function checkRegister(v: TRegisterValues): TCheck {
  const creating = v.mode === 'create';
  return firstError(
    () => checkPhone(v.phone),
    () => (creating && !v.cityId ? MSG.cityRequired : null),
    () => checkCode(v.phonecode),
    () => (creating && !text(v.company) ? MSG.companyRequired : null),
    () => (!creating && !text(v.inviteCode) ? '请输入邀请码' : null),
    () => (!creating && !text(v.userName) ? JOIN_NAME_REQUIRED : null),
    () => checkNewPassword(v.password, v.confirmPwd),
    () => (v.agreed ? null : AGREEMENT_REQUIRED),
  );
}

/** Joining: the administrator reviews the application by the applicant's real name. */
export const JOIN_NAME_REQUIRED = '请输入您的真实姓名';
