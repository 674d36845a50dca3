import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startFakeTsa, type TFakeTsa, type TFakeTsaMode } from './fake-tsa.ts';
import { readTstInfo } from './time-stamp-asn1.ts';
import { HttpTimeStamper, readTsaRoots, timeStamperFor } from './time-stamper.ts';
import { TimeStampRefused } from './verify-time-stamp.ts';

let tsa: TFakeTsa;
let other: TFakeTsa;
beforeAll(async () => {
  [tsa, other] = await Promise.all([startFakeTsa(), startFakeTsa()]);
}, 60_000);
afterAll(async () => {
  await tsa.close();
  await other.close();
});

const data = Buffer.from('the signature value');
const digest = createHash('sha256').update(data).digest();
const stamper = () => new HttpTimeStamper(tsa.url, readTsaRoots(tsa.rootPem));

async function refusal(mode: TFakeTsaMode, timeStamper = stamper()): Promise<unknown> {
  tsa.mode = mode;
  try {
    return await timeStamper.stamp(data).then(
      () => null,
      (error: unknown) => error,
    );
  } finally {
    tsa.mode = 'granted';
  }
}

describe('HttpTimeStamper against a local RFC 3161 TSA', () => {
  it('posts a timestamp-query for the SHA-256 of the data and returns the verified token that stamps it', async () => {
    const token = await stamper().stamp(data);
    const sent = tsa.requests.at(-1);
    expect(sent?.contentType).toBe('application/timestamp-query');
    expect(sent?.digest.equals(digest)).toBe(true);
    expect(sent?.nonce?.length).toBe(8);
    const info = readTstInfo(token);
    expect(info.digest.equals(digest)).toBe(true);
    expect(info.nonce?.equals(sent?.nonce as Buffer)).toBe(true);
    expect(Math.abs(info.genTime.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a reply whose status is not granted', async () => {
    const error = await refusal('rejection');
    expect(error).toBeInstanceOf(TimeStampRefused);
    expect((error as Error).message).toMatch(/refused the request \(status 2\)/);
  });

  it('refuses a token over another digest, or without our nonce', async () => {
    expect(((await refusal('wrong-digest')) as Error).message).toMatch(/stamps another digest/);
    expect(((await refusal('wrong-nonce')) as Error).message).toMatch(/does not echo our nonce/);
  });

  it('refuses a token with one byte flipped in its signature or in its signed attributes', async () => {
    for (const mode of ['bad-signature', 'bad-signed-attributes'] as const) {
      const error = await refusal(mode);
      expect(error, mode).toBeInstanceOf(TimeStampRefused);
      expect((error as Error).message, mode).toMatch(/signature does not verify/);
    }
  });

  it('refuses a token whose signer lacks the critical timeStamping extended key usage', async () => {
    for (const mode of ['no-eku', 'eku-not-critical'] as const) {
      const error = await refusal(mode);
      expect(error, mode).toBeInstanceOf(TimeStampRefused);
      expect((error as Error).message, mode).toMatch(/no time-stamping certificate/);
    }
  });

  it('refuses a token that does not chain to the configured root', async () => {
    const error = await refusal('untrusted');
    expect((error as Error).message).toMatch(/not signed by a trusted time-stamping authority/);
    // A genuine token of one TSA, checked against another TSA's root.
    const elsewhere = new HttpTimeStamper(tsa.url, readTsaRoots(other.rootPem));
    expect(((await refusal('granted', elsewhere)) as Error).message).toMatch(/not signed by a trusted/);
  });

  it('refuses every token when no trusted root is configured', async () => {
    const error = await refusal('granted', new HttpTimeStamper(tsa.url, { roots: [] }));
    expect((error as Error).message).toMatch(/No trusted time-stamp root is configured \(TSA_ROOT_CERT\)/);
  });

  it('checks a token that leaves its certificates out with the configured ones', async () => {
    const configured = new HttpTimeStamper(tsa.url, readTsaRoots(tsa.tsaCertificatePem + tsa.rootPem));
    tsa.mode = 'no-certificates';
    const token = await configured.stamp(data);
    tsa.mode = 'granted';
    expect(readTstInfo(token).digest.equals(digest)).toBe(true);
    expect(((await refusal('no-certificates')) as Error).message).toMatch(/does not verify/);
  });

  it('refuses an HTTP error', async () => {
    expect(((await refusal('http-500')) as Error).message).toMatch(/HTTP 500/);
  });
});

describe('time-stamper configuration', () => {
  it('is configured by TSA_URL and TSA_ROOT_CERT (a PEM or a PEM file), and absent without TSA_URL', async () => {
    expect(timeStamperFor(loadConfig({}).tsa)).toBeNull();
    expect(timeStamperFor(loadConfig({ TSA_ROOT_CERT: tsa.rootPem }).tsa)).toBeNull();
    const inline = timeStamperFor(loadConfig({ TSA_URL: tsa.url, TSA_ROOT_CERT: tsa.rootPem }).tsa);
    expect(inline).toBeInstanceOf(HttpTimeStamper);
    await expect(inline?.stamp(data)).resolves.toBeInstanceOf(Buffer);

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'awb-tsa-')), 'root.pem');
    fs.writeFileSync(file, tsa.rootPem);
    const fromFile = timeStamperFor(loadConfig({ TSA_URL: tsa.url, TSA_ROOT_CERT: file }).tsa);
    await expect(fromFile?.stamp(data)).resolves.toBeInstanceOf(Buffer);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });

    const oneLine = tsa.rootPem.trim().replaceAll('\n', '\\n');
    const escaped = timeStamperFor(loadConfig({ TSA_URL: tsa.url, TSA_ROOT_CERT: oneLine }).tsa);
    await expect(escaped?.stamp(data)).resolves.toBeInstanceOf(Buffer);

    expect(() => timeStamperFor({ url: tsa.url, rootCert: '/nonexistent/tsa-root.pem' })).toThrow(/TSA_ROOT_CERT/);
    expect(() =>
      timeStamperFor({ url: tsa.url, rootCert: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' }),
    ).toThrow(/TSA_ROOT_CERT holds no readable PEM certificate/);
  });
});
