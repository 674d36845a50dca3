import type { z } from 'zod';

/**
 * A field required only when another field has a given value (a sale listing needs its sale price).
 * The schema checks the rules and carries them as `x-required-when` metadata, so the API document
 * states the same rules the server applies: the field is optional in `required`, and its description
 * says when it is needed.
 */
export type TRequiredWhen = {
  field: string;
  /** The field that decides, and the value that makes `field` required. */
  when: string;
  equals: number;
  /** What the value means (e.g. 出售), for the document. */
  label: string;
  /** The seeds' message when it is missing. */
  message: string;
};

export const REQUIRED_WHEN_KEY = 'x-required-when';

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Adds an issue at each rule's field that its condition makes required and that is blank. */
export function checkRequiredWhen(
  rules: readonly TRequiredWhen[],
  value: Record<string, unknown>,
  ctx: z.RefinementCtx,
): void {
  for (const r of rules) {
    if (value[r.when] === r.equals && blank(value[r.field])) {
      ctx.addIssue({ code: 'custom', message: r.message, path: [r.field] });
    }
  }
}

/** The rules as metadata for the API document (add with `.meta(requiredWhenMeta(rules))`). */
export function requiredWhenMeta(rules: readonly TRequiredWhen[]): Record<string, unknown> {
  return {
    [REQUIRED_WHEN_KEY]: rules.map(({ field, when, equals, label, message }) => ({
      field,
      when,
      equals,
      label,
      message,
    })),
  };
}
