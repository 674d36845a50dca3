#!/usr/bin/env node
/**
 * The mixed load's ten calls one by one (issue 17): `node bench/calls.mjs`. The real app in this process,
 * opened as the server opens it (PGlite in memory with named statements, or a throwaway PostgreSQL database
 * through `openPostgres` when DATABASE_URL is set), the demo data, the demo manager sending each call
 * CALLS_BENCH_RUNS times (default 300, after 20 warm-ups). Prints per call: wall p50 / p95 and this
 * process's CPU time per request (`process.cpuUsage`). On PGlite the database runs here too, so that is all
 * the work; on PostgreSQL it is the Node side (what limits one server process). CPU time counts far less of
 * what other processes on the machine do than wall time or throughput, so it is the fair figure on a busy
 * machine. CALLS_BENCH_ONLY=detail,systemInfo picks calls by label.
 * Re-runs itself with tsx (it imports the server's TypeScript).
 */
import { demoApp } from './lib/demo-app.mjs';
import { rerunUnderTsx } from './lib/tsx-child.mjs';

rerunUnderTsx(import.meta.url, 'CALLS_BENCH_CHILD');

const { default: postgres } = await import('postgres');
const { openPglite, openPostgres } = await import('../apps/server/src/platform/db/open.ts');

const RUNS = Number(process.env.CALLS_BENCH_RUNS ?? 300);
const ONLY = process.env.CALLS_BENCH_ONLY?.split(',');
const URL_PG = process.env.DATABASE_URL;
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.floor(q * values.length)] ?? 0;

let database;
let dropDatabase = async () => {};
if (URL_PG) {
  const name = `awb_calls_${process.pid}`;
  const admin = postgres(URL_PG, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(URL_PG);
  target.pathname = `/${name}`;
  database = await openPostgres(target.toString());
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
} else {
  database = await openPglite(null);
}

try {
  const { db } = database;
  const { app, headers } = await demoApp(db, '/tmp/awb-calls-bench-files');
  const send = (method, url, payload) => app.inject({ method, url, headers, payload });
  const first = async (url, payload) => (await send('POST', url, payload)).json().data[0];
  const houseId = (await first('/housing/v2/housingPosts', { type: 1, pageindex: 1, pagesize: 10 })).houseId;
  const customerId = (await first('/customer/v2/privateClients', { pageindex: 1, pagesize: 10 })).customerId;
  let n = 0;
  const calls = [
    ['list', 'POST', '/housing/v2/housingPosts', () => ({ type: 1, pageindex: 1, pagesize: 10 })],
    ['detail', 'GET', `/housing/v2/housingDetail?houseId=${houseId}`],
    ['initialize', 'POST', '/user/initialize'],
    ['privateClients', 'POST', '/customer/v2/privateClients', () => ({ pageindex: 1, pagesize: 10 })],
    [
      'houseFollowWrite',
      'POST',
      '/housing/v2/housingfollowUp',
      () => ({ houseId, categoryType: 1, content: `跟进 ${n++}` }),
    ],
    [
      'rentKeyword',
      'POST',
      '/housing/v2/housingPosts',
      () => ({ type: 2, pageindex: 1, pagesize: 10, searchKey: '翠苑' }),
    ],
    ['houseFollows', 'GET', `/housing/v2/getHousingfollowUp?houseId=${houseId}`],
    ['customerDetail', 'GET', `/customer/v2/customerDetail?customerId=${customerId}`],
    ['systemInfo', 'GET', '/base/systemInfo'],
    [
      'customerFollowWrite',
      'POST',
      '/customer/v2/customerfollowUp',
      () => ({ customerId, categoryType: 1, content: `回访 ${n++}` }),
    ],
  ];
  console.log(
    `The mixed load's calls on ${URL_PG ? 'PostgreSQL' : 'PGlite'} (demo data), ${RUNS} requests each after 20 warm-ups`,
  );
  console.log('call                      p50 ms   p95 ms   CPU ms/request');
  let total = 0;
  for (const [label, method, url, body] of calls) {
    if (ONLY && !ONLY.includes(label)) continue;
    for (let i = 0; i < 20; i += 1) await send(method, url, body?.());
    const once = (await send(method, url, body?.())).json();
    if (once.code !== 200) throw new Error(`${label}: ${once.code} ${once.msg}`);
    const times = [];
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now();
      await send(method, url, body?.());
      times.push(performance.now() - t0);
    }
    const cpu = process.cpuUsage(cpu0);
    const perRequest = (cpu.user + cpu.system) / 1000 / RUNS;
    total += perRequest;
    console.log(
      `${label.padEnd(24)}${quantile(times, 0.5).toFixed(2).padStart(8)}${quantile(times, 0.95).toFixed(2).padStart(9)}${perRequest.toFixed(2).padStart(17)}`,
    );
  }
  console.log(
    `${'mean of the calls'.padEnd(41)}${(total / calls.filter((c) => !ONLY || ONLY.includes(c[0])).length).toFixed(2).padStart(17)}`,
  );
  await app.close();
} finally {
  await database.close();
  await dropDatabase();
}
