import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE } from '@awb/contract/common/codes';
import { CONTRACT_MSG, CONTRACT_TYPE, SALE_CONTRACT_STATE } from '@awb/contract/contract-fields';
import { CUSTOMER_ATTRIBUTION } from '@awb/contract/customer-enums';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { SIGN_ITEM } from '@awb/contract/sign.contract';
import { SIGN_CONTRACT_MSG } from '@awb/contract/sign-contract-constants';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, type THeaders } from '../../../../test/create-test-app.ts';
import { staffWith } from '../../../../test/org-fixtures.ts';
import { grantOf } from '../../../db/seed/org-factories.ts';
import { contractStateChanges, contracts } from '../../contract/contract.table.ts';
import { recordSignedContract } from '../../contract/contract-signed.ts';
import { customers } from '../../customer/customer.table.ts';
import { appRecords } from '../../housing/app-record/app-record.table.ts';
import { signContracts } from '../sign-contract.table.ts';
import { boxOf, PEOPLE, saleContent } from '../sign-contract-test-kit.ts';
import { setupSignApp } from '../sign-test-kit.ts';
import { signAs, submitContract, tokenSentTo } from './ceremony-test-kit.ts';

/**
 * What an e-contract was started from reaches the contract book (docs/contract.md "Records from
 * e-contracts"): the customer is linked, a 合同管理 record is updated and linked instead of a second
 * one, and the record follows the e-contract's invalidation.
 */
const { t, h, get, post } = setupSignApp();
const A = DEMO.companyA.id;

async function complete(content: object) {
  const submitted = await submitContract(t(), h.managerA, content);
  await signAs(t(), tokenSentTo(t(), PEOPLE.seller.phone), PEOPLE.seller.phone);
  await signAs(t(), tokenSentTo(t(), PEOPLE.buyer.phone), PEOPLE.buyer.phone);
  return submitted;
}

const submitAs = async (headers: THeaders, content: object) =>
  t().call({
    method: 'POST',
    url: '/sign/contractSubmission',
    headers,
    payload: { boxid: await boxOf(t(), A), content: saleContent(content) },
  });

const counts = async () => ({
  records: (await t().db.select({ id: contracts.id }).from(contracts)).length,
  signs: (await t().db.select({ id: signContracts.id }).from(signContracts)).length,
});

const customerOf = async (companyId: number, extra = eq(customers.companyId, companyId)) => {
  const [row] = await t()
    .db.select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), isNull(customers.deletedAt), extra))
    .orderBy(asc(customers.id))
    .limit(1);
  if (!row) throw new Error(`no customer in company ${companyId}`);
  return row;
};

/** A live typed record of A of the type, not linked to any e-contract. */
const freeRecordOf = async (contractType: number, skip: number[] = []) => {
  const rows = await t()
    .db.select()
    .from(contracts)
    .where(
      and(
        eq(contracts.companyId, A),
        eq(contracts.contractType, contractType),
        isNull(contracts.deletedAt),
        isNull(contracts.signContractId),
      ),
    )
    .orderBy(asc(contracts.id));
  const row = rows.find((r) => !skip.includes(r.id));
  if (!row) throw new Error(`company A has no free record of type ${contractType}`);
  return row;
};
const recordById = async (id: number) => (await t().db.select().from(contracts).where(eq(contracts.id, id)))[0];

describe('the customer an e-contract was drafted for', () => {
  it("is linked from the book's record and named in its detail", async () => {
    const customer = await customerOf(A);
    const submitted = await complete(saleContent({ customerId: customer.id }));
    const [record] = await t().db.select().from(contracts).where(eq(contracts.signContractId, submitted.contractId));
    expect(record?.customerId).toBe(customer.id);
    const detail = await get('/contract/v2/contractSaleDetail', h.managerA, { contractId: record?.id ?? 0 });
    expect(detail.data).toMatchObject({ customerId: customer.id, customerName: customer.name });
  });

  it("refuses another company's customer and one outside the agent's scope, writing nothing", async () => {
    const before = await counts();
    const other = await submitAs(h.managerA, { customerId: (await customerOf(DEMO.companyB.id)).id });
    expect(other).toMatchObject({ code: CODE.invalid, msg: CONTRACT_MSG.customerNotFound });
    // An agent who may start contracts and sees only their own customers.
    const agent = await staffWith(t(), A, [
      grantOf(APP_TYPE.sign, DATA_SCOPE.own, [SIGN_ITEM.start]),
      grantOf(APP_TYPE.customer, DATA_SCOPE.own, [1]),
    ]);
    const someoneElses = await customerOf(
      A,
      and(eq(customers.attribution, CUSTOMER_ATTRIBUTION.private), ne(customers.userId, agent.id)),
    );
    const outOfScope = await submitAs(agent.headers, { customerId: someoneElses.id });
    expect(outOfScope).toMatchObject({ code: CODE.invalid, msg: CONTRACT_MSG.customerNotFound });
    expect(await counts()).toEqual(before);
  });
});

describe('an e-contract started from a 合同管理 record', () => {
  let linked = 0;
  let linkedSign = 0;
  let stateBefore = 0;

  it('updates and links that record instead of adding a second one', async () => {
    const record = await freeRecordOf(CONTRACT_TYPE.sale);
    stateBefore = record.state;
    const before = await counts();
    const submitted = await complete(saleContent({ recordId: record.id }, { transactionPrice: '3210000' }));
    const after = await recordById(record.id);
    expect(after).toMatchObject({
      signContractId: submitted.contractId,
      contractNo: record.contractNo,
      state: record.state,
      remark: record.remark,
      userId: record.userId,
      amount: 3_210_000,
      partyAName: PEOPLE.seller.name,
      partyBName: PEOPLE.buyer.name,
      version: record.version + 1,
    });
    expect((await counts()).records).toBe(before.records);
    const notes = await t()
      .db.select()
      .from(appRecords)
      .where(and(eq(appRecords.companyId, A), eq(appRecords.itemId, record.id), eq(appRecords.action, '电子签约完成')));
    expect(notes[0]?.content).toContain(`由电子合同 ${submitted.contractNo} 签署完成更新`);
    linked = record.id;
    linkedSign = submitted.contractId;
  });

  it('never links or creates twice when the completion runs again', async () => {
    const other = await freeRecordOf(CONTRACT_TYPE.sale, [linked]);
    const again = await recordSignedContract(t().db, {
      ...(await recordById(linked)),
      signContractId: linkedSign,
      recordId: other.id,
      customerId: null,
      at: t().clock.now(),
    } as Parameters<typeof recordSignedContract>[1]);
    expect(again).toEqual({ contractId: linked, created: false });
    expect((await recordById(other.id))?.signContractId).toBeNull();
  });

  it('refuses a record of the other kind, one already linked and one of another company', async () => {
    const before = await counts();
    const rent = await freeRecordOf(CONTRACT_TYPE.rent);
    expect(await submitAs(h.managerA, { recordId: rent.id })).toMatchObject({
      code: CODE.invalid,
      msg: SIGN_CONTRACT_MSG.recordTypeMismatch,
    });
    expect(await submitAs(h.managerA, { recordId: linked })).toMatchObject({
      code: CODE.invalid,
      msg: SIGN_CONTRACT_MSG.recordLinked,
    });
    const [ofB] = await t().db.select().from(contracts).where(eq(contracts.companyId, DEMO.companyB.id)).limit(1);
    expect(await submitAs(h.managerA, { recordId: ofB?.id ?? 999_999 })).toMatchObject({
      code: CODE.invalid,
      msg: SIGN_CONTRACT_MSG.recordNotFound,
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses on edit a record of the other kind, and falls back to a new record when its own was deleted', async () => {
    const record = await freeRecordOf(CONTRACT_TYPE.sale, [linked]);
    const submitted = await submitContract(t(), h.managerA, saleContent({ recordId: record.id }));
    const rent = await freeRecordOf(CONTRACT_TYPE.rent);
    const edit = await post('/sign/contractEdit', h.managerA, {
      contractId: submitted.contractId,
      version: submitted.version,
      content: saleContent({ recordId: rent.id }),
    });
    expect(edit).toMatchObject({ code: CODE.invalid, msg: SIGN_CONTRACT_MSG.recordTypeMismatch });
    const removed = await post('/contract/v2/contractSaleDelete', h.managerA, { contractId: record.id });
    expect(removed.code, removed.msg).toBe(200);
    const before = (await counts()).records;
    await signAs(t(), tokenSentTo(t(), PEOPLE.seller.phone), PEOPLE.seller.phone);
    await signAs(t(), tokenSentTo(t(), PEOPLE.buyer.phone), PEOPLE.buyer.phone);
    const [made] = await t().db.select().from(contracts).where(eq(contracts.signContractId, submitted.contractId));
    expect(made?.id).not.toBe(record.id);
    expect((await counts()).records).toBe(before + 1);
  });

  it('voids the record with the e-contract, and revoking puts it back', async () => {
    const invalid = await post('/sign/signInvalid', h.managerA, { contractId: linkedSign, remark: '客户反悔' });
    expect(invalid.code, invalid.msg).toBe(200);
    expect((await recordById(linked))?.state).toBe(SALE_CONTRACT_STATE.voided);
    const changes = await t()
      .db.select()
      .from(contractStateChanges)
      .where(eq(contractStateChanges.contractId, linked))
      .orderBy(asc(contractStateChanges.id));
    expect(changes.at(-1)).toMatchObject({ fromState: stateBefore, toState: SALE_CONTRACT_STATE.voided });
    const notes = await t()
      .db.select()
      .from(appRecords)
      .where(and(eq(appRecords.itemId, linked), eq(appRecords.action, '电子合同已作废')));
    expect(notes[0]?.content).toContain('客户反悔');
    const revoked = await post('/sign/signInvalidRevoke', h.managerA, { contractId: linkedSign, remark: '' });
    expect(revoked.code, revoked.msg).toBe(200);
    expect((await recordById(linked))?.state).toBe(stateBefore);
  });

  it('leaves a record someone moved since the invalidation when it is revoked', async () => {
    await post('/sign/signInvalid', h.managerA, { contractId: linkedSign, remark: '' });
    const voided = await recordById(linked);
    const moved = await post('/contract/v2/contractSaleState', h.managerA, {
      contractId: linked,
      state: SALE_CONTRACT_STATE.frozen,
    });
    expect(moved.code, moved.msg).toBe(200);
    await post('/sign/signInvalidRevoke', h.managerA, { contractId: linkedSign, remark: '' });
    expect((await recordById(linked))?.state).toBe(SALE_CONTRACT_STATE.frozen);
    expect(voided?.state).toBe(SALE_CONTRACT_STATE.voided);
  });
});
