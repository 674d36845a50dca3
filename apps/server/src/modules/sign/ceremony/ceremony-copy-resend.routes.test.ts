import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE } from '@awb/contract/common/codes';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { COPY_LIMITS, COPY_MSG, COPY_OK } from '@awb/contract/sign-copy-constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DEMO, type TTestApp } from '../../../../test/create-test-app.ts';
import { staffWith } from '../../../../test/org-fixtures.ts';
import { grantOf } from '../../../db/seed/org-factories.ts';
import { PEOPLE } from '../sign-contract-test-kit.ts';
import { setupSignApp } from '../sign-test-kit.ts';
import { signCeremonyCopies } from './ceremony.table.ts';
import { signAs, submitContract, tokenSentTo } from './ceremony-test-kit.ts';

/** signCopyResend: the agent texts a party's copy link again (docs/signing-ceremony.md "Each party's copy"). */
const { t, h, get, post } = setupSignApp();
const seller = PEOPLE.seller.phone;
const buyer = PEOPLE.buyer.phone;

const copyTexts = (app: TTestApp, phone: string) => app.sms.messages(phone).filter((m) => m.template === 'sign-copy');
const copyTokenOf = (app: TTestApp, phone: string) => {
  const url = copyTexts(app, phone)[0]?.params.url ?? '';
  return decodeURIComponent(url.split('token=')[1] ?? '');
};
const openCopy = (token: string) =>
  t().call({ method: 'GET', url: `/sign/signingCopy?token=${encodeURIComponent(token)}` });

/** The rate limiter reads the wall clock: the next minute, for the few calls of `run`. */
async function aMinuteLater<T>(run: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const spy = vi.spyOn(Date, 'now').mockReturnValue(now + (COPY_LIMITS.resendSeconds + 1) * 1000);
  try {
    return await run();
  } finally {
    spy.mockRestore();
  }
}

async function completedCopies() {
  const { contractId, contractNo } = await submitContract(t(), h.managerA);
  await signAs(t(), tokenSentTo(t(), seller), seller);
  await signAs(t(), tokenSentTo(t(), buyer), buyer);
  const listed = await get('/sign/signCopies', h.managerA, { contractId });
  return { contractId, contractNo, sellerCopy: listed.data[0].copyId as number, buyerCopy: listed.data[1].copyId };
}

describe('signCopyResend', () => {
  it('texts a new link once, with a new expiry; the old link stops working', async () => {
    const { contractId, contractNo, sellerCopy } = await completedCopies();
    const oldToken = copyTokenOf(t(), seller);
    const textsBefore = copyTexts(t(), seller).length;
    const buyerTexts = copyTexts(t(), buyer).length;
    t().clock.advance(5 * 86_400_000);

    const res = await post('/sign/signCopyResend', h.managerA, { contractId, copyId: sellerCopy });
    expect(res, res.msg).toMatchObject({
      code: 200,
      msg: COPY_OK.resent,
      data: { copyId: sellerCopy, roleLabel: '甲方', stateName: '有效' },
    });
    expect(copyTexts(t(), seller)).toHaveLength(textsBefore + 1);
    expect(copyTexts(t(), buyer)).toHaveLength(buyerTexts);
    expect(copyTexts(t(), seller)[0]?.params).toMatchObject({ contractNo, role: '甲方', days: '30' });
    const newToken = copyTokenOf(t(), seller);
    expect(newToken).not.toBe(oldToken);

    expect(await openCopy(newToken)).toMatchObject({ code: 200, data: { ready: true, contractNo } });
    expect(await openCopy(oldToken)).toMatchObject({ code: CODE.invalid });
    // 30 days from the resend, not from the completion; the outbox is empty again.
    const [row] = await t().db.select().from(signCeremonyCopies).where(eq(signCeremonyCopies.id, sellerCopy));
    expect(row?.expiresAt.getTime()).toBe(t().clock.now().getTime() + COPY_LIMITS.copyDays * 86_400_000);
    expect(row?.tokenSealed).toBe('');
  });

  it('refuses a second resend of the same copy within 60 s, sending nothing; later it works', async () => {
    const { contractId, sellerCopy, buyerCopy } = await completedCopies();
    expect((await post('/sign/signCopyResend', h.managerA, { contractId, copyId: sellerCopy })).code).toBe(200);
    const texts = copyTexts(t(), seller).length;
    expect(await post('/sign/signCopyResend', h.managerA, { contractId, copyId: sellerCopy })).toMatchObject({
      code: CODE.tooMany,
      msg: COPY_MSG.resendTooSoon,
    });
    expect(copyTexts(t(), seller)).toHaveLength(texts);
    // Another copy has its own turn.
    expect((await post('/sign/signCopyResend', h.managerA, { contractId, copyId: buyerCopy })).code).toBe(200);
    const later = await aMinuteLater(() =>
      post('/sign/signCopyResend', h.managerA, { contractId, copyId: sellerCopy }),
    );
    expect(later.code, later.msg).toBe(200);
    expect(copyTexts(t(), seller)).toHaveLength(texts + 1);
  });

  it('issues a revoked copy anew', async () => {
    const { contractId, sellerCopy } = await completedCopies();
    const oldToken = copyTokenOf(t(), seller);
    expect((await post('/sign/signCopyRevoke', h.managerA, { contractId, copyId: sellerCopy })).code).toBe(200);
    const res = await post('/sign/signCopyResend', h.managerA, { contractId, copyId: sellerCopy });
    expect(res).toMatchObject({ code: 200, data: { stateName: '有效' } });
    expect((await openCopy(copyTokenOf(t(), seller))).data.ready).toBe(true);
    expect(await openCopy(oldToken)).toMatchObject({ code: CODE.invalid });
  });

  it("refuses another company's copy, a copy of another contract and a member outside the scope", async () => {
    const { contractId, sellerCopy } = await completedCopies();
    const other = await completedCopies();
    const texts = copyTexts(t(), seller).length;
    expect(await post('/sign/signCopyResend', h.managerB, { contractId, copyId: sellerCopy })).toMatchObject({
      code: CODE.notFound,
    });
    expect(
      await post('/sign/signCopyResend', h.managerA, { contractId: other.contractId, copyId: sellerCopy }),
    ).toMatchObject({ code: CODE.notFound, msg: COPY_MSG.notFound });
    // Without 发起签约: 403. With it but seeing only their own contracts: the manager's is not found,
    // and the copy's turn is not used up.
    expect((await post('/sign/signCopyResend', h.agentA, { contractId, copyId: sellerCopy })).code).toBe(
      CODE.noPermission,
    );
    const ownOnly = await staffWith(t(), DEMO.companyA.id, [grantOf(APP_TYPE.sign, DATA_SCOPE.own)]);
    expect(await post('/sign/signCopyResend', ownOnly.headers, { contractId, copyId: sellerCopy })).toMatchObject({
      code: CODE.notFound,
    });
    expect(copyTexts(t(), seller)).toHaveLength(texts);
    expect((await post('/sign/signCopyResend', h.managerA, { contractId, copyId: sellerCopy })).code).toBe(200);
  });

  it('refuses a contract that is not complete', async () => {
    const { contractId } = await submitContract(t(), h.managerA);
    const [signer] = (await get('/sign/signSigners', h.managerA, { contractId })).data;
    // A copy row as completion makes it, on a contract still 待签署.
    const [copy] = await t()
      .db.insert(signCeremonyCopies)
      .values({
        companyId: 1,
        contractId,
        signerId: signer.signerId,
        tokenHash: `resend-${contractId}`,
        expiresAt: new Date(t().clock.now().getTime() + 86_400_000),
        createdAt: t().clock.now(),
      })
      .returning();
    expect(await post('/sign/signCopyResend', h.managerA, { contractId, copyId: copy?.id ?? 0 })).toMatchObject({
      code: CODE.invalid,
      msg: COPY_MSG.notCompleted,
    });
  });
});
