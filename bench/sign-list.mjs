#!/usr/bin/env node
/**
 * Signing list benchmark: `node bench/sign-list.mjs`. On PGlite in a temporary folder:
 * the generator's staff (one company), then SIGN_BENCH_CONTRACTS (default 100,000) signing contracts
 * of that company in one set-based INSERT … SELECT over generate_series; builds the real app in this
 * process, logs in as the company's manager and sends `GET /sign/signPosts` SIGN_BENCH_RUNS times
 * (default 50, after 2 warm-ups) per mix: the default list, keys of one and two characters and more
(a one-character key that matches nothing is the worst case: every row is read),
 * a state, a deep page by cursor. Prints p50, p95 and the total of each; SIGN_BENCH_EXPLAIN=1 also
 * prints the EXPLAIN ANALYZE of each mix's list statement (to see which index it reads).
 * Re-runs itself with tsx (it imports the server's TypeScript).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rerunUnderTsx } from './lib/tsx-child.mjs';

rerunUnderTsx(import.meta.url, 'SIGN_BENCH_CHILD');

const { PGlite } = await import('@electric-sql/pglite');
const { drizzle } = await import('drizzle-orm/pglite');
const { migrate } = await import('drizzle-orm/pglite/migrator');
const { sql } = await import('drizzle-orm');
const { APP_TYPE } = await import('../packages/contract/src/common/apps.ts');
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { GENERATED_PASSWORD, generateData } = await import('../apps/server/src/db/generate/generate-data.ts');
const { COMMUNITY_PREFIXES, COMMUNITY_SUFFIXES, GIVEN_NAMES, SURNAMES } = await import(
  '../apps/server/src/db/generate/vocabulary.ts'
);
const { systemClock } = await import('../apps/server/src/platform/clock.ts');
const { MIGRATIONS_FOLDER } = await import('../apps/server/src/platform/db/open.ts');
const { DevSmsSender } = await import('../apps/server/src/platform/sms/dev-sms-sender.ts');

const CONTRACTS = Number(process.env.SIGN_BENCH_CONTRACTS ?? 100_000);
const RUNS = Number(process.env.SIGN_BENCH_RUNS ?? 50);
const EXPLAIN = process.env.SIGN_BENCH_EXPLAIN === '1';

/** Statements Drizzle ran since the last take(). */
const logged = [];
const take = () => logged.splice(0, logged.length);
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const literal = (values) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]::text[]`);
const pick = (values) => sql`(${literal(values)})[1 + floor(random() * ${values.length})::int]`;
const name = sql`${pick(SURNAMES)} || ${pick(GIVEN_NAMES)}`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-sign-list-'));
const client = new PGlite(path.join(dir, 'pglite'));
await client.waitReady;
await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
const db = drizzle(client, { logger: { logQuery: (query, params) => logged.push({ query, params }) } });
try {
  const generated = await generateData(db, { companies: 1, listings: 0, bigTenantListings: 0, customers: 0 });
  const company = generated.bigCompanyId;
  const year = new Date(Date.now() + 365 * 86_400_000).toISOString();
  await db.execute(sql`
    insert into company_apps (company_id, app_type, expires_at) values (${company}, ${APP_TYPE.sign}, ${year}::timestamptz)
    on conflict do nothing`);
  const t0 = performance.now();
  await db.execute(sql`select setseed(0.14)`);
  // One contract every 5 minutes back from now, by the company's ten staff; states 1–5.
  await db.execute(sql`
    insert into sign_contracts (company_id, user_id, contract_no, box_id, box_type, title, template, state,
                                signature_type, house_name, house_building, house_room_no, party_a_name, party_b_name,
                                parties, content_sealed, content_hash, created_at, updated_at)
    select ${company}, u.ids[1 + (g % array_length(u.ids, 1))], 'QY' || to_char(at, 'YYYYMMDD') || lpad(g::text, 6, '0'),
           1, 1 + (g % 2), case when g % 2 = 0 then '存量房买卖合同' else '房屋租赁合同' end, '{}'::jsonb,
           1 + (g % 5), 1, ${pick(COMMUNITY_PREFIXES)} || ${pick(COMMUNITY_SUFFIXES)},
           (1 + floor(random() * 30))::int || '幢', (1 + floor(random() * 30))::int || lpad((1 + floor(random() * 4))::int::text, 2, '0'),
           ${name}, ${name}, '{}'::jsonb, '', '', at, at
    from generate_series(1, ${CONTRACTS}::int) g,
         lateral (select now() - g * interval '5 minutes' as at) t,
         (select array_agg(id order by id) as ids from users where company_id = ${company}) u`);
  await db.execute(sql`analyze sign_contracts`);
  console.log(`  ${CONTRACTS} signing contracts in one company: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const [sample] = (
    await db.execute(sql`select house_name, party_b_name, contract_no from sign_contracts
      where company_id = ${company} order by id limit 1 offset ${Math.floor(CONTRACTS / 2)}`)
  ).rows;
  take();

  const fileRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-sign-list-files-'));
  const app = await buildApp({
    config: { ...loadConfig({}), production: true, webDist: '/nonexistent' },
    db,
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
    const headers = login.json().data;
    const list = (query) =>
      app.inject({
        method: 'GET',
        url: `/sign/signPosts?${new URLSearchParams(query)}`,
        headers: { token: headers.token, sessionid: headers.sessionid },
      });
    const deep = (await list({ pageindex: '499' })).json().cursor ?? '';
    const mixes = [
      ['default list (newest first)', {}],
      [`key "${sample.house_name.slice(0, 2)}" (house, 2 characters)`, { key: sample.house_name.slice(0, 2) }],
      [`key "${sample.house_name}" (house name)`, { key: sample.house_name }],
      [`key "${sample.party_b_name}" (party name)`, { key: sample.party_b_name }],
      [`key "${sample.contract_no}" (contract number)`, { key: sample.contract_no }],
      [`key "${sample.contract_no.slice(-6)}" (end of a number)`, { key: sample.contract_no.slice(-6) }],
      [`key "${sample.house_name.slice(0, 1)}" (1 character)`, { key: sample.house_name.slice(0, 1) }],
      [`key "${sample.party_b_name.slice(-1)}" (1 character, a given name)`, { key: sample.party_b_name.slice(-1) }],
      ['key "鑫" (1 character, no match)', { key: '鑫' }],
      ['key "无此小区" (no match)', { key: '无此小区' }],
      ['state 2, updated newest', { state: '2', sortField: '2' }],
      ['page 500 by cursor (keyset)', { pageindex: '500', cursor: deep }],
    ];
    console.log(`  ${'GET /sign/signPosts'.padEnd(48)}    p50      p95   total`);
    for (const [label, query] of mixes) {
      const times = [];
      let total = '';
      let failed = '';
      let statements = [];
      for (let run = 0; run < RUNS + 2; run += 1) {
        take();
        const s = performance.now();
        const res = await list(query);
        const ms = performance.now() - s;
        statements = take();
        const body = res.json();
        if (body.code !== 200) failed = `${body.code} ${body.msg}`;
        total = body.total;
        if (run >= 2) times.push(ms);
      }
      const fmt = (v) => `${v.toFixed(1).padStart(6)} ms`;
      console.log(
        `  ${label.padEnd(48)} ${fmt(quantile(times, 0.5))} ${fmt(quantile(times, 0.95))}  ${failed ? `FAILED ${failed}` : total}`,
      );
      if (EXPLAIN) {
        const main = statements.find((s) => /from "sign_contracts"/.test(s.query));
        if (main) {
          const plan = await client.query(`explain analyze ${main.query}`, main.params);
          for (const row of plan.rows) console.log(`      ${row['QUERY PLAN']}`);
        }
      }
    }
  } finally {
    await app.close();
    fs.rmSync(fileRoot, { recursive: true, force: true });
  }
} finally {
  await client.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
