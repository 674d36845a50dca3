import { CODE, MSG } from '@awb/contract/common/codes';
import { OA_MSG } from '@awb/contract/oa-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupFileApp } from '../../../test/file-app.ts';
import { userIdOf } from '../../../test/org-fixtures.ts';
import { DEMO } from '../../db/seed/demo.ts';
import { demoFlowsOff } from './oa-test-kit.ts';

const { t, get, post, manager, agent, managerB } = setupFileApp({
  manager: 'managerA',
  agent: 'agentA',
  managerB: 'managerB',
});
// The demo's enabled 作废 flow would take item 66 of the flows made here.
beforeAll(() => demoFlowsOff(t, DEMO.companyA.id));

const flowBody = async (overrides: Record<string, unknown> = {}) => ({
  approvalName: '合同作废审批',
  icon: 3,
  groupId: 0,
  appType: 5,
  sendCopy: [],
  oaItemIdSelected: [66],
  sponsor: { range: 1, deptIds: [], roleIds: [] },
  approverList: [{ approvalType: 1, userIds: [await userIdOf(t, DEMO.users.managerA.phone)] }],
  ...overrides,
});

describe('approval groups', () => {
  it('lists the default group first, adds, renames, sorts and deletes groups', async () => {
    const list = await get('/oa/groupList', manager);
    expect(list.code).toBe(200);
    expect(list.data[0]).toMatchObject({ groupId: 0, groupName: '默认分组', deletable: false });

    const a = await post('/oa/groupCreate', { groupName: '合同类' }, manager);
    const b = await post('/oa/groupCreate', { groupName: '房源类' }, manager);
    expect(a).toMatchObject({ code: 200, data: { groupName: '合同类', deletable: true } });
    expect(b.data.sort).toBeGreaterThan(a.data.sort);

    expect(await post('/oa/groupEdit', { groupId: a.data.groupId, groupName: '合同审批' }, manager)).toMatchObject({
      code: 200,
      data: { groupName: '合同审批' },
    });
    expect(await post('/oa/groupSort', { groupId: a.data.groupId, sort: b.data.sort + 5 }, manager)).toMatchObject({
      code: 200,
    });
    const sorted = (await get('/oa/groupList', manager)).data.map((g: { groupId: number }) => g.groupId);
    expect(sorted.indexOf(b.data.groupId)).toBeLessThan(sorted.indexOf(a.data.groupId));

    expect(await get(`/oa/groupDel?groupId=${b.data.groupId}`, manager)).toMatchObject({ code: 200 });
    expect(await get(`/oa/groupDel?groupId=${b.data.groupId}`, manager)).toMatchObject({ code: CODE.notFound });
  });

  it('refuses an empty name and deleting the default group', async () => {
    expect(await post('/oa/groupCreate', { groupName: ' ' }, manager)).toMatchObject({
      code: CODE.invalid,
      msg: OA_MSG.groupNameRequired,
    });
    expect(await get('/oa/groupDel?groupId=0', manager)).toMatchObject({
      code: CODE.invalid,
      msg: OA_MSG.defaultGroupFixed,
    });
  });

  it("does not show or touch another company's groups", async () => {
    const a = await post('/oa/groupCreate', { groupName: '甲公司分组' }, manager);
    const listB = await get('/oa/groupList', managerB);
    expect(listB.data.map((g: { groupName: string }) => g.groupName)).not.toContain('甲公司分组');
    expect(await post('/oa/groupEdit', { groupId: a.data.groupId, groupName: 'x' }, managerB)).toMatchObject({
      code: CODE.notFound,
    });
    expect(await get(`/oa/groupDel?groupId=${a.data.groupId}`, managerB)).toMatchObject({ code: CODE.notFound });
  });
});

describe('approval flows', () => {
  it('lists the apps and items that can have a flow', async () => {
    const apps = await get('/oa/oaApps', manager);
    expect(apps.data.map((a: { appType: number }) => a.appType)).toEqual([1, 5, 6]);
    // 电子签约: 发起签约 (the invitations), 删除合同 (a contract nobody signed) and 合同用章 (the keeper's seal use).
    const sign = apps.data.find((a: { appType: number }) => a.appType === 6);
    expect(sign.items.map((i: { oaItemId: number; name: string }) => [i.oaItemId, i.name])).toEqual([
      [1, '发起签约'],
      [3, '删除合同'],
      [6, '合同用章'],
    ]);
    const contract = apps.data.find((a: { appType: number }) => a.appType === 5);
    expect(contract.items.map((i: { oaItemId: number }) => i.oaItemId)).toContain(61);
    expect(contract.items.every((i: { name: string }) => i.name !== '')).toBe(true);
  });

  it('creates, lists, edits, switches and deletes a flow; an item is in one enabled flow only', async () => {
    const group = await post('/oa/groupCreate', { groupName: '流程分组' }, manager);
    const created = await post('/oa/oaApprovalCreate', await flowBody({ groupId: group.data.groupId }), manager);
    expect(created).toMatchObject({
      code: 200,
      data: { approvalName: '合同作废审批', state: 1, oaItemIdSelected: [66] },
    });
    const id = created.data.oaApprovalId;
    expect(created.data.approverList[0].users[0].userName).toBe(DEMO.users.managerA.name);

    const list = await get('/oa/oaApprovalList', manager);
    const inGroup = list.data.find((g: { groupId: number }) => g.groupId === group.data.groupId);
    expect(inGroup.list.map((f: { oaApprovalId: number }) => f.oaApprovalId)).toEqual([id]);

    // The same item in another enabled flow is refused.
    expect(await post('/oa/oaApprovalCreate', await flowBody({ approvalName: '重复' }), manager)).toMatchObject({
      code: CODE.invalid,
      msg: OA_MSG.itemTaken,
    });
    const items = await post('/oa/oaItems', { appType: 5 }, manager);
    expect(items.data.find((i: { oaItemId: number }) => i.oaItemId === 66)).toMatchObject({
      oaApprovalId: id,
      taken: true,
    });
    const cover = await get('/oa/getAppOaApproval?appType=5&appItemId=66', agent);
    // Contract calls submit to a flow (OA_WIRED_ITEMS): the page says 提交审批.
    expect(cover.data).toMatchObject({ needApproval: true, oaApprovalId: id });

    // Disabled, the item is free: another flow takes it, and the first cannot be enabled again.
    expect(await post('/oa/oaApprovalEnableSwitch', { oaApprovalId: id, state: 0 }, manager)).toMatchObject({
      code: 200,
    });
    expect((await get('/oa/getAppOaApproval?appType=5&appItemId=66', agent)).data.oaApprovalId).toBe(0);
    const other = await post('/oa/oaApprovalCreate', await flowBody({ approvalName: '第二个' }), manager);
    expect(other.code).toBe(200);
    expect(await post('/oa/oaApprovalEnableSwitch', { oaApprovalId: id, state: 1 }, manager)).toMatchObject({
      code: CODE.invalid,
      msg: OA_MSG.itemTaken,
    });

    const edited = await post(
      '/oa/oaApprovalEdit',
      { oaApprovalId: id, ...(await flowBody({ approvalName: '改名', oaItemIdSelected: [67, 65] })) },
      manager,
    );
    expect(edited).toMatchObject({ code: 200, data: { approvalName: '改名', oaItemIdSelected: [65, 67], state: 0 } });
    expect(await post('/oa/oaApprovalEnableSwitch', { oaApprovalId: id, state: 1 }, manager)).toMatchObject({
      code: 200,
    });

    // Deleting the group moves its flow to the default group.
    await get(`/oa/groupDel?groupId=${group.data.groupId}`, manager);
    expect((await get(`/oa/oaApprovalDetail?oaApprovalId=${id}`, manager)).data.groupId).toBe(0);

    for (const f of [id, other.data.oaApprovalId]) {
      expect(await get(`/oa/oaApprovalDel?oaApprovalId=${f}`, manager)).toMatchObject({ code: 200 });
    }
    expect(await get(`/oa/oaApprovalDetail?oaApprovalId=${id}`, manager)).toMatchObject({ code: CODE.notFound });
    expect((await get('/oa/getAppOaApproval?appType=5&appItemId=67', agent)).data.oaApprovalId).toBe(0);
  });

  it('refuses items of another app, foreign users and a missing approver', async () => {
    expect(await post('/oa/oaApprovalCreate', await flowBody({ oaItemIdSelected: [3] }), manager)).toMatchObject({
      code: CODE.invalid,
      msg: OA_MSG.itemInvalid,
    });
    const foreign = await userIdOf(t, DEMO.users.agentB.phone);
    expect(
      await post(
        '/oa/oaApprovalCreate',
        await flowBody({ approverList: [{ approvalType: 1, userIds: [foreign] }] }),
        manager,
      ),
    ).toMatchObject({ code: CODE.invalid, msg: OA_MSG.usersInvalid });
    expect(await post('/oa/oaApprovalCreate', await flowBody({ approverList: [] }), manager)).toMatchObject({
      code: CODE.invalid,
      msg: OA_MSG.approverRequired,
    });
    expect(await post('/oa/oaApprovalCreate', await flowBody({ approvalName: '' }), manager)).toMatchObject({
      code: CODE.invalid,
      msg: OA_MSG.approvalNameRequired,
    });
  });

  it('keeps the sponsor scope: a flow for other departments does not cover the caller', async () => {
    const created = await post(
      '/oa/oaApprovalCreate',
      await flowBody({ oaItemIdSelected: [70], sponsor: { range: 2, deptIds: [999_999], roleIds: [] } }),
      manager,
    );
    expect(created).toMatchObject({ code: CODE.invalid, msg: OA_MSG.departmentsInvalid });
  });

  it("does not show or change another company's flows, and an agent cannot set them up", async () => {
    const created = await post('/oa/oaApprovalCreate', await flowBody({ oaItemIdSelected: [71] }), manager);
    const id = created.data.oaApprovalId;
    expect(await get(`/oa/oaApprovalDetail?oaApprovalId=${id}`, managerB)).toMatchObject({ code: CODE.notFound });
    expect(await get(`/oa/oaApprovalDel?oaApprovalId=${id}`, managerB)).toMatchObject({ code: CODE.notFound });
    expect(await post('/oa/oaApprovalEnableSwitch', { oaApprovalId: id, state: 0 }, managerB)).toMatchObject({
      code: CODE.notFound,
    });
    expect((await get('/oa/getAppOaApproval?appType=5&appItemId=71', managerB)).data.oaApprovalId).toBe(0);
    expect(await get('/oa/oaApprovalList', agent)).toMatchObject({ code: CODE.noPermission, msg: MSG.noPermission });
    expect(await get(`/oa/oaApprovalDel?oaApprovalId=${id}`, manager)).toMatchObject({ code: 200 });
  });
});
