import { execFileSync } from 'node:child_process';
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { PlatformCa } from './platform-ca.ts';
import { buildCertificate, parseCertificate, subjectAttributes } from './x509.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-ca-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const DAY = 24 * 3600 * 1000;
const ANJU = { name: '杭州安居房产经纪有限公司', creditCode: '91330106MA2H7K5Q3X' };
const company = (id: number) => ({ name: `公司${id}`, creditCode: `9133010${id}MA2H7K5Q3X`.slice(0, 18) });
const subjectOf = (pem: string) => subjectAttributes(parseCertificate(new X509Certificate(pem).raw));

describe('PlatformCa', () => {
  const clock = new ManualClock(new Date('2026-11-26T08:00:00Z'));
  const dataDir = path.join(dir, 'data');

  it('creates the root on first use in DATA_DIR/platform-ca, keys readable by the owner only', () => {
    const ca = new PlatformCa(dataDir, clock);
    const root = new X509Certificate(ca.rootCertificatePem());
    expect(root.subject).toBe('CN=Agency Workbook Platform CA\nO=Agency Workbook\nC=CN');
    expect(root.verify(root.publicKey)).toBe(true);
    expect(root.publicKey.asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(2048);
    expect(root.ca).toBe(true);
    const keyFile = path.join(dataDir, 'platform-ca', 'root.key.pem');
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it('issues a company certificate naming the company: UTF8String name, organizationIdentifier = credit code', () => {
    const ca = new PlatformCa(dataDir, clock);
    const credentials = ca.companyCredentials(42, ANJU);
    const [own, rootDer] = credentials.chain as [Buffer, Buffer];
    const cert = new X509Certificate(own);
    expect(subjectAttributes(parseCertificate(own))).toEqual([
      { type: 'commonName', value: ANJU.name, tag: 'UTF8String' },
      { type: 'organizationName', value: ANJU.name, tag: 'UTF8String' },
      { type: 'organizationIdentifier', value: ANJU.creditCode, tag: 'UTF8String' },
      { type: 'countryName', value: 'CN', tag: 'PrintableString' },
    ]);
    // OpenSSL (through Node) reads the same name.
    expect(cert.subject).toContain(`CN=${ANJU.name}`);
    expect(cert.subject).toContain(`organizationIdentifier=${ANJU.creditCode}`);
    expect(rootDer.equals(new X509Certificate(ca.rootCertificatePem()).raw)).toBe(true);
    expect(cert.verify(new X509Certificate(ca.rootCertificatePem()).publicKey)).toBe(true);
    const usage = execFileSync('openssl', ['x509', '-inform', 'DER', '-noout', '-ext', 'keyUsage'], {
      input: own,
    }).toString();
    expect(usage).toMatch(/critical\s+Digital Signature, Non Repudiation/);
    expect(cert.checkPrivateKey(credentials.key)).toBe(true);
    const signature = sign('sha256', Buffer.from('contract 7'), credentials.key);
    expect(verify('sha256', Buffer.from('contract 7'), cert.publicKey, signature)).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'platform-ca', 'company-42.key.pem')).mode & 0o777).toBe(0o600);
  });

  it('without a certified credit code names the company by its name only', () => {
    const ca = new PlatformCa(null, clock);
    const { certificatePem } = ca.companyCredentials(44, { name: '西湖房产', creditCode: '' });
    expect(subjectOf(certificatePem).map((a) => a.type)).toEqual(['commonName', 'organizationName', 'countryName']);
  });

  it('keeps the same certificates across restarts, companies apart, and issues anew when the certified name changes', () => {
    const first = new PlatformCa(dataDir, clock);
    const again = new PlatformCa(dataDir, clock);
    expect(again.rootCertificatePem()).toBe(first.rootCertificatePem());
    const pem = first.companyCredentials(42, ANJU).certificatePem;
    expect(again.companyCredentials(42, ANJU).certificatePem).toBe(pem);
    expect(first.companyCredentials(43, company(43)).certificatePem).not.toBe(pem);
    const renamed = { ...ANJU, name: '杭州安居房地产经纪有限公司' };
    const reissued = again.companyCredentials(42, renamed).certificatePem;
    expect(reissued).not.toBe(pem);
    expect(subjectOf(reissued)[0]?.value).toBe(renamed.name);
    expect(new PlatformCa(dataDir, clock).companyCredentials(42, renamed).certificatePem).toBe(reissued);
  });

  it('replaces a stored certificate of an earlier version, which named the tenant, on its first use', () => {
    const upgraded = path.join(dir, 'upgraded');
    const ca = new PlatformCa(upgraded, clock);
    ca.rootCertificatePem();
    // What earlier versions wrote: CN=company-<id>, O=Agency Workbook tenant <id>, the key as PKCS#1.
    const rootPair = fs.readFileSync(path.join(upgraded, 'platform-ca', 'root.key.pem'), 'utf8');
    const rootKey = createPrivateKey(rootPair);
    const rootCert = parseCertificate(new X509Certificate(ca.rootCertificatePem()).raw);
    const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const old = buildCertificate({
      subject: [
        { type: 'commonName', value: 'company-45' },
        { type: 'organizationName', value: 'Agency Workbook tenant 45' },
        { type: 'countryName', value: 'CN' },
      ],
      publicKey: createPublicKey(key),
      issuer: { certificate: rootCert, key: rootKey },
      notBefore: clock.now(),
      notAfter: new Date(clock.now().getTime() + 1000 * DAY),
      usages: ['digitalSignature', 'nonRepudiation'],
    });
    const oldPem = new X509Certificate(old).toString();
    const keyPem = key.export({ type: 'pkcs1', format: 'pem' }).toString();
    fs.writeFileSync(path.join(upgraded, 'platform-ca', 'company-45.key.pem'), keyPem + oldPem, { mode: 0o600 });

    const pem = new PlatformCa(upgraded, clock).companyCredentials(45, ANJU).certificatePem;
    expect(pem).not.toBe(oldPem);
    expect(subjectOf(pem)[0]?.value).toBe(ANJU.name);
    expect(fs.readFileSync(path.join(upgraded, 'platform-ca', 'company-45.cert.pem'), 'utf8')).toBe(pem);
  });

  it('renews a company certificate in its last 30 days, under the same root', () => {
    const late = new ManualClock(new Date('2026-11-26T08:00:00Z'));
    const ca = new PlatformCa(dataDir, late);
    const before = new X509Certificate(ca.companyCredentials(42, ANJU).certificatePem);
    late.advance(new Date(before.validTo).getTime() - late.now().getTime() - 10 * DAY);
    const after = new X509Certificate(ca.companyCredentials(42, ANJU).certificatePem);
    expect(after.serialNumber).not.toBe(before.serialNumber);
    expect(new Date(after.validTo).getTime()).toBeGreaterThan(new Date(before.validTo).getTime());
    expect(after.verify(new X509Certificate(ca.rootCertificatePem()).publicKey)).toBe(true);
  });

  it('issues an event certificate for one party: its name and masked ID, minutes of validity, a fresh key each time', () => {
    const at = new ManualClock(new Date('2026-11-26T09:30:00Z'));
    const ca = new PlatformCa(null, at);
    const party = { name: '王建国', maskedIdNo: '3301**********1231', signedAt: at.now(), binding: 'ab'.repeat(32) };
    const one = ca.eventCredentials(party);
    const two = ca.eventCredentials(party);
    const cert = new X509Certificate(one.certificatePem);
    expect(subjectOf(one.certificatePem)).toEqual([
      { type: 'commonName', value: '王建国', tag: 'UTF8String' },
      { type: 'description', value: '3301**********1231', tag: 'UTF8String' },
      { type: 'countryName', value: 'CN', tag: 'PrintableString' },
    ]);
    expect(new Date(cert.validFrom).getTime()).toBe(at.now().getTime() - 5 * 60_000);
    expect(new Date(cert.validTo).getTime()).toBe(at.now().getTime() + 10 * 60_000);
    expect(cert.verify(new X509Certificate(ca.rootCertificatePem()).publicKey)).toBe(true);
    expect(cert.checkPrivateKey(one.key)).toBe(true);
    expect(cert.checkPrivateKey(two.key)).toBe(false);
    expect(one.certificatePem).not.toBe(two.certificatePem);
  });

  it('without DATA_DIR (tests) keeps everything in memory, shared by the process, and refuses a bad company', () => {
    const ca = new PlatformCa(null, clock);
    expect(ca.companyCredentials(1, company(1)).chain).toHaveLength(2);
    // Every in-memory CA of the process shares the root and the company keys (no keygen per app).
    const other = new PlatformCa(null, clock);
    expect(other.rootCertificatePem()).toBe(ca.rootCertificatePem());
    expect(other.companyCredentials(1, company(1)).certificatePem).toBe(
      ca.companyCredentials(1, company(1)).certificatePem,
    );
    expect(other.rootCertificatePem()).not.toBe(new PlatformCa(dataDir, clock).rootCertificatePem());
    expect(fs.existsSync(path.join(process.cwd(), 'platform-ca'))).toBe(false);
    expect(() => ca.companyCredentials(0, company(1))).toThrow(/company id/);
    expect(() => ca.companyCredentials(2, { name: ' ', creditCode: '' })).toThrow(/no name/);
  });
});
