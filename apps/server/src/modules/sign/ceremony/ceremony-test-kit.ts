import { expect } from 'vitest';
import { DEMO, type THeaders, type TTestApp } from '../../../../test/create-test-app.ts';
import { multipart } from '../../../../test/multipart.ts';
import { boxOf, saleContent } from '../sign-contract-test-kit.ts';
import { strokesPng } from '../sign-test-kit.ts';

/** Helpers of the ceremony API tests (not used by the app). */

export const UA_SELLER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) seller-phone';

/** Submits a contract as company A's manager; answers its id and the tokens texted to each phone. */
export async function submitContract(t: TTestApp, h: THeaders, content: object = saleContent()) {
  const res = await t.call({
    method: 'POST',
    url: '/sign/contractSubmission',
    headers: h,
    payload: { boxid: await boxOf(t, DEMO.companyA.id), content },
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

export const open = (t: TTestApp, token: string, remoteAddress?: string) =>
  t.call({ method: 'GET', url: `/sign/signingOpen?token=${encodeURIComponent(token)}`, remoteAddress });

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

/** The code of a signer's phone: sent, read from the dev outbox, checked. */
export async function verifySigner(t: TTestApp, token: string, phone: string) {
  t.clock.advance(61_000);
  const sent = await post(t, '/sign/signingCode', { token });
  expect(sent.code, sent.msg).toBe(200);
  const code = t.sms.lastCode(phone) ?? '';
  const verified = await post(t, '/sign/signingVerify', { token, code });
  expect(verified.code, verified.msg).toBe(200);
}

/** A signer's whole turn: code, then the drawn signature. */
export async function signAs(t: TTestApp, token: string, phone: string) {
  await verifySigner(t, token, phone);
  const res = await submitSignature(t, token, await strokesPng());
  expect(res.code, res.msg).toBe(200);
  return res;
}
