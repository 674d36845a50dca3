/**
 * Mixed load on the real server, a day of the work book compressed: the listing list, a keyword search,
 * a listing's detail and follow-ups, the private customers and a customer's detail, the session
 * (reads), and follow-ups written on a listing and on a customer (writes), as a demo manager.
 * 80% reads, 20% writes at a steady rate for BENCH_SECONDS (default 60) at BENCH_RATE requests/s
 * (default 50) over at most BENCH_CONNECTIONS (default 16), latency from each request's scheduled time
 * (bench/lib/open-loop.mjs; BENCH_LOAD_GENERATOR=autocannon for the bursts sessions up to 14 measured). Prints
 * the rate achieved, p50, p99 and errors (transport errors, timeouts, non-2xx and envelope codes
 * other than 200). A warm-up of BENCH_WARMUP_SECONDS (default 5) at the same rate comes first and is
 * printed on its own row: a freshly started server compiles its code and its PostgreSQL backends plan
 * their statements in its first second (p99 of that second alone 200–400 ms at 600/s), which would
 * otherwise decide a 30 s run's p99. With DATABASE_URL on PostgreSQL, BENCH_PROCESSES (default 1) server processes
 * (SERVER_PROCESSES, decision 0010); PGlite always runs in one.
 * Also the CPU time per request served of the server's processes and, when the PostgreSQL server runs on
 * this machine, of the database's backends (/proc/<pid>/stat, 10 ms ticks): on a busy machine the rate
 * and the latencies depend on what else runs, the CPU time per request much less.
 *   BENCH_RATE=600 BENCH_SECONDS=30 BENCH_PROCESSES=2 DATABASE_URL=postgres://… node bench/load.mjs
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { heading, ms, perSecond, table } from './lib/format.mjs';
import { openLoop } from './lib/open-loop.mjs';
import { login, startApi } from './lib/processes.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
// open-loop (bench/lib/open-loop.mjs): a steady rate; autocannon: its overallRate, a burst every
// second (the figures of sessions up to 14).
const GENERATOR = process.env.BENCH_LOAD_GENERATOR ?? 'open-loop';
// poisson: requests at random moments (independent users); even: one every 1/rate s.
const ARRIVALS = process.env.BENCH_ARRIVALS ?? 'poisson';
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);

export async function loadBench({ databaseUrl } = {}) {
  const api = await startApi({ databaseUrl });
  try {
    heading(
      `Mixed load 80% read / 20% write (${api.kind}, ${RATE} req/s for ${SECONDS} s, ${CONNECTIONS} connections, ${GENERATOR === 'autocannon' ? GENERATOR : `${ARRIVALS} arrivals`})`,
    );
    const headers = await login(api.url);
    const jsonHeaders = { ...headers, 'content-type': 'application/json' };
    const counts = { read: 0, write: 0, wrong: 0 };
    const wrongKinds = new Map();
    const check = (kind) => (status, body) => {
      counts[kind] += 1;
      if (status === 200 && body.startsWith('{"code":200')) return;
      counts.wrong += 1;
      const what = `HTTP ${status} ${body.slice(0, 60)}`;
      wrongKinds.set(what, (wrongKinds.get(what) ?? 0) + 1);
    };
    let n = 0;
    const read = (method, path, body) => ({
      method,
      path,
      headers: body ? jsonHeaders : headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
      onResponse: check('read'),
    });
    const write = (path, body) => ({
      method: 'POST',
      path,
      headers: jsonHeaders,
      setupRequest: (req) => ({ ...req, body: JSON.stringify(body(n++)) }),
      onResponse: check('write'),
    });
    const first = async (path, body) => {
      const res = await fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: jsonHeaders,
        body: JSON.stringify(body),
      });
      return (await res.json()).data[0];
    };
    const houseId = (await first('/housing/v2/housingPosts', { type: 1, pageindex: 1, pagesize: 10 })).houseId;
    const customerId = (await first('/customer/v2/privateClients', { pageindex: 1, pagesize: 10 })).customerId;
    // Each connection cycles through these ten: eight reads, two writes.
    const requests = [
      read('POST', '/housing/v2/housingPosts', { type: 1, pageindex: 1, pagesize: 10 }),
      read('GET', `/housing/v2/housingDetail?houseId=${houseId}`),
      read('POST', '/user/initialize'),
      read('POST', '/customer/v2/privateClients', { pageindex: 1, pagesize: 10 }),
      write('/housing/v2/housingfollowUp', (i) => ({ houseId, categoryType: 1, content: `压测跟进 ${i}` })),
      read('POST', '/housing/v2/housingPosts', { type: 2, pageindex: 1, pagesize: 10, searchKey: '翠苑' }),
      read('GET', `/housing/v2/getHousingfollowUp?houseId=${houseId}`),
      read('GET', `/customer/v2/customerDetail?customerId=${customerId}`),
      read('GET', '/base/systemInfo'),
      write('/customer/v2/customerfollowUp', (i) => ({ customerId, categoryType: 1, content: `压测回访 ${i}` })),
    ];
    const run = async (seconds) => {
      const options = { url: api.url, connections: CONNECTIONS, requests };
      if (GENERATOR !== 'autocannon') return openLoop({ ...options, rate: RATE, seconds, arrivals: ARRIVALS });
      const r = await autocannon({ ...options, overallRate: RATE, duration: seconds });
      return {
        total: r.requests.total,
        served: r.requests.average,
        ...r.latency,
        errors: r.errors,
        timeouts: r.timeouts,
      };
    };
    const rowOf = (label, result, errors) => [
      label,
      perSecond(result.served),
      result.total,
      counts.read,
      counts.write,
      ms(result.p50),
      ms(result.p90),
      ms(result.p99),
      ms(result.max),
      errors,
    ];
    const rows = [['', 'rate served', 'requests', 'reads', 'writes', 'p50', 'p90', 'p99', 'max', 'errors']];
    let warmupErrors = 0;
    if (WARMUP_SECONDS > 0) {
      const warmup = await run(WARMUP_SECONDS);
      warmupErrors = warmup.errors + warmup.timeouts + counts.wrong;
      rows.push(rowOf(`warm-up, ${WARMUP_SECONDS} s`, warmup, warmupErrors));
      Object.assign(counts, { read: 0, write: 0, wrong: 0 });
    }
    const cpu = await cpuMeter(api.url);
    const cpu0 = await cpu.read();
    const result = await run(SECONDS);
    const cpu1 = await cpu.read();
    await cpu.end();
    const perRequest = (a, b) => {
      let ticks = 0;
      for (const [pid, t] of b) ticks += t - (a.get(pid) ?? 0);
      return b.size === 0 ? null : (ticks * 10) / Math.max(1, result.total);
    };
    const serverCpu = perRequest(cpu0.server, cpu1.server);
    const databaseCpu = perRequest(cpu0.database, cpu1.database);
    const errors = result.errors + result.timeouts + counts.wrong;
    rows.push(rowOf(`measured, ${SECONDS} s`, result, errors));
    table(rows);
    console.log(
      `  CPU ms / request: server ${serverCpu === null ? '?' : serverCpu.toFixed(2)}, PostgreSQL ${databaseCpu === null ? '?' : databaseCpu.toFixed(2)}`,
    );
    if (errors + warmupErrors > 0) {
      console.log(
        `  errors (measured): ${result.errors} transport (${result.timeouts} timeouts), ${counts.wrong} wrong answers`,
      );
      for (const [what, n] of [...wrongKinds].sort((a, b) => b[1] - a[1]).slice(0, 5))
        console.log(`    ${n} × ${what}`);
    }
    return {
      kind: api.kind,
      rate: RATE,
      served: result.served,
      p50: result.p50,
      p99: result.p99,
      errors,
      warmupErrors,
      serverCpu,
      databaseCpu,
    };
  } finally {
    await api.stop();
  }
}

/** CPU ticks (10 ms) of a process, or null when it is gone. */
function ticksOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/**
 * The server's processes (those started with PORT set to the server's port) and the backends of its
 * PostgreSQL database (named in their DATABASE_URL) when that server runs here: `read()` gives their CPU
 * ticks by pid.
 */
async function cpuMeter(url) {
  const port = new URL(url).port;
  const server = [];
  let databaseUrl = '';
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let env;
    try {
      env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (!env.includes(`PORT=${port}`) || !env.includes('HOST=127.0.0.1')) continue;
    server.push(pid);
    databaseUrl ||= env.find((e) => e.startsWith('DATABASE_URL='))?.slice('DATABASE_URL='.length) ?? '';
  }
  let admin = null;
  let name = '';
  if (databaseUrl) {
    const { default: postgres } = await import('postgres');
    admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    name = new URL(databaseUrl).pathname.slice(1);
  }
  const byPid = (pids) => new Map(pids.map((pid) => [pid, ticksOf(pid)]).filter(([, t]) => t !== null));
  return {
    async read() {
      const backends = admin
        ? (await admin`select pid from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`).map(
            (r) => r.pid,
          )
        : [];
      return { server: byPid(server), database: byPid(backends) };
    },
    end: () => admin?.end(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) await loadBench({ databaseUrl: process.env.DATABASE_URL });
