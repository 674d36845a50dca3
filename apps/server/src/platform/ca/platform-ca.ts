import { generateKeyPairSync, type KeyObject, X509Certificate } from 'node:crypto';
import path from 'node:path';
import type * as pkijs from 'pkijs';
import type { TClock } from '../clock.ts';
import { CaFolder, type TKeyPair, type TOnDisk } from './ca-folder.ts';
import {
  companySubject,
  createRootCertificate,
  issueCompanyCertificate,
  issueEventCertificate,
  newRsaKey,
  type TCompanyIdentity,
  type TEventSubject,
} from './certificates.ts';
import { parseCertificate, subjectAttributes } from './x509.ts';

/** A key and the certificates a CMS signature carries: the signer's first, then the root. */
export type TSigningCredentials = {
  certificatePem: string;
  key: KeyObject;
  /** DER: the signer's certificate, then the root's. */
  chain: Buffer[];
};

export type TCompanySigningCredentials = TSigningCredentials & { companyId: number };

/** Renew a company certificate this long before it expires. */
const RENEW_BEFORE_MS = 30 * 24 * 3600 * 1000;

/**
 * Without DATA_DIR (tests) the CA's "folder" is this process-wide map: every in-memory CA of a
 * test run shares one root and one key per company, instead of paying seconds of key generation
 * for each app a test builds.
 */
const memoryFolder = new Map<string, TKeyPair>();

/** Whether a certificate's subject is the one this identity asks for, attribute by attribute. */
function namesCompany(cert: X509Certificate, identity: TCompanyIdentity): boolean {
  const have = subjectAttributes(parseCertificate(cert.raw)).map(({ type, value }) => `${type}=${value}`);
  const want = companySubject(identity).map(({ type, value }) => `${type}=${value}`);
  return have.join('\n') === want.join('\n');
}

/**
 * The platform's own certificate authority (decision 0012). On first use it makes a root (RSA
 * 3072, CN=Agency Workbook Platform CA) and keeps key and certificate in DATA_DIR/platform-ca/
 * (keys mode 600, like secret.key and personal-data.key; back the folder up with them,
 * docs/backup.md); with no DATA_DIR (tests) it lives in memory, shared by the process. Each company
 * gets its own signing certificate naming it (registered name, 统一社会信用代码; RSA 2048), kept
 * beside the root, cached in memory, and issued anew when the name or code changes. Each signing
 * party gets an event certificate for one signature, whose key is never stored. Processes sharing
 * the folder may issue at the same moment: `CaFolder` keeps one matching pair on disk, and a
 * process that loses the race uses the winner's pair.
 */
export class PlatformCa {
  private root: (TKeyPair & { parsed: pkijs.Certificate }) | null = null;
  private readonly companies = new Map<number, TCompanySigningCredentials & { notAfter: Date; identity: string }>();
  private readonly disk: CaFolder | null;

  constructor(
    dataDir: string | null,
    private readonly clock: TClock,
  ) {
    this.disk = dataDir ? new CaFolder(path.join(dataDir, 'platform-ca')) : null;
  }

  /** The root certificate (PEM): what a verifier adds to its trust store to trust our signatures. */
  rootCertificatePem(): string {
    return this.loadRoot().cert.toString();
  }

  /**
   * The company's signing credentials, issued on first use, renewed before they expire and issued
   * again when the certified name or credit code is no longer the one in the certificate.
   */
  companyCredentials(companyId: number, identity: TCompanyIdentity): TCompanySigningCredentials {
    if (!Number.isSafeInteger(companyId) || companyId <= 0) throw new Error(`Bad company id ${companyId}`);
    if (!identity.name.trim()) throw new Error(`Company ${companyId} has no name to put in its certificate`);
    const now = this.clock.now();
    const identityKey = `${identity.name}\n${identity.creditCode}`;
    const cached = this.companies.get(companyId);
    if (cached?.identity === identityKey && cached.notAfter.getTime() - now.getTime() > RENEW_BEFORE_MS) return cached;
    const root = this.loadRoot();
    const name = `company-${companyId}`;
    const current = this.read(name);
    let stored = current.pair;
    // An unusable pair (a key beside another process's certificate, left by earlier versions) is replaced.
    if (
      !stored ||
      new Date(stored.cert.validTo).getTime() - now.getTime() <= RENEW_BEFORE_MS ||
      !namesCompany(stored.cert, identity)
    ) {
      const key = newRsaKey();
      const der = issueCompanyCertificate(identity, key, { certificate: root.parsed, key: root.key }, now);
      this.beforeInstall(name);
      stored = this.install(name, { key, cert: new X509Certificate(der) }, current.token);
    }
    const credentials = {
      companyId,
      certificatePem: stored.cert.toString(),
      key: stored.key,
      chain: [stored.cert.raw, root.cert.raw],
      notAfter: new Date(stored.cert.validTo),
      identity: identityKey,
    };
    this.companies.set(companyId, credentials);
    return credentials;
  }

  /**
   * A 事件证书 for one party's signature (certificates.ts `issueEventCertificate`): a fresh P-256
   * key, a certificate valid for minutes, nothing kept. Let the credentials go once signed.
   */
  eventCredentials(party: TEventSubject & { signedAt: Date; binding: string }): TSigningCredentials {
    const root = this.loadRoot();
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const der = issueEventCertificate(party, publicKey, { certificate: root.parsed, key: root.key }, this.clock.now());
    const cert = new X509Certificate(der);
    return { certificatePem: cert.toString(), key: privateKey, chain: [der, root.cert.raw] };
  }

  /** Called between making a pair and putting it on disk: lets tests play another process's turn. */
  protected beforeInstall(_name: string): void {}

  private loadRoot(): TKeyPair & { parsed: pkijs.Certificate } {
    if (this.root) return this.root;
    const current = this.read('root');
    let root = current.pair;
    if (!root) {
      // Never replace a root silently: what it signed would no longer verify.
      if (current.token) throw new Error('platform-ca/root.key.pem exists but holds no key matching a certificate');
      const key = newRsaKey(3072);
      const made = { key, cert: new X509Certificate(createRootCertificate(key, this.clock.now())) };
      this.beforeInstall('root');
      // Another process may have made one at the same moment: then `install` returns that one.
      root = this.install('root', made, null);
    }
    this.root = { ...root, parsed: parseCertificate(root.cert.raw) };
    return this.root;
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
