import { APP_TYPE } from '@awb/contract/common/apps';
import { HOUSING_MSG, LISTING_TYPE, TEAM_TYPE } from '@awb/contract/housing-options';
import { OA_MSG, oaItemName } from '@awb/contract/oa-fields';
import { and, eq, isNull } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import type { HeldActions } from '../../platform/hooks/held-actions.ts';
import { communityLookup } from '../community/community-lookup.ts';
import { OaRecordService } from '../oa/oa-record.service.ts';
import { peopleByIds } from './housing-people.ts';
import type { TListingRecord } from './listing.repository.ts';
import { listings } from './listing.table.ts';
import { listingRecords } from './listing-records.ts';
import { teamRepository } from './team/team.repository.ts';
import { applyTeamTake } from './team/team-roles.ts';

/** The listing actions a flow can hold (executors registered below). */
export const LISTING_OA_ACTION = { delete: 'listing.delete', team: 'listing.team' } as const;

/** Approval items of seed 000 §7 by listing type: delete 3 / 9, entrustment 32 / 37, key 34 / 39. */
const ITEM = {
  delete: { [LISTING_TYPE.sale]: 3, [LISTING_TYPE.rent]: 9 } as Record<number, number>,
  [TEAM_TYPE.entrustment]: { [LISTING_TYPE.sale]: 32, [LISTING_TYPE.rent]: 37 } as Record<number, number>,
  [TEAM_TYPE.key]: { [LISTING_TYPE.sale]: 34, [LISTING_TYPE.rent]: 39 } as Record<number, number>,
};

type TExtras = { remark?: string; oaParam?: { oaReamrk: string } | undefined } & Record<string, unknown>;

/** The listing in words for the approval: 阳光花园 3-502 (community, building-unit-room). */
async function listingWords(db: TExecutor, l: TListingRecord): Promise<string> {
  const community = await communityLookup.byId(db, l.companyId, l.communityId);
  const room = [l.buildingNo, l.unitNo, l.roomNo].filter((p) => p !== '').join('-');
  return `${community?.name ?? ''} ${room}`.trim();
}

/**
 * Asks the approvals module to hold a listing delete ('delete') or the key / entrustment taken
 * (a TEAM_TYPE) inside the caller's transaction; undefined when no flow guards it (run it at once).
 */
export async function holdListingAction(
  deps: TDeps,
  tx: TExecutor,
  ctx: TRequestContext,
  l: TListingRecord,
  what: 'delete' | number,
  extras: TExtras,
): Promise<{ approvalId: number } | undefined> {
  const itemId = (what === 'delete' ? ITEM.delete : ITEM[what as 1 | 2])?.[l.type];
  if (itemId === undefined) return undefined;
  const { oaParam, ...payload } = extras;
  return new OaRecordService(deps).hold(tx, ctx, {
    appType: APP_TYPE.house,
    itemId,
    action: what === 'delete' ? LISTING_OA_ACTION.delete : LISTING_OA_ACTION.team,
    targetType: l.type,
    targetId: l.id,
    title: `${oaItemName(APP_TYPE.house, itemId)} ${await listingWords(tx, l)}`,
    payload: what === 'delete' ? {} : { ...payload, teamType: what },
    remark: oaParam?.oaReamrk ?? '',
    busyMessage: OA_MSG.listingPending,
  });
}

/** Moves a live listing into the recycle bin on behalf of `actor`; false when it is gone already. */
export async function applyListingDelete(
  tx: TExecutor,
  l: TListingRecord,
  actorId: number,
  remark: string,
  at: Date,
): Promise<boolean> {
  const done = await tx
    .update(listings)
    .set({ deletedAt: at, deletedBy: actorId })
    .where(and(eq(listings.companyId, l.companyId), eq(listings.id, l.id), isNull(listings.deletedAt)))
    .returning({ id: listings.id });
  if (done.length === 0) return false;
  await listingRecords.operation(tx, l, actorId, at, '删除房源', remark);
  return true;
}

/** The listing of a held action, locked; gone (recycled, other type) ends the request as 无法执行. */
async function lockedListing(tx: TExecutor, companyId: number, id: number, type: number): Promise<TListingRecord> {
  const [l] = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.companyId, companyId), eq(listings.id, id), isNull(listings.deletedAt)))
    .for('update');
  if (!l || l.type !== type) throw notFound(HOUSING_MSG.listingNotFound);
  return l;
}

/**
 * Registers the executors of the held listing actions with the approvals module; each re-checks its
 * preconditions on the locked row and writes on behalf of the sponsor.
 */
export function registerListingOaActions(actions: HeldActions): void {
  actions.register(LISTING_OA_ACTION.delete, async (tx, a) => {
    const l = await lockedListing(tx, a.companyId, a.targetId, a.targetType);
    if (!(await applyListingDelete(tx, l, a.sponsorId, a.remark, a.at))) throw notFound(HOUSING_MSG.listingNotFound);
  });
  actions.register(LISTING_OA_ACTION.team, async (tx, a) => {
    const l = await lockedListing(tx, a.companyId, a.targetId, a.targetType);
    const teamType = Number(a.payload.teamType);
    const holder = await teamRepository.holder(tx, a.companyId, l.id, teamType);
    if (holder) throw invalid(holder.userId === a.sponsorId ? HOUSING_MSG.teamAlreadyYou : HOUSING_MSG.teamTaken);
    const me = (await peopleByIds(tx, a.companyId, [a.sponsorId])).get(a.sponsorId);
    const p = a.payload;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    await applyTeamTake(
      tx,
      l,
      { userId: a.sponsorId, userName: me?.userName ?? '' },
      teamType,
      {
        remark: text(p.remark),
        keyNo: text(p.keyNo),
        entrustType: Number(p.entrustType ?? 0),
        entrustStart: text(p.entrustStart),
        entrustEnd: text(p.entrustEnd),
      },
      a.at,
    );
  });
}
