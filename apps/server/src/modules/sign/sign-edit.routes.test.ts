import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE, MSG } from '@awb/contract/common/codes';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { SIGN_ITEM } from '@awb/contract/sign.contract';
import {
  SIGN_CONTRACT_MSG,
  SIGN_CONTRACT_OK,
  SIGN_CONTRACT_STATE,
  SIGN_LOG_ACTION,
  SIGN_PARTY_TYPE,
} from '@awb/contract/sign-contract-constants';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type THeaders } from '../../../test/create-test-app.ts';
import { staffWith } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { signContractLogs, signContracts } from './sign-contract.table.ts';
import { boxOf, PEOPLE, saleContent } from './sign-contract-test-kit.ts';
import { drawnBrokerSignature, setupSignApp } from './sign-test-kit.ts';

/** GET /sign/signEditContent (修改合同): who gets a contract's full content to edit, and when. */
const { t, h, get, post } = setupSignApp();
const A = DEMO.companyA.id;
const UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36';
const starter = () => [grantOf(APP_TYPE.sign, DATA_SCOPE.own, [SIGN_ITEM.start])];
let author: THeaders;
let otherAgent: THeaders;

beforeAll(async () => {
  author = (await staffWith(t(), A, starter())).headers;
  otherAgent = (await staffWith(t(), A, starter())).headers;
});

const submitAs = async (headers: THeaders, content: object = saleContent()) => {
  const res = await post('/sign/contractSubmission', headers, {
    boxid: await boxOf(t(), A),
    content,
    brokerSignature: await drawnBrokerSignature(),
  });
  expect(res.code, res.msg).toBe(200);
  return res.data as { contractId: number; contentHash: string; version: number };
};
const editContent = (contractId: number | string, headers: THeaders) =>
  t().call({
    method: 'GET',
    url: '/sign/signEditContent',
    headers: { ...headers, 'user-agent': UA },
    query: { contractId: String(contractId) },
  });
const openLogs = async (contractId: number) =>
  t()
    .db.select()
    .from(signContractLogs)
    .where(and(eq(signContractLogs.contractId, contractId), eq(signContractLogs.action, SIGN_LOG_ACTION.openEdit)));

describe('signEditContent', () => {
  it("answers the author the contract's full content and version, and logs who opened it", async () => {
    const content = saleContent(
      { agentB: PEOPLE.agent, partyBCoowner: [PEOPLE.coowner] },
      { transactionPrice: '3200000' },
    );
    const { contractId } = await submitAs(author, content);
    const res = await editContent(contractId, author);
    expect(res).toMatchObject({ code: 200, data: { contractId, version: 1, signatureType: content.signatureType } });
    expect(res.data.boxid).toBe(await boxOf(t(), A));
    expect(res.data.fields.map((f: { fieldName: string }) => f.fieldName)).toContain('transactionPrice');
    expect(res.data.contractNo).toMatch(/^QY\d{14}$/);
    expect(res.data.content).toMatchObject({
      houseName: '西溪花园',
      partyA: { type: SIGN_PARTY_TYPE.person, ...PEOPLE.seller },
      partyB: { type: SIGN_PARTY_TYPE.person, ...PEOPLE.buyer },
      agentB: PEOPLE.agent,
      partyBCoowner: [PEOPLE.coowner],
      values: { transactionPrice: '3200000' },
    });
    const logs = await openLogs(contractId);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ userAgent: UA, version: null });
    const shown = await get('/sign/operationlogs', author, { contractId });
    expect(shown.data.at(-1)).toMatchObject({ action: SIGN_LOG_ACTION.openEdit, actionName: '打开修改' });
    // The history lists content versions only: opening is not one.
    expect((await get('/sign/signHistoryPosts', author, { contractId })).data).toHaveLength(1);
  });

  it('lets the manager open and save it with the version; a stale version then conflicts', async () => {
    const { contractId } = await submitAs(author);
    const opened = await editContent(contractId, h.managerA);
    expect(opened.code, opened.msg).toBe(200);
    const changed = { ...opened.data.content, values: { ...opened.data.content.values, transactionPrice: '3300000' } };
    const saved = await post('/sign/contractEdit', h.managerA, {
      contractId,
      version: opened.data.version,
      signatureType: opened.data.signatureType,
      content: changed,
    });
    expect(saved).toMatchObject({ code: 200, msg: SIGN_CONTRACT_OK.edited, data: { version: 2 } });
    const again = await editContent(contractId, author);
    expect(again.data).toMatchObject({ version: 2, content: { values: { transactionPrice: '3300000' } } });
    const stale = await post('/sign/contractEdit', author, { contractId, version: 1, content: changed });
    expect(stale).toMatchObject({ code: CODE.conflict, msg: MSG.conflict });
  });

  it('answers 404 outside the data scope and to another company, 403 without 发起签约, and logs nothing', async () => {
    const { contractId } = await submitAs(author);
    for (const headers of [otherAgent, h.managerB]) {
      expect(await editContent(contractId, headers)).toMatchObject({
        code: CODE.notFound,
        msg: SIGN_CONTRACT_MSG.notFound,
        data: null,
      });
    }
    // Without 发起签约 the permission answers first, whatever the contract.
    const viewer = await staffWith(t(), A, [grantOf(APP_TYPE.sign, DATA_SCOPE.company, [SIGN_ITEM.invalidate])]);
    expect(await editContent(contractId, viewer.headers)).toMatchObject({ code: CODE.noPermission, data: null });
    expect(await openLogs(contractId)).toEqual([]);
  });

  it('refuses a contract someone signed, an invalidated one and a deleted one, without its content', async () => {
    const signed = await submitAs(author);
    await t().db.update(signContracts).set({ signedAny: 1 }).where(eq(signContracts.id, signed.contractId));
    const refused = await editContent(signed.contractId, h.managerA);
    expect(refused).toMatchObject({ code: CODE.invalid, msg: SIGN_CONTRACT_MSG.notEditable, data: null });
    expect(JSON.stringify(refused)).not.toContain(PEOPLE.seller.certNo);

    const signing = await submitAs(author);
    await t()
      .db.update(signContracts)
      .set({ state: SIGN_CONTRACT_STATE.signing })
      .where(eq(signContracts.id, signing.contractId));
    expect((await editContent(signing.contractId, author)).msg).toBe(SIGN_CONTRACT_MSG.notEditable);

    const invalidated = await submitAs(author);
    expect((await post('/sign/signInvalid', h.managerA, { contractId: invalidated.contractId })).code).toBe(200);
    expect((await editContent(invalidated.contractId, h.managerA)).msg).toBe(SIGN_CONTRACT_MSG.notEditable);

    const deleted = await submitAs(author);
    expect((await post('/sign/signDelete', h.managerA, { contractId: deleted.contractId })).code).toBe(200);
    expect(await editContent(deleted.contractId, h.managerA)).toMatchObject({
      code: CODE.notFound,
      msg: SIGN_CONTRACT_MSG.notFound,
    });
    for (const c of [signed, signing, invalidated, deleted]) expect(await openLogs(c.contractId)).toEqual([]);
  });

  it('answers 405 to a missing or malformed contractId', async () => {
    for (const contractId of ['', 'abc', '-1', '1.5']) {
      const res = await editContent(contractId, h.managerA);
      expect(res.code, contractId).toBe(CODE.invalid);
      expect(res.data).toBeNull();
    }
  });
});
