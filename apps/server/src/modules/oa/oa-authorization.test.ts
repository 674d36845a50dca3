import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { userIdOf } from '../../../test/org-fixtures.ts';
import { permissionMatrix, type TMatrixCases } from '../../../test/permission-matrix.ts';
import { registeredEndpoints } from '../../platform/http/route.ts';
import { oaFlows, oaGroups } from './oa.table.ts';
import { oaRecordRepository } from './oa-record.repository.ts';
import { approvalSteps } from './oa-record.table.ts';
import { demoFlowsOff } from './oa-test-kit.ts';

/**
 * Setting up approvals is guarded by MANAGER_ITEM.approvals (审批流程设置): someone holding every
 * other permission is refused with the seeds' message, someone holding just that item and a manager
 * are answered. Each request that changes or removes something gets a fresh group or flow.
 */
const { t, manager } = setupFileApp({ manager: 'managerA' });
// The demo's enabled flows would take items 3 and 66 of the flows made here.
beforeAll(() => demoFlowsOff(t, DEMO.companyA.id));
const get = (url: string): InjectOptions => ({ method: 'GET', url });
const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });

// Every request takes an item of its own (19 items; the matrix needs 18).
let items: [number, number][] = [
  ...[53, 56, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71].map((i): [number, number] => [5, i]),
  ...[3, 9, 32, 37, 34, 39].map((i): [number, number] => [1, i]),
];
const newGroup = async () =>
  (await t.call({ method: 'POST', url: '/oa/groupCreate', headers: manager, payload: { groupName: '矩阵分组' } })).data
    .groupId as number;
const flowBody = async () => {
  const [appType, item] = items[0] ?? [5, 0];
  items = items.slice(1);
  return {
    approvalName: `矩阵流程${item}`,
    icon: 1,
    appType,
    oaItemIdSelected: [item],
    sponsor: { range: 1 },
    approverList: [{ approvalType: 1, userIds: [await userIdOf(t, DEMO.users.managerA.phone)] }],
  };
};
const newFlow = async () =>
  (await t.call({ method: 'POST', url: '/oa/oaApprovalCreate', headers: manager, payload: await flowBody() })).data
    .oaApprovalId as number;

let target = 900_000;
/** A pending request waiting for the manager (written directly: the matrix is about the transfer call). */
const newRecord = async () => {
  const managerId = await userIdOf(t, DEMO.users.managerA.phone);
  const at = new Date();
  target += 1;
  const row = await oaRecordRepository.add(
    t.db,
    {
      companyId: DEMO.companyA.id,
      flowId: 0,
      flowName: '矩阵审批',
      flowIcon: 1,
      flowVersion: at,
      steps: [{ signMode: 1, userIds: [managerId] }],
      appType: 1,
      itemId: 3,
      action: 'listing.delete',
      targetId: target,
      title: '删除出售房源 矩阵',
      sponsorId: managerId,
    },
    [],
  );
  return { approvalId: row.id, fromUserId: managerId, toUserId: await userIdOf(t, DEMO.users.headA.phone) };
};

const CASES: TMatrixCases = {
  'POST /oa/approvalTransfer': async () => post('/oa/approvalTransfer', await newRecord()),
  'POST /oa/groupCreate': async () => post('/oa/groupCreate', { groupName: '新分组' }),
  'POST /oa/groupEdit': async () => post('/oa/groupEdit', { groupId: await newGroup(), groupName: '改名' }),
  'GET /oa/groupDel': async () => get(`/oa/groupDel?groupId=${await newGroup()}`),
  'POST /oa/groupSort': async () => post('/oa/groupSort', { groupId: await newGroup(), sort: 9 }),
  'POST /oa/oaItems': async () => post('/oa/oaItems', { appType: 5 }),
  'GET /oa/oaApprovalList': async () => get('/oa/oaApprovalList'),
  'GET /oa/oaApprovalDetail': async () => get(`/oa/oaApprovalDetail?oaApprovalId=${await newFlow()}`),
  'POST /oa/oaApprovalCreate': async () => post('/oa/oaApprovalCreate', await flowBody()),
  'POST /oa/oaApprovalEdit': async () =>
    post('/oa/oaApprovalEdit', { oaApprovalId: await newFlow(), ...(await flowBody()) }),
  'POST /oa/oaApprovalEnableSwitch': async () =>
    post('/oa/oaApprovalEnableSwitch', { oaApprovalId: await newFlow(), state: 0 }),
  'GET /oa/oaApprovalDel': async () => get(`/oa/oaApprovalDel?oaApprovalId=${await newFlow()}`),
};

const snapshot = () =>
  Promise.all([t.db.select().from(oaGroups), t.db.select().from(oaFlows), t.db.select().from(approvalSteps)]);
const guarded = () => [...registeredEndpoints.values()].filter((e) => e.permission && /^\/oa\//.test(e.path));

describe('the approvals authorisation matrix', () => {
  it('has a case for every guarded call', () => {
    const keys = guarded().map((e) => `${e.method} ${e.path}`);
    expect(keys.sort()).toEqual(Object.keys(CASES).sort());
  });

  const check = permissionMatrix({ t, companyId: DEMO.companyA.id, cases: CASES, snapshot, manager });
  it.each(Object.keys(CASES))('%s: refused without the permission, allowed with it and for a manager', check);
});
