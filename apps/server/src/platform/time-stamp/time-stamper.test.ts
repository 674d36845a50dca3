import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTsa, type TFakeTsa } from './fake-tsa.ts';
import { readTstInfo } from './time-stamp-asn1.ts';
import { HttpTimeStamper, timeStamperFromEnv } from './time-stamper.ts';

let tsa: TFakeTsa;
beforeAll(async () => {
  tsa = await startFakeTsa();
});
afterAll(() => tsa.close());

const digest = createHash('sha256').update('the signature value').digest();

describe('HttpTimeStamper against a local RFC 3161 TSA', () => {
  it('posts a timestamp-query for the digest and returns a token that stamps it', async () => {
    tsa.mode = 'granted';
    const token = await new HttpTimeStamper(tsa.url).stamp(digest);
    const sent = tsa.requests.at(-1);
    expect(sent?.contentType).toBe('application/timestamp-query');
    expect(sent?.digest.equals(digest)).toBe(true);
    expect(sent?.nonce?.length).toBe(8);
    const info = readTstInfo(token);
    expect(info.digest.equals(digest)).toBe(true);
    expect(info.nonce?.equals(sent?.nonce as Buffer)).toBe(true);
    expect(Math.abs(info.genTime.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a rejection, a token for another digest and an HTTP error', async () => {
    const stamper = new HttpTimeStamper(tsa.url);
    tsa.mode = 'rejection';
    await expect(stamper.stamp(digest)).rejects.toThrow(/refused the request \(status 2\)/);
    tsa.mode = 'wrong-digest';
    await expect(stamper.stamp(digest)).rejects.toThrow(/another digest/);
    tsa.mode = 'http-500';
    await expect(stamper.stamp(digest)).rejects.toThrow(/HTTP 500/);
    tsa.mode = 'granted';
    await expect(stamper.stamp(Buffer.alloc(20))).rejects.toThrow(/SHA-256/);
  });

  it('is configured by TSA_URL, and absent without it', () => {
    expect(timeStamperFromEnv({})).toBeNull();
    expect(timeStamperFromEnv({ TSA_URL: tsa.url })).toBeInstanceOf(HttpTimeStamper);
  });
});
