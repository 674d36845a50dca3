import { execFileSync, spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import * as pkijs from 'pkijs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformCa } from '../../../platform/ca/platform-ca.ts';
import { parseCertificate, subjectAttributes } from '../../../platform/ca/x509.ts';
import { ManualClock } from '../../../platform/clock.ts';
import { checkSignedFile } from './check-signed-file.ts';
import { missingPoppler, pdfText, poppler } from './poppler.ts';
import { renderContractPdf } from './render-contract-pdf.ts';
import { signContractPdf } from './sign-contract-pdf.ts';
import type { TContractPdfInput, TSignedContractPdf, TSigningParty } from './signed-pdf.types.ts';
import { contractPdfInput, contractSigningOf, KIT, signaturesOf } from './signed-pdf-test-kit.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-signed-pdf-'));
const file = (name: string) => path.join(dir, name);
let input: TContractPdfInput;
let signed: TSignedContractPdf;
let pages: number;
let ca: PlatformCa;
const SIGNED_AT = new Date('2026-11-26T08:05:00Z');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.skipIf(missingPoppler.length > 0)('the signed contract PDF, checked by poppler', () => {
  beforeAll(async () => {
    input = await contractPdfInput({ extraClauses: 4, events: 8 });
    ca = new PlatformCa(file('data'), new ManualClock(SIGNED_AT));
    signed = await signContractPdf(await renderContractPdf(input), contractSigningOf(7), {
      ca,
      signingTime: SIGNED_AT,
    });
    fs.writeFileSync(file('signed.pdf'), signed.pdf);
    fs.writeFileSync(file('root.pem'), ca.rootCertificatePem());
    pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file('signed.pdf')]).toString())?.[1]);
  }, 60_000);

  it('carries a valid signature of each party, in signing order, then the company seal over the whole file', () => {
    const report = poppler('pdfsig', [file('signed.pdf')]);
    const signatures = report.split(/^Signature #\d+:$/m).slice(1);
    const names = signatures.map((part) => /Signer Certificate Common Name: (.+)/.exec(part)?.[1]);
    expect(names).toEqual([KIT.sellerName, KIT.buyerName, KIT.coBuyerName, KIT.company]);
    for (const part of signatures) {
      expect(part).toMatch(/Signature Validation: Signature is Valid\./);
      expect(part).toMatch(/ETSI\.CAdES\.detached/);
      expect(part).toMatch(/SHA-256/);
    }
    // Each party signed an earlier revision; only the company's seal covers the file as it is.
    expect(signatures.slice(0, 3).every((part) => /Not total document signed/.test(part))).toBe(true);
    expect(signatures[3]).toMatch(/Total document signed/);
    // NSS prints organizationIdentifier (2.5.4.97) by its number.
    expect(signatures[3]).toContain(`OID.2.5.4.97=${KIT.creditCode}`);
    expect(signed.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.unsignedSha256).not.toBe(signed.sha256);
  });

  // An event certificate lives for minutes: its chain is checked at the moment of signing (-attime).
  it('every signature verifies with OpenSSL against the platform root, at the moment of signing', () => {
    const all = signaturesOf(signed.pdf);
    expect(all).toHaveLength(4);
    for (const [i, { cms, signedBytes }] of all.entries()) {
      fs.writeFileSync(file(`sig${i}.der`), cms);
      fs.writeFileSync(file(`data${i}.bin`), signedBytes);
      const args = ['cms', '-verify', '-binary', '-inform', 'DER', '-in', file(`sig${i}.der`)];
      const run = spawnSync(
        'openssl',
        [
          ...args,
          '-content',
          file(`data${i}.bin`),
          '-CAfile',
          file('root.pem'),
          '-attime',
          String(SIGNED_AT.getTime() / 1000),
          '-out',
          '/dev/null',
        ],
        {
          encoding: 'utf8',
        },
      );
      expect(run.stderr, `signature ${i + 1}`).toMatch(/Verification successful/);
    }
  });

  it("each party's event certificate names the party, lives for minutes and carries the binding", () => {
    const signing = contractSigningOf(7);
    for (const [i, { cms }] of signaturesOf(signed.pdf).slice(0, 3).entries()) {
      const signedData = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(new Uint8Array(cms)).content });
      const [own] = (signedData.certificates ?? []) as pkijs.Certificate[];
      const der = Buffer.from((own as pkijs.Certificate).toSchema().toBER());
      const certificate = new X509Certificate(der);
      const party = signing.parties[i] as TSigningParty;
      expect(subjectAttributes(parseCertificate(der))).toEqual([
        { type: 'commonName', value: party.name, tag: 'UTF8String' },
        { type: 'description', value: party.maskedIdNo, tag: 'UTF8String' },
        { type: 'countryName', value: 'CN', tag: 'PrintableString' },
      ]);
      const lifetime = new Date(certificate.validTo).getTime() - new Date(certificate.validFrom).getTime();
      expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
      expect(new Date(certificate.validFrom).getTime()).toBeLessThanOrEqual(SIGNED_AT.getTime());
      expect(new Date(certificate.validTo).getTime()).toBeGreaterThan(SIGNED_AT.getTime());
      expect(certificate.verify(new X509Certificate(ca.rootCertificatePem()).publicKey)).toBe(true);
      expect(certificate.publicKey.asymmetricKeyType).toBe('ec');
      const text = execFileSync('openssl', ['x509', '-inform', 'DER', '-noout', '-text'], { input: der }).toString();
      expect(text).toContain(`签署核验记录 SHA-256 ${party.binding}`);
    }
  });

  it('a byte changed in the first revision breaks every signature', () => {
    const copy = Buffer.from(signed.pdf);
    // A byte of the contract number in the document information, inside every signed range.
    const at = copy.indexOf(`(${KIT.contractNo})`) + 3;
    expect(at).toBeGreaterThan(3);
    expect(at).toBeLessThan(signed.pdf.length - 100_000);
    copy[at] = copy[at] === 0x39 ? 0x38 : 0x39;
    fs.writeFileSync(file('tampered.pdf'), copy);
    const report = poppler('pdfsig', [file('tampered.pdf')]);
    expect(report).not.toMatch(/Signature is Valid/);
    expect(report.match(/Digest Mismatch|Invalid/gi)?.length).toBeGreaterThanOrEqual(4);
    expect(checkSignedFile(copy, signed.sha256).matches).toBe(false);
    expect(checkSignedFile(signed.pdf, signed.sha256.toUpperCase()).matches).toBe(true);
  });

  it('embeds a subset of the CJK font and the Chinese text extracts: names, address, title', () => {
    const fonts = poppler('pdffonts', [file('signed.pdf')]);
    const rows = fonts.split('\n').slice(2).filter(Boolean);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // Name prefixed ABCDEF+, embedded yes, subset yes, ToUnicode yes.
      expect(row).toMatch(/^[A-Z]{6}\+NotoSerifSC\S*\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    }
    const text = pdfText(file('signed.pdf'));
    for (const expected of [KIT.sellerName, KIT.buyerName, KIT.coBuyerName, KIT.address, KIT.company, input.title]) {
      expect(text.replace(/\s+/g, '')).toContain(expected);
    }
    // The whole file stays small: the font is a subset, not the 14 MB face.
    expect(signed.pdf.length).toBeLessThan(1024 * 1024);
  });

  it('prints the contract number and 第 x 页 / 共 y 页 on every page', () => {
    expect(pages).toBeGreaterThanOrEqual(4);
    for (let page = 1; page <= pages; page++) {
      // pdftotext drops the thin spaces between Chinese and digits: compare without spaces.
      const text = pdfText(file('signed.pdf'), page).replace(/\s+/g, '');
      expect(text).toContain(`合同编号：${KIT.contractNo}`);
      expect(text).toContain(`第${page}页/共${pages}页`);
    }
  });

  it('the footer QR of page 1 decodes to the verification URL, and the cross-page seal shows at the right edge', async () => {
    execFileSync('pdftoppm', [
      '-r',
      '150',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      '-png',
      file('signed.pdf'),
      file('p1'),
    ]);
    const image = sharp(file('p1.png'));
    const { width, height } = await image.metadata();
    const w = width as number;
    const h = height as number;
    // Only the bottom-right corner: the QR must be in the footer.
    const corner = {
      left: Math.round(w * 0.7),
      top: Math.round(h * 0.85),
      width: w - Math.round(w * 0.7),
      height: h - Math.round(h * 0.85),
    };
    const { data, info } = await sharp(file('p1.png'))
      .extract(corner)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const qr = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(qr?.data).toBe(KIT.verifyUrl);

    const edge = await sharp(file('p1.png'))
      .extract({ left: w - 12, top: Math.round(h * 0.4), width: 12, height: Math.round(h * 0.2) })
      .removeAlpha()
      .raw()
      .toBuffer();
    let red = 0;
    for (let i = 0; i < edge.length; i += 3) {
      if ((edge[i] as number) > 180 && (edge[i + 1] as number) < 90 && (edge[i + 2] as number) < 90) red++;
    }
    expect(red).toBeGreaterThan(20);
  });

  it('places the signatures and the seal: one picture each, plus one seal strip per page', () => {
    const list = poppler('pdfimages', ['-list', file('signed.pdf')]);
    const images = list.split('\n').filter((l) => /^\s*\d+\s+\d+\s+image\s/.test(l));
    // 4 handwritten signatures + the contract seal + `pages` strips of the cross-page seal.
    expect(images.length).toBe(5 + pages);
    const perPage = new Map<number, number>();
    for (const l of images)
      perPage.set(Number(l.trim().split(/\s+/)[0]), (perPage.get(Number(l.trim().split(/\s+/)[0])) ?? 0) + 1);
    for (let page = 1; page <= pages; page++) expect(perPage.get(page) ?? 0).toBeGreaterThanOrEqual(1);
  });

  it('ends with the audit page: every event with masked phones, the device in words, and the content hash', () => {
    const last = pdfText(file('signed.pdf'), pages).replace(/[ \t]+/g, ' ');
    const audit = [pdfText(file('signed.pdf'), pages - 1), last].join('\n');
    expect(audit).toContain('签署审计记录');
    expect(audit.replace(/\s+/g, '')).toContain(input.contentHash);
    for (const event of input.events) {
      expect(audit).toContain(event.ip as string);
      expect(audit).toContain(`${(event.phone as string).slice(0, 3)}****${(event.phone as string).slice(-4)}`);
    }
    expect(audit).not.toContain('13800001111');
    // The device in words, not the raw user agent (which stays in the event log).
    expect(audit).toContain('苹果手机');
    expect(audit).not.toContain('Mozilla');
    expect(audit).toContain('2026-11-26 11:20:00');
  });
});

describe.skipIf(missingPoppler.length > 0)('a template without a cross-page seal', () => {
  it('has no seal strips: only the signature and seal pictures, nothing red at the right edge', async () => {
    const plain = await contractPdfInput({ events: 2 });
    // Areas placed by the template: the company's seal in the left column, wider than by default.
    const areas = plain.signatureAreas.map((a) =>
      a.party === 'company' ? { ...a, pdfColumn: 0 as const, pdfImageWidth: 150 } : a,
    );
    const pdf = await renderContractPdf({ ...plain, signatureAreas: areas, layout: null });
    const out = path.join(dir, 'plain.pdf');
    fs.writeFileSync(out, pdf);
    const images = poppler('pdfimages', ['-list', out])
      .split('\n')
      .filter((l) => /^\s*\d+\s+\d+\s+image\s/.test(l));
    expect(images.length).toBe(5);
    execFileSync('pdftoppm', ['-r', '50', '-f', '1', '-l', '1', '-singlefile', '-png', out, path.join(dir, 'plain1')]);
    const { data, info } = await sharp(path.join(dir, 'plain1.png'))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let red = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = info.width - 6; x < info.width; x++) {
        const i = (y * info.width + x) * 3;
        if ((data[i] as number) > 180 && (data[i + 1] as number) < 90) red++;
      }
    }
    expect(red).toBe(0);
  });
});
