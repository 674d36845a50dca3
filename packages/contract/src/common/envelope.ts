import { z } from 'zod';

/** `{ code, msg, data }` on every call (docs/api.md). */
export function ZEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), msg: z.string(), data });
}

/** Lists: `{ code, msg, data: [...], total }`; total stops counting at LIST_COUNT_CAP. */
export function ZListEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ code: z.number(), msg: z.string(), data: z.array(item), total: z.number() });
}

/**
 * A list that pages by keyset (docs/api.md "Lists"): `cursor` names where this page ended; sent back
 * with the next page's request, that page continues from there instead of skipping rows. '' when
 * this page was the last.
 */
export function ZCursorListEnvelope<T extends z.ZodType>(item: T) {
  return ZListEnvelope(item).extend({ cursor: z.string() });
}

export { LIST_COUNT_CAP } from './page-sizes.ts';

export const ZEmpty = z.null();

export type TEnvelope<T> = { code: number; msg: string; data: T };
export type TListEnvelope<T> = { code: number; msg: string; data: T[]; total: number };
