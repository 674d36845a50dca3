import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { PlatformCa } from './platform-ca.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-ca-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const DAY = 24 * 3600 * 1000;
const subjectOf = (cert: forge.pki.Certificate) =>
  cert.subject.attributes.map((a) => `${a.shortName}=${a.value}`).join(',');

function p12Contents(p12: Buffer, passphrase: string) {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), passphrase);
  const bags = (type: string) => parsed.getBags({ bagType: type })[type] ?? [];
  const certs = bags(forge.pki.oids.certBag as string).map((b) => b.cert as forge.pki.Certificate);
  const key = bags(forge.pki.oids.pkcs8ShroudedKeyBag as string)[0]?.key as forge.pki.rsa.PrivateKey;
  return { certs, key };
}

describe('PlatformCa', () => {
  const clock = new ManualClock(new Date('2026-11-26T08:00:00Z'));
  const dataDir = path.join(dir, 'data');

  it('creates the root on first use in DATA_DIR/platform-ca, keys readable by the owner only, ASCII subject', () => {
    const ca = new PlatformCa(dataDir, clock);
    const root = forge.pki.certificateFromPem(ca.rootCertificatePem());
    expect(subjectOf(root)).toBe('CN=Agency Workbook Platform CA,O=Agency Workbook,C=CN');
    expect(root.verify(root)).toBe(true);
    expect((root.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBeGreaterThanOrEqual(2048);
    expect(root.getExtension('basicConstraints')).toMatchObject({ cA: true });
    const keyFile = path.join(dataDir, 'platform-ca', 'root.key.pem');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it('issues a company certificate signed by the root, with an ASCII subject naming the tenant, in a P12', () => {
    const ca = new PlatformCa(dataDir, clock);
    const credentials = ca.companyCredentials(42);
    const { certs, key } = p12Contents(credentials.p12, credentials.passphrase);
    const root = forge.pki.certificateFromPem(ca.rootCertificatePem());
    const company = certs.find((c) => c.subject.getField('CN').value === 'company-42') as forge.pki.Certificate;
    expect(subjectOf(company)).toBe('CN=company-42,O=Agency Workbook tenant 42,C=CN');
    expect(subjectOf(company)).toMatch(/^[\x20-\x7e]+$/);
    expect(root.verify(company)).toBe(true);
    expect(company.getExtension('keyUsage')).toMatchObject({ digitalSignature: true, nonRepudiation: true });
    expect(certs.some((c) => subjectOf(c) === subjectOf(root))).toBe(true);
    // The key in the P12 is the company certificate's key.
    expect(key.n.compareTo((company.publicKey as forge.pki.rsa.PublicKey).n)).toBe(0);
    expect(fs.statSync(path.join(dataDir, 'platform-ca', 'company-42.key.pem')).mode & 0o777).toBe(0o600);
  });

  it('keeps the same root and company certificate across restarts, and different companies apart', () => {
    const first = new PlatformCa(dataDir, clock);
    const again = new PlatformCa(dataDir, clock);
    expect(again.rootCertificatePem()).toBe(first.rootCertificatePem());
    expect(again.companyCredentials(42).certificatePem).toBe(first.companyCredentials(42).certificatePem);
    expect(first.companyCredentials(43).certificatePem).not.toBe(first.companyCredentials(42).certificatePem);
  });

  it('renews a company certificate in its last 30 days, under the same root', () => {
    const late = new ManualClock(new Date('2026-11-26T08:00:00Z'));
    const ca = new PlatformCa(dataDir, late);
    const before = forge.pki.certificateFromPem(ca.companyCredentials(42).certificatePem);
    late.advance(before.validity.notAfter.getTime() - late.now().getTime() - 10 * DAY);
    const after = forge.pki.certificateFromPem(ca.companyCredentials(42).certificatePem);
    expect(after.serialNumber).not.toBe(before.serialNumber);
    expect(after.validity.notAfter.getTime()).toBeGreaterThan(before.validity.notAfter.getTime());
    expect(forge.pki.certificateFromPem(ca.rootCertificatePem()).verify(after)).toBe(true);
  });

  it('without DATA_DIR (tests) keeps everything in memory, shared by the process, and refuses a bad company id', () => {
    const ca = new PlatformCa(null, clock);
    expect(ca.companyCredentials(1).p12.length).toBeGreaterThan(1000);
    // Every in-memory CA of the process shares the root and the company keys (no keygen per app).
    const other = new PlatformCa(null, clock);
    expect(other.rootCertificatePem()).toBe(ca.rootCertificatePem());
    expect(other.companyCredentials(1).certificatePem).toBe(ca.companyCredentials(1).certificatePem);
    expect(other.rootCertificatePem()).not.toBe(new PlatformCa(dataDir, clock).rootCertificatePem());
    expect(fs.existsSync(path.join(process.cwd(), 'platform-ca'))).toBe(false);
    expect(() => ca.companyCredentials(0)).toThrow(/company id/);
  });
});
