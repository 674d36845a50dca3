import { formatTime } from '@awb/contract/common/china-time';
import { PORTAL_SPECS, PUSH_STATE, PUSH_STATE_NAMES, type TPortal } from '@awb/contract/promotion-constants';
import type { TPushRecord } from '@awb/contract/promotion-views';
import type { TPerson, TPushRow } from './promotion.repository.ts';

/** A listing's record on a portal as answered; no record is 未推送. */
export function pushRecordView(portal: number, row: TPushRow | undefined, people: Map<number, TPerson>): TPushRecord {
  const state = row?.state ?? PUSH_STATE.none;
  return {
    portal,
    portalName: PORTAL_SPECS[portal as TPortal]?.name ?? '',
    state,
    stateName: PUSH_STATE_NAMES[state] ?? '',
    message: row?.message ?? '',
    portalListingId: row?.portalListingId ?? '',
    publisherName: row ? (people.get(row.publisherId)?.name ?? '') : '',
    pushedByName: row ? (people.get(row.pushedBy)?.name ?? '') : '',
    pushedAt: formatTime(row?.pushedAt),
    updatedAt: formatTime(row?.updatedAt),
  };
}
