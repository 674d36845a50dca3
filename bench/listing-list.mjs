#!/usr/bin/env node
/**
 * The listing list at the demo's size: `node bench/listing-list.mjs`. The real app in this
 * process on in-memory PGlite through the server's own handle (named statements, decision 0006), or on
 * a throwaway PostgreSQL database when DATABASE_URL is set; the demo data (300 listings in company A);
 * the demo manager sends `POST /housing/v2/housingPosts` LIST_BENCH_RUNS times (default 300, after 20
 * warm-ups) per mix. Prints per mix: the statements one request runs, wall time p50 / p95, and the CPU
 * time of this process per request (`process.cpuUsage`: on PGlite the database runs here too, so it is
 * all the work, and it counts far less of what other processes on the machine do than wall time).
 * LIST_BENCH_EXPLAIN=1 prints EXPLAIN ANALYZE of each statement of one request (PGlite).
 * Re-runs itself with tsx (it imports the server's TypeScript).
 */
import { demoApp } from './lib/demo-app.mjs';
import { rerunUnderTsx } from './lib/tsx-child.mjs';

rerunUnderTsx(import.meta.url, 'LIST_BENCH_CHILD');

const { PGlite } = await import('@electric-sql/pglite');
const { drizzle } = await import('drizzle-orm/pglite');
const { migrate } = await import('drizzle-orm/pglite/migrator');
const { drizzle: drizzlePostgres } = await import('drizzle-orm/postgres-js');
const { migrate: migratePostgres } = await import('drizzle-orm/postgres-js/migrator');
const { default: postgres } = await import('postgres');
const { MIGRATIONS_FOLDER, POSTGRES_OPTIONS } = await import('../apps/server/src/platform/db/open.ts');
const { drizzleOnPglite } = await import('../apps/server/src/platform/db/pglite-drizzle.ts');

const RUNS = Number(process.env.LIST_BENCH_RUNS ?? 300);
const EXPLAIN = process.env.LIST_BENCH_EXPLAIN === '1';
const URL_PG = process.env.DATABASE_URL;

const logged = [];
const logger = { logQuery: (query, params) => logged.push({ query, params }) };
const take = () => logged.splice(0, logged.length);
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

let db;
let close;
let client;
if (URL_PG) {
  const name = `awb_list_${process.pid}`;
  const admin = postgres(URL_PG, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(URL_PG);
  target.pathname = `/${name}`;
  const pg = postgres(target.toString(), POSTGRES_OPTIONS);
  await migratePostgres(drizzlePostgres(pg), { migrationsFolder: MIGRATIONS_FOLDER });
  db = drizzlePostgres(pg, { logger });
  close = async () => {
    await pg.end();
    await admin.unsafe(`drop database if exists ${name}`);
    await admin.end();
  };
} else {
  client = new PGlite();
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  db = await drizzleOnPglite(client, { logger });
  close = () => client.close();
}

try {
  const { app, headers } = await demoApp(db, '/tmp/awb-list-bench-files');
  const { token, sessionid } = headers;
  const send = (payload) =>
    app.inject({ method: 'POST', url: '/housing/v2/housingPosts', headers: { token, sessionid }, payload });

  const first = (await send({ type: 1 })).json();
  const mixes = [
    ['sale, first page', { type: 1 }],
    ['rent, first page, price low→high', { type: 2, sort: 2 }],
    ['sale, page 2 by cursor', { type: 1, cursor: first.result ?? first.cursor ?? '' }],
    ['sale, page 3 by number', { type: 1, pageindex: 3 }],
  ];
  console.log(
    `Listing list on ${URL_PG ? 'PostgreSQL' : 'PGlite'} (demo data), ${RUNS} requests per mix after 20 warm-ups`,
  );
  console.log('mix                                   statements   p50 ms   p95 ms   CPU ms/request   rows');
  for (const [label, payload] of mixes) {
    for (let i = 0; i < 20; i += 1) await send(payload);
    take();
    const once = (await send(payload)).json();
    if (once.code !== 200) throw new Error(`${label}: ${once.code} ${once.msg}`);
    const statements = take().filter((s) => !/^(begin|commit)/i.test(s.query));
    const times = [];
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now();
      await send(payload);
      times.push(performance.now() - t0);
    }
    const cpu = process.cpuUsage(cpu0);
    take();
    console.log(
      `${label.padEnd(38)}${String(statements.length).padStart(10)}${quantile(times, 0.5).toFixed(2).padStart(9)}${quantile(times, 0.95).toFixed(2).padStart(9)}${((cpu.user + cpu.system) / 1000 / RUNS).toFixed(2).padStart(17)}${String(once.data.length).padStart(7)}`,
    );
    if (EXPLAIN && client) {
      for (const s of statements) {
        const plan = await client.query(`explain (analyze, buffers off) ${s.query}`, s.params);
        const lines = plan.rows.map((r) => r['QUERY PLAN']);
        console.log(`  -- ${s.query.slice(0, 160)}${s.query.length > 160 ? '…' : ''}`);
        for (const line of lines.filter((l) => /Planning Time|Execution Time/.test(l))) console.log(`     ${line}`);
      }
    }
  }
  await app.close();
} finally {
  await close();
}
