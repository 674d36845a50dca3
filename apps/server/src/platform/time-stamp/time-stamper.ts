import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { TConfig } from '../../config.ts';
import { timeStampRequest } from './time-stamp-asn1.ts';
import { certificatesFromPem, type TTsaTrust, verifiedTimeStampToken } from './verify-time-stamp.ts';

/**
 * An RFC 3161 time-stamping authority: stamps the SHA-256 of some data and returns the token (a CMS
 * ContentInfo, DER). The signer puts it into the signature's unsigned attributes.
 */
export interface TimeStamper {
  stamp(data: Buffer): Promise<Buffer>;
}

const TIMEOUT_MS = 10_000;

/**
 * The real client: POST application/timestamp-query to TSA_URL, read application/timestamp-reply.
 * The reply is verified (verify-time-stamp.ts) against the configured trusted roots, or refused.
 */
export class HttpTimeStamper implements TimeStamper {
  constructor(
    private readonly url: string,
    private readonly trust: TTsaTrust,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async stamp(data: Buffer): Promise<Buffer> {
    const digest = createHash('sha256').update(data).digest();
    // A positive 64-bit nonce: the top bit cleared so the INTEGER stays positive.
    const nonce = randomBytes(8);
    nonce[0] = ((nonce[0] as number) & 0x7f) | 0x01;
    const response = await this.fetchImpl(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query', accept: 'application/timestamp-reply' },
      body: new Uint8Array(timeStampRequest(digest, nonce)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The time-stamp authority answered HTTP ${response.status}`);
    return verifiedTimeStampToken(Buffer.from(await response.arrayBuffer()), { data, digest, nonce }, this.trust);
  }
}

/**
 * TSA_ROOT_CERT: the PEM itself (`\n` may stand for line breaks) or the path of a PEM file; every
 * certificate in it is trusted as a root of the TSA.
 */
export function readTsaRoots(value: string): TTsaTrust {
  try {
    const pem = value.includes('-----BEGIN') ? value.replaceAll('\\n', '\n') : fs.readFileSync(value, 'utf8');
    return { roots: certificatesFromPem(pem) };
  } catch (error) {
    throw new Error(`TSA_ROOT_CERT holds no readable PEM certificate: ${(error as Error).message}`);
  }
}

/**
 * The configured time-stamper: TSA_URL when set, else none (signatures carry the signing time only).
 * Without TSA_ROOT_CERT every reply is refused (and production refuses to start: configProblems).
 */
export function timeStamperFor(tsa: TConfig['tsa']): TimeStamper | null {
  if (!tsa.url) return null;
  return new HttpTimeStamper(tsa.url, tsa.rootCert ? readTsaRoots(tsa.rootCert) : { roots: [] });
}
