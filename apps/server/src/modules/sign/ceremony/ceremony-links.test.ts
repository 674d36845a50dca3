import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkPdfLink,
  newSigningToken,
  newVerifyCode,
  pdfLink,
  readSigningToken,
  readVerifyCode,
} from './ceremony-links.ts';

const secret = randomBytes(32);

describe('signing tokens', () => {
  it('carries its company and hashes with the secret; garbage is no token', () => {
    const token = newSigningToken(7);
    const read = readSigningToken(secret, token);
    expect(read?.companyId).toBe(7);
    expect(read?.hash).not.toContain(token.split('.')[1]);
    expect(readSigningToken(randomBytes(32), token)?.hash).not.toBe(read?.hash);
    for (const bad of ['', 'x', '0.abc', `7.${'a'.repeat(42)}`, "7.'; drop table", `${token}x`]) {
      expect(readSigningToken(secret, bad)).toBeNull();
    }
    expect(readVerifyCode(newVerifyCode(3))?.companyId).toBe(3);
    expect(readVerifyCode('3-short')).toBeNull();
  });
});

describe('PDF links', () => {
  const link = { companyId: 1, contractId: 9, kind: 'signed' as const, version: 1, expires: 2_000 };
  const sig = new URL(pdfLink(secret, link), 'http://x').searchParams.get('s') ?? '';
  it('opens only the company, contract and kind it was signed for, until it expires', () => {
    expect(checkPdfLink(secret, link, sig, 1_000_000)).toBe(true);
    expect(checkPdfLink(secret, { ...link, companyId: 2 }, sig, 1_000_000)).toBe(false);
    expect(checkPdfLink(secret, { ...link, contractId: 10 }, sig, 1_000_000)).toBe(false);
    expect(checkPdfLink(secret, { ...link, kind: 'preview' }, sig, 1_000_000)).toBe(false);
    expect(checkPdfLink(secret, link, sig, 2_000_001)).toBe(false);
  });
});
