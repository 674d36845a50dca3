import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE, MSG } from '@awb/contract/common/codes';
import { CONTRACT_MSG } from '@awb/contract/contract-fields';
import { DATA_SCOPE } from '@awb/contract/permissions';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { staffWith } from '../../../test/org-fixtures.ts';
import { grantOf } from '../../db/seed/org-factories.ts';
import { listings } from '../housing/listing.table.ts';
import { contractPictures, contractStateChanges, contracts } from './contract.table.ts';
import { contractKit } from './contract-test-kit.ts';

const { t, manager, agent, agent2, head, managerB } = setupFileApp({
  manager: 'managerA',
  agent: 'agentA',
  agent2: 'agentA2',
  head: 'headA',
  managerB: 'managerB',
});
const kit = contractKit(t);
const A = DEMO.companyA.id;
const NO_PERMISSION = { code: CODE.noPermission, msg: MSG.noPermission };

const count = async () => (await t.db.select({ id: contracts.id }).from(contracts)).length;

describe('contractSaleAdd / contractRentAdd validation', () => {
  it.each([
    [{ contractNo: '' }, CONTRACT_MSG.contractNoRequired],
    [{ contractNo: '合同 1' }, CONTRACT_MSG.contractNoFormat],
    [{ signDate: '' }, CONTRACT_MSG.signDateRequired],
    [{ signDate: '2026-02-30' }, CONTRACT_MSG.dateFormat],
    [{ houseName: ' ' }, CONTRACT_MSG.houseNameRequired],
    [{ partyAName: '' }, CONTRACT_MSG.partyANameRequired],
    [{ partyBName: '' }, CONTRACT_MSG.partyBNameRequired],
    [{ partyAPhone: '12345' }, CONTRACT_MSG.phoneFormat],
    [{ transactionPrice: '' }, CONTRACT_MSG.transactionPriceRequired],
    [{ transactionPrice: '100.123' }, CONTRACT_MSG.amountFormat],
    [{ partyBAgencyFee: -1 }, CONTRACT_MSG.amountFormat],
    [{ paymentMethod: 12 }, CONTRACT_MSG.paymentInvalid],
    [{ houseArea: 'abc' }, CONTRACT_MSG.areaFormat],
    [{ houseId: 99999999 }, CONTRACT_MSG.houseNotFound],
    [{ userId: 99999999 }, CONTRACT_MSG.agentInvalid],
  ])('refuses sale %j with %s and creates nothing', async (overrides, msg) => {
    const before = await count();
    const res = await kit.post('/contract/v2/contractSaleAdd', agent, kit.saleBody(overrides));
    expect(res).toMatchObject({ code: CODE.invalid, msg, data: null });
    expect(await count()).toBe(before);
  });

  it.each([
    [{ monthlyRent: '' }, CONTRACT_MSG.monthlyRentRequired],
    [{ paymentMethod: 9 }, CONTRACT_MSG.paymentInvalid],
    [{ startDate: '' }, CONTRACT_MSG.leaseStartRequired],
    [{ endDate: '2026-11-01' }, CONTRACT_MSG.leaseRange],
  ])('refuses rent %j with %s', async (overrides, msg) => {
    const res = await kit.post('/contract/v2/contractRentAdd', agent, kit.rentBody(overrides));
    expect(res).toMatchObject({ code: CODE.invalid, msg });
  });

  it('keeps the number unique in the company (both types), and refuses a listing of the other type', async () => {
    const contractNo = kit.number('DUP');
    await kit.addSale(agent, { contractNo });
    expect(await kit.post('/contract/v2/contractRentAdd', agent2, kit.rentBody({ contractNo }))).toMatchObject({
      code: CODE.invalid,
      msg: CONTRACT_MSG.contractNoRepeat,
    });
    // Another company may use the same number.
    await kit.addSale(managerB, { contractNo });
    const [rent] = await t.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.companyId, A), eq(listings.type, 2), isNull(listings.deletedAt)))
      .limit(1);
    const res = await kit.post('/contract/v2/contractSaleAdd', agent, kit.saleBody({ houseId: rent?.id }));
    expect(res).toMatchObject({ code: CODE.invalid, msg: CONTRACT_MSG.houseTypeMismatch });
  });

  it('adds once for one Idempotency-Key', async () => {
    const payload = kit.saleBody();
    const send = () =>
      t.call({
        method: 'POST',
        url: '/contract/v2/contractSaleAdd',
        headers: { ...agent, 'idempotency-key': `contract-${payload.contractNo}` },
        payload,
      });
    const [one, two] = [await send(), await send()];
    expect(one.code, one.msg).toBe(200);
    expect(two.data).toEqual(one.data);
    const rows = await t.db.select().from(contracts).where(eq(contracts.contractNo, payload.contractNo));
    expect(rows).toHaveLength(1);
  });

  it('needs 新增买卖合同 / 新增租赁合同', async () => {
    const nobody = await staffWith(t, A, []);
    expect(await kit.post('/contract/v2/contractSaleAdd', nobody.headers, kit.saleBody())).toMatchObject(NO_PERMISSION);
    expect(await kit.post('/contract/v2/contractRentAdd', nobody.headers, kit.rentBody())).toMatchObject(NO_PERMISSION);
  });
});

describe('add, detail, list and edit', () => {
  it('stores every field and answers it back; the list masks phones', async () => {
    const contractId = await kit.addSale(agent);
    const detail = await kit.get('/contract/v2/contractSaleDetail', agent, { contractId });
    expect(detail.code).toBe(200);
    expect(detail.data).toMatchObject({
      contractId,
      contractType: 1,
      signDate: '2026-11-20',
      houseName: '文三新村',
      houseArea: 89.5,
      partyAPhone: '13911112222',
      phoneVisible: true,
      transactionPrice: 2850000,
      partyAAgencyFee: 28500,
      partyBAgencyFee: 28500.5,
      commission: 57000.5,
      paymentMethodName: '商业贷款',
      depositMoney: 100000,
      loanAmount: null,
      transferDate: '2026-12-20',
      deliveryDate: '',
      state: 1,
      stateName: '待办理',
      userName: DEMO.users.agentA.name,
      createdByName: DEMO.users.agentA.name,
      version: 1,
      actions: { edit: true, delete: false, states: [], pictures: true, followUp: true },
    });
    expect(detail.data.deptName).not.toBe('');
    // The rent detail does not answer a sale contract.
    expect((await kit.get('/contract/v2/contractRentDetail', agent, { contractId })).code).toBe(CODE.notFound);

    const list = await kit.post('/contract/v2/contractSalePosts', agent, { key: detail.data.contractNo });
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      contractId,
      partyAPhone: '139****2222',
      amount: 2850000,
      stateColor: '#FA8C16',
    });
  });

  it('edits at the read version (stale: 409), keeps a masked phone, and records the changes', async () => {
    const contractId = await kit.addRent(agent);
    const before = (await kit.get('/contract/v2/contractRentDetail', agent, { contractId })).data;
    const body = kit.rentBody({
      contractId,
      version: before.version,
      contractNo: before.contractNo,
      partyAPhone: '0571****66',
      monthlyRent: 4800,
    });
    expect(await kit.post('/contract/v2/contractRentEdit', agent, body)).toMatchObject({
      code: 200,
      data: { contractId, version: 2 },
    });
    expect(await kit.post('/contract/v2/contractRentEdit', agent, body)).toMatchObject({
      code: CODE.conflict,
      msg: MSG.conflict,
    });
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contractId));
    expect(row).toMatchObject({ partyAPhone: '0571-88886666', amount: 4800, version: 2 });
    const records = await kit.get('/app/appRecord', agent, { appType: APP_TYPE.contract, itemId: contractId });
    expect(records.data.map((r: { action: string }) => r.action)).toEqual(['修改合同', '新增合同']);
    expect(records.data[0].content).toContain('月租金: 4500元 → 4800元');
  });

  it('filters by key, state and sign date, sorts and pages by cursor', async () => {
    const tag = kit.number('FLT');
    for (const [i, day] of ['2026-01-05', '2026-02-05', '2026-03-05'].entries()) {
      await kit.addSale(manager, { contractNo: `${tag}-${i}`, signDate: day, transactionPrice: 1000000 + i });
    }
    const list = (body: object) => kit.post('/contract/v2/contractSalePosts', manager, { key: tag, ...body });
    expect((await list({})).data.map((r: { signDate: string }) => r.signDate)).toEqual([
      '2026-03-05',
      '2026-02-05',
      '2026-01-05',
    ]);
    expect((await list({ dateStart: '2026-02-01', dateEnd: '2026-02-28' })).total).toBe(1);
    expect((await list({ state: 2 })).total).toBe(0);
    expect((await list({ sort: 3 })).data[0].amount).toBe(1000002);
    const { cursor } = (await list({ pagesize: 2 })) as { cursor?: string };
    expect(cursor).not.toBe('');
    const second = await list({ pagesize: 2, pageindex: 2, cursor });
    expect(second.data.map((r: { signDate: string }) => r.signDate)).toEqual(['2026-01-05']);
    expect((await list({ state: 9 })).msg).toBe(CONTRACT_MSG.stateInvalid);
  });

  it('applies the contract data scope: own rows for an agent, the store for its head', async () => {
    const mine = await kit.addSale(agent);
    expect((await kit.get('/contract/v2/contractSaleDetail', agent2, { contractId: mine })).code).toBe(CODE.notFound);
    expect((await kit.get('/contract/v2/contractSaleDetail', head, { contractId: mine })).code).toBe(200);
    const seen = await kit.post('/contract/v2/contractSalePosts', agent2, { pagesize: 100 });
    expect(seen.data.every((r: { userName: string }) => r.userName === DEMO.users.agentA2.name)).toBe(true);
    // Only a holder of the edit item, the agent or a manager sees phones in full.
    const viewer = await staffWith(t, A, [grantOf(APP_TYPE.contract, DATA_SCOPE.company, [53])]);
    const seenByViewer = await kit.get('/contract/v2/contractSaleDetail', viewer.headers, { contractId: mine });
    expect(seenByViewer.data).toMatchObject({ partyAPhone: '139****2222', phoneVisible: false });
    expect(seenByViewer.data.actions).toMatchObject({ edit: false, delete: true });
  });
});

describe('state changes', () => {
  it('needs the target state’s item; records from, to and the note; refuses the same state', async () => {
    const contractId = await kit.addSale(agent);
    const change = (headers: typeof agent, state: number) =>
      kit.post('/contract/v2/contractSaleState', headers, { contractId, state, oaParam: { oaReamrk: '资料齐全' } });
    expect(await change(agent, 2)).toMatchObject(NO_PERMISSION);
    const clerk = await staffWith(t, A, [grantOf(APP_TYPE.contract, DATA_SCOPE.company, [62, 64])]);
    expect(await change(clerk.headers, 3)).toMatchObject(NO_PERMISSION);
    expect(await change(clerk.headers, 2)).toMatchObject({ code: 200, msg: '合同状态已修改' });
    expect(await change(clerk.headers, 2)).toMatchObject({ code: CODE.invalid, msg: CONTRACT_MSG.sameState });
    expect(await change(clerk.headers, 4)).toMatchObject({ code: 200 });
    // 完成 is closed: only a manager moves it on (or edits it).
    const reopen = await staffWith(t, A, [grantOf(APP_TYPE.contract, DATA_SCOPE.company, [52, 62])]);
    expect(await change(reopen.headers, 2)).toMatchObject({
      code: CODE.noPermission,
      msg: CONTRACT_MSG.closedManagerOnly,
    });
    const detail = (await kit.get('/contract/v2/contractSaleDetail', reopen.headers, { contractId })).data;
    expect(detail.actions).toMatchObject({ edit: false, delete: false, states: [] });
    const remover = await staffWith(t, A, [grantOf(APP_TYPE.contract, DATA_SCOPE.company, [53])]);
    expect(await kit.post('/contract/v2/contractSaleDelete', remover.headers, { contractId })).toMatchObject({
      code: CODE.noPermission,
      msg: CONTRACT_MSG.closedManagerOnly,
    });
    const edit = await kit.post('/contract/v2/contractSaleEdit', reopen.headers, {
      ...kit.saleBody({ contractNo: detail.contractNo }),
      contractId,
      version: detail.version,
    });
    expect(edit).toMatchObject({ code: CODE.noPermission, msg: CONTRACT_MSG.closedManagerOnly });
    expect(await change(manager, 2)).toMatchObject({ code: 200 });

    const rows = await t.db.select().from(contractStateChanges).where(eq(contractStateChanges.contractId, contractId));
    expect(rows.map((r) => [r.fromState, r.toState, r.oaItemId, r.remark])).toEqual([
      [1, 2, 62, '资料齐全'],
      [2, 4, 64, '资料齐全'],
      [4, 2, 62, '资料齐全'],
    ]);
    const records = await kit.get('/app/appRecord', manager, { appType: APP_TYPE.contract, itemId: contractId });
    expect(records.data[0]).toMatchObject({ action: '修改状态', content: '完成 → 办理中；备注：资料齐全' });
    const follows = await kit.get('/app/getFollowUp', manager, { appType: APP_TYPE.contract, itemId: contractId });
    expect(follows.data[0]).toMatchObject({ categoryName: '系统', userName: '系统' });
  });

  it('checks rent states against 68–71 and refuses a sale state value that rent lacks', async () => {
    const contractId = await kit.addRent(agent);
    expect(await kit.post('/contract/v2/contractRentState', manager, { contractId, state: 7 })).toMatchObject({
      code: CODE.invalid,
      msg: CONTRACT_MSG.stateInvalid,
    });
    const clerk = await staffWith(t, A, [grantOf(APP_TYPE.contract, DATA_SCOPE.company, [69])]);
    expect(await kit.post('/contract/v2/contractRentState', clerk.headers, { contractId, state: 3 })).toMatchObject(
      NO_PERMISSION,
    );
    expect(await kit.post('/contract/v2/contractRentState', clerk.headers, { contractId, state: 2 })).toMatchObject({
      code: 200,
    });
    expect((await kit.get('/contract/v2/contractRentDetail', manager, { contractId })).data).toMatchObject({
      state: 2,
      stateName: '解除',
    });
    // The agent hears of it in the message centre's 合同报告; the one who changed it does not.
    const reports = await kit.get('/base/remindPosts', agent, { type: 3, read: 2 });
    expect(reports.data.find((r: { content: string }) => r.content.startsWith('嘉绿苑：正常 → 解除'))).toMatchObject({
      title: expect.stringMatching(/^租赁合同ZL-.+已变更为解除$/),
    });
    expect((await kit.get('/base/remindPosts', clerk.headers, { type: 3 })).data).toEqual([]);
    // A sale state call does not reach a rent contract.
    expect((await kit.post('/contract/v2/contractSaleState', manager, { contractId, state: 2 })).code).toBe(
      CODE.notFound,
    );
  });
});

describe('follow-ups through /app/* (appType 5)', () => {
  it('writes, lists and names the contract categories', async () => {
    const contractId = await kit.addSale(agent);
    const cats = await kit.get('/app/getCategoryV2', agent, { appType: APP_TYPE.contract });
    expect(cats.data.map((c: { label: string }) => c.label)).toEqual([
      '全部',
      '普通跟进',
      '电话回访',
      '办理进度',
      '系统',
    ]);
    const wrote = await kit.post('/app/followUp', agent, {
      appType: APP_TYPE.contract,
      type: 1,
      itemId: contractId,
      categoryType: 3,
      content: '已预约过户',
    });
    expect(wrote.code, wrote.msg).toBe(200);
    expect(
      (await kit.post('/app/followUp', agent, { appType: 5, itemId: contractId, categoryType: 9, content: 'x' })).code,
    ).toBe(CODE.invalid);
    const list = await kit.get('/app/getFollowUp', agent, { appType: APP_TYPE.contract, itemId: contractId });
    expect(list.data[0]).toMatchObject({ content: '已预约过户', categoryName: '办理进度', type: 1 });
    expect((await kit.get('/app/getFollowUp', agent2, { appType: 5, itemId: contractId })).code).toBe(CODE.notFound);
  });
});

describe('pictures', () => {
  it('replaces the categories sent, keeps the others, and answers every category', async () => {
    const contractId = await kit.addSale(agent);
    const [u1, u2, u3] = [await kit.upload(agent), await kit.upload(agent), await kit.upload(agent)];
    const update = (categories: object[], headers = agent) =>
      kit.post('/contract/v2/contractPictureUpdate', headers, { contractId, contractType: 1, categories });
    const first = await update([
      { categoryId: 1, pictures: [{ url: u1, roleType: 1, title: '第1页' }, { url: u2 }] },
      { categoryId: 2, pictures: [{ url: u3, roleType: 2, title: '买方身份证' }] },
    ]);
    expect(first.code, first.msg).toBe(200);
    expect(first.data).toHaveLength(5);
    expect(first.data[0]).toMatchObject({ categoryId: 1, category: '合同原件' });
    expect(first.data[0].pictures.map((p: { title: string }) => p.title)).toEqual(['第1页', '']);
    // Sending category 1 again with one picture (its link as answered) leaves category 2 alone.
    const again = await update([{ categoryId: 1, pictures: [{ url: first.data[0].pictures[1].url, roleType: 0 }] }]);
    expect(again.data[0].pictures).toHaveLength(1);
    expect(again.data[1].pictures).toHaveLength(1);
    const listed = await kit.get('/contract/v2/contractPictureV2', agent, { contractId, contractType: 1 });
    expect(listed.data[1].pictures[0]).toMatchObject({ roleType: 2, title: '买方身份证' });
    expect((await kit.get('/contract/v2/contractSaleDetail', agent, { contractId })).data.pictureCount).toBe(2);
    expect((await kit.get('/contract/v2/contractPictureV2', agent, { contractId, contractType: 2 })).code).toBe(
      CODE.notFound,
    );

    expect((await update([{ categoryId: 9, pictures: [] }])).msg).toBe(CONTRACT_MSG.categoryInvalid);
    expect((await update([{ categoryId: 1, pictures: [{ url: u1, roleType: 7 }] }])).msg).toBe(
      CONTRACT_MSG.roleTypeInvalid,
    );
    expect((await update([{ categoryId: 1, pictures: [{ url: 'http://evil.example/x.png' }] }])).msg).toBe(
      CONTRACT_MSG.pictureInvalid,
    );
    const foreign = await kit.upload(managerB);
    expect((await update([{ categoryId: 1, pictures: [{ url: foreign }] }])).msg).toBe(CONTRACT_MSG.pictureInvalid);
    const nobody = await staffWith(t, A, [grantOf(APP_TYPE.contract, DATA_SCOPE.company, [53])]);
    expect(await update([{ categoryId: 1, pictures: [] }], nobody.headers)).toMatchObject(NO_PERMISSION);
  });
});

describe('delete', () => {
  it('needs the delete item, removes the pictures, frees the number and records the note', async () => {
    const contractNo = kit.number('DEL');
    const contractId = await kit.addSale(agent, { contractNo });
    const url = await kit.upload(agent);
    await kit.post('/contract/v2/contractPictureUpdate', agent, {
      contractId,
      contractType: 1,
      categories: [{ categoryId: 4, pictures: [{ url }] }],
    });
    const body = { contractId, oaParam: { oaItemId: 53, oaReamrk: '录入重复' } };
    expect(await kit.post('/contract/v2/contractSaleDelete', agent, body)).toMatchObject(NO_PERMISSION);
    expect((await kit.post('/contract/v2/contractRentDelete', manager, body)).code).toBe(CODE.notFound);
    expect(await kit.post('/contract/v2/contractSaleDelete', manager, body)).toMatchObject({
      code: 200,
      msg: '合同已删除',
    });
    expect((await kit.get('/contract/v2/contractSaleDetail', manager, { contractId })).code).toBe(CODE.notFound);
    expect(
      await t.db
        .select()
        .from(contractPictures)
        .where(and(eq(contractPictures.companyId, A), eq(contractPictures.contractId, contractId))),
    ).toHaveLength(0);
    expect((await kit.post('/contract/v2/contractSaleDelete', manager, body)).code).toBe(CODE.notFound);
    await kit.addSale(agent, { contractNo });
  });
});

describe('tenancy', () => {
  it("keeps company B away from A's contracts", async () => {
    const contractId = await kit.addSale(manager);
    const contractNo = (await kit.get('/contract/v2/contractSaleDetail', manager, { contractId })).data.contractNo;
    expect((await kit.get('/contract/v2/contractSaleDetail', managerB, { contractId })).code).toBe(CODE.notFound);
    expect((await kit.post('/contract/v2/contractSalePosts', managerB, { key: contractNo })).total).toBe(0);
    const edit = { ...kit.saleBody({ contractNo }), contractId, version: 1 };
    expect((await kit.post('/contract/v2/contractSaleEdit', managerB, edit)).code).toBe(CODE.notFound);
    expect((await kit.post('/contract/v2/contractSaleState', managerB, { contractId, state: 6 })).code).toBe(
      CODE.notFound,
    );
    expect((await kit.post('/contract/v2/contractSaleDelete', managerB, { contractId })).code).toBe(CODE.notFound);
    expect((await kit.get('/contract/v2/contractPictureV2', managerB, { contractId, contractType: 1 })).code).toBe(
      CODE.notFound,
    );
    expect((await kit.get('/app/appRecord', managerB, { appType: 5, itemId: contractId })).code).toBe(CODE.notFound);
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contractId));
    expect(row).toMatchObject({ state: 1, version: 1, deletedAt: null });
  });
});
