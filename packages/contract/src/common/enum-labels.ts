import type { z } from 'zod';

/**
 * The OpenAPI document lists a code field's values with their Chinese labels. A field built from a
 * name table carries the table as `x-enum-labels` metadata; the server's document generator turns it
 * into `enum` and a description line (`1 求购，2 求租，3 新房`).
 */
export const ENUM_LABELS_KEY = 'x-enum-labels';

/** Attaches a name table (code → label) to a code field's schema, for the API document only. */
export function withLabels<T extends z.ZodType>(schema: T, names: Record<number, string>): T {
  const labels: Record<string, string> = {};
  for (const [code, label] of Object.entries(names)) labels[code] = label;
  return schema.meta({ [ENUM_LABELS_KEY]: labels }) as T;
}
