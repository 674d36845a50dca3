import { createHash, timingSafeEqual } from 'node:crypto';

export type TSignedFileCheck = { matches: boolean; sha256: string };

/**
 * Whether a file dropped on the verification page is byte for byte the signed PDF: its SHA-256
 * against the one kept when it was signed (hex, any case). Any other file — re-saved, printed to
 * PDF, one byte changed — does not match, even if it looks the same.
 */
export function checkSignedFile(bytes: Buffer | Uint8Array, expectedSha256: string): TSignedFileCheck {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const expected = expectedSha256.trim().toLowerCase();
  const matches =
    /^[0-9a-f]{64}$/.test(expected) && timingSafeEqual(Buffer.from(sha256, 'hex'), Buffer.from(expected, 'hex'));
  return { matches, sha256 };
}
