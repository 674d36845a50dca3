#!/usr/bin/env node
import { rerunUnderTsx } from './lib/tsx-child.mjs';

rerunUnderTsx(import.meta.url, 'CALLS_BENCH_CHILD');

const { default: postgres } = await import('postgres');
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { DEMO, seedDemo } = await import('../apps/server/src/db/seed/demo.ts');
const { DEMO_PASSWORD } = await import('../apps/server/src/db/seed/factories.ts');
const { ensureDefaultContents } = await import('../apps/server/src/modules/content/content.defaults.ts');
const { systemClock } = await import('../apps/server/src/platform/clock.ts');
const { openPglite, openPostgres } = await import('../apps/server/src/platform/db/open.ts');
const { PersonalData } = await import('../apps/server/src/platform/personal-data/personal-data.ts');
const { DevSmsSender } = await import('../apps/server/src/platform/sms/dev-sms-sender.ts');

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
  await ensureDefaultContents(db);
  await seedDemo(db, systemClock, new PersonalData(Buffer.alloc(32, 7)));
  const app = await buildApp({
    config: { ...loadConfig({}), production: false, webDist: '/nonexistent' },
    db,
    clock: systemClock,
    sms: new DevSmsSender(),
    secret: Buffer.from('bench-secret-bench-secret-bench-secret'),
    fileRoot: '/tmp/awb-calls-bench-files',
  });
  const login = await app.inject({
    method: 'POST',
    url: '/user/login/mobileSignin',
    payload: { phone: DEMO.users.managerA.phone, password: DEMO_PASSWORD },
  });
  const headers = login.json().data;
  const send = (method, url, payload) =>
    app.inject({ method, url, headers: { token: headers.token, sessionid: headers.sessionid }, payload });
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
