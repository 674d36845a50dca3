import { createHash, createPrivateKey, type KeyObject, randomBytes, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A private key and its certificate. */
export type TKeyPair = { key: KeyObject; cert: X509Certificate };

/**
 * What `<name>.key.pem` holds now: the pair when it is usable, and a token naming the file's
 * content (null when there is no file) for a compare-and-swap when it is replaced.
 */
export type TOnDisk = { pair: TKeyPair | null; token: string | null };

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]*?-----END \1-----/g;

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

export const pairMatches = ({ key, cert }: TKeyPair): boolean => cert.checkPrivateKey(key);

/**
 * The CA's files in DATA_DIR/platform-ca, safe when several processes (workers of one server, or
 * servers sharing DATA_DIR) issue at the same moment (decision 0010).
 *
 * `<name>.key.pem` (mode 600) holds the private key and its certificate together, so the pair on
 * disk always matches; it is only ever put in place whole, by `link` or `rename` of a complete
 * temporary file in the same folder. A first issue links it without overwriting (EEXIST: another
 * process won, use its pair); a renewal first links a marker `<name>.replaces-<token>.key.pem`
 * named after the file it replaces, so only one process replaces a given file and the others use
 * that process's pair. `<name>.cert.pem` is a copy of the certificate for verifiers
 * (`openssl … -CAfile root.cert.pem`), rewritten from the key file. Files of earlier versions (the
 * key alone in `.key.pem`, the certificate in `.cert.pem`) are read as a pair when they match.
 */
export class CaFolder {
  constructor(private readonly dir: string) {}

  private keyFile(name: string): string {
    return path.join(this.dir, `${name}.key.pem`);
  }

  private certFile(name: string): string {
    return path.join(this.dir, `${name}.cert.pem`);
  }

  read(name: string): TOnDisk {
    let text: string;
    try {
      text = fs.readFileSync(this.keyFile(name), 'utf8');
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return { pair: null, token: null };
      throw error;
    }
    const token = createHash('sha256').update(text).digest('hex').slice(0, 16);
    const bundle = parseBundle(text);
    if (bundle?.cert) return { pair: pairMatches(bundle as TKeyPair) ? (bundle as TKeyPair) : null, token };
    // An earlier version's key file: its certificate is in <name>.cert.pem.
    if (!bundle || !fs.existsSync(this.certFile(name))) return { pair: null, token };
    try {
      const legacy = {
        key: bundle.key,
        cert: new X509Certificate(fs.readFileSync(this.certFile(name))),
      };
      return { pair: pairMatches(legacy) ? legacy : null, token };
    } catch {
      return { pair: null, token };
    }
  }

  /**
   * Puts `made` on disk in place of the file `replacing` names (null: there is none), unless
   * another process did so first; returns the pair that is on disk afterwards, ours or the winner's.
   */
  install(name: string, made: TKeyPair, replacing: string | null): TKeyPair {
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    const keyFile = this.keyFile(name);
    const temp = this.writeTemp(name, bundleText(made), 0o600);
    try {
      let winner: TKeyPair | null = null;
      if (replacing === null) {
        if (!linkUnlessExists(temp, keyFile)) {
          winner = this.read(name).pair;
          if (!winner) throw new Error(`platform-ca/${name}.key.pem was written by another process but is unusable`);
        }
      } else {
        const marker = path.join(this.dir, `${name}.replaces-${replacing}.key.pem`);
        if (linkUnlessExists(temp, marker)) {
          fs.renameSync(temp, keyFile);
          this.removeMarkersExcept(name, marker);
        } else {
          // Another process replaces this file: use its pair, and finish its job if it stopped short.
          const theirs = parseBundle(fs.readFileSync(marker, 'utf8'));
          if (!theirs?.cert) throw new Error(`platform-ca/${path.basename(marker)} is unusable`);
          winner = theirs as TKeyPair;
          if (this.read(name).token === replacing) {
            const again = this.tempName(name);
            fs.linkSync(marker, again);
            fs.renameSync(again, keyFile);
          }
        }
      }
      syncFolder(this.dir);
      this.exportCertificate(name);
      return winner ?? made;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }

  /** Rewrites `<name>.cert.pem` from the key file until they agree (a later renewal may overtake us). */
  private exportCertificate(name: string): void {
    for (let tries = 0; tries < 5; tries++) {
      const pair = this.read(name).pair;
      if (!pair) return;
      const pem = pair.cert.toString();
      const certFile = this.certFile(name);
      if (fs.existsSync(certFile) && fs.readFileSync(certFile, 'utf8') === pem) return;
      const temp = this.writeTemp(name, pem, 0o644);
      fs.renameSync(temp, certFile);
    }
  }

  /** Markers of earlier renewals hold keys no longer in use: only the newest one is kept. */
  private removeMarkersExcept(name: string, keep: string): void {
    const prefix = `${name}.replaces-`;
    for (const file of fs.readdirSync(this.dir)) {
      const full = path.join(this.dir, file);
      if (file.startsWith(prefix) && file.endsWith('.key.pem') && full !== keep) fs.rmSync(full, { force: true });
    }
  }

  private tempName(name: string): string {
    return path.join(this.dir, `.${name}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  }

  /** A complete, flushed file under a unique name in the folder, ready to be linked or renamed. */
  private writeTemp(name: string, text: string, mode: number): string {
    const file = this.tempName(name);
    const fd = fs.openSync(file, 'wx', mode);
    try {
      fs.writeSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    return file;
  }
}

function bundleText({ key, cert }: TKeyPair): string {
  return `${key.export({ type: 'pkcs8', format: 'pem' })}${cert.toString()}`;
}

/** The key and (when present) the certificate in a PEM file; null when it holds no readable key. */
function parseBundle(text: string): { key: KeyObject; cert: X509Certificate | null } | null {
  const blocks = text.match(PEM_BLOCK) ?? [];
  const keyPem = blocks.find((block) => /^-----BEGIN (RSA )?PRIVATE KEY-----/.test(block));
  const certPem = blocks.find((block) => block.startsWith('-----BEGIN CERTIFICATE-----'));
  if (!keyPem) return null;
  try {
    return {
      key: createPrivateKey(keyPem),
      cert: certPem ? new X509Certificate(certPem) : null,
    };
  } catch {
    return null;
  }
}

/** Hard-links `from` as `to`; false when `to` already exists (another process was first). */
function linkUnlessExists(from: string, to: string): boolean {
  try {
    fs.linkSync(from, to);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

/** Makes the new names durable; not every file system lets a folder be fsync'ed. */
function syncFolder(dir: string): void {
  try {
    const fd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // Best effort only.
  }
}
