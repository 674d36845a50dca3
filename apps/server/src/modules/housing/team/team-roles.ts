import { TEAM_CHANGE, TEAM_TYPE, TEAM_TYPE_NAMES } from '@awb/contract/housing-options';
import type { TExecutor } from '../../../platform/db/db.ts';
import { listingRepository, type TListingRecord } from '../listing.repository.ts';
import { listingRecords } from '../listing-records.ts';
import { type TTeamRecord, teamRepository } from './team.repository.ts';

/** What a role carries besides its holder: a remark, the key number, the entrustment and its period. */
export type TRoleExtras = {
  remark: string;
  keyNo?: string;
  entrustType?: number;
  entrustStart?: string;
  entrustEnd?: string;
};

/** The listing columns a role carries: the maintainer for lists, the key flag and number. */
export async function syncTeamColumns(
  tx: TExecutor,
  l: TListingRecord,
  teamType: number,
  member: TTeamRecord | null,
): Promise<void> {
  if (teamType === TEAM_TYPE.maintainer) {
    await listingRepository.update(tx, l.companyId, l.id, { maintainerId: member?.userId ?? null });
  } else if (teamType === TEAM_TYPE.key) {
    await listingRepository.update(tx, l.companyId, l.id, {
      haveKeys: member ? 1 : 0,
      houseKeys: member?.keyNo ?? '',
    });
  }
}

/** The circulation record of a change of role (`角色变更`). */
export async function teamCirculation(
  tx: TExecutor,
  l: TListingRecord,
  userId: number,
  at: Date,
  teamType: number,
  text: string,
): Promise<void> {
  await listingRecords.circulation(tx, l, userId, at, `${TEAM_TYPE_NAMES[teamType]}变更`, text);
}

/**
 * `actor` takes a vacant role of a locked-in listing: the member row, the change record, the listing
 * columns the role carries and the circulation record. Also run by an approved held key / entrustment
 * (listing-oa-actions.ts) on behalf of its sponsor.
 */
export async function applyTeamTake(
  tx: TExecutor,
  l: TListingRecord,
  actor: { userId: number; userName: string },
  teamType: number,
  extras: TRoleExtras,
  at: Date,
): Promise<void> {
  const member = await teamRepository.insert(tx, {
    companyId: l.companyId,
    listingId: l.id,
    teamType,
    userId: actor.userId,
    remark: extras.remark,
    keyNo: extras.keyNo ?? '',
    entrustType: extras.entrustType ?? 0,
    entrustStart: extras.entrustStart ?? '',
    entrustEnd: extras.entrustEnd ?? '',
    createdBy: actor.userId,
    createdAt: at,
  });
  await teamRepository.recordChange(tx, {
    companyId: l.companyId,
    listingId: l.id,
    teamType,
    action: TEAM_CHANGE.join,
    userId: actor.userId,
    operatorId: actor.userId,
    createdAt: at,
  });
  await syncTeamColumns(tx, l, teamType, member);
  await teamCirculation(tx, l, actor.userId, at, teamType, `${actor.userName}成为${TEAM_TYPE_NAMES[teamType]}`);
}
