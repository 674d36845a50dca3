import { CODE, MSG } from '@awb/contract/common/codes';
import {
  SIGN_CONTRACT_MSG,
  SIGN_CONTRACT_OK,
  SIGN_CONTRACT_STATE,
  SIGN_LOG_ACTION,
  SIGN_PARTY_TYPE,
  SIGNATURE_TYPE,
} from '@awb/contract/sign-contract-constants';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { canonicalJson, contentHash } from './content-hash.ts';
import { companySignTemplates } from './sign.table.ts';
import { signContractLogs, signContracts, signDrafts } from './sign-contract.table.ts';
import { boxOf, LICENCE, PEOPLE, saleContent } from './sign-contract-test-kit.ts';
import { setupSignApp } from './sign-test-kit.ts';

const { t, h, get, post } = setupSignApp();
const A = DEMO.companyA.id;
const UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';

const submit = async (content: object, headers = h.managerA, extra: Record<string, string> = {}) =>
  t().call({
    method: 'POST',
    url: '/sign/contractSubmission',
    headers: { ...headers, 'user-agent': UA, ...extra },
    payload: { boxid: await boxOf(t(), headers === h.managerB ? DEMO.companyB.id : A), content },
  });
const submitOk = async (content: object = saleContent()) => {
  const res = await submit(content);
  expect(res.code, JSON.stringify(res.data ?? res.msg)).toBe(200);
  return res.data as { contractId: number; contractNo: string; contentHash: string; version: number };
};
const detail = (contractId: number, headers = h.managerA) => get('/sign/signDetailV2', headers, { contractId });

describe('contract submission', () => {
  it('freezes the content with the SHA-256 of its canonical JSON, logs it and drops the draft', async () => {
    const draft = await post('/sign/signDraftSave', h.managerA, { boxid: await boxOf(t(), A), content: saleContent() });
    const draftCode = draft.data.draftCode as string;
    const res = await submit(saleContent({ draftCode }));
    expect(res).toMatchObject({ code: 200, msg: SIGN_CONTRACT_OK.submitted });
    expect(res.data).toMatchObject({ state: SIGN_CONTRACT_STATE.waiting, approvalId: 0, version: 1 });
    expect(res.data.contractNo).toMatch(/^QY\d{8}\d{6}$/);

    const [row] = await t().db.select().from(signContracts).where(eq(signContracts.id, res.data.contractId));
    if (!row) throw new Error('no row');
    const stored = JSON.parse(t().app.deps.personalData.open(row.contentSealed));
    expect(row.contentHash).toBe(res.data.contentHash);
    expect(row.contentHash).toBe(contentHash(stored));
    expect(canonicalJson(stored)).toContain(`"houseName":"西溪花园"`);
    expect(row.contentSealed).not.toContain(PEOPLE.seller.certNo);
    expect(JSON.stringify(row.parties)).not.toContain(PEOPLE.seller.certNo);

    const logs = await get('/sign/operationlogs', h.managerA, { contractId: row.id });
    expect(logs.data).toHaveLength(1);
    expect(logs.data[0]).toMatchObject({ action: SIGN_LOG_ACTION.submit, actionName: '发起签约', userAgent: UA });
    expect(logs.data[0].userName).not.toBe('');
    expect(await t().db.select().from(signDrafts).where(eq(signDrafts.draftCode, draftCode))).toEqual([]);
  });

  it('is idempotent with an Idempotency-Key: one contract, the same answer', async () => {
    const before = (await t().db.select().from(signContracts)).length;
    const key = { 'idempotency-key': 'sign-submit-0001-abcdef' };
    const [one, two] = await Promise.all([
      submit(saleContent(), h.managerA, key),
      submit(saleContent(), h.managerA, key),
    ]);
    expect(one?.code).toBe(200);
    expect(two?.data?.contractId).toBe(one?.data?.contractId);
    const three = await submit(saleContent(), h.managerA, key);
    expect(three.data.contractId).toBe(one?.data?.contractId);
    expect((await t().db.select().from(signContracts)).length).toBe(before + 1);
  });

  it('checks the template fields in the seed wording, dependent fields included', async () => {
    expect((await submit(saleContent({ houseName: '' }))).msg).toBe(SIGN_CONTRACT_MSG.houseNameRequired);
    expect((await submit(saleContent({}, { district: '' }))).msg).toBe('请输入区县');
    expect((await submit(saleContent({}, { province: '' }))).code).toBe(CODE.invalid);
    // Shown only once answered: a mortgage needs its lender; no mortgage, no lender asked for.
    const mortgaged = await submit(saleContent({}, { mortgage: '1' }));
    expect(mortgaged).toMatchObject({ code: CODE.invalid, msg: '请输入抵押权人' });
    const lender = { mortgage: '1', mortgageBank: '工商银行' };
    expect((await submit(saleContent({}, lender))).msg).toBe('请输入贷款余额');
    const full = { ...lender, loanBalance: '100000', repaymentMethodOption: '2' };
    expect((await submit(saleContent({}, full))).code).toBe(200);
    expect((await submit(saleContent({}, { houseArea: '八十' }))).msg).toBe('建筑面积必须是数字');
    expect((await submit(saleContent({}, { floor: '6.5' }))).msg).toMatch(/必须是整数$/);
    // A hidden field is neither checked nor kept.
    const ok = await submitOk(saleContent({}, { atticHave: '0', atticArea: 'abc' }));
    const content = await get('/sign/signContent', h.managerA, { contractId: ok.contractId });
    expect(JSON.stringify(content.data.contents)).not.toContain('abc');
  });

  it('answers 400020 with every wrong identity field of parties, agents and co-owners', async () => {
    const res = await submit(
      saleContent({
        partyA: { type: SIGN_PARTY_TYPE.person, ...PEOPLE.seller, certNo: '110105194912310021' },
        partyB: { type: SIGN_PARTY_TYPE.company, name: '', certNo: '91330108MA2J4P6Q0X', phone: '1391111' },
        agentA: { ...PEOPLE.agent, phone: '10345678901' },
        agentB: { name: '', certNo: '', phone: PEOPLE.agent.phone },
        partyBCoowner: [PEOPLE.coowner, { ...PEOPLE.coowner, certNo: '33010619800312003Y' }],
      }),
    );
    expect(res).toMatchObject({ code: CODE.identityError, msg: SIGN_CONTRACT_MSG.identityError });
    expect(res.data).toEqual([
      { field: 'partyA.certNo', label: '甲方', message: '身份证号格式不正确' },
      { field: 'agentA.phone', label: '甲方代理人', message: '代理人手机号码格式不正确' },
      { field: 'partyB.name', label: '乙方', message: '请输入公司名称' },
      { field: 'partyB.certNo', label: '乙方', message: '公司营业执照号格式不正确' },
      { field: 'partyB.phone', label: '乙方', message: '手机号码格式不正确' },
      { field: 'agentB.name', label: '乙方代理人', message: '请输入代理人姓名' },
      { field: 'agentB.certNo', label: '乙方代理人', message: '请输入代理人身份证号' },
      { field: 'partyBCoowner.1.certNo', label: '乙方共有人2', message: '共有人身份证号格式不正确' },
    ]);
    // Lower-case x and a valid licence pass.
    const fixed = await submit(
      saleContent({
        partyA: { type: SIGN_PARTY_TYPE.person, ...PEOPLE.seller, certNo: PEOPLE.seller.certNo.toLowerCase() },
        partyB: {
          type: SIGN_PARTY_TYPE.company,
          name: '杭州某某科技有限公司',
          certNo: LICENCE,
          phone: PEOPLE.buyer.phone,
        },
        agentB: PEOPLE.agent,
        partyBCoowner: [PEOPLE.coowner],
      }),
    );
    expect(fixed.code, JSON.stringify(fixed.data)).toBe(200);
    const d = await detail(fixed.data.contractId);
    expect(d.data.partyA.certNo).toBe('1101**********002X');
    expect(d.data.partyA.phone).toBe('139****0001');
    expect(d.data.partyB).toMatchObject({ type: SIGN_PARTY_TYPE.company, certNo: LICENCE });
    expect(d.data.agentB.certNo).toBe('3201**********4569');
    expect(d.data.partyBCoowner[0].certNo).toBe('3301**********003X');
  });

  it('needs a signing body when the company signs, and empties it when only the parties sign', async () => {
    const body = await get('/sign/signSelectBody', h.managerA);
    expect(body.data.showType).toBe(1);
    const sealId = body.data.corpList[0].seals[0].sealId as number;
    const withCompany = { signatureType: SIGNATURE_TYPE.withCompany };
    expect((await submit(saleContent(withCompany))).msg).toBe(SIGN_CONTRACT_MSG.signBodyRequired);
    expect((await submit(saleContent({ ...withCompany, signBodyList: [{ type: 1, id: 999999 }] }))).msg).toBe(
      SIGN_CONTRACT_MSG.signBodyInvalid,
    );
    const sealed = await submitOk(saleContent({ ...withCompany, signBodyList: [{ type: 1, id: sealId }] }));
    expect((await detail(sealed.contractId)).data.signBodyList).toEqual([{ type: 1, id: sealId }]);
    const partiesOnly = await submitOk(saleContent({ signBodyList: [{ type: 1, id: sealId }] }));
    expect((await detail(partiesOnly.contractId)).data.signBodyList).toEqual([]);
  });

  it('answers 406 to a company without signing quota', async () => {
    await t()
      .db.update(companySignTemplates)
      .set({ state: 1 })
      .where(and(eq(companySignTemplates.companyId, DEMO.companyB.id)));
    const res = await submit(saleContent(), h.managerB);
    expect(res).toMatchObject({ code: CODE.needPurchase, msg: SIGN_CONTRACT_MSG.noQuota });
  });
});

describe('the signing list and detail', () => {
  it('filters by key, state and type, sorts, pages by cursor and counts the waiting ones', async () => {
    const before = (await get('/sign/pageCount', h.managerA)).data.signWaitCount as number;
    const one = await submitOk(saleContent({ houseName: '列表测试苑' }));
    await submitOk(saleContent({ houseName: '列表测试苑', houseRoomNo: '1202' }));
    expect((await get('/sign/pageCount', h.managerA)).data.signWaitCount).toBe(before + 2);

    const found = await get('/sign/signPosts', h.managerA, { key: '列表测试' });
    expect(found.total).toBe(2);
    expect(found.data[0].houseRoomNo).toBe('1202');
    expect(JSON.stringify(found.data)).not.toContain(PEOPLE.seller.certNo);
    const oldest = await get('/sign/signPosts', h.managerA, { key: '列表测试', sortField: 3 });
    expect(oldest.data[0].contractId).toBe(one.contractId);

    const done = await get('/sign/signPosts', h.managerA, { state: SIGN_CONTRACT_STATE.done });
    expect(done.data.map((r: { houseName: string }) => r.houseName)).toEqual(['翠苑一区']);
    expect((await get('/sign/signPosts', h.managerA, { type: 2 })).data).toEqual([]);

    const { cursor } = (await get('/sign/signPosts', h.managerA, { pagesize: 2 })) as { cursor?: string };
    expect(cursor).toBeTruthy();
    const page2 = await get('/sign/signPosts', h.managerA, { pagesize: 2, pageindex: 2, cursor: cursor ?? '' });
    const byOffset = await get('/sign/signPosts', h.managerA, { pagesize: 2, pageindex: 2 });
    expect(page2.data.map((r: { contractId: number }) => r.contractId)).toEqual(
      byOffset.data.map((r: { contractId: number }) => r.contractId),
    );
    const all = await get('/sign/signPosts', h.managerA);
    expect(all.total).toBeGreaterThan(2);
    expect(all.data).toHaveLength(Math.min(10, all.total ?? 0));
  });

  it("shows an agent only the contracts within the agent's data scope", async () => {
    const mine = await submitOk();
    expect((await detail(mine.contractId, h.agentA)).code).toBe(CODE.notFound);
    expect((await detail(mine.contractId, h.managerB)).code).toBe(CODE.notFound);
    const list = await get('/sign/signPosts', h.agentA, { pagesize: 50 });
    expect(list.data.map((r: { contractId: number }) => r.contractId)).not.toContain(mine.contractId);
  });

  it('prints the body from the frozen content with the parties masked', async () => {
    const { contractId, contentHash: hash } = await submitOk();
    const res = await get('/sign/signContent', h.managerA, { contractId });
    expect(res.data.contentHash).toBe(hash);
    const parties = res.data.contents[0].paragraphs.join('');
    expect(parties).toContain('赵敏');
    expect(parties).toContain('1101**********002X');
    expect(parties).not.toContain(PEOPLE.seller.certNo);
  });
});

describe('edit, invalidate, revoke and delete', () => {
  it('edits a contract nobody signed: a new hash and version, history kept; stale edits conflict', async () => {
    const first = await submitOk();
    const edited = await post('/sign/contractEdit', h.managerA, {
      contractId: first.contractId,
      version: 1,
      content: saleContent({}, { transactionPrice: '3150000' }),
    });
    expect(edited).toMatchObject({ code: 200, msg: SIGN_CONTRACT_OK.edited });
    expect(edited.data.version).toBe(2);
    expect(edited.data.contentHash).not.toBe(first.contentHash);
    const stale = await post('/sign/contractEdit', h.managerA, {
      contractId: first.contractId,
      version: 1,
      content: saleContent(),
    });
    expect(stale).toMatchObject({ code: CODE.conflict, msg: MSG.conflict });
    const history = await get('/sign/signHistoryPosts', h.managerA, { contractId: first.contractId });
    expect(history.data.map((v: { version: number; contentHash: string }) => [v.version, v.contentHash])).toEqual([
      [2, edited.data.contentHash],
      [1, first.contentHash],
    ]);
  });

  it('invalidates and revokes, in the states that allow it, logging each', async () => {
    const { contractId } = await submitOk();
    expect((await get('/sign/getSignInfo', h.managerA, { contractId })).data).toEqual({
      contractId,
      approvalId: 0,
      state: SIGN_CONTRACT_STATE.waiting,
      stateName: '待签署',
    });
    const inv = await post('/sign/signInvalid', h.managerA, { contractId, remark: '客户取消' });
    expect(inv).toMatchObject({ code: 200, msg: SIGN_CONTRACT_OK.invalidated });
    expect(inv.data).toMatchObject({ state: SIGN_CONTRACT_STATE.invalid, stateName: '已作废' });
    expect((await detail(contractId)).data).toMatchObject({ invalidRemark: '客户取消', canRevokeInvalid: true });
    expect((await post('/sign/signInvalid', h.managerA, { contractId })).msg).toBe(SIGN_CONTRACT_MSG.notInvalidatable);
    const rev = await post('/sign/signInvalidRevoke', h.managerA, { contractId });
    expect(rev).toMatchObject({ code: 200, msg: SIGN_CONTRACT_OK.revoked });
    expect(rev.data.state).toBe(SIGN_CONTRACT_STATE.waiting);
    expect((await post('/sign/signInvalidRevoke', h.managerA, { contractId })).msg).toBe(SIGN_CONTRACT_MSG.notInvalid);
    const logs = await get('/sign/operationlogs', h.managerA, { contractId });
    expect(logs.data.map((l: { action: number }) => l.action)).toEqual([
      SIGN_LOG_ACTION.submit,
      SIGN_LOG_ACTION.invalidate,
      SIGN_LOG_ACTION.revokeInvalid,
    ]);
    expect(logs.data[1].remark).toBe('客户取消');
  });

  it('deletes a contract nobody signed; a signed one can only be invalidated', async () => {
    const { contractId } = await submitOk();
    const del = await post('/sign/signDelete', h.managerA, { contractId, oaParam: { oaReamrk: '录错了' } });
    expect(del).toMatchObject({ code: 200, msg: SIGN_CONTRACT_OK.deleted });
    expect((await detail(contractId)).code).toBe(CODE.notFound);
    const [row] = await t().db.select().from(signContracts).where(eq(signContracts.id, contractId));
    expect(row?.deletedAt).not.toBeNull();
    const [log] = await t()
      .db.select()
      .from(signContractLogs)
      .where(and(eq(signContractLogs.contractId, contractId), eq(signContractLogs.action, SIGN_LOG_ACTION.remove)));
    expect(log?.remark).toBe('录错了');

    const [done] = await t()
      .db.select()
      .from(signContracts)
      .where(and(eq(signContracts.companyId, A), eq(signContracts.state, SIGN_CONTRACT_STATE.done)));
    if (!done) throw new Error('the demo has a finished contract');
    expect((await detail(done.id)).data).toMatchObject({ canDelete: false, canEdit: false, canInvalidate: true });
    expect((await post('/sign/signDelete', h.managerA, { contractId: done.id })).msg).toBe(
      SIGN_CONTRACT_MSG.signedNoDelete,
    );
    expect((await post('/sign/signInvalid', h.managerA, { contractId: done.id })).code).toBe(200);
    expect((await post('/sign/signDelete', h.managerA, { contractId: done.id })).msg).toBe(
      SIGN_CONTRACT_MSG.signedNoDelete,
    );
    const back = await post('/sign/signInvalidRevoke', h.managerA, { contractId: done.id });
    expect(back.data.state).toBe(SIGN_CONTRACT_STATE.done);
    const edit = await post('/sign/contractEdit', h.managerA, {
      contractId: done.id,
      version: 1,
      content: saleContent(),
    });
    expect(edit.msg).toBe(SIGN_CONTRACT_MSG.notEditable);
  });
});
