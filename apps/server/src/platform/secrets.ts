import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server's secret key (signing file links, hashing phone codes). From APP_SECRET, else a key
 * generated once and kept in DATA_DIR/secret.key (outside the database), else (tests) a random one.
 */
export function loadSecret(env: NodeJS.ProcessEnv, dataDir: string | null): Buffer {
  if (env.APP_SECRET) return Buffer.from(env.APP_SECRET, 'utf8');
  if (!dataDir) return randomBytes(32);
  const file = path.join(dataDir, 'secret.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
}

export function hmac(secret: Buffer, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/** Compares two MACs in constant time. */
export function hmacEquals(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
