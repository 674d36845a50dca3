import { execFileSync, spawnSync } from 'node:child_process';

/**
 * poppler-utils (pdfsig, pdftotext, pdftoppm, pdffonts, pdfimages) check the signed PDF
 * independently of the code that made it. CI installs them (.ci/run); without them the tests
 * that need them skip and say so loudly.
 */
export const POPPLER_TOOLS = ['pdfsig', 'pdftotext', 'pdftoppm', 'pdffonts', 'pdfimages'] as const;

export const missingPoppler = POPPLER_TOOLS.filter(
  (tool) => spawnSync(tool, ['-v'], { stdio: 'ignore' }).error !== undefined,
);

if (missingPoppler.length > 0) {
  console.warn(
    `\n${'!'.repeat(78)}\n!! SKIPPING the signed-PDF checks: ${missingPoppler.join(', ')} not found.\n` +
      `!! Install poppler-utils (apt-get install poppler-utils) to run them.\n${'!'.repeat(78)}\n`,
  );
}

/** Runs a poppler tool; stdout and stderr together (pdfsig reports problems on either). */
export function poppler(tool: (typeof POPPLER_TOOLS)[number], args: string[]): string {
  const run = spawnSync(tool, args, { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

export function pdfText(file: string, page?: number): string {
  const range = page ? ['-f', String(page), '-l', String(page)] : [];
  return execFileSync('pdftotext', [...range, '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}
