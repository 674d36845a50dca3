import { CODE, MSG } from '@awb/contract/common/codes';
import { LIST_COUNT_CAP } from '@awb/contract/common/envelope';

export function ok<T>(data: T, msg: string = MSG.ok) {
  return { code: CODE.ok, msg, data };
}

export function okList<T>(rows: T[], total: number, msg: string = MSG.ok) {
  return { code: CODE.ok, msg, data: rows, total: Math.min(total, LIST_COUNT_CAP) };
}
