import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';

/**
 * Test helper: makes sure a community has a live listing of its company (the delete guard), using a
 * demo listing when the house book seeded one, else writing a minimal row into the housing module's
 * listings table by its documented columns.
 */
export async function ensureListing(
  db: TExecutor,
  companyId: number,
  communityId: number,
  ownerId: number,
): Promise<void> {
  const result = (await db.execute(
    sql`select count(*)::int as n from listings where company_id = ${companyId} and community_id = ${communityId} and deleted_at is null`,
  )) as unknown as { rows?: { n: number }[] } | { n: number }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  if (Number(rows[0]?.n ?? 0) > 0) return;
  await db.execute(sql`insert into listings
    (company_id, type, community_id, building_no, room_no, room_key, room, hall, house_area, floor, total_floor, info_attribution, owner_id)
    values (${companyId}, 1, ${communityId}, '1', '101', ${`1||101`}, 2, 1, 89, 1, 6, 1, ${ownerId})`);
}
