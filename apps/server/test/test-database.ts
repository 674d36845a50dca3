import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { TDatabase } from '../src/platform/db/db.ts';
import { openPglite, openPostgres } from '../src/platform/db/open.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway database
 * on the PostgreSQL server of DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<TDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite(null);
  const name = `awb_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  return {
    ...database,
    async close() {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
