#!/usr/bin/env node
/**
 * Gzip sizes of the built web app (apps/web/dist, or the folder given as the first argument or in
 * WEB_DIST) and their budgets: the first screen loads at most 130 KB of gzipped JS
 * (126.7 KB when lowered, so that it cannot creep back) and 30 KB of gzipped CSS; login, home and the
 * the four tabs within PAGE_BUDGET beyond it. Exits 1 when over budget (CI), 2 when there is no build.
 *
 * The first screen is what index.html loads (entry script, module preloads, stylesheets) plus the
 * start page's chunk (`launch-*.js`, the ROOT_PAGE pages/launch) and everything those import
 * statically, with the stylesheets Vite emits beside those chunks. Every other chunk is listed with
 * its own size and with what opening it adds (its static imports not already loaded).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

export const BUDGET = { firstScreenJs: 130 * 1024, firstScreenCss: 30 * 1024 };
/**
 * What the pages people start their day on load beyond the first screen (JS + CSS, gzip, and files: over
 * HTTP/1.1's six connections each file is a round trip), as index.html's inline script preloads them
 * (apps/web/build/page-preloads.ts). Measured 2026-11: login 64.6 KB in 24 files before its plain form, the
 * listing tab 68 KB in 19 files before its deferred filter bar.
 */
export const PAGE_BUDGET = {
  // What each of the build's choices saves (measured 2026-11). antd-mobile's components split by the tab that
  // draws them (vite.config.ts `antd-list`, `antd-home`): login 35.7 -> 29.6 KB, home 36.1 -> 30.2, the
  // listing tab 41.2 -> 25.7, the customer tab 55.2 -> 53.8 KB, the user centre 53.4 -> 47.5; and the first
  // screen's small vendor chunks merged, Button with the start page, Tabs' and Dropdown's stylesheets with
  // tabs-shared: the listing tab 12 -> 8 files, home 14 -> 13, the customer tab 26 -> 24.
  // Login's form in `antd-form` (Input, Checkbox, their stylesheets), useMutation with the first screen, the
  // contract's validators with the start page: login 30.1 KB in 16 files -> 15.3 KB in 9; the customer tab
  // 52.6 -> 42.2 KB (Input without antd-home).
  // The start page's chunk and stylesheet in the first screen's `first` (every entry page loads them): two
  // files fewer on each; home's header without antd-mobile's Avatar (and its Image), its icons with
  // `antd-home`, account/format.ts with `tabs-shared`: home 11 files / 29.3 KB -> 6 / 25.2 KB.
  'pages/user/login': { bytes: 18 * 1024, files: 8 },
  'pages/index': { bytes: 30 * 1024, files: 7 },
  'pages/house': { bytes: 30 * 1024, files: 7 },
  // 48 files and 129.7 KB, 43 files and 124.7 KB before their deferred pull-to-refresh and counts (2026-11).
  'pages/customer': { bytes: 46 * 1024, files: 23 },
  'pages/user': { bytes: 52 * 1024, files: 20 },
};
const FIRST_PAGE = process.env.BUNDLE_FIRST_PAGE ?? 'launch';
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
/** `name-HASH.ext` → `name` (Vite/Rolldown names chunks after their module). */
const baseName = (file) => path.basename(file).replace(/-[\w-]{8}\.(js|css)$/, '');

/** Static imports of an ES module chunk (`import … from "./x.js"` and `import "./x.js"`), not `import()`. */
function staticImports(file) {
  const code = fs.readFileSync(file, 'utf8');
  const found = new Set();
  for (const m of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    found.add(path.join(path.dirname(file), m[1]));
  }
  return [...found];
}

function closure(files) {
  const seen = new Set();
  const stack = [...files];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

export function measureBundle(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const assets = path.join(dist, 'assets');
  const local = (href) => path.join(assets, path.basename(href));
  const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
  const tags = [...html.matchAll(/<(script|link)\b[^>]*>/g)].map((m) => m[0]);
  const entryJs = tags
    .filter((t) => t.startsWith('<script') || /rel="modulepreload"/.test(t))
    .map((t) => attr(t, 'src') ?? attr(t, 'href'))
    .filter(Boolean)
    .map(local);
  const entryCss = tags
    .filter((t) => /rel="stylesheet"/.test(t))
    .map((t) => attr(t, 'href'))
    .filter(Boolean)
    .map(local);

  const all = fs.readdirSync(assets).map((f) => path.join(assets, f));
  const jsFiles = all.filter((f) => f.endsWith('.js'));
  const cssFiles = all.filter((f) => f.endsWith('.css'));
  const firstPage = jsFiles.filter((f) => baseName(f) === FIRST_PAGE);
  const firstJs = closure([...entryJs, ...firstPage]);
  const chunkNames = new Set([...firstJs].map(baseName));
  const firstCss = new Set([...entryCss, ...cssFiles.filter((f) => chunkNames.has(baseName(f)))]);

  const sum = (files) => [...files].reduce((n, f) => n + gzipSize(f), 0);
  const chunks = jsFiles
    .filter((f) => !firstJs.has(f))
    .map((f) => {
      const extra = [...closure([f])].filter((x) => !firstJs.has(x));
      const names = new Set(extra.map(baseName));
      const css = cssFiles.filter((c) => names.has(baseName(c)) && !firstCss.has(c));
      return { chunk: path.basename(f), gzip: gzipSize(f), opening: sum(extra) + sum(css) };
    })
    .sort((a, b) => b.opening - a.opening);

  // The inline script's first argument: each entry page's chunks and stylesheets beyond the entry's.
  const preloads = JSON.parse(html.match(/\}\)\((\{"pages\/[\s\S]*?\]\}),/)?.[1] ?? '{}');
  const pages = Object.fromEntries(
    Object.keys(PAGE_BUDGET).map((page) => {
      const files = (preloads[page] ?? []).map(local);
      return [page, { bytes: sum(files.filter((f) => !firstJs.has(f) && !firstCss.has(f))), files: files.length }];
    }),
  );

  return {
    pages,
    firstScreen: {
      js: sum(firstJs),
      css: sum(firstCss),
      files: [...firstJs, ...firstCss].map((f) => path.basename(f)).sort(),
      startPageFound: firstPage.length > 0,
    },
    chunks,
    total: { js: sum(jsFiles), css: sum(cssFiles) },
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function printBundle(result, { top = Number.POSITIVE_INFINITY } = {}) {
  const { firstScreen, chunks, total } = result;
  console.log(`First screen (index.html + ${FIRST_PAGE} page), gzip:`);
  console.log(`  JS  ${kb(firstScreen.js).padStart(10)}  budget ${kb(BUDGET.firstScreenJs)}`);
  console.log(`  CSS ${kb(firstScreen.css).padStart(10)}  budget ${kb(BUDGET.firstScreenCss)}`);
  console.log(
    `  (${firstScreen.files.length} files${firstScreen.startPageFound ? '' : `; no ${FIRST_PAGE}-*.js chunk found`})`,
  );
  for (const [page, p] of Object.entries(result.pages)) {
    const budget = PAGE_BUDGET[page];
    console.log(
      `  ${page.padEnd(18)} beyond it: ${kb(p.bytes).padStart(8)} in ${p.files} files (budget ${kb(budget.bytes)}, ${budget.files} files)`,
    );
  }
  console.log(`All assets, gzip: JS ${kb(total.js)}, CSS ${kb(total.css)}`);
  console.log('Other chunks, gzip (own size / what opening it adds, JS + CSS):');
  for (const c of chunks.slice(0, top)) {
    console.log(`  ${c.chunk.padEnd(48)} ${kb(c.gzip).padStart(9)} / ${kb(c.opening).padStart(9)}`);
  }
  if (chunks.length > top) console.log(`  … ${chunks.length - top} more`);
}

function main() {
  const dist = path.resolve(process.argv[2] ?? process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist'));
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`No web build in ${dist}: run \`npm run build -w @awb/web\` first.`);
    process.exit(2);
  }
  const result = measureBundle(dist);
  printBundle(result, { top: 15 });
  const over = [];
  if (result.firstScreen.js > BUDGET.firstScreenJs)
    over.push(`first-screen JS ${kb(result.firstScreen.js)} > ${kb(BUDGET.firstScreenJs)}`);
  if (result.firstScreen.css > BUDGET.firstScreenCss)
    over.push(`first-screen CSS ${kb(result.firstScreen.css)} > ${kb(BUDGET.firstScreenCss)}`);
  for (const [page, p] of Object.entries(result.pages)) {
    const budget = PAGE_BUDGET[page];
    if (p.files === 0) over.push(`${page}: no preloads found in index.html`);
    if (p.bytes > budget.bytes) over.push(`${page} beyond the first screen ${kb(p.bytes)} > ${kb(budget.bytes)}`);
    if (p.files > budget.files) over.push(`${page} beyond the first screen ${p.files} files > ${budget.files}`);
  }
  if (over.length > 0) {
    console.error(`Over budget: ${over.join('; ')}`);
    process.exit(1);
  }
  console.log('Within budget.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
