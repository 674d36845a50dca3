import { randomBytes } from 'node:crypto';
import { readTstInfo, timeStampRequest, tokenFromResponse } from './time-stamp-asn1.ts';

/**
 * An RFC 3161 time-stamping authority (issue 15): stamps a SHA-256 digest and returns the
 * token (a CMS ContentInfo, DER). The signer puts it into the signature's unsigned attributes.
 */
export interface TimeStamper {
  stamp(sha256: Buffer): Promise<Buffer>;
}

const TIMEOUT_MS = 10_000;

/**
 * The real client: POST application/timestamp-query to TSA_URL, read application/timestamp-reply.
 * The token must stamp exactly our digest and echo our nonce, or it is refused.
 */
export class HttpTimeStamper implements TimeStamper {
  constructor(
    private readonly url: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async stamp(sha256: Buffer): Promise<Buffer> {
    if (sha256.length !== 32) throw new Error('A time-stamp request needs a SHA-256 digest');
    // A positive 64-bit nonce: the top bit cleared so the INTEGER stays positive.
    const nonce = randomBytes(8);
    nonce[0] = ((nonce[0] as number) & 0x7f) | 0x01;
    const response = await this.fetchImpl(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query', accept: 'application/timestamp-reply' },
      body: new Uint8Array(timeStampRequest(sha256, nonce)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The time-stamp authority answered HTTP ${response.status}`);
    const token = tokenFromResponse(Buffer.from(await response.arrayBuffer()));
    const info = readTstInfo(token);
    if (!info.digest.equals(sha256)) throw new Error('The time-stamp token stamps another digest');
    if (!info.nonce?.equals(nonce)) throw new Error('The time-stamp token does not echo our nonce');
    return token;
  }
}

/** The configured time-stamper: TSA_URL when set, else none (signatures carry the signing time only). */
export function timeStamperFromEnv(env: NodeJS.ProcessEnv): TimeStamper | null {
  const url = env.TSA_URL?.trim();
  return url ? new HttpTimeStamper(url) : null;
}
