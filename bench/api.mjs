/**
 * API throughput: authenticated reads of the real server beside a bare Fastify hello-world, in the
 * same run, same connections and duration; printed as a ratio. BENCH_API_SECONDS (default 10) per
 * target, BENCH_CONNECTIONS (default 10).
 */
import autocannon from 'autocannon';
import { heading, ms, perSecond, table } from './lib/format.mjs';
import { login, startApi, startHello } from './lib/processes.mjs';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function measure(options) {
  const base = { connections: CONNECTIONS, ...options };
  await autocannon({ ...base, duration: Math.min(2, SECONDS) }); // warm-up (JIT, caches, pool)
  let wrong = 0;
  const result = await autocannon({
    ...base,
    duration: SECONDS,
    requests: [
      {
        method: options.method ?? 'GET',
        onResponse: (status, body) => {
          if (status !== 200 || !body.startsWith('{"code":200')) wrong += 1;
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx + wrong,
  };
}

export async function apiBench({ databaseUrl } = {}) {
  const hello = await startHello();
  const api = await startApi({ databaseUrl });
  try {
    heading(
      `API vs bare Fastify (${api.kind}, ${CONNECTIONS} connections, ${SECONDS} s each, server LOG_LEVEL=${api.logLevel})`,
    );
    const headers = await login(api.url);
    const baseline = await measure({ url: `${hello.url}/hello` });
    const health = await measure({ url: `${api.url}/health` });
    const systemInfo = await measure({ url: `${api.url}/base/systemInfo`, headers });
    const initialize = await measure({ url: `${api.url}/user/initialize`, method: 'POST', headers });
    const rows = [
      ['target', 'req/s', 'p50', 'p99', 'errors', 'throughput vs hello'],
      ['bare Fastify GET /hello', perSecond(baseline.rps), ms(baseline.p50), ms(baseline.p99), baseline.errors, '1.00'],
      ...[
        ['the app’s GET /health (no database)', health],
        ['GET /base/systemInfo (session + count)', systemInfo],
        ['POST /user/initialize (session + kept row)', initialize],
      ].map(([name, r]) => [name, perSecond(r.rps), ms(r.p50), ms(r.p99), r.errors, (r.rps / baseline.rps).toFixed(2)]),
    ];
    table(rows);
    return { kind: api.kind, baseline, health, systemInfo, initialize };
  } finally {
    await api.stop();
    await hello.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await apiBench({ databaseUrl: process.env.DATABASE_URL });
