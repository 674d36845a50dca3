/**
 * Mixed load on the real server, a day of the work book compressed: the listing list, a keyword search,
 * a listing's detail and follow-ups, the private customers and a customer's detail, the session
 * (reads), and follow-ups written on a listing and on a customer (writes), as a demo manager.
 * 80% reads, 20% writes at a fixed overall rate for BENCH_SECONDS
 * (default 60) at BENCH_RATE requests/s (default 50) over BENCH_CONNECTIONS (default 16). Prints
 * the rate achieved, p50, p99 and errors (transport errors, timeouts, non-2xx and envelope codes
 * other than 200). With DATABASE_URL on PostgreSQL, BENCH_PROCESSES (default 1) server processes
 * (SERVER_PROCESSES, decision 0010); PGlite always runs in one.
 *   BENCH_RATE=600 BENCH_SECONDS=30 BENCH_PROCESSES=2 DATABASE_URL=postgres://… node bench/load.mjs
 */
import autocannon from 'autocannon';
import { heading, ms, perSecond, table } from './lib/format.mjs';
import { login, startApi } from './lib/processes.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

export async function loadBench({ databaseUrl } = {}) {
  const api = await startApi({ databaseUrl });
  try {
    heading(
      `Mixed load 80% read / 20% write (${api.kind}, ${RATE} req/s for ${SECONDS} s, ${CONNECTIONS} connections)`,
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
    const result = await autocannon({
      url: api.url,
      connections: CONNECTIONS,
      overallRate: RATE,
      duration: SECONDS,
      requests,
    });
    const errors = result.errors + result.timeouts + counts.wrong;
    table([
      ['rate asked', 'rate served', 'requests', 'reads', 'writes', 'p50', 'p90', 'p99', 'max', 'errors'],
      [
        perSecond(RATE),
        perSecond(result.requests.average),
        result.requests.total,
        counts.read,
        counts.write,
        ms(result.latency.p50),
        ms(result.latency.p90),
        ms(result.latency.p99),
        ms(result.latency.max),
        errors,
      ],
    ]);
    if (errors > 0) {
      console.log(`  errors: ${result.errors} transport (${result.timeouts} timeouts), ${counts.wrong} wrong answers`);
      for (const [what, n] of [...wrongKinds].sort((a, b) => b[1] - a[1]).slice(0, 5))
        console.log(`    ${n} × ${what}`);
    }
    return {
      kind: api.kind,
      rate: RATE,
      served: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors,
    };
  } finally {
    await api.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await loadBench({ databaseUrl: process.env.DATABASE_URL });
