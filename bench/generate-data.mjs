import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { heading } from './lib/format.mjs';
import { ROOT } from './lib/processes.mjs';

/**
 * Data generator: runs apps/server/src/db/generate/cli.ts into a fresh PGlite data
 * directory (kept and printed, so it can be served: DATA_DIR=<dir> npm run dev) and prints how long
 * each part took. Sizes: BENCH_COMPANIES (1000), BENCH_LISTINGS (1000000), BENCH_BIG_TENANT (500000),
 * BENCH_CUSTOMERS (200000). The search benchmark generates its own data on each database.
 */
export async function generateData() {
  heading('Data generator (PGlite)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-generated-'));
  const env = {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dir,
    GEN_COMPANIES: process.env.BENCH_COMPANIES ?? '1000',
    GEN_LISTINGS: process.env.BENCH_LISTINGS ?? '1000000',
    GEN_BIG_TENANT: process.env.BENCH_BIG_TENANT ?? '500000',
    GEN_CUSTOMERS: process.env.BENCH_CUSTOMERS ?? '200000',
  };
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/db/generate/cli.ts'], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = (run.stdout ?? '').split('\n');
  for (const line of lines.filter((l) => l.startsWith('  '))) console.log(line);
  const result = lines.find((l) => l.startsWith('GENERATED '));
  if (run.status !== 0 || !result) {
    console.log(`  failed (exit ${run.status})`);
    return null;
  }
  const generated = JSON.parse(result.slice('GENERATED '.length));
  console.log(`  total ${((Date.now() - started) / 1000).toFixed(0)} s; rows: ${JSON.stringify(generated.counts)}`);
  console.log(`  data directory: ${dir} (log in as ${generated.managerPhone} / bench1234; delete it when done)`);
  return generated;
}
