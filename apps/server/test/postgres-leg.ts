import { spawnSync } from 'node:child_process';

/**
 * Tests that need a real PostgreSQL run in CI's PostgreSQL leg (`.ci/run` always has one: the machine's,
 * or a throwaway cluster it starts). Elsewhere they are skipped, and say so aloud (a silent skip reads as
 * a pass). In that leg, a missing tool is a failure, not a skip.
 */
export const PG_URL = process.env.DATABASE_URL;

export function withoutPostgres(what: string): boolean {
  if (PG_URL) return false;
  console.warn(`SKIPPED (no DATABASE_URL): ${what}; CI runs it in its PostgreSQL leg`);
  return true;
}

/** Whether the PostgreSQL client tools answer; with DATABASE_URL set in CI their absence fails the run. */
export function postgresToolsOrFail(tools: string[]): boolean {
  const missing = tools.filter((tool) => spawnSync(tool, ['--version']).status !== 0);
  if (missing.length === 0) return true;
  if (PG_URL && process.env.CI) throw new Error(`CI's PostgreSQL leg needs ${missing.join(', ')} (postgresql-client)`);
  if (PG_URL) console.warn(`SKIPPED: ${missing.join(', ')} not installed (apt-get install postgresql-client)`);
  return false;
}
