#!/usr/bin/env node
/**
 * Signed contract PDF benchmark: `node bench/sign-pdf.mjs`. Renders and signs a 10-page
 * sale contract with 4 signers (seller, two buyers, the agent: handwritten signatures) and 2 seals
 * (the contract seal in the company's area, the official seal across the pages), signed by three
 * parties (one event certificate each) and then the company, with the
 * platform CA in a temporary DATA_DIR and no time-stamp (a TSA's network time is not ours to
 * measure). Prints the cold run (CA creation, font read), then SIGN_PDF_RUNS warm runs (default 10):
 * render, sign, total, the file size and the pages. Budget: under 2 s and under 1 MB.
 * Re-runs itself with tsx (it imports the server's TypeScript).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, rerunUnderTsx } from './lib/tsx-child.mjs';

rerunUnderTsx(import.meta.url, 'SIGN_PDF_BENCH_CHILD', { cwd: path.join(ROOT, 'apps/server') });

const { contractPdfInput, contractSigningOf } = await import(
  '../apps/server/src/modules/sign/signed-pdf/signed-pdf-test-kit.ts'
);
const { renderContractPdf } = await import('../apps/server/src/modules/sign/signed-pdf/render-contract-pdf.ts');
const { signContractPdf } = await import('../apps/server/src/modules/sign/signed-pdf/sign-contract-pdf.ts');
const { PlatformCa } = await import('../apps/server/src/platform/ca/platform-ca.ts');
const { systemClock } = await import('../apps/server/src/platform/clock.ts');

const RUNS = Number(process.env.SIGN_PDF_RUNS ?? 10);
/** Clause copies that bring the sale template to 10 pages with 12 audit events. */
const EXTRA_CLAUSES = 26;
const BUDGET = { ms: 2000, bytes: 1024 * 1024 };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-sign-pdf-'));
const ca = new PlatformCa(dataDir, systemClock);
const input = await contractPdfInput({ extraClauses: EXTRA_CLAUSES, events: 12, crossPageSeal: 'official' });

async function once() {
  const started = performance.now();
  const unsigned = await renderContractPdf(input);
  const rendered = performance.now();
  const signed = await signContractPdf(unsigned, contractSigningOf(1), { ca });
  const done = performance.now();
  return { render: rendered - started, sign: done - rendered, total: done - started, signed };
}

const ms = (v) => `${Math.round(v)} ms`;
const cold = await once();
const file = path.join(dataDir, 'contract.pdf');
fs.writeFileSync(file, cold.signed.pdf);
const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1] ?? Number.NaN);
console.log(`cold (CA created, font read): render ${ms(cold.render)}, sign ${ms(cold.sign)}, total ${ms(cold.total)}`);

const totals = [];
for (let i = 0; i < RUNS; i++) {
  const run = await once();
  totals.push(run);
}
const sorted = [...totals].sort((a, b) => a.total - b.total);
const median = sorted[Math.floor(sorted.length / 2)];
const worst = sorted.at(-1);
const size = cold.signed.pdf.length;
console.log(
  `warm (${RUNS} runs): median render ${ms(median.render)} + sign ${ms(median.sign)} = ${ms(median.total)}; worst ${ms(worst.total)}`,
);
console.log(`file: ${pages} pages, ${(size / 1024).toFixed(0)} KB`);
const ok = median.total < BUDGET.ms && size < BUDGET.bytes && pages === 10;
console.log(`budget (< 2 s, < 1 MB, 10 pages): ${ok ? 'met' : 'NOT met'}`);
fs.rmSync(dataDir, { recursive: true, force: true });
