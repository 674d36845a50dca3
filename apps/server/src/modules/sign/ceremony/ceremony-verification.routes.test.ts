import { randomBytes } from 'node:crypto';
import { CODE, MSG } from '@awb/contract/common/codes';
import { CEREMONY_LIMITS, CEREMONY_MSG } from '@awb/contract/sign-ceremony-constants';
import { TEMPLATE_STATE } from '@awb/contract/sign-constants';
import { SIGN_CONTRACT_STATE } from '@awb/contract/sign-contract-constants';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../../test/create-test-app.ts';
import { companySignTemplates } from '../sign.table.ts';
import { signContractRepository } from '../sign-contract.repository.ts';
import { PEOPLE } from '../sign-contract-test-kit.ts';
import { setupSignApp, strokesPng } from '../sign-test-kit.ts';
import { signCeremonyVerifications } from './ceremony.table.ts';
import {
  open,
  post,
  submitContract,
  submitSignature,
  type TDevice,
  tokenSentTo,
  verifyCode,
  verifySigner,
} from './ceremony-test-kit.ts';

/**
 * A signing code and the verification it gives belong to one link and one device: not to the phone,
 * not to the signer. docs/security.md "What each party of a signing proves, and for how long".
 */

const { t, h, get } = setupSignApp();
const seller = PEOPLE.seller.phone;
const B = DEMO.companyB.id;

beforeAll(async () => {
  // Company B signs too: its templates up and a quota for the year.
  await t()
    .db.update(companySignTemplates)
    .set({ state: TEMPLATE_STATE.up })
    .where(eq(companySignTemplates.companyId, B));
  const now = t().clock.now().getTime();
  await signContractRepository.insertQuota(t().db, {
    companyId: B,
    periodStart: new Date(now - 86_400_000),
    periodEnd: new Date(now + 365 * 86_400_000),
    contracts: 50,
    source: 'test',
    createdAt: new Date(now),
  });
});

const sendCode = async (token: string) => {
  t().clock.advance(61_000);
  const sent = await post(t(), '/sign/signingCode', { token });
  expect(sent.code, sent.msg).toBe(200);
  return t().sms.lastCode(seller) ?? '';
};

/** Another browser that holds a cookie of the same name (a guess, or a copy of another link's). */
const otherDevice = (device: TDevice): TDevice => ({
  cookie: `${device.cookie?.split('=')[0]}=${randomBytes(32).toString('base64url')}`,
});

const verifiedOn = async (token: string, device: TDevice = {}) => (await open(t(), token, device)).data.signer.verified;

/** The verifications of the link a device's cookie is for (its name carries the link's id). */
const verificationsOf = (device: TDevice) => {
  const linkId = Number(/^awb_sign_(\d+)=/.exec(device.cookie ?? '')?.[1]);
  const v = signCeremonyVerifications;
  return t()
    .db.select()
    .from(v)
    .where(and(eq(v.companyId, DEMO.companyA.id), eq(v.linkId, linkId)))
    .orderBy(v.id);
};

describe('the code of a link', () => {
  it("asked on company 1's contract does not verify the same phone's signer on company 2's contract", async () => {
    const a = await submitContract(t(), h.managerA);
    const tokenA = tokenSentTo(t(), seller);
    const b = await submitContract(t(), h.managerB, undefined, B);
    const tokenB = tokenSentTo(t(), seller);
    expect(tokenB).not.toBe(tokenA);

    const code = await sendCode(tokenA);
    const onB = await verifyCode(t(), tokenB, code);
    expect(onB.body).toMatchObject({ code: CODE.invalid, msg: MSG.codeWrong });
    expect(onB.setCookie).toBe('');
    expect(await verifiedOn(tokenB, onB.device)).toBe(false);
    expect(await submitSignature(t(), tokenB, await strokesPng())).toMatchObject({ msg: CEREMONY_MSG.verifyFirst });

    // The code still verifies the link it was asked on.
    const onA = await verifyCode(t(), tokenA, code);
    expect(onA.body.code, onA.body.msg).toBe(200);
    expect(await verifiedOn(tokenA, onA.device)).toBe(true);
    expect(a.contractNo).not.toBe(b.contractNo);
  });

  it('is texted with the full name of the brokerage and the contract number', async () => {
    const a = await submitContract(t(), h.managerA);
    await sendCode(tokenSentTo(t(), seller));
    const [textA] = t().sms.messages(seller);
    expect(textA).toMatchObject({
      template: 'sign-code',
      params: { company: DEMO.companyA.name, contractNo: a.contractNo },
    });
    expect(textA?.text).toContain(DEMO.companyA.name);
    expect(textA?.text).toContain(a.contractNo);
    expect(textA?.text).toContain(textA?.params.code ?? 'no code');

    const b = await submitContract(t(), h.managerB, undefined, B);
    await sendCode(tokenSentTo(t(), seller));
    const [textB] = t().sms.messages(seller);
    expect(textB?.text).toContain(DEMO.companyB.name);
    expect(textB?.text).toContain(b.contractNo);
  });
});

describe('the verification of a link on a device', () => {
  it("after the party verified on their SMS link, the agent's on-site link is not verified", async () => {
    const { contractId } = await submitContract(t(), h.managerA);
    const smsToken = tokenSentTo(t(), seller);
    const partyPhone = await verifySigner(t(), smsToken, seller);
    expect(await verifiedOn(smsToken, partyPhone)).toBe(true);

    const signers = await get('/sign/signSigners', h.managerA, { contractId });
    const started = await post(t(), '/sign/signOnsite', { contractId, signerId: signers.data[0].signerId }, h.managerA);
    expect(started.code, started.msg).toBe(200);
    const onsite = started.data.token as string;
    expect(await verifiedOn(onsite)).toBe(false);
    expect(await verifiedOn(onsite, partyPhone)).toBe(false);
    for (const device of [{}, partyPhone]) {
      const refused = await submitSignature(t(), onsite, await strokesPng(), device);
      expect(refused).toMatchObject({ code: CODE.invalid, msg: CEREMONY_MSG.verifyFirst });
    }
    // The party's own device still signs on their link.
    expect((await submitSignature(t(), smsToken, await strokesPng(), partyPhone)).code).toBe(200);
  });

  it('from device A does not let device B submit on the same link', async () => {
    await submitContract(t(), h.managerA);
    const token = tokenSentTo(t(), seller);
    const deviceA = await verifySigner(t(), token, seller);
    expect(deviceA.cookie).toMatch(/^awb_sign_\d+=[\w-]{43}$/);
    const deviceB = otherDevice(deviceA);
    expect(await verifiedOn(token, deviceB)).toBe(false);
    expect(await verifiedOn(token)).toBe(false);
    for (const device of [deviceB, {}]) {
      const refused = await submitSignature(t(), token, await strokesPng(), device);
      expect(refused).toMatchObject({ code: CODE.invalid, msg: CEREMONY_MSG.verifyFirst });
    }
    expect(await verifiedOn(token, deviceA)).toBe(true);
    const signed = await submitSignature(t(), token, await strokesPng(), deviceA);
    expect(signed).toMatchObject({ code: 200, data: { state: SIGN_CONTRACT_STATE.signing } });
  });

  it('is an HttpOnly, SameSite=Strict cookie of the signing path that lives as long as the verification', async () => {
    await submitContract(t(), h.managerA);
    const token = tokenSentTo(t(), seller);
    const verified = await verifyCode(t(), token, await sendCode(token));
    const attributes = verified.setCookie.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining([
        `max-age=${CEREMONY_LIMITS.verifiedMinutes * 60}`,
        'path=/sign',
        'httponly',
        'samesite=strict',
      ]),
    );
    const rows = await verificationsOf(verified.device);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expiresAt.getTime()).toBe(t().clock.now().getTime() + CEREMONY_LIMITS.verifiedMinutes * 60_000);
    expect(JSON.stringify(rows)).not.toContain(verified.device.cookie?.split('=')[1]);
  });

  it('expires after its minutes, ends with a new code, and is spent by the signature', async () => {
    await submitContract(t(), h.managerA);
    const token = tokenSentTo(t(), seller);
    const stale = await verifySigner(t(), token, seller);
    t().clock.advance(CEREMONY_LIMITS.verifiedMinutes * 60_000 + 1_000);
    expect(await verifiedOn(token, stale)).toBe(false);
    expect(await submitSignature(t(), token, await strokesPng(), stale)).toMatchObject({
      msg: CEREMONY_MSG.verifyFirst,
    });

    const replaced = await verifySigner(t(), token, seller);
    expect(await verifiedOn(token, replaced)).toBe(true);
    await sendCode(token);
    expect(await verifiedOn(token, replaced)).toBe(false);
    expect(await submitSignature(t(), token, await strokesPng(), replaced)).toMatchObject({
      msg: CEREMONY_MSG.verifyFirst,
    });

    const device = await verifySigner(t(), token, seller);
    const signedAt = t().clock.now();
    const signed = await submitSignature(t(), token, await strokesPng(), device);
    expect(signed.code, signed.msg).toBe(200);
    // Three verifications of the link: the expired one and the one a new code ended are revoked by
    // the next, the last is spent by the signature.
    const rows = await verificationsOf(device);
    expect(rows.map((r) => [r.revokedAt !== null, r.spentAt?.getTime() ?? null])).toEqual([
      [true, null],
      [true, null],
      [false, signedAt.getTime()],
    ]);
  });
});
