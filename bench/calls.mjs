#!/usr/bin/env node
/**
 * The mixed load's ten calls one by one: `node bench/calls.mjs`. The real app in this process,
 * opened as the server opens it (PGlite in memory with named statements, or a throwaway PostgreSQL database
 * through `openPostgres` when DATABASE_URL is set), the demo data, the demo manager sending each call
 * CALLS_BENCH_RUNS times (default 300, after 20 warm-ups). Prints per call: wall p50 / p95 and this
 * process's CPU time per request (`process.cpuUsage`). On PGlite the database runs here too, so that is all
 * the work; on PostgreSQL it is the Node side (what limits one server process). CPU time counts far less of
 * what other processes on the machine do than wall time or throughput, so it is the fair figure on a busy
 * machine. CALLS_BENCH_ONLY=detail,systemInfo picks calls by label.
 * On a PostgreSQL server of this machine, also the CPU time of the database's backends per request (their
 * /proc/<pid>/stat, 10 ms ticks summed over the runs), and with CALLS_BENCH_PG_LOG=<server log file> (and
 * the right to read it) the statements per request and PostgreSQL's own time for them: the database logs
 * every statement's parse, bind (planning, for a custom plan) and execute with its duration
 * (`log_min_duration_statement = 0` on the throwaway database), summed per call and the costliest listed.
 * Re-runs itself with tsx (it imports the server's TypeScript).
 */
import fs from 'node:fs';
import { demoApp } from './lib/demo-app.mjs';
import { rerunUnderTsx } from './lib/tsx-child.mjs';

rerunUnderTsx(import.meta.url, 'CALLS_BENCH_CHILD');

const { default: postgres } = await import('postgres');
const { openPglite, openPostgres } = await import('../apps/server/src/platform/db/open.ts');

const RUNS = Number(process.env.CALLS_BENCH_RUNS ?? 300);
const ONLY = process.env.CALLS_BENCH_ONLY?.split(',');
const URL_PG = process.env.DATABASE_URL;
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.floor(q * values.length)] ?? 0;

const PG_LOG = process.env.CALLS_BENCH_PG_LOG;

let database;
let dropDatabase = async () => {};
// The PostgreSQL side of a call (null on PGlite, or when the server's processes are not visible here).
let backendsCpu = async () => null;
let logFrom = () => null;
if (URL_PG) {
  const name = `awb_calls_${process.pid}`;
  const admin = postgres(URL_PG, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  if (PG_LOG) await admin.unsafe(`alter database ${name} set log_min_duration_statement = 0`);
  const ticks = (pid) => {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  };
  // Ticks of 10 ms (CLK_TCK 100) summed over the database's backends, per pid so that a backend that
  // started during the runs counts from zero.
  backendsCpu = async () => {
    const rows = await admin`select pid from pg_stat_activity where datname = ${name}`;
    const byPid = new Map(rows.map((r) => [r.pid, ticks(r.pid)]));
    return [...byPid.values()].some((t) => t === null) || byPid.size === 0 ? null : byPid;
  };
  logFrom = () => {
    if (!PG_LOG) return null;
    const start = fs.statSync(PG_LOG).size;
    return () => summarizeLog(PG_LOG, start, name);
  };
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
  const pgSide = URL_PG && (await backendsCpu()) !== null;
  console.log(
    `call                      p50 ms   p95 ms   CPU ms/request${pgSide ? '   PostgreSQL CPU ms/request' : ''}`,
  );
  let total = 0;
  let totalPg = 0;
  const logs = [];
  for (const [label, method, url, body] of calls) {
    if (ONLY && !ONLY.includes(label)) continue;
    for (let i = 0; i < 20; i += 1) await send(method, url, body?.());
    const once = (await send(method, url, body?.())).json();
    if (once.code !== 200) throw new Error(`${label}: ${once.code} ${once.msg}`);
    const times = [];
    const pg0 = pgSide ? await backendsCpu() : null;
    const log = logFrom();
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now();
      await send(method, url, body?.());
      times.push(performance.now() - t0);
    }
    const cpu = process.cpuUsage(cpu0);
    const perRequest = (cpu.user + cpu.system) / 1000 / RUNS;
    total += perRequest;
    let pgColumn = '';
    if (pg0) {
      const pg1 = await backendsCpu();
      let ticksUsed = 0;
      for (const [pid, t] of pg1 ?? []) ticksUsed += t - (pg0.get(pid) ?? 0);
      const pgPerRequest = (ticksUsed * 10) / RUNS;
      totalPg += pgPerRequest;
      pgColumn = pgPerRequest.toFixed(2).padStart(29);
    }
    console.log(
      `${label.padEnd(24)}${quantile(times, 0.5).toFixed(2).padStart(8)}${quantile(times, 0.95).toFixed(2).padStart(9)}${perRequest.toFixed(2).padStart(17)}${pgColumn}`,
    );
    if (log) {
      await new Promise((r) => setTimeout(r, 300));
      logs.push([label, log()]);
    }
  }
  const count = calls.filter((c) => !ONLY || ONLY.includes(c[0])).length;
  console.log(
    `${'mean of the calls'.padEnd(41)}${(total / count).toFixed(2).padStart(17)}${pgSide ? (totalPg / count).toFixed(2).padStart(29) : ''}`,
  );
  for (const [label, summary] of logs) {
    const perRequest = (x) => (x / RUNS).toFixed(3);
    console.log(
      `\n${label}: ${perRequest(summary.executes)} statements / request, PostgreSQL ms / request: parse ${perRequest(summary.ms.parse)}, bind ${perRequest(summary.ms.bind)}, execute ${perRequest(summary.ms.execute)}, other ${perRequest(summary.ms.other)}`,
    );
    for (const [text, s] of [...summary.byText].sort((a, b) => b[1].ms - a[1].ms).slice(0, 6))
      console.log(`  ${perRequest(s.ms)} ms ${perRequest(s.n)}× ${text.replace(/\s+/g, ' ').slice(0, 150)}`);
  }
  await app.close();
} finally {
  await database.close();
  await dropDatabase();
}

/**
 * The statements the database `name` logged from byte `start` of the server's log: durations by phase,
 * and by statement text (bind and execute of a named statement counted under its text).
 */
function summarizeLog(file, start, name) {
  const text = fs.readFileSync(file).subarray(start).toString('utf8');
  const ms = { parse: 0, bind: 0, execute: 0, other: 0 };
  const byText = new Map();
  let executes = 0;
  const line = new RegExp(`@${name} LOG:  duration: ([0-9.]+) ms  (?:(parse|bind|execute) ([^:]*):\\s*)?(.*)`);
  for (const entry of text.split(/\n(?=\d{4}-)/)) {
    const m = line.exec(entry);
    if (!m) continue;
    const duration = Number(m[1]);
    const phase = m[2] ?? 'other';
    ms[phase] += duration;
    if (phase === 'execute' || phase === 'other') executes += 1;
    const statement = m[4].split('\nDETAIL:')[0].trim();
    const s = byText.get(statement) ?? { ms: 0, n: 0 };
    s.ms += duration;
    if (phase === 'execute' || phase === 'other') s.n += 1;
    byText.set(statement, s);
  }
  return { ms, byText, executes };
}
