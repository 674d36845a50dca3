/**
 * Main-thread work after the first paint (Total Blocking Time), measured so that it does not
 * depend on how busy the machine is: Chromium loads each page with a trace (no throttling), each
 * main-thread task's CPU time (`tdur`, thread time, not wall time) is multiplied by 4 like Lighthouse's
 * simulated 4× slowdown, and what the tasks starting after First Contentful Paint spend past 50 ms is
 * summed. The pages are Lighthouse's (bench/lighthouse.mjs): the launch page logged out (it goes on to
 * the login page), the home page and the listing tab logged in as a demo manager, 375×812, a cold load
 * each time (a fresh browser). Median of WEB_TASKS_RUNS loads (default 3) per page.
 * WEB_TASKS_DETAIL=1 also prints every task of 50 ms or more (×4) of each load: when it started after
 * FCP and what ran in it (script URLs), to find what to cut.
 * LIGHTHOUSE_SERVER / CHROME_PATH as for Lighthouse; otherwise a server is started serving `webDist`.
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { heading, ms, table } from './lib/format.mjs';
import { login, startApi } from './lib/processes.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SERVER = process.env.LIGHTHOUSE_SERVER;
const RUNS = Number(process.env.WEB_TASKS_RUNS ?? 3);
const DETAIL = process.env.WEB_TASKS_DETAIL === '1';
const SLOWDOWN = 4;
const ALL_PAGES = [
  { name: 'launch (logged out)', hash: '#/pages/launch', loggedIn: false },
  { name: 'home pages/index', hash: '#/pages/index', loggedIn: true },
  { name: 'listing tab pages/house', hash: '#/pages/house', loggedIn: true },
];
/** WEB_TASKS_PAGES=house,index: only the pages whose path ends so (launch, index, house). */
const ONLY = process.env.WEB_TASKS_PAGES?.split(',').filter(Boolean);
const PAGES = ONLY ? ALL_PAGES.filter((p) => ONLY.some((w) => p.hash.endsWith(`/${w}`))) : ALL_PAGES;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'loading',
  'blink.user_timing',
  'v8.execute',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The page's main thread: the renderer's `CrRendererMain` that painted the first contentful paint. */
function analyse(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid);
  // Top-level tasks only (a task can nest others, e.g. a nested run loop).
  const tasks = main
    .filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'))
    .sort((a, b) => a.ts - b.ts);
  const top = [];
  for (const t of tasks) {
    const last = top.at(-1);
    if (last && t.ts < last.ts + last.dur) continue;
    top.push(t);
  }
  const long = [];
  let tbt = 0;
  let cpuAfterFcp = 0;
  for (const t of top) {
    if (t.ts < fcp.ts) continue;
    const cpu = ((t.tdur ?? t.dur) / 1000) * SLOWDOWN;
    cpuAfterFcp += cpu;
    if (cpu > 50) {
      tbt += cpu - 50;
      long.push({ task: t, cpu });
    }
  }
  const detail = long.map(({ task, cpu }) => {
    const inside = main.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur);
    const urls = new Map();
    for (const e of inside) {
      if (!['EvaluateScript', 'FunctionCall', 'v8.compileModule', 'v8.evaluateModule'].includes(e.name)) continue;
      const url = e.args?.data?.url ?? e.args?.data?.fileName ?? '';
      if (e.ph !== 'X') continue;
      const key = `${e.name === 'FunctionCall' ? 'call' : 'eval'} ${url.split('/').pop() || '?'}`;
      urls.set(key, (urls.get(key) ?? 0) + ((e.tdur ?? e.dur) / 1000) * SLOWDOWN);
    }
    const what = [...urls]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ');
    return { at: (task.ts - fcp.ts) / 1000, cpu, what };
  });
  return { tbt, cpuAfterFcp, longTasks: long.length, detail };
}

/** One cold load in a browser of its own (as Lighthouse starts one per page: no warm font or code caches). */
async function loadOnce(url, session) {
  const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: ['--no-sandbox'] });
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    if (session) {
      await context.addInitScript((s) => {
        localStorage.setItem('token', s.token);
        localStorage.setItem('sessionid', s.sessionid);
      }, session);
    }
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const buffer = await browser.stopTracing();
    const trace = JSON.parse(buffer.toString('utf8'));
    const result = analyse(trace.traceEvents ?? trace);
    if (!result) throw new Error(`no first contentful paint on ${url}`);
    return { ...result, finalHash: new URL(page.url()).hash };
  } finally {
    await browser.close();
  }
}

export async function webTasksBench({ webDist }) {
  if (!fs.existsSync(CHROME)) {
    console.log(`\nWeb tasks skipped: no Chromium at ${CHROME} (apt-get install chromium).`);
    return null;
  }
  if (SERVER && !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(SERVER)) {
    throw new Error(`LIGHTHOUSE_SERVER must be a server on this machine, not ${SERVER}`);
  }
  const api = SERVER
    ? { url: SERVER.replace(/\/$/, ''), stop: async () => {} }
    : await startApi({ env: { WEB_DIST: webDist } });
  try {
    heading(`Main-thread work after FCP (trace CPU time ×${SLOWDOWN}; median of ${RUNS} loads), Chromium`);
    const session = await login(api.url);
    const rows = [['page', 'TBT estimate', 'CPU after FCP', 'long tasks', 'runs (TBT)', 'ended on']];
    const results = [];
    for (const p of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await loadOnce(`${api.url}/h5/${p.hash}`, p.loggedIn ? session : null));
      }
      if (DETAIL) {
        console.log(`  ${p.name}:`);
        for (const [i, r] of runs.entries()) {
          const tasks = r.detail.map((d) => `+${d.at.toFixed(0)} ms: ${d.cpu.toFixed(0)} ms (${d.what || '—'})`);
          console.log(`    load ${i + 1}: ${tasks.join('; ') || 'no long task'}`);
        }
      }
      const r = {
        page: p.name,
        tbt: median(runs.map((x) => x.tbt)),
        cpuAfterFcp: median(runs.map((x) => x.cpuAfterFcp)),
        longTasks: median(runs.map((x) => x.longTasks)),
        finalHash: runs[0].finalHash,
      };
      results.push(r);
      rows.push([
        p.name,
        ms(r.tbt),
        ms(r.cpuAfterFcp),
        r.longTasks,
        runs.map((x) => x.tbt.toFixed(0)).join(' / '),
        r.finalHash || '/',
      ]);
    }
    table(rows);
    return results;
  } finally {
    await api.stop();
  }
}
