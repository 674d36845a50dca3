import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { withLabels } from './common/enum-labels.ts';
import { ZId } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { HOUSING_MSG } from './housing-options.ts';

/**
 * Field schemas of the house book. Forms send numbers as strings and unselected options as '' or
 * 0; these accept both and keep the seeds' Chinese messages.
 */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A select value from a name table; 0 (or empty) means not chosen. */
export function ZOption(names: Record<number, string>) {
  const schema = z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    numeric({ error: HOUSING_MSG.optionInvalid })
      .int(HOUSING_MSG.optionInvalid)
      .refine((v) => v === 0 || names[v] !== undefined, HOUSING_MSG.optionInvalid),
  );
  return withLabels(schema, { 0: '未选择', ...names });
}

/** A required select value from a name table. */
export function ZRequiredOption(names: Record<number, string>, message: string) {
  const schema = z.preprocess(
    blankToUndefined,
    numeric({ error: message })
      .int(message)
      .refine((v) => names[v] !== undefined, message),
  );
  return withLabels(schema, names);
}

/** Several select values: an array, or comma-separated text (query strings and forms). */
export function ZOptionList(names: Record<number, string>, max = 20) {
  const schema = z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v.split(',').filter((s) => s.trim() !== '')
        : typeof v === 'number'
          ? [v]
          : v === null
            ? []
            : v,
    z
      .array(
        numeric({ error: HOUSING_MSG.optionInvalid })
          .int(HOUSING_MSG.optionInvalid)
          .refine((n) => names[n] !== undefined, HOUSING_MSG.optionInvalid),
      )
      .max(max, HOUSING_MSG.optionInvalid)
      .transform((a) => [...new Set(a)]),
  );
  return withLabels(schema, names);
}

/** Ids as an array or comma-separated text. */
export const ZHouseIdList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v.split(',').filter((s) => s.trim() !== '')
      : typeof v === 'number'
        ? [v]
        : v === null
          ? []
          : v,
  z.array(ZId).max(100, MSG.invalidParams),
);

/** A positive amount with at most two decimals, below `max`. */
export function ZAmount(requiredMessage: string, formatMessage: string, max: number) {
  return z.preprocess(
    blankToUndefined,
    numeric({ error: requiredMessage })
      .refine((v) => Number.isFinite(v) && v > 0 && v <= max, formatMessage)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, formatMessage),
  );
}

/** An optional positive amount (absent or '' → undefined). */
export function ZOptionalAmount(formatMessage: string, max: number) {
  return z.preprocess(
    blankToUndefined,
    numeric({ error: formatMessage })
      .refine((v) => Number.isFinite(v) && v > 0 && v <= max, formatMessage)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, formatMessage)
      .optional(),
  );
}

/** A whole number within bounds. */
export function ZWhole(requiredMessage: string, formatMessage: string, min: number, max: number) {
  return z.preprocess(
    blankToUndefined,
    numeric({ error: requiredMessage }).int(formatMessage).min(min, formatMessage).max(max, formatMessage),
  );
}

/** A count 0..max, empty meaning 0. */
export function ZCount(max: number, message: string = MSG.invalidParams) {
  return z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : v),
    numeric({ error: message }).int(message).min(0, message).max(max, message),
  );
}

/** A flag 0/1 (the seeds' haveKeys / haveGarage), also from booleans and text. */
export const ZHave = z.preprocess(
  (v) => (v === true || v === 'true' ? 1 : v === false || v === 'false' || v === '' || v == null ? 0 : v),
  numeric({ error: MSG.invalidParams })
    .int(MSG.invalidParams)
    .refine((v) => v === 0 || v === 1, MSG.invalidParams),
);

/** Whether text is a real calendar date YYYY-MM-DD. */
export function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A calendar date YYYY-MM-DD, or '' for none. */
export const ZDateOrEmpty = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z
    .string({ error: HOUSING_MSG.dateFormat })
    .trim()
    .refine((v) => v === '' || isCalendarDate(v), HOUSING_MSG.dateFormat),
);

/** Short optional text (trimmed, '' when absent). */
export function ZShortText(max: number) {
  return z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: MSG.invalidParams }).trim().max(max, `内容不能超过${max}个字`),
  );
}

/** An optional range bound: '' / absent → undefined; otherwise a finite number ≥ min. */
export function ZBound(min = 0) {
  return z.preprocess(
    blankToUndefined,
    numeric({ error: MSG.invalidParams }).min(min, MSG.invalidParams).max(1e12, MSG.invalidParams).optional(),
  );
}

/** An optional id: '' / 0 → undefined. */
export const ZOptionalId = z.preprocess(
  (v) => (v === '' || v === 0 || v === '0' || v === null ? undefined : v),
  ZId.optional(),
);
