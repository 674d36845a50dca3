import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withoutPostgres } from '../../../test/postgres-leg.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { rowsOf } from './rows.ts';

describe.skipIf(withoutPostgres('the PostgreSQL connections'))('the PostgreSQL connections', () => {
  it('plan each statement with its values and without parallel workers (decision 0004)', async () => {
    const database = await openTestDatabase();
    try {
      expect(database.kind).toBe('postgres');
      const [row] = await rowsOf<{ max_parallel_workers_per_gather: string }>(
        database.db,
        sql`show max_parallel_workers_per_gather`,
      );
      expect(row?.max_parallel_workers_per_gather).toBe('0');
      const [mode] = await rowsOf<{ plan_cache_mode: string }>(database.db, sql`show plan_cache_mode`);
      expect(mode?.plan_cache_mode).toBe('force_custom_plan');
    } finally {
      await database.close();
    }
  });

  it('open all of both pools before the server listens, so a first burst of calls finds them open', async () => {
    const database = await openTestDatabase();
    const backends = () =>
      rowsOf<{ application_name: string; n: number }>(
        database.db,
        sql`select application_name, count(*)::int as n from pg_stat_activity
            where datname = current_database() group by application_name order by application_name`,
      );
    try {
      expect(await backends()).toEqual([{ application_name: 'agency-workbook', n: 1 }]);
      await database.openConnections?.();
      expect(await backends()).toEqual([
        { application_name: 'agency-workbook', n: 10 },
        { application_name: 'agency-workbook-lookups', n: 4 },
      ]);
    } finally {
      await database.close();
    }
  });
});
