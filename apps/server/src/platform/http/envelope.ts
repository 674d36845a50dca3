import { CODE, MSG } from '@awb/contract/common/codes';
import { LIST_COUNT_CAP } from '@awb/contract/common/envelope';

export function ok<T>(data: T, msg: string = MSG.ok) {
  return { code: CODE.ok, msg, data };
}

export function okList<T>(rows: T[], total: number, msg: string = MSG.ok) {
  return { code: CODE.ok, msg, data: rows, total: Math.min(total, LIST_COUNT_CAP) };
}

/** A keyset list (ZCursorListEnvelope): the page, its capped total and the cursor of the next page. */
export function okCursorList<T>(page: { rows: T[]; total: number; cursor: string }) {
  return { ...okList(page.rows, page.total), cursor: page.cursor };
}
