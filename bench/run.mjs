#!/usr/bin/env node
/**
 * `npm run bench`: prints every benchmark figure (see bench/README.md). Never fails on timing.
 *   node bench/run.mjs                 all of them
 *   node bench/run.mjs bundle api      some of them: bundle, api, load, lighthouse, webtasks, search, generate
 * BENCH_SECONDS (mixed load, default 60), BENCH_API_SECONDS (default 10), BENCH_RATE (default 50),
 * BENCH_CONNECTIONS, BENCH_LOG_LEVEL (server, default warn), DATABASE_URL (also on PostgreSQL),
 * BENCH_PROCESSES (server processes on PostgreSQL, SERVER_PROCESSES, default 1; PGlite runs in one),
 * WEB_DIST (measure this build instead of building into a temporary folder).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureBundle, printBundle } from '../scripts/check-bundle-size.mjs';
import { apiBench } from './api.mjs';
import { generateData } from './generate-data.mjs';
import { heading } from './lib/format.mjs';
import { ROOT } from './lib/processes.mjs';
import { lighthouseBench } from './lighthouse.mjs';
import { listingSearchBench } from './listing-search.mjs';
import { loadBench } from './load.mjs';
import { webTasksBench } from './web-tasks.mjs';

const ALL = ['bundle', 'api', 'load', 'lighthouse', 'webtasks', 'generate', 'search'];
const chosen = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ALL;
const unknown = chosen.filter((c) => !ALL.includes(c));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}; choose from ${ALL.join(', ')}.`);
  process.exit(2);
}
const databases = [undefined, ...(process.env.DATABASE_URL ? [process.env.DATABASE_URL] : [])];

console.log(
  `Benchmarks on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

let webDist = process.env.WEB_DIST;
const builtHere = !webDist && ['bundle', 'lighthouse', 'webtasks'].some((c) => chosen.includes(c));
if (builtHere) {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-web-'));
  const build = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], {
    cwd: path.join(ROOT, 'apps/web'),
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    process.exit(1);
  }
}

try {
  if (chosen.includes('bundle')) {
    heading('Web bundle (gzip)');
    printBundle(measureBundle(webDist), { top: 12 });
  }
  for (const databaseUrl of databases) {
    if (chosen.includes('api')) await apiBench({ databaseUrl });
    if (chosen.includes('load')) await loadBench({ databaseUrl });
  }
  if (chosen.includes('lighthouse')) await lighthouseBench({ webDist });
  if (chosen.includes('webtasks')) await webTasksBench({ webDist });
  if (chosen.includes('generate')) await generateData();
  if (chosen.includes('search')) await listingSearchBench();
} finally {
  if (builtHere) fs.rmSync(webDist, { recursive: true, force: true });
}
