import { expect } from 'vitest';
import { DEMO, type THeaders, type TTestApp } from '../../../../test/create-test-app.ts';
import { multipart } from '../../../../test/multipart.ts';
import { boxOf, saleContent } from '../sign-contract-test-kit.ts';
import { drawnBrokerSignature, strokesPng } from '../sign-test-kit.ts';

/** Helpers of the ceremony API tests (not used by the app). */

export const UA_SELLER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) seller-phone';

/**
 * Submits a contract as a manager of the company (A unless named); answers its id and number. A's
 * manager signs 经纪人（签字） with their saved signature; elsewhere the submitter draws one.
 */
export async function submitContract(
  t: TTestApp,
  h: THeaders,
  content: object = saleContent(),
  companyId: number = DEMO.companyA.id,
) {
  const brokerSignature = companyId === DEMO.companyA.id ? undefined : await drawnBrokerSignature();
  const res = await t.call({
    method: 'POST',
    url: '/sign/contractSubmission',
    headers: h,
    payload: { boxid: await boxOf(t, companyId), content, brokerSignature },
  });
  expect(res.code, JSON.stringify(res.msg)).toBe(200);
  return res.data as { contractId: number; contractNo: string; version: number };
}

/** The token of the newest signing link texted to a phone. */
export function tokenSentTo(t: TTestApp, phone: string): string {
  const message = t.sms.messages(phone).find((m) => m.template === 'sign-invite');
  if (!message?.params.url) throw new Error(`no signing link sent to ${phone}`);
  return new URL(message.params.url, 'http://h5').hash.split('token=')[1]?.split('&')[0] ?? '';
}

/** `device`: the cookies of the device (as `deviceOf` gives them); none is a device that never verified. */
export const open = (t: TTestApp, token: string, device: TDevice = {}) =>
  t.call({ method: 'GET', url: `/sign/signingOpen?token=${encodeURIComponent(token)}`, headers: device });

export const post = (t: TTestApp, url: string, payload: object, headers: object = {}) =>
  t.call({ method: 'POST', url, payload, headers: { 'user-agent': UA_SELLER, ...headers } });

export async function submitSignature(t: TTestApp, token: string, png: Buffer | null, headers: object = {}) {
  const body = multipart(png ? { filename: 'sign.png', contentType: 'image/png', bytes: png } : null, { token });
  return t.call({
    method: 'POST',
    url: '/sign/signingSubmit',
    headers: { 'user-agent': UA_SELLER, ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** A browser's cookies for the signing calls: what it got back from signingVerify. */
export type TDevice = { cookie?: string };

let verifies = 0;

/**
 * Checks a code on a link like a browser: answers the envelope and the device that holds the
 * verification (the cookie of its Set-Cookie), to be sent with open and submit.
 */
export async function verifyCode(t: TTestApp, token: string, code: string) {
  verifies += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/sign/signingVerify',
    payload: { token, code },
    headers: { 'user-agent': UA_SELLER },
    remoteAddress: `10.251.${(verifies >> 8) & 255}.${verifies & 255}`,
  });
  const setCookie = res.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const device: TDevice = first ? { cookie: first.split(';')[0] } : {};
  return { body: res.json() as { code: number; msg: string }, device, setCookie: first ?? '' };
}

/** The code of a signer's phone: sent, read from the dev outbox, checked; answers the verified device. */
export async function verifySigner(t: TTestApp, token: string, phone: string): Promise<TDevice> {
  t.clock.advance(61_000);
  const sent = await post(t, '/sign/signingCode', { token });
  expect(sent.code, sent.msg).toBe(200);
  const code = t.sms.lastCode(phone) ?? '';
  const verified = await verifyCode(t, token, code);
  expect(verified.body.code, verified.body.msg).toBe(200);
  return verified.device;
}

/** A signer's whole turn: code, then the drawn signature from the same device. */
export async function signAs(t: TTestApp, token: string, phone: string) {
  const device = await verifySigner(t, token, phone);
  const res = await submitSignature(t, token, await strokesPng(), device);
  expect(res.code, res.msg).toBe(200);
  return res;
}
