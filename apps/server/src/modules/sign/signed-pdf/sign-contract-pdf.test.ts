import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformCa } from '../../../platform/ca/platform-ca.ts';
import { ManualClock } from '../../../platform/clock.ts';
import { startFakeTsa, type TFakeTsa } from '../../../platform/time-stamp/fake-tsa.ts';
import { readTstInfo } from '../../../platform/time-stamp/time-stamp-asn1.ts';
import { HttpTimeStamper, readTsaRoots } from '../../../platform/time-stamp/time-stamper.ts';
import { signatureValueOf, timeStampTokenOf } from './cms-time-stamp.ts';
import { missingPoppler, poppler } from './poppler.ts';
import { renderContractPdf } from './render-contract-pdf.ts';
import { signContractPdf } from './sign-contract-pdf.ts';
import { contractPdfInput, contractSigningOf, signaturesOf } from './signed-pdf-test-kit.ts';

/** The CMS of the last signature (the company's seal). */
const cmsOf = (pdf: Buffer) => signaturesOf(pdf).at(-1)?.cms as Buffer;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-sign-ts-'));
let tsa: TFakeTsa;
let unsigned: Buffer;
const ca = new PlatformCa(null, new ManualClock());

beforeAll(async () => {
  tsa = await startFakeTsa();
  unsigned = await renderContractPdf(await contractPdfInput({ events: 3 }));
}, 60_000);
const timeStamper = () => new HttpTimeStamper(tsa.url, readTsaRoots(tsa.rootPem));
afterAll(async () => {
  await tsa.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('signContractPdf with a time-stamper', () => {
  it('embeds a verified TSA token over each signature value in its CMS unsigned attributes', async () => {
    const signed = await signContractPdf(unsigned, contractSigningOf(5), { ca, timeStamper: timeStamper() });
    const signatures = signaturesOf(signed.pdf);
    expect(signatures).toHaveLength(4);
    for (const { cms } of signatures) {
      const digest = createHash('sha256').update(signatureValueOf(cms)).digest();
      expect(readTstInfo(timeStampTokenOf(cms) as Buffer).digest.equals(digest)).toBe(true);
    }
    const cms = cmsOf(signed.pdf);
    const token = timeStampTokenOf(cms);
    expect(token?.equals(signed.timeStampToken as Buffer)).toBe(true);
    const stamped = createHash('sha256').update(signatureValueOf(cms)).digest();
    expect(readTstInfo(token as Buffer).digest.equals(stamped)).toBe(true);
    expect(tsa.requests.at(-1)?.digest.equals(stamped)).toBe(true);
    expect(signed.sha256).toBe(createHash('sha256').update(signed.pdf).digest('hex'));

    if (missingPoppler.length > 0) return;
    fs.writeFileSync(path.join(dir, 'stamped.pdf'), signed.pdf);
    const report = poppler('pdfsig', [path.join(dir, 'stamped.pdf')]);
    expect(report.match(/Signature is Valid/g)).toHaveLength(4);
    expect(report).toMatch(/Total document signed/);
  });

  it('without a time-stamper the signature has no token; a failing TSA fails the signing', async () => {
    const plain = await signContractPdf(unsigned, contractSigningOf(5), { ca });
    expect(plain.timeStampToken).toBeNull();
    expect(timeStampTokenOf(cmsOf(plain.pdf))).toBeNull();
    tsa.mode = 'http-500';
    await expect(signContractPdf(unsigned, contractSigningOf(5), { ca, timeStamper: timeStamper() })).rejects.toThrow(
      /HTTP 500/,
    );
    tsa.mode = 'granted';
  });

  it('a token that does not verify fails the signing: no PDF carries it', async () => {
    for (const mode of ['bad-signature', 'no-eku', 'untrusted'] as const) {
      tsa.mode = mode;
      await expect(
        signContractPdf(unsigned, contractSigningOf(5), { ca, timeStamper: timeStamper() }),
        mode,
      ).rejects.toThrow(/time-stamp token/);
    }
    tsa.mode = 'granted';
  });
});
