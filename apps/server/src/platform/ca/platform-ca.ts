import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import type { TClock } from '../clock.ts';
import { createRootCertificate, issueCompanyCertificate, newKeyPair, toP12 } from './certificates.ts';

/** A company's signing credentials: PEMs and a P12 (with its passphrase) for @signpdf/signer-p12. */
export type TCompanySigningCredentials = {
  companyId: number;
  certificatePem: string;
  p12: Buffer;
  passphrase: string;
};

/** Renew a company certificate this long before it expires. */
const RENEW_BEFORE_MS = 30 * 24 * 3600 * 1000;

type TStored = { key: forge.pki.rsa.PrivateKey; cert: forge.pki.Certificate };

/**
 * Without DATA_DIR (tests) the CA's "folder" is this process-wide map: every in-memory CA of a
 * test run shares one root and one key per company, instead of paying seconds of key generation
 * for each app a test builds.
 */
const memoryFolder = new Map<string, TStored>();

/**
 * The platform's own certificate authority (issue 15). On first use it makes a root (RSA 3072,
 * CN=Agency Workbook Platform CA) and keeps key and certificate in DATA_DIR/platform-ca/ (keys
 * mode 600, like secret.key and personal-data.key; back the folder up with them, docs/backup.md);
 * with no DATA_DIR (tests) it lives in memory, shared by the process. Each company gets its own
 * signing certificate (CN=company-<id>, RSA 2048), kept beside the root and cached in memory.
 */
export class PlatformCa {
  private root: TStored | null = null;
  private readonly companies = new Map<number, TCompanySigningCredentials & { notAfter: Date }>();

  constructor(
    private readonly dataDir: string | null,
    private readonly clock: TClock,
  ) {}

  private get folder(): string | null {
    return this.dataDir ? path.join(this.dataDir, 'platform-ca') : null;
  }

  /** The root certificate (PEM): what a verifier adds to its trust store to trust our signatures. */
  rootCertificatePem(): string {
    return forge.pki.certificateToPem(this.loadRoot().cert);
  }

  /** The company's signing credentials, issued on first use and renewed before they expire. */
  companyCredentials(companyId: number): TCompanySigningCredentials {
    if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`Bad company id ${companyId}`);
    const now = this.clock.now();
    const cached = this.companies.get(companyId);
    if (cached && cached.notAfter.getTime() - now.getTime() > RENEW_BEFORE_MS) return cached;
    const root = this.loadRoot();
    const name = `company-${companyId}`;
    let stored = this.read(name);
    if (!stored || stored.cert.validity.notAfter.getTime() - now.getTime() <= RENEW_BEFORE_MS) {
      const keys = newKeyPair();
      stored = { key: keys.privateKey, cert: issueCompanyCertificate(companyId, keys.publicKey, root, now) };
      this.write(name, stored, true);
    }
    // The P12 never leaves this process: a fresh random passphrase per load is enough.
    const passphrase = randomBytes(16).toString('hex');
    const credentials = {
      companyId,
      certificatePem: forge.pki.certificateToPem(stored.cert),
      p12: toP12(stored.key, [stored.cert, root.cert], passphrase),
      passphrase,
      notAfter: stored.cert.validity.notAfter,
    };
    this.companies.set(companyId, credentials);
    return credentials;
  }

  private loadRoot(): TStored {
    if (this.root) return this.root;
    let root = this.read('root');
    if (!root) {
      const keys = newKeyPair(3072);
      const made = { key: keys.privateKey, cert: createRootCertificate(keys, this.clock.now()) };
      // Another process may have made one at the same moment: then use that one.
      root = this.write('root', made, false) ? made : this.awaitOther('root');
    }
    this.root = root;
    return root;
  }

  /** The credentials another process is writing (key first, then certificate): wait a little for them. */
  private awaitOther(name: string): TStored {
    for (let tries = 0; tries < 50; tries++) {
      const stored = this.read(name);
      if (stored) return stored;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
    throw new Error(`${name}.key.pem exists in platform-ca but its certificate does not`);
  }

  private read(name: string): TStored | null {
    const folder = this.folder;
    if (!folder) return memoryFolder.get(name) ?? null;
    const keyFile = path.join(folder, `${name}.key.pem`);
    const certFile = path.join(folder, `${name}.cert.pem`);
    if (!fs.existsSync(keyFile) || !fs.existsSync(certFile)) return null;
    return {
      key: forge.pki.privateKeyFromPem(fs.readFileSync(keyFile, 'utf8')) as forge.pki.rsa.PrivateKey,
      cert: forge.pki.certificateFromPem(fs.readFileSync(certFile, 'utf8')),
    };
  }

  /** Writes key (mode 600) then certificate; false when not `replace` and the key already exists. */
  private write(name: string, stored: TStored, replace: boolean): boolean {
    const folder = this.folder;
    if (!folder) {
      if (!replace && memoryFolder.has(name)) return false;
      memoryFolder.set(name, stored);
      return true;
    }
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    const keyFile = path.join(folder, `${name}.key.pem`);
    const certFile = path.join(folder, `${name}.cert.pem`);
    try {
      fs.writeFileSync(keyFile, forge.pki.privateKeyToPem(stored.key), { mode: 0o600, flag: replace ? 'w' : 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
    fs.writeFileSync(certFile, forge.pki.certificateToPem(stored.cert), { mode: 0o644 });
    return true;
  }
}
