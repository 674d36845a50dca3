import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import lockfile from 'proper-lockfile';
import type { TDatabase, TDb } from './db.ts';
import { drizzleOnPglite } from './pglite-drizzle.ts';
import { namedStatements } from './postgres-statements.ts';
import { useForLookups } from './prepared.ts';

export const MIGRATIONS_FOLDER = new URL('../../../drizzle', import.meta.url).pathname;

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(`The data directory ${dir} is in use by another process (only one server may open a PGlite data directory).`);
  }
}

/**
 * Opens PGlite in `dataDir` (or in memory when `dataDir` is null), guarded by a lock file so that a
 * second process cannot open the same directory, and applies the migrations.
 */
export async function openPglite(dataDir: string | null): Promise<TDatabase> {
  let release: (() => Promise<void>) | undefined;
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    release = await lockDataDir(dataDir, dir);
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
  // Named statements, parsed once (decision 0006); after the migrations, which change the tables.
  // PGLITE_STATEMENTS=unnamed goes back to Drizzle's own driver (to measure, or should one misbehave).
  const db =
    process.env.PGLITE_STATEMENTS === 'unnamed'
      ? (drizzlePglite(client) as unknown as TDb)
      : await drizzleOnPglite(client);
  return {
    db,
    kind: 'pglite',
    async close() {
      await client.close();
      await release?.();
    },
  };
}

/**
 * Takes the data directory's lock. A lock left by a server that was killed (its process is gone, on
 * this machine) is taken over at once rather than after the 15 s staleness period, so that a
 * supervisor's restart after a crash succeeds.
 */
async function lockDataDir(dataDir: string, dir: string): Promise<() => Promise<void>> {
  const lockfilePath = path.join(dataDir, 'pglite.lock');
  const ownerFile = path.join(dataDir, 'pglite.lock.owner');
  const take = () => lockfile.lock(dir, { lockfilePath, stale: 15_000 });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch {
    if (!ownerIsGone(ownerFile)) throw new DataDirLockedError(dir);
    fs.rmSync(lockfilePath, { recursive: true, force: true });
    try {
      release = await take();
    } catch {
      throw new DataDirLockedError(dir);
    }
  }
  fs.writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, host: os.hostname() }));
  return async () => {
    fs.rmSync(ownerFile, { force: true });
    await release();
  };
}

function ownerIsGone(ownerFile: string): boolean {
  let owner: { pid?: unknown; host?: unknown };
  try {
    owner = JSON.parse(fs.readFileSync(ownerFile, 'utf8'));
  } catch {
    return false;
  }
  if (owner.host !== os.hostname() || typeof owner.pid !== 'number' || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * The app's PostgreSQL pool. Planner settings of its connections (docs/decisions/0004-planner-settings.md):
 * a plan for each statement's own values, as PGlite plans them, and no parallel workers for short queries.
 */
export const POSTGRES_OPTIONS = {
  max: 10,
  onnotice: () => {},
  connection: {
    plan_cache_mode: 'force_custom_plan',
    max_parallel_workers_per_gather: '0',
    application_name: 'agency-workbook',
  },
} satisfies postgres.Options<Record<string, postgres.PostgresType>>;

/**
 * The small pool of the prepared lookups by key (decision 0008): PostgreSQL's default plan caching, so
 * after five runs such a statement keeps one plan instead of being planned for its values every time.
 * Only lookups whose best plan does not depend on the values are prepared (decision 0006).
 */
export const POSTGRES_LOOKUP_OPTIONS = {
  ...POSTGRES_OPTIONS,
  max: 4,
  connection: { ...POSTGRES_OPTIONS.connection, plan_cache_mode: 'auto', application_name: 'agency-workbook-lookups' },
} satisfies postgres.Options<Record<string, postgres.PostgresType>>;

export async function openPostgres(url: string): Promise<TDatabase> {
  const client = postgres(url, POSTGRES_OPTIONS);
  const lookupClient = postgres(url, POSTGRES_LOOKUP_OPTIONS);
  const db = drizzlePostgres(namedStatements(client)) as unknown as TDb;
  useForLookups(db, drizzlePostgres(namedStatements(lookupClient)) as unknown as TDb);
  await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'postgres',
    async openConnections() {
      await Promise.all([
        openEvery(client, POSTGRES_OPTIONS.max),
        openEvery(lookupClient, POSTGRES_LOOKUP_OPTIONS.max),
      ]);
    },
    async close() {
      await lookupClient.end({ timeout: 5 });
      await client.end({ timeout: 5 });
    },
  };
}

/**
 * Opens the pool's `size` connections at once (postgres.js opens them on demand and keeps them open
 * while idle_timeout is unset): a connection is reserved until all are, so none is reused.
 */
async function openEvery(client: postgres.Sql, size: number): Promise<void> {
  const connections = await Promise.all(Array.from({ length: size }, () => client.reserve()));
  try {
    await Promise.all(connections.map((connection) => connection`select 1`));
  } finally {
    for (const connection of connections) connection.release();
  }
}
