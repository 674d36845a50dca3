import { randomBytes } from 'node:crypto';
import { hmac, hmacEquals } from '../../../platform/secrets.ts';

/**
 * The opaque tokens of signing links and the HMAC-signed links of contract PDFs. A token is
 * `<companyId>.<32 random bytes>`: the company part lets the link be looked up by the tenant's index;
 * only the token's HMAC is stored.
 */
export function newSigningToken(companyId: number): string {
  return `${companyId}.${randomBytes(32).toString('base64url')}`;
}

/** The company of a token and its stored hash, or null for anything that is not a token. */
export function readSigningToken(secret: Buffer, token: string): { companyId: number; hash: string } | null {
  const match = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const companyId = Number(match[1]);
  if (!Number.isSafeInteger(companyId)) return null;
  return { companyId, hash: hmac(secret, `sign-link:${token}`) };
}

/** The public verification code: `<companyId>-<random>`. */
export function newVerifyCode(companyId: number): string {
  return `${companyId}-${randomBytes(12).toString('base64url')}`;
}

export function readVerifyCode(code: string): { companyId: number } | null {
  const match = /^([1-9]\d{0,15})-([A-Za-z0-9_-]{16})$/.exec(code);
  if (!match) return null;
  const companyId = Number(match[1]);
  return Number.isSafeInteger(companyId) ? { companyId } : null;
}

/**
 * Which file a PDF link opens: the signed file, a preview rendering without signatures, or an older
 * content version (history: rendered from its frozen content, marked as a historical version).
 */
export type TPdfKind = 'signed' | 'preview' | 'history';
export const PDF_KINDS: readonly string[] = ['signed', 'preview', 'history'];
export type TPdfLink = { companyId: number; contractId: number; kind: TPdfKind; version: number; expires: number };

const payload = (l: TPdfLink) => `sign-pdf:${l.companyId}:${l.contractId}:${l.kind}:${l.version}:${l.expires}`;

/** `/sign/pdf?o=&c=&k=&v=&e=&s=`: the MAC covers the company too, so B cannot reuse A's link on B. */
export function pdfLink(secret: Buffer, l: TPdfLink): string {
  const q = new URLSearchParams({
    o: String(l.companyId),
    c: String(l.contractId),
    k: l.kind,
    v: String(l.version),
    e: String(l.expires),
    s: hmac(secret, payload(l)),
  });
  return `/sign/pdf?${q.toString()}`;
}

/** Checks a PDF link: the MAC and the expiry (seconds since the epoch). */
export function checkPdfLink(secret: Buffer, l: TPdfLink, signature: string, nowMs: number): boolean {
  if (l.expires * 1000 < nowMs) return false;
  return hmacEquals(hmac(secret, payload(l)), signature);
}
