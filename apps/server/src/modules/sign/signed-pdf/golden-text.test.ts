import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fillSections, validateSignValues } from '@awb/contract/sign-template-rules';
import { afterAll, describe, expect, it } from 'vitest';
import { GOLDEN_CONTRACTS, GOLDEN_EVENTS, type TGoldenContract } from './golden-contracts.ts';
import { missingPoppler } from './poppler.ts';
import { renderContractPdf } from './render-contract-pdf.ts';

/**
 * One reviewed text per template: each shipped template rendered from fixed answers, its
 * `pdftotext` output compared with `golden/<template code>.txt`. A change of wording, a doubled
 * word or a blank left where the answer has a value shows in review as a diff of that file.
 * After an intended change: `UPDATE_GOLDEN=1 npx vitest run --project server <this file>`, then read
 * the diff line by line before committing it.
 */
const GOLDEN_DIR = path.join(import.meta.dirname, 'golden');
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-golden-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function goldenText(c: TGoldenContract): Promise<string> {
  const pdf = await renderContractPdf({
    contractNo: 'HT2026112600042',
    title: c.template.title,
    sections: fillSections(c.template, c.values, c.parties),
    signatureAreas: c.template.signatureAreas,
    layout: c.template.pdf ?? null,
    marks: [],
    verifyUrl: 'https://awb.example.cn/#/verify/GOLDEN0001',
    contentHash: 'a'.repeat(64),
    events: GOLDEN_EVENTS,
    renderedAt: '2026-11-26T02:30:00Z',
  });
  const file = path.join(dir, `${c.template.code}.pdf`);
  fs.writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  // Pages are split by a form feed; spaces at a line's end are not content.
  return `${text
    .replace(/\f/g, '\n======== 分页 ========\n')
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trim()}\n`;
}

describe.skipIf(missingPoppler.length > 0)('golden contract texts', () => {
  it.each(GOLDEN_CONTRACTS.map((c) => [c.template.code, c] as const))(
    '%s reads as its reviewed text',
    async (code, c) => {
      // The fixed answers are complete: every blank in the text is the template's, not the data's.
      expect(validateSignValues(c.template, c.values)).toEqual([]);
      const text = await goldenText(c);
      const golden = path.join(GOLDEN_DIR, `${code}.txt`);
      if (UPDATE) {
        fs.mkdirSync(GOLDEN_DIR, { recursive: true });
        fs.writeFileSync(golden, text);
      }
      expect(text).toBe(fs.readFileSync(golden, 'utf8'));
    },
    60_000,
  );
});
