/**
 * A steady arrival rate (open loop): requests leave at `rate` a second on average, whether or not
 * earlier answers have come — at random moments as independent users send them (a Poisson process:
 * exponential gaps), or with `arrivals: 'even'` at exactly
 * start + i / rate — over at most `connections` keep-alive sockets (a request that finds them all busy
 * waits for one, and that wait counts). Each latency is measured from the request's scheduled time,
 * so a server that stalls is charged for every request it held up (no coordinated omission).
 *
 * autocannon's `overallRate` is not that: each connection sends its share of a second back to back as
 * soon as the second starts, then pauses until the next one (node_modules/autocannon/lib/httpClient.js,
 * `reqsMadeThisSecond`), so a "600/s" run is a burst of 600 requests every second; and its latencies
 * are corrected with an expected interval of `Math.ceil(1 / rate)` = 1 ms (lib/run.js), which adds a
 * synthetic sample for every millisecond of every answer's latency. Either inflates p99 several times.
 *
 * `requests` cycle in order; each is { method, path, headers, body?, setupRequest?(req) → req,
 * onResponse?(status, body) } (the subset of autocannon's request objects the benchmarks use).
 */
import http from 'node:http';

export async function openLoop({
  url,
  rate,
  seconds,
  connections,
  requests,
  arrivals = 'poisson',
  timeoutMs = 10_000,
}) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const latencies = [];
  let errors = 0;
  let timeouts = 0;
  let pending = 0;
  let allSent = false;
  let finish;
  const finished = new Promise((resolve) => {
    finish = resolve;
  });
  const settle = () => {
    pending -= 1;
    if (allSent && pending === 0) finish();
  };

  const send = (i, scheduled) => {
    let request = requests[i % requests.length];
    if (request.setupRequest) request = request.setupRequest({ ...request });
    const body = request.body ?? null;
    const headers = body === null ? request.headers : { ...request.headers, 'content-length': Buffer.byteLength(body) };
    pending += 1;
    // Settled once, whichever comes first: the answer's end, or an error of the request or the answer.
    let settled = false;
    const fail = () => {
      if (settled) return;
      settled = true;
      errors += 1;
      settle();
    };
    const req = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.path, agent, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          if (settled) return;
          settled = true;
          latencies.push(performance.now() - scheduled);
          request.onResponse?.(res.statusCode, text);
          settle();
        });
        res.on('error', fail);
      },
    );
    req.setTimeout(timeoutMs, () => {
      timeouts += 1;
      req.destroy(new Error('timeout'));
    });
    req.on('error', fail);
    req.end(body ?? undefined);
  };

  const gap = arrivals === 'even' ? () => 1000 / rate : () => (-Math.log(1 - Math.random()) * 1000) / rate;
  const start = performance.now();
  let next = 0;
  let at = start;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      for (; next < total && at <= now; next += 1, at += gap()) send(next, at);
      if (next < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  allSent = true;
  if (pending > 0) await finished;
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const percentile = (p) =>
    latencies.length === 0 ? 0 : latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return {
    total: latencies.length,
    // Answers per second over the run, counted until the last answer came.
    served: latencies.length / elapsed,
    p50: percentile(0.5),
    p90: percentile(0.9),
    p99: percentile(0.99),
    max: percentile(1),
    errors: errors - timeouts,
    timeouts,
  };
}
