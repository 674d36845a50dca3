import { z } from 'zod';
import { MSG } from './codes.ts';
import { numeric } from './numeric.ts';
import { PHONE_PATTERN, SMS_CODE_PATTERN } from './validators.ts';

/** Reusable field schemas with the seeds' Chinese messages. */
export const ZPhone = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, MSG.phoneRequired)
  .regex(PHONE_PATTERN, MSG.phoneFormat);

export const ZSmsCode = z
  .string({ error: MSG.codeRequired })
  .trim()
  .min(1, MSG.codeRequired)
  .regex(SMS_CODE_PATTERN, MSG.codeWrong);

export const ZPassword = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .regex(/^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/, MSG.passwordFormat);

/** A positive integer id, also accepted as a numeric string (query strings and forms). */
export const ZId = numeric({ error: MSG.invalidParams })
  .int(MSG.invalidParams)
  .positive(MSG.invalidParams)
  .max(Number.MAX_SAFE_INTEGER, MSG.invalidParams);

export const ZPageIndex = numeric().int().min(1).max(100_000).default(1);

export function ZPageSize(defaultSize: number, max = 100) {
  return numeric().int().min(1).max(max).default(defaultSize);
}

/** Free text with a length limit, trimmed. */
export function ZText(max: number, requiredMessage?: string) {
  const base = z
    .string({ error: requiredMessage ?? MSG.invalidParams })
    .trim()
    .max(max, `内容不能超过${max}个字`);
  return requiredMessage ? base.min(1, requiredMessage) : base;
}
