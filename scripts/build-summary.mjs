#!/usr/bin/env node
// One line about the web build instead of vite's list of every chunk (~270 lines before the server's
// banner). `vite build --logLevel warn` keeps warnings and errors; this prints what was made.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(process.argv[2] ?? 'dist');
const files = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else files.push(full);
  }
};
walk(dist);
const served = files.filter((f) => !/\.(br|gz)$/.test(f));
const size = (list) => list.reduce((sum, f) => sum + statSync(f).size, 0);
const js = served.filter((f) => f.endsWith('.js'));
const jsBrotli = files.filter((f) => f.endsWith('.js.br'));
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `web app built into ${path.relative(process.cwd(), dist) || '.'}: ${served.length} files, ${kb(size(served))}` +
    `; JavaScript ${js.length} files, ${kb(size(js))}${jsBrotli.length ? ` (${kb(size(jsBrotli))} brotli)` : ''}`,
);
