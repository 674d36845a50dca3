/**
 * Listing search benchmark, run by bench/listing-search.mjs with tsx: generates the data
 * (apps/server/src/db/generate) into a fresh PGlite data directory or a throwaway PostgreSQL
 * database, builds the real app in this process on that database, and times
 * `POST /housing/v2/housingPosts` for typical filter mixes, first page and a deep page. Every SQL
 * statement the app runs is logged by Drizzle; after each request the same statements (same text,
 * same parameters) are run again bare on the same connection, so the server's time stands beside the
 * SQL time of exactly what it asked the database. Prints median and p99 of both and their ratio.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { GENERATED_PASSWORD, generateData } from '../../apps/server/src/db/generate/generate-data.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import type { TDb } from '../../apps/server/src/platform/db/db.ts';
import { MIGRATIONS_FOLDER, POSTGRES_OPTIONS } from '../../apps/server/src/platform/db/open.ts';
import { drizzleOnPglite } from '../../apps/server/src/platform/db/pglite-drizzle.ts';
import { DevSmsSender } from '../../apps/server/src/platform/sms/dev-sms-sender.ts';

type TStatement = { query: string; params: unknown[] };
type TBareDb = { db: TDb; run(statement: TStatement): Promise<void>; close(): Promise<void>; kind: string };

const size = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const RUNS = size('BENCH_SEARCH_RUNS', 30);
/** BENCH_SHOW_SQL=1 prints the statements of each mix's last run (to EXPLAIN them by hand). */
const SHOW_SQL = process.env.BENCH_SHOW_SQL === '1';

/** Statements logged since the last take(). */
const logged: TStatement[] = [];
const logger: Logger = { logQuery: (query, params) => logged.push({ query, params }) };
const take = () => logged.splice(0, logged.length);

async function openPgliteBench(): Promise<TBareDb & { dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-search-'));
  const client = new PGlite(path.join(dir, 'pglite'));
  await client.waitReady;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    kind: 'PGlite',
    dir,
    // The server's own PGlite handle (named statements, decision 0006): what the app runs in production.
    db: await drizzleOnPglite(client, { logger }),
    run: async (s) => {
      await client.query(s.query, s.params);
    },
    close: async () => {
      await client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgresBench(url: string): Promise<TBareDb> {
  const name = `awb_search_${process.pid}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  // The app's own pool settings (planner settings included), so that the figures are the app's.
  const client = postgres(target.toString(), POSTGRES_OPTIONS);
  await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    kind: 'PostgreSQL',
    db: drizzlePostgres(client, { logger }) as unknown as TDb,
    run: async (s) => {
      await client.unsafe(s.query, s.params as never[]);
    },
    close: async () => {
      await client.end();
      await admin.unsafe(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

export async function runSearchBench(databaseUrl: string | undefined): Promise<void> {
  const bare = databaseUrl ? await openPostgresBench(databaseUrl) : await openPgliteBench();
  try {
    const sizes = {
      companies: size('BENCH_COMPANIES', 1000),
      listings: size('BENCH_LISTINGS', 1_000_000),
      bigTenantListings: size('BENCH_BIG_TENANT', 500_000),
      customers: size('BENCH_CUSTOMERS', 200_000),
    };
    console.log(
      `  ${bare.kind}: generating ${sizes.companies} companies, ${sizes.listings} listings ` +
        `(${sizes.bigTenantListings} in one tenant), ${sizes.customers} customers …`,
    );
    const generated = await generateData(bare.db, { ...sizes, log: (line) => console.log(`  ${line}`) });
    take();
    console.log(`  generated in ${generated.seconds.toFixed(0)} s: ${JSON.stringify(generated.counts)}`);

    const fileRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-search-files-'));
    const app = await buildApp({
      config: { ...loadConfig({}), production: true, webDist: '/nonexistent' },
      db: bare.db,
      clock: systemClock,
      sms: new DevSmsSender(),
      secret: Buffer.from('bench-secret-bench-secret-bench-secret'),
      fileRoot,
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/user/login/mobileSignin',
        payload: { phone: generated.managerPhone, password: GENERATED_PASSWORD },
      });
      const session = login.json().data as { token: string; sessionid: string };
      const headers = { token: session.token, sessionid: session.sessionid };
      const [estate] = (
        (await app.inject({ method: 'GET', url: '/housing/v2/communitySearch?houseType=1&key=西溪', headers })).json()
          .data as { name: string }[]
      ).slice(0, 1);
      const keyword = (estate?.name ?? '西溪花园').slice(0, 2);
      const mixes: { name: string; body: Record<string, unknown> }[] = [
        { name: 'first page, no filter', body: { type: 1, pageindex: 1, pagesize: 10 } },
        { name: `keyword "${keyword}"`, body: { type: 1, pageindex: 1, pagesize: 10, searchKey: keyword } },
        {
          name: 'price + area + district',
          body: {
            type: 1,
            pageindex: 1,
            pagesize: 10,
            priceMin: 200,
            priceMax: 500,
            areaMin: 70,
            areaMax: 120,
            districtId: 330106,
          },
        },
        {
          name: 'rent, 2 rooms, price low→high',
          body: { type: 2, pageindex: 1, pagesize: 10, houseType: [2], sort: 2 },
        },
        { name: 'team: vacant maintainer', body: { type: 1, pageindex: 1, pagesize: 10, waitTeamType: 0 } },
        { name: 'page 500 by number (offset)', body: { type: 1, pageindex: 500, pagesize: 10 } },
      ];
      // The app walks pages by cursor (keyset): page 500 continues from where page 499 ended.
      const page499 = await app.inject({
        method: 'POST',
        url: '/housing/v2/housingPosts',
        payload: { type: 1, pageindex: 499, pagesize: 10 },
        headers,
      });
      const cursor = (page499.json() as { cursor?: string }).cursor ?? '';
      mixes.push({ name: 'page 500 by cursor (keyset)', body: { type: 1, pageindex: 500, pagesize: 10, cursor } });
      console.log('  mix                              server p50   p99     SQL p50   p99     ratio  total');
      for (const mix of mixes) {
        const server: number[] = [];
        const sqlTimes: number[] = [];
        let total: unknown = '';
        let failed = '';
        for (let run = 0; run < RUNS + 2; run += 1) {
          take();
          const t0 = performance.now();
          const res = await app.inject({ method: 'POST', url: '/housing/v2/housingPosts', payload: mix.body, headers });
          const serverMs = performance.now() - t0;
          const body = res.json() as { code: number; msg: string; total?: unknown };
          if (body.code !== 200) failed = `${body.code} ${body.msg}`;
          total = body.total;
          const statements = take();
          const s0 = performance.now();
          for (const statement of statements) await bare.run(statement);
          if (SHOW_SQL && run === RUNS + 1) {
            for (const st of statements) console.log(`    ${st.query}  -- ${JSON.stringify(st.params)}`);
          }
          const sqlMs = performance.now() - s0;
          if (run >= 2) {
            server.push(serverMs);
            sqlTimes.push(sqlMs);
          }
        }
        const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;
        const p50 = quantile(server, 0.5);
        const s50 = quantile(sqlTimes, 0.5);
        console.log(
          `  ${mix.name.padEnd(32)} ${ms(p50)} ${ms(quantile(server, 0.99))}  ${ms(s50)} ${ms(quantile(sqlTimes, 0.99))}  ` +
            `${(p50 / Math.max(s50, 0.001)).toFixed(2).padStart(5)}  ${failed ? `FAILED ${failed}` : String(total)}`,
        );
      }
    } finally {
      await app.close();
      fs.rmSync(fileRoot, { recursive: true, force: true });
    }
  } finally {
    await bare.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runSearchBench(process.argv[2] === 'postgres' ? process.env.DATABASE_URL : undefined);
}
