/**
 * Format rules of seed 000 §5 and seed 001 §5, pure so that both apps share them.
 */

/** Registration and login: 11 digits starting with 1 (seed 000 §5). */
export const PHONE_PATTERN = /^1\d{10}$/;
/** Generic mobile format: 11 digits, starting 1, second digit 2 to 9 (seed 001 §5). */
export const MOBILE_PATTERN = /^1[2-9]\d{9}$/;
export const LANDLINE_PATTERN = /^(0\d{2,3}-?)?\d{7,8}(-\d{1,6})?$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const AMOUNT_PATTERN = /^(0|[1-9]\d*)(\.\d{1,2})?$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

export function isLandline(value: string): boolean {
  return LANDLINE_PATTERN.test(value);
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isAmount(value: string): boolean {
  return AMOUNT_PATTERN.test(value);
}

export function isSmsCode(value: string): boolean {
  return SMS_CODE_PATTERN.test(value);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** Mainland resident ID card (GB 11643): 18 characters, valid birth date and ISO 7064 checksum. */
export function isIdCard(raw: string): boolean {
  const value = raw.toUpperCase();
  if (!/^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dX]$/.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK[sum % 11] === value[17];
}

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Unified social credit code (GB 32100): 18 characters without I, O, Z, S, V, with checksum. */
export function isCreditCode(raw: string): boolean {
  const value = raw.toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARS.indexOf(value[i] ?? '') * (CREDIT_WEIGHTS[i] ?? 0);
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CHARS[check] === value[17];
}

/** Business licence number: an 18-character credit code or a 15-digit registration number (seed 000 §9). */
export function isBusinessLicence(raw: string): boolean {
  return /^\d{15}$/.test(raw) || isCreditCode(raw);
}

/** Masks a phone for lists: 138****5678. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** Masks an ID card number for lists and logs: 1101**********002X (first 4 and last 4 shown). */
export function maskIdCard(value: string): string {
  const id = value.trim().toUpperCase();
  return id.length > 8 ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}` : '*'.repeat(id.length);
}
