/**
 * Lighthouse (mobile settings: Moto G Power screen, simulated slow 4G and 4× CPU slowdown) in
 * Debian's Chromium, offline, against the real server serving a fresh build of the web app: the
 * launch page (logged out), the home page and the listing tab (logged in as a demo manager).
 * CHROME_PATH overrides /usr/bin/chromium. LIGHTHOUSE_REPORTS=<folder> keeps each page's JSON report
 * there (open it for the layout-shift, long-task and main-thread audits behind a figure).
 * LIGHTHOUSE_SERVER=http://127.0.0.1:<port> measures a server already running on this machine (started
 * with SEED_DEMO=1 and WEB_DIST) instead of starting one: on a busy machine the start alone can take
 * minutes, and several runs can share one server.
 * LIGHTHOUSE_PAGES=listing (or launch, home; comma-separated) measures only those pages; LIGHTHOUSE_TRACES=1 keeps
 * each page's trace beside its report in LIGHTHOUSE_REPORTS (Lighthouse's --save-assets), for the main-thread tasks.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { heading, ms, table } from './lib/format.mjs';
import { login, ROOT, startApi } from './lib/processes.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const KEEP_REPORTS = process.env.LIGHTHOUSE_REPORTS;
const SERVER = process.env.LIGHTHOUSE_SERVER;
const ALL_PAGES = [
  { key: 'launch', name: 'launch (logged out)', hash: '#/pages/launch', loggedIn: false },
  { key: 'home', name: 'home pages/index', hash: '#/pages/index', loggedIn: true },
  { key: 'listing', name: 'listing tab pages/house', hash: '#/pages/house', loggedIn: true },
];
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
const PAGES = ONLY ? ALL_PAGES.filter((p) => ONLY.includes(p.key)) : ALL_PAGES;
const TRACES = process.env.LIGHTHOUSE_TRACES === '1' && KEEP_REPORTS;

function runLighthouse(url, profileDir, keepStorage) {
  const out = path.join(profileDir, `report-${Date.now()}.json`);
  const args = [
    path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--only-categories=performance',
    '--form-factor=mobile',
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    `--chrome-flags=--headless=new --no-sandbox --user-data-dir=${profileDir}`,
    ...(keepStorage ? ['--disable-storage-reset'] : []),
    ...(TRACES ? ['--save-assets'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: CHROME },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (c) => {
      err += c;
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}: ${err.slice(-2000)}`));
      const report = JSON.parse(fs.readFileSync(out, 'utf8'));
      if (KEEP_REPORTS) {
        fs.mkdirSync(KEEP_REPORTS, { recursive: true });
        const name = new URL(url).hash.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
        const stamp = Date.now();
        fs.copyFileSync(out, path.join(KEEP_REPORTS, `${name}-${stamp}.json`));
        const trace = out.replace(/\.json$/, '-0.trace.json');
        if (TRACES && fs.existsSync(trace))
          fs.copyFileSync(trace, path.join(KEEP_REPORTS, `${name}-${stamp}.trace.json`));
      }
      const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
      resolve({
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        finalUrl: report.finalDisplayedUrl,
      });
    });
  });
}

export async function lighthouseBench({ webDist }) {
  if (!fs.existsSync(CHROME)) {
    console.log(`\nLighthouse skipped: no Chromium at ${CHROME} (apt-get install chromium).`);
    return null;
  }
  if (SERVER && !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(SERVER)) {
    throw new Error(`LIGHTHOUSE_SERVER must be a server on this machine, not ${SERVER}`);
  }
  const api = SERVER
    ? { url: SERVER.replace(/\/$/, ''), stop: async () => {} }
    : await startApi({ env: { WEB_DIST: webDist } });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-lh-'));
  try {
    heading('Lighthouse, mobile settings (simulated slow 4G, 4× CPU), Debian Chromium');
    // A browser profile whose local storage holds a demo manager's session, as the app keeps it.
    const session = await login(api.url);
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROME,
      headless: true,
      args: ['--no-sandbox'],
    });
    const page = await context.newPage();
    await page.goto(`${api.url}/h5/`);
    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('sessionid', s.sessionid);
    }, session);
    await context.close();

    const rows = [['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'ended on']];
    const results = [];
    for (const p of PAGES) {
      // A cold load each time: storage is kept for the logged-in pages, the HTTP and code caches are not.
      for (const cache of ['Cache', 'Code Cache', 'GPUCache']) {
        fs.rmSync(path.join(profile, 'Default', cache), { recursive: true, force: true });
      }
      const dir = p.loggedIn ? profile : fs.mkdtempSync(path.join(os.tmpdir(), 'awb-lh-anon-'));
      const r = await runLighthouse(`${api.url}/h5/${p.hash}`, dir, p.loggedIn);
      if (dir !== profile) fs.rmSync(dir, { recursive: true, force: true });
      results.push({ page: p.name, ...r });
      rows.push([p.name, r.score, ms(r.fcp), ms(r.lcp), ms(r.tbt), r.cls.toFixed(3), new URL(r.finalUrl).hash || '/']);
    }
    table(rows);
    return results;
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
    await api.stop();
  }
}
