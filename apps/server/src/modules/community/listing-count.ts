import { type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/db.ts';

/** Rows of a raw query on either driver (PGlite answers `{ rows }`, postgres.js an array). */
async function rowsOf<T>(db: TExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/**
 * The company's listings in a community (communityHouseCount and the delete guard). The listings
 * table belongs to the housing module; this reads it by its documented columns
 * (live listings only: `deleted_at is null`; in the recycle bin they no longer count).
 */
export async function countListings(db: TExecutor, companyId: number, communityId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from listings where company_id = ${companyId} and community_id = ${communityId} and deleted_at is null`,
  );
  return Number(row?.n ?? 0);
}
