import { execFile } from 'node:child_process';
import { createHash, createPrivateKey, sign, verify, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { PlatformCa } from './platform-ca.ts';

/**
 * Several processes sharing DATA_DIR/platform-ca (decision 0010). Within one process the calls are
 * synchronous, so the race is played out deterministically: `beforeInstall` runs the other
 * "process" to completion between one CA making its pair and putting it on disk.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'awb-ca-race-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const DAY = 24 * 3600 * 1000;
const identity = (id: number) => ({ name: `公司${id}`, creditCode: '' });
let dirs = 0;
const freshDataDir = () => path.join(dir, `data-${++dirs}`);
const caFile = (dataDir: string, file: string) => path.join(dataDir, 'platform-ca', file);

/** A CA that lets `other` take its whole turn just before it writes `name` itself. */
class InterruptedCa extends PlatformCa {
  private turn: { name: string; run: () => void } | null = null;
  interruptBefore(name: string, run: () => void): this {
    this.turn = { name, run };
    return this;
  }
  protected override beforeInstall(name: string): void {
    const turn = this.turn;
    if (turn?.name !== name) return;
    this.turn = null;
    turn.run();
  }
}

/** Key and certificate as they are on disk, checked to be a pair: sign with one, verify with the other. */
function pairOnDisk(dataDir: string, name: string) {
  const text = fs.readFileSync(caFile(dataDir, `${name}.key.pem`), 'utf8');
  const key = createPrivateKey(text);
  const certBlock = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(text)?.[0];
  if (!certBlock) throw new Error(`${name}.key.pem holds no certificate`);
  const cert = new X509Certificate(certBlock);
  const signature = sign('sha256', Buffer.from('contract 7'), key);
  const verified = verify('sha256', Buffer.from('contract 7'), cert.publicKey, signature);
  const exported = fs.readFileSync(caFile(dataDir, `${name}.cert.pem`), 'utf8');
  return { certificatePem: cert.toString(), verified, exported };
}

describe('PlatformCa shared by several processes', () => {
  const clock = new ManualClock(new Date('2026-11-26T08:00:00Z'));

  it('two processes issuing a company its first certificate at once end up with one matching pair', () => {
    const dataDir = freshDataDir();
    const other = new PlatformCa(dataDir, clock);
    let theirs = '';
    const ours = new InterruptedCa(dataDir, clock)
      .interruptBefore('company-7', () => {
        theirs = other.companyCredentials(7, identity(7)).certificatePem;
      })
      .companyCredentials(7, identity(7));
    expect(theirs).toContain('BEGIN CERTIFICATE');
    // The process that lost the race uses the winner's pair, which is the one on disk.
    expect(ours.certificatePem).toBe(theirs);
    const disk = pairOnDisk(dataDir, 'company-7');
    expect(disk).toEqual({ certificatePem: theirs, verified: true, exported: theirs });
    expect(fs.statSync(caFile(dataDir, 'company-7.key.pem')).mode & 0o777).toBe(0o600);
    expect(new PlatformCa(dataDir, clock).companyCredentials(7, identity(7)).certificatePem).toBe(theirs);
    // No temporary files are left behind.
    expect(fs.readdirSync(path.join(dataDir, 'platform-ca')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('two servers making the root on a first start at once end up with one matching root', () => {
    const dataDir = freshDataDir();
    const other = new PlatformCa(dataDir, clock);
    let theirs = '';
    const ours = new InterruptedCa(dataDir, clock)
      .interruptBefore('root', () => {
        theirs = other.rootCertificatePem();
      })
      .rootCertificatePem();
    expect(ours).toBe(theirs);
    expect(pairOnDisk(dataDir, 'root')).toEqual({ certificatePem: theirs, verified: true, exported: theirs });
    expect(new PlatformCa(dataDir, clock).rootCertificatePem()).toBe(theirs);
  });

  it('two processes renewing the same certificate at once replace it once, with one matching pair', () => {
    const dataDir = freshDataDir();
    const late = new ManualClock(clock.now());
    const first = new PlatformCa(dataDir, late).companyCredentials(8, identity(8)).certificatePem;
    late.advance(new Date(new X509Certificate(first).validTo).getTime() - late.now().getTime() - 10 * DAY);
    const other = new PlatformCa(dataDir, late);
    let theirs = '';
    const ours = new InterruptedCa(dataDir, late)
      .interruptBefore('company-8', () => {
        theirs = other.companyCredentials(8, identity(8)).certificatePem;
      })
      .companyCredentials(8, identity(8));
    expect(theirs).not.toBe(first);
    expect(ours.certificatePem).toBe(theirs);
    expect(pairOnDisk(dataDir, 'company-8')).toEqual({ certificatePem: theirs, verified: true, exported: theirs });
    expect(new PlatformCa(dataDir, late).companyCredentials(8, identity(8)).certificatePem).toBe(theirs);
    const markers = fs.readdirSync(path.join(dataDir, 'platform-ca')).filter((f) => f.includes('.replaces-'));
    expect(markers).toHaveLength(1);
  });

  it('finishes a renewal another process claimed but did not put in place (it stopped in between)', () => {
    const dataDir = freshDataDir();
    const late = new ManualClock(clock.now());
    const first = new PlatformCa(dataDir, late).companyCredentials(9, identity(9)).certificatePem;
    late.advance(new Date(new X509Certificate(first).validTo).getTime() - late.now().getTime() - 10 * DAY);
    const keyFile = caFile(dataDir, 'company-9.key.pem');
    const token = createHash('sha256').update(fs.readFileSync(keyFile)).digest('hex').slice(0, 16);
    // The other process's claim: a complete pair under the marker, the key file not yet replaced.
    const elsewhere = freshDataDir();
    new PlatformCa(elsewhere, late).companyCredentials(9, identity(9));
    const claimed = fs.readFileSync(caFile(elsewhere, 'company-9.key.pem'), 'utf8');
    const ours = new InterruptedCa(dataDir, late)
      .interruptBefore('company-9', () => {
        fs.writeFileSync(caFile(dataDir, `company-9.replaces-${token}.key.pem`), claimed, { mode: 0o600 });
      })
      .companyCredentials(9, identity(9));
    expect(fs.readFileSync(keyFile, 'utf8')).toBe(claimed);
    const disk = pairOnDisk(dataDir, 'company-9');
    expect(disk.verified).toBe(true);
    expect(ours.certificatePem).toBe(disk.certificatePem);
    expect(disk.exported).toBe(disk.certificatePem);
  });

  it('reads the key and certificate files of earlier versions, and replaces a company pair that does not match', () => {
    const dataDir = freshDataDir();
    const ca = new PlatformCa(dataDir, clock);
    const root = ca.rootCertificatePem();
    const seven = ca.companyCredentials(7, identity(7)).certificatePem;
    const eight = ca.companyCredentials(8, identity(8)).certificatePem;
    // Rewrite them the earlier way: the key alone in .key.pem, the certificate in .cert.pem.
    const legacy = freshDataDir();
    fs.mkdirSync(path.join(legacy, 'platform-ca'), { recursive: true });
    const keyOnly = (name: string) => {
      const text = fs.readFileSync(caFile(dataDir, `${name}.key.pem`), 'utf8');
      return createPrivateKey(text).export({ type: 'pkcs1', format: 'pem' }).toString();
    };
    fs.writeFileSync(caFile(legacy, 'root.key.pem'), keyOnly('root'), { mode: 0o600 });
    fs.writeFileSync(caFile(legacy, 'root.cert.pem'), root);
    fs.writeFileSync(caFile(legacy, 'company-7.key.pem'), keyOnly('company-7'), { mode: 0o600 });
    fs.writeFileSync(caFile(legacy, 'company-7.cert.pem'), seven);
    // What the race left behind: company 8's key beside another process's certificate.
    fs.writeFileSync(caFile(legacy, 'company-8.key.pem'), keyOnly('company-7'), { mode: 0o600 });
    fs.writeFileSync(caFile(legacy, 'company-8.cert.pem'), eight);

    const upgraded = new PlatformCa(legacy, clock);
    expect(upgraded.rootCertificatePem()).toBe(root);
    expect(upgraded.companyCredentials(7, identity(7)).certificatePem).toBe(seven);
    expect(fs.readFileSync(caFile(legacy, 'company-7.key.pem'), 'utf8')).toBe(keyOnly('company-7'));
    const reissued = upgraded.companyCredentials(8, identity(8)).certificatePem;
    expect(reissued).not.toBe(eight);
    expect(pairOnDisk(legacy, 'company-8')).toEqual({ certificatePem: reissued, verified: true, exported: reissued });
    expect(new X509Certificate(reissued).verify(new X509Certificate(root).publicKey)).toBe(true);

    // A root whose key does not match its certificate is never replaced silently.
    fs.writeFileSync(caFile(legacy, 'root.key.pem'), keyOnly('company-7'), { mode: 0o600 });
    expect(() => new PlatformCa(legacy, clock).rootCertificatePem()).toThrow(/root\.key\.pem/);
  });

  it('four server processes starting at the same instant on an empty DATA_DIR agree on the root and the company pairs', async () => {
    const dataDir = freshDataDir();
    const script = path.join(dir, 'child.ts');
    fs.writeFileSync(
      script,
      `import { systemClock } from ${JSON.stringify(path.join(here, '../clock.ts'))};
import { PlatformCa } from ${JSON.stringify(path.join(here, 'platform-ca.ts'))};
const [dataDir, startAt] = process.argv.slice(2);
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.max(0, Number(startAt) - Date.now()));
const ca = new PlatformCa(dataDir, systemClock);
const companies = [7, 8].map((id) => ca.companyCredentials(id, { name: \`公司\${id}\`, creditCode: '' }).certificatePem);
process.stdout.write(JSON.stringify({ root: ca.rootCertificatePem(), companies }));
`,
    );
    const tsx = path.resolve(here, '../../../../../node_modules/.bin/tsx');
    const startAt = String(Date.now() + 4000);
    const run = promisify(execFile);
    const outputs = await Promise.all(
      [1, 2, 3, 4].map(() =>
        run(tsx, [script, dataDir, startAt], { timeout: 60_000 }).then((r) => JSON.parse(r.stdout)),
      ),
    );
    const [first] = outputs;
    for (const output of outputs) expect(output).toEqual(first);
    expect(pairOnDisk(dataDir, 'root')).toEqual({ certificatePem: first.root, verified: true, exported: first.root });
    for (const [index, id] of [7, 8].entries()) {
      const pem = first.companies[index];
      expect(pairOnDisk(dataDir, `company-${id}`)).toEqual({ certificatePem: pem, verified: true, exported: pem });
      expect(new PlatformCa(dataDir, clock).companyCredentials(id, identity(id)).certificatePem).toBe(pem);
    }
  }, 90_000);
});
