import type { SQL } from 'drizzle-orm';
import type { TExecutor } from './db.ts';

/** The rows of a raw SQL query: PGlite answers `{ rows }`, postgres-js an array. */
export async function rowsOf<T>(db: TExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
