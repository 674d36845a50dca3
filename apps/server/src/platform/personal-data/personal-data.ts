import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { maskIdCard } from '@awb/contract/common/validators';

/**
 * Personal data that must never sit in the database in clear (ID card numbers): sealed with
 * AES-256-GCM under a key kept outside the database, with a keyed hash beside it for lookups
 * ("does this ID number already sign for us?") and a masked form for lists. The key comes from
 * PERSONAL_DATA_KEY (64 hex characters), else DATA_DIR/personal-data.key (made once, mode 600),
 * else — tests only — a random one. Losing the key loses the sealed values: back it up apart from
 * the database (docs/backup.md).
 */
export type TSealed = { sealed: string; lookup: string; masked: string };

const VERSION = 'v1';

export class PersonalData {
  private readonly sealKey: Buffer;
  private readonly lookupKey: Buffer;

  constructor(master: Buffer) {
    if (master.length < 32) throw new Error('The personal-data key must be 32 bytes');
    this.sealKey = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'awb personal data seal', 32));
    this.lookupKey = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'awb personal data lookup', 32));
  }

  /** An ID card number, upper-cased: sealed, its lookup hash and its masked form. */
  sealIdNumber(raw: string): TSealed {
    const value = raw.trim().toUpperCase();
    return { sealed: this.seal(value), lookup: this.lookup(value), masked: maskIdCard(value) };
  }

  seal(value: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv);
    const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return [
      VERSION,
      iv.toString('base64url'),
      body.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
    ].join('.');
  }

  /** The clear value; throws when the value was altered or sealed under another key. */
  open(sealed: string): string {
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== VERSION || !iv || !body || !tag) throw new Error('Not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.sealKey, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** A keyed hash: equal values give equal hashes, and nobody without the key can test guesses. */
  lookup(value: string): string {
    return createHmac('sha256', this.lookupKey).update(value.trim().toUpperCase()).digest('base64url');
  }
}

export function loadPersonalDataKey(env: NodeJS.ProcessEnv, dataDir: string | null): Buffer {
  const fromEnv = env.PERSONAL_DATA_KEY?.trim();
  if (fromEnv) {
    if (!/^[0-9a-f]{64}$/i.test(fromEnv)) throw new Error('PERSONAL_DATA_KEY must be 64 hex characters');
    return Buffer.from(fromEnv, 'hex');
  }
  if (!dataDir) return randomBytes(32);
  const file = path.join(dataDir, 'personal-data.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
}
