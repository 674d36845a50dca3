import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server's secret key (signing file links, hashing phone codes). From APP_SECRET, else a key
 * generated once and kept in DATA_DIR/secret.key (outside the database), else (tests) a random one.
 */
export function loadSecret(env: NodeJS.ProcessEnv, dataDir: string | null): Buffer {
  if (env.APP_SECRET) return checkedSecret(keyMaterial(env.APP_SECRET));
  if (!dataDir) return randomBytes(SECRET_MIN_BYTES);
  const file = path.join(dataDir, 'secret.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return checkedSecret(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex'));
}

/** The least key material the secret may hold: it signs file links and keys the phone-code hashes. */
export const SECRET_MIN_BYTES = 32;

export const SECRET_HOW_TO =
  'APP_SECRET must hold at least 32 bytes of key material; generate one with `openssl rand -hex 32` (64 hex characters).';

/** 64 or more hex characters are read as hex (32 bytes or more); anything else as its UTF-8 bytes. */
function keyMaterial(value: string): Buffer {
  const v = value.trim();
  return /^([0-9a-f]{2})+$/i.test(v) && v.length >= SECRET_MIN_BYTES * 2
    ? Buffer.from(v, 'hex')
    : Buffer.from(v, 'utf8');
}

/**
 * The least variety the secret may show, in bits: its length times the Shannon entropy of its bytes'
 * spread. 32 random bytes show about 150, 32 × `a` none, a word repeated to length well under 128.
 * It cannot prove a key random, only refuse the ones that plainly are not.
 */
export const SECRET_MIN_BITS = 128;

function checkedSecret(key: Buffer): Buffer {
  if (key.length < SECRET_MIN_BYTES) throw new Error(SECRET_HOW_TO);
  if (spreadBits(key) < SECRET_MIN_BITS || repeatsItself(key))
    throw new Error(
      `APP_SECRET looks made by hand (too few different characters or a repeated piece). ${SECRET_HOW_TO}`,
    );
  return key;
}

function spreadBits(key: Buffer): number {
  const counts = new Map<number, number>();
  for (const byte of key) counts.set(byte, (counts.get(byte) ?? 0) + 1);
  let perByte = 0;
  for (const n of counts.values()) perByte -= (n / key.length) * Math.log2(n / key.length);
  return perByte * key.length;
}

/** `abcd…abcd…`: the whole key is one shorter piece over and over. */
function repeatsItself(key: Buffer): boolean {
  for (let size = 1; size <= key.length / 2; size += 1) {
    if (key.length % size !== 0) continue;
    const piece = key.subarray(0, size);
    let whole = true;
    for (let at = size; at < key.length && whole; at += size) whole = key.subarray(at, at + size).equals(piece);
    if (whole) return true;
  }
  return false;
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
