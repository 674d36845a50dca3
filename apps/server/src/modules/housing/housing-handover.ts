import { APP_TYPE } from '@awb/contract/common/apps';
import { APP_RECORD_TYPE } from '@awb/contract/housing-options';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';
import type { THandover, THandoverStep } from '../../platform/hooks/leaver-steps.ts';
import { peopleByIds } from './housing-people.ts';
import { teamRepository } from './team/team.repository.ts';

/**
 * The house book's share of a leaving: the leaver's listings (live and in the recycle bin) and every
 * team role they hold pass to the colleague, in the leaving transaction; each live listing gets a
 * circulation record and each role a team change.
 */
export async function handOverListings(tx: TExecutor, h: THandover, at: Date): Promise<void> {
  const people = await peopleByIds(tx, h.companyId, [h.fromUserId, h.toUserId]);
  const text = `${people.get(h.fromUserId)?.userName ?? ''} → ${people.get(h.toUserId)?.userName ?? ''}`;
  await tx.execute(sql`
    insert into app_records (company_id, app_type, item_type, item_id, record_type, action, content, user_id, created_at)
    select company_id, ${APP_TYPE.house}, type, id, ${APP_RECORD_TYPE.circulation}, '离职交接', ${text}, ${h.byUserId}, ${at.toISOString()}::timestamptz
    from listings
    where company_id = ${h.companyId} and owner_id = ${h.fromUserId} and deleted_at is null`);
  await tx.execute(
    sql`update listings set owner_id = ${h.toUserId}, version = version + 1 where company_id = ${h.companyId} and owner_id = ${h.fromUserId}`,
  );
  await tx.execute(
    sql`update listings set maintainer_id = ${h.toUserId}, version = version + 1 where company_id = ${h.companyId} and maintainer_id = ${h.fromUserId}`,
  );
  await teamRepository.handOver(tx, h, at);
}

export function listingHandoverStep(now: () => Date): THandoverStep {
  return { name: 'housing.listings', run: (tx, h) => handOverListings(tx, h, now()) };
}
