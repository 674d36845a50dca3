import { spawnSync } from 'node:child_process';
import { heading } from './lib/format.mjs';
import { ROOT } from './lib/processes.mjs';

/**
 * Listing search: bench/search/listing-search.ts on PGlite, and on PostgreSQL when
 * DATABASE_URL is set (a throwaway database, dropped afterwards). Each run generates its data first
 * (BENCH_COMPANIES, BENCH_LISTINGS, BENCH_BIG_TENANT, BENCH_CUSTOMERS), then times housingPosts
 * (BENCH_SEARCH_RUNS per mix, default 30) beside the bare SQL of the same statements.
 * BENCH_SEARCH_DATABASES=postgres (or pglite) runs only that one.
 */
export async function listingSearchBench() {
  const only = process.env.BENCH_SEARCH_DATABASES;
  const targets = [undefined, ...(process.env.DATABASE_URL ? ['postgres'] : [])].filter(
    (t) => !only || only === (t ?? 'pglite'),
  );
  for (const target of targets) {
    heading(`Listing search (${target ? 'PostgreSQL' : 'PGlite'})`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/search/listing-search.ts', target ?? 'pglite'], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    if (run.status !== 0) console.log(`  failed (exit ${run.status})`);
  }
  return null;
}
