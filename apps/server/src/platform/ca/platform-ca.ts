import { randomBytes } from 'node:crypto';
import path from 'node:path';
import forge from 'node-forge';
import type { TClock } from '../clock.ts';
import { CaFolder, type TKeyPair, type TOnDisk } from './ca-folder.ts';
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

/**
 * Without DATA_DIR (tests) the CA's "folder" is this process-wide map: every in-memory CA of a
 * test run shares one root and one key per company, instead of paying seconds of key generation
 * for each app a test builds.
 */
const memoryFolder = new Map<string, TKeyPair>();

/**
 * The platform's own certificate authority (issue 15). On first use it makes a root (RSA 3072,
 * CN=Agency Workbook Platform CA) and keeps key and certificate in DATA_DIR/platform-ca/ (keys
 * mode 600, like secret.key and personal-data.key; back the folder up with them, docs/backup.md);
 * with no DATA_DIR (tests) it lives in memory, shared by the process. Each company gets its own
 * signing certificate (CN=company-<id>, RSA 2048), kept beside the root and cached in memory.
 * Processes sharing the folder may issue at the same moment: `CaFolder` keeps one matching pair on
 * disk, and a process that loses the race uses the winner's pair.
 */
export class PlatformCa {
  private root: TKeyPair | null = null;
  private readonly companies = new Map<number, TCompanySigningCredentials & { notAfter: Date }>();
  private readonly disk: CaFolder | null;

  constructor(
    dataDir: string | null,
    private readonly clock: TClock,
  ) {
    this.disk = dataDir ? new CaFolder(path.join(dataDir, 'platform-ca')) : null;
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
    const current = this.read(name);
    let stored = current.pair;
    // An unusable pair (a key beside another process's certificate, left by earlier versions) is replaced.
    if (!stored || stored.cert.validity.notAfter.getTime() - now.getTime() <= RENEW_BEFORE_MS) {
      const keys = newKeyPair();
      const made = { key: keys.privateKey, cert: issueCompanyCertificate(companyId, keys.publicKey, root, now) };
      this.beforeInstall(name);
      stored = this.install(name, made, current.token);
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

  /** Called between making a pair and putting it on disk: lets tests play another process's turn. */
  protected beforeInstall(_name: string): void {}

  private loadRoot(): TKeyPair {
    if (this.root) return this.root;
    const current = this.read('root');
    let root = current.pair;
    if (!root) {
      // Never replace a root silently: what it signed would no longer verify.
      if (current.token) throw new Error('platform-ca/root.key.pem exists but holds no key matching a certificate');
      const keys = newKeyPair(3072);
      const made = { key: keys.privateKey, cert: createRootCertificate(keys, this.clock.now()) };
      this.beforeInstall('root');
      // Another process may have made one at the same moment: then `install` returns that one.
      root = this.install('root', made, null);
    }
    this.root = root;
    return root;
  }

  private read(name: string): TOnDisk {
    if (this.disk) return this.disk.read(name);
    const pair = memoryFolder.get(name) ?? null;
    return { pair, token: pair ? 'memory' : null };
  }

  private install(name: string, made: TKeyPair, replacing: string | null): TKeyPair {
    if (this.disk) return this.disk.install(name, made, replacing);
    memoryFolder.set(name, made);
    return made;
  }
}
