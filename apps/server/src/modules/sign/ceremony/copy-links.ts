import { hmac, hmacEquals } from '../../../platform/secrets.ts';
import { readSigningToken } from './ceremony-links.ts';

/**
 * A party's copy link carries a token of the signing links' shape (`<companyId>.<32 random bytes>`);
 * only its HMAC, under its own label, is stored. The file itself is fetched through a short-lived
 * link whose MAC covers company, copy and expiry, and the copy is checked again when it is fetched.
 */
export function readCopyToken(secret: Buffer, token: string): { companyId: number; hash: string } | null {
  const read = readSigningToken(secret, token);
  return read ? { companyId: read.companyId, hash: hmac(secret, `sign-copy:${token}`) } : null;
}

export type TCopyFileLink = { companyId: number; copyId: number; expires: number };

const payload = (l: TCopyFileLink) => `sign-copy-file:${l.companyId}:${l.copyId}:${l.expires}`;

/** `/sign/copyFile?o=&y=&e=&s=` (and `&d=1` to download rather than view). */
export function copyFileLink(secret: Buffer, l: TCopyFileLink, download: boolean): string {
  const q = new URLSearchParams({
    o: String(l.companyId),
    y: String(l.copyId),
    e: String(l.expires),
    s: hmac(secret, payload(l)),
  });
  if (download) q.set('d', '1');
  return `/sign/copyFile?${q.toString()}`;
}

export function checkCopyFileLink(secret: Buffer, l: TCopyFileLink, signature: string, nowMs: number): boolean {
  if (l.expires * 1000 < nowMs) return false;
  return hmacEquals(hmac(secret, payload(l)), signature);
}
