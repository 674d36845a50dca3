import { localTime } from '@awb/contract/common/china-time';
import { houseTitleText } from '@awb/contract/house-address';
import type { TOutboxEntry } from './draft-outbox.ts';

/** A row of the draft list: the server's, or one still only on the phone. */
export type TDraftListRow = {
  draftCode: string;
  boxid: number;
  title: string;
  place: string;
  updatedAt: string;
  /** Typing the server has not taken yet (offline, or before a house was filled). */
  unsent: boolean;
};

type TServerRow = {
  draftCode: string;
  boxid: number;
  title: string;
  houseName: string;
  houseBuilding: string;
  houseRoomNo: string;
  updatedAt: string;
};

const placeOf = (community: string, building: string, room: string) =>
  houseTitleText({ community, building, room }) || '未填写房屋';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The server's drafts (newest first) with the phone's unsent changes marked, and the drafts that
 * exist only on the phone (typed offline) on top, so nothing typed goes missing from the list.
 */
export function mergeDraftRows(server: readonly TServerRow[], local: readonly TOutboxEntry[]): TDraftListRow[] {
  const byCode = new Map(local.map((e) => [e.draftCode, e]));
  const known = new Set(server.map((r) => r.draftCode));
  const onlyHere = local
    .filter((e) => e.dirty && !known.has(e.draftCode))
    .map((e) => ({
      draftCode: e.draftCode,
      boxid: e.boxid,
      title: '未同步的草稿',
      place: placeOf(
        text(e.content.values.houseName),
        text(e.content.values.houseBuilding),
        text(e.content.values.houseRoomNo),
      ),
      updatedAt: localTime(new Date(e.changedAt)),
      unsent: true,
    }));
  const rows = server.map((r) => ({
    draftCode: r.draftCode,
    boxid: r.boxid,
    title: r.title,
    place: placeOf(r.houseName, r.houseBuilding, r.houseRoomNo),
    updatedAt: r.updatedAt,
    unsent: byCode.get(r.draftCode)?.dirty === true,
  }));
  return [...onlyHere, ...rows];
}
