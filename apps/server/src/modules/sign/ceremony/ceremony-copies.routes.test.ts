import { CODE } from '@awb/contract/common/codes';
import { CONTRACT_MSG } from '@awb/contract/contract-fields';
import { CEREMONY_MSG } from '@awb/contract/sign-ceremony-constants';
import { COPY_MSG, COPY_OK } from '@awb/contract/sign-copy-constants';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type TTestApp } from '../../../../test/create-test-app.ts';
import { contracts } from '../../contract/contract.table.ts';
import { listings } from '../../housing/listing.table.ts';
import { boxOf, PEOPLE, saleContent } from '../sign-contract-test-kit.ts';
import { setupSignApp } from '../sign-test-kit.ts';
import { signCeremonies, signCeremonyCopies } from './ceremony.table.ts';
import { signAs, submitContract, tokenSentTo } from './ceremony-test-kit.ts';
import { sweepCopyTexts } from './party-copies.ts';

const { t, h, get, post } = setupSignApp();
const seller = PEOPLE.seller.phone;
const buyer = PEOPLE.buyer.phone;

const copyTexts = (app: TTestApp, phone: string) => app.sms.messages(phone).filter((m) => m.template === 'sign-copy');
/** The token of the newest copy link texted to a phone. */
const copyTokenOf = (app: TTestApp, phone: string) => {
  const url = copyTexts(app, phone)[0]?.params.url ?? '';
  return decodeURIComponent(url.split('token=')[1] ?? '');
};
const openCopy = (token: string) =>
  t().call({ method: 'GET', url: `/sign/signingCopy?token=${encodeURIComponent(token)}` });
const fetchFile = (url: string) => t().app.inject({ method: 'GET', url });

/** A contract submitted and signed by both parties (已完成): its id, number and the signing tokens used. */
async function completed() {
  const submitted = await submitContract(t(), h.managerA);
  const sellerLink = tokenSentTo(t(), seller);
  const buyerLink = tokenSentTo(t(), buyer);
  await signAs(t(), sellerLink, seller);
  await signAs(t(), buyerLink, buyer);
  return { ...submitted, sellerLink, buyerLink };
}

describe('the contract book', () => {
  it('records a completed e-contract once, with its figures, and statistics count it', async () => {
    const perfBefore = await post('/ManagementCenter/performanceStatistics', h.managerA, { dateType: 1 });
    expect(perfBefore.code, perfBefore.msg).toBe(200);
    const { contractId, contractNo } = await completed();
    const rows = await t().db.select().from(contracts).where(eq(contracts.signContractId, contractId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      contractType: 1,
      contractNo,
      houseName: '西溪花园',
      houseBuilding: '3幢',
      houseRoomNo: '1201',
      houseAddress: '浙江省杭州市西湖区文二西路588号',
      amount: 3200000,
      paymentMethod: 1,
      partyAName: PEOPLE.seller.name,
      partyAPhone: PEOPLE.seller.phone,
      partyBName: PEOPLE.buyer.name,
      state: 1,
    });

    // Viewing (which completes when due) again makes no second record.
    await get('/sign/signCustomModelView', h.managerA, { contractId });
    expect(await t().db.select().from(contracts).where(eq(contracts.signContractId, contractId))).toHaveLength(1);

    const detail = await get('/contract/v2/contractSaleDetail', h.managerA, { contractId: rows[0]?.id ?? 0 });
    expect(detail.data).toMatchObject({ signContractId: contractId, transactionPrice: 3200000, contractNo });
    const perf = await post('/ManagementCenter/performanceStatistics', h.managerA, { dateType: 1 });
    expect(perf.data.contractCount).toBe(perfBefore.data.contractCount + 1);
  });
});

describe("each party's copy", () => {
  it('texts every party once, after completion, a link to their own signed PDF', async () => {
    const sellerBefore = copyTexts(t(), seller).length;
    const buyerBefore = copyTexts(t(), buyer).length;
    const { contractId, contractNo } = await completed();
    expect(copyTexts(t(), seller)).toHaveLength(sellerBefore + 1);
    expect(copyTexts(t(), buyer)).toHaveLength(buyerBefore + 1);
    const [text] = copyTexts(t(), seller);
    expect(text?.params).toMatchObject({ contractNo, role: '甲方', days: '30' });
    expect(text?.text).toContain('已全部签署完成');
    expect(text?.params.url).toMatch(/\/h5\/#\/pages\/public\/contract-copy\?token=\d+\.[\w-]{43}$/);

    // Nothing of the token stays in the clear, and the outbox is empty: another view sends nothing again.
    const rows = await t().db.select().from(signCeremonyCopies).where(eq(signCeremonyCopies.contractId, contractId));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ tokenSealed: '', revokedAt: null });
    expect(JSON.stringify(rows)).not.toContain(copyTokenOf(t(), seller).split('.')[1]);
    expect((await get('/sign/signCustomModelView', h.managerA, { contractId })).code).toBe(200);
    expect(copyTexts(t(), seller)).toHaveLength(sellerBefore + 1);

    // Each copy link opens its own party's copy; the PDF is the signed file, to view or to download.
    const mine = await openCopy(copyTokenOf(t(), seller));
    expect(mine).toMatchObject({ code: 200, data: { contractNo, roleLabel: '甲方', ready: true } });
    expect((await openCopy(copyTokenOf(t(), buyer))).data.roleLabel).toBe('乙方');
    const [ceremony] = await t().db.select().from(signCeremonies).where(eq(signCeremonies.contractId, contractId));
    const viewed = await fetchFile(mine.data.viewUrl);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.headers['content-type']).toBe('application/pdf');
    expect(viewed.headers['content-disposition']).toBe(`inline; filename="${contractNo}.pdf"`);
    expect(viewed.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(ceremony?.fileSha256).toBeTruthy();
    const downloaded = await fetchFile(mine.data.downloadUrl);
    expect(downloaded.headers['content-disposition']).toBe(`attachment; filename="${contractNo}.pdf"`);
    expect(downloaded.rawPayload.equals(viewed.rawPayload)).toBe(true);
    // The file link carries neither the token nor anything but company, copy and expiry under a MAC.
    expect(mine.data.viewUrl).not.toContain(copyTokenOf(t(), seller));
    const forged = mine.data.viewUrl.replace(/y=(\d+)/, (_: string, id: string) => `y=${Number(id) + 1}`);
    expect((await fetchFile(forged)).statusCode).toBe(404);
  });

  it('keeps a text the provider refused in the outbox, and the sweep sends it once', async () => {
    const sms = t().sms;
    const send = sms.send.bind(sms);
    sms.send = async (message) => {
      if (message.template === 'sign-copy') throw new Error('provider down');
      return send(message);
    };
    const before = copyTexts(t(), seller).length;
    let contractId = 0;
    try {
      ({ contractId } = await completed());
    } finally {
      sms.send = send;
    }
    expect(copyTexts(t(), seller)).toHaveLength(before);
    const waiting = await t().db.select().from(signCeremonyCopies).where(eq(signCeremonyCopies.contractId, contractId));
    expect(waiting.every((r) => r.tokenSealed !== '' && r.sentAt === null)).toBe(true);

    expect(await sweepCopyTexts(t().app.deps)).toBeGreaterThanOrEqual(2);
    expect(await sweepCopyTexts(t().app.deps)).toBe(0);
    expect(copyTexts(t(), seller)).toHaveLength(before + 1);
    expect((await openCopy(copyTokenOf(t(), seller))).data.ready).toBe(true);
  });

  it('shows 查看/下载 on the signing link a party used once the contract is complete, not before', async () => {
    const { contractNo } = await submitContract(t(), h.managerA);
    const sellerLink = tokenSentTo(t(), seller);
    const buyerLink = tokenSentTo(t(), buyer);
    // An unused signing link is for signing, not for a copy.
    expect(await openCopy(sellerLink)).toMatchObject({ code: CODE.invalid, msg: CEREMONY_MSG.linkInvalid });
    await signAs(t(), sellerLink, seller);
    expect(await openCopy(sellerLink)).toMatchObject({
      code: 200,
      data: { contractNo, roleLabel: '甲方', ready: false, viewUrl: '', downloadUrl: '' },
    });
    await signAs(t(), buyerLink, buyer);
    const after = await openCopy(sellerLink);
    expect(after).toMatchObject({ code: 200, data: { ready: true, stateName: '已完成' } });
    expect((await fetchFile(after.data.viewUrl)).statusCode).toBe(200);
  });

  it('is refused once the agent revokes it, by the copy link and by the signing link alike', async () => {
    const { contractId, sellerLink } = await completed();
    const sellerCopy = copyTokenOf(t(), seller);
    const before = await openCopy(sellerCopy);
    const listed = await get('/sign/signCopies', h.managerA, { contractId });
    expect(listed.data.map((c: { roleLabel: string; stateName: string }) => [c.roleLabel, c.stateName])).toEqual([
      ['甲方', '有效'],
      ['乙方', '有效'],
    ]);
    const copyId = listed.data[0].copyId;

    expect(await post('/sign/signCopyRevoke', h.managerA, { contractId, copyId })).toMatchObject({
      code: 200,
      msg: COPY_OK.revoked,
    });
    expect(await openCopy(sellerCopy)).toMatchObject({ code: CODE.invalid, msg: COPY_MSG.revoked });
    expect(await openCopy(sellerLink)).toMatchObject({ code: CODE.invalid, msg: COPY_MSG.revoked });
    expect((await fetchFile(before.data.viewUrl)).statusCode).toBe(404);
    expect((await openCopy(copyTokenOf(t(), buyer))).data.ready).toBe(true);
    expect(await post('/sign/signCopyRevoke', h.managerA, { contractId, copyId })).toMatchObject({
      code: CODE.invalid,
      msg: COPY_MSG.alreadyRevoked,
    });
    expect((await get('/sign/signCopies', h.managerA, { contractId })).data[0].stateName).toBe('已撤销');
  });

  it("expires after 30 days, and another company's calls find nothing", async () => {
    const { contractId } = await completed();
    const buyerCopy = copyTokenOf(t(), buyer);
    const copyId = (await get('/sign/signCopies', h.managerA, { contractId })).data[1].copyId;
    expect(await get('/sign/signCopies', h.managerB, { contractId })).toMatchObject({ code: CODE.notFound });
    expect(await post('/sign/signCopyRevoke', h.managerB, { contractId, copyId })).toMatchObject({
      code: CODE.notFound,
    });
    expect(await openCopy(`${buyerCopy.split('.')[0]}.${'A'.repeat(43)}`)).toMatchObject({ code: CODE.invalid });
    // B's company in the token with A's random part: looked up in B, found nothing.
    expect(await openCopy(`2${buyerCopy.slice(buyerCopy.indexOf('.'))}`)).toMatchObject({ code: CODE.invalid });

    t().clock.advance(31 * 86_400_000);
    expect(await openCopy(buyerCopy)).toMatchObject({ code: CODE.invalid, msg: COPY_MSG.expired });
    // The manager's session ended meanwhile too (30 days).
    const manager = await t().login(DEMO.users.managerA.phone);
    expect((await get('/sign/signCopies', manager, { contractId })).data[1].stateName).toBe('已过期');
  });
});

describe('the listing a contract was started from', () => {
  // The tests above move the clock past the copies' 30 days, and a session's: log in again.
  let manager: Awaited<ReturnType<TTestApp['login']>>;
  beforeAll(async () => {
    manager = await t().login(DEMO.users.managerA.phone);
  });
  const listingOf = async (companyId: number, type: number) => {
    const [row] = await t()
      .db.select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.companyId, companyId), eq(listings.type, type), isNull(listings.deletedAt)))
      .limit(1);
    if (!row) throw new Error(`no listing of type ${type} in company ${companyId}`);
    return row.id;
  };
  const submitFrom = async (houseId: number) =>
    t().call({
      method: 'POST',
      url: '/sign/contractSubmission',
      headers: manager,
      payload: { boxid: await boxOf(t(), DEMO.companyA.id), content: saleContent({ houseId }) },
    });

  it("links the book's record to it once the contract completes", async () => {
    const houseId = await listingOf(DEMO.companyA.id, 1);
    const submitted = await submitContract(t(), manager, saleContent({ houseId }));
    await signAs(t(), tokenSentTo(t(), seller), seller);
    await signAs(t(), tokenSentTo(t(), buyer), buyer);
    const [record] = await t().db.select().from(contracts).where(eq(contracts.signContractId, submitted.contractId));
    expect(record?.houseId).toBe(houseId);
  });

  it("refuses another company's listing, and a rent listing under a sale template, saving nothing", async () => {
    const before = (await t().db.select({ id: contracts.id }).from(contracts)).length;
    const other = await submitFrom(await listingOf(DEMO.companyB.id, 1));
    expect(other).toMatchObject({ code: CODE.invalid, msg: CONTRACT_MSG.houseNotFound });
    const rent = await submitFrom(await listingOf(DEMO.companyA.id, 2));
    expect(rent).toMatchObject({ code: CODE.invalid, msg: CONTRACT_MSG.houseTypeMismatch });
    expect((await t().db.select({ id: contracts.id }).from(contracts)).length).toBe(before);
  });
});
