import { expect } from 'vitest';
import {
  addIdFields,
  json,
  type TAnswer,
  type TCaseContext,
  type TCrossTenantCase,
  withIdsOfA,
} from '../cross-tenant.kit.ts';

addIdFields({ oaApprovalId: 'oa_flows', approvalId: 'approval_records' });

/**
 * Cross-tenant entries of the approval calls (/oa; see cross-tenant.kit.ts). A has a group, a flow and
 * a pending request.
 */
const firstOfA = (c: TCaseContext, table: string) => {
  const row = (c.a.rows[table] ?? [])[0];
  if (!row) throw new Error(`company A has no ${table} row for this case`);
  return Number(row.id);
};
/** A's contract submission held by its flow on 发起签约 (the approval request's id). */
export const heldSubmissionOfA = (c: TCaseContext) => {
  const row = (c.a.rows.approval_records ?? []).find((r) => r.action === 'sign.submit');
  if (!row) throw new Error('company A has no held contract submission for this case');
  return Number(row.id);
};
const notFound = (answers: TAnswer[]) => {
  for (const answer of answers) expect(answer.json?.code, answer.body).toBe(404);
};
const refusedAnswer = (answers: TAnswer[]) => {
  for (const answer of answers) expect(answer.json?.code, answer.body).not.toBe(200);
};
const onGroup = (route: string, overrides: Record<string, unknown> = {}): TCrossTenantCase => ({
  ...withIdsOfA(route, "groups are found by the caller's company first: A's group is not found", (c) => ({
    groupId: firstOfA(c, 'oa_groups'),
    ...overrides,
  })),
  check: notFound,
});
const onFlow = (route: string, overrides: Record<string, unknown> = {}): TCrossTenantCase => ({
  ...withIdsOfA(route, "flows are found by the caller's company first: A's flow is not found", (c) => ({
    oaApprovalId: firstOfA(c, 'oa_flows'),
    ...overrides,
  })),
  check: notFound,
});
/** A flow body naming A's users, departments, roles or group: refused, nothing written. */
const flowWithAIds = (route: string, flowId: boolean): TCrossTenantCase => ({
  ...withIdsOfA(route, "a flow may only name the caller's users, departments, roles and groups", (c) => ({
    ...(flowId ? { oaApprovalId: firstOfA(c, 'oa_flows') } : {}),
    approvalName: '乙公司流程',
    icon: 1,
    appType: 5,
    groupId: firstOfA(c, 'oa_groups'),
    oaItemIdSelected: [61],
    sponsor: { range: 1, deptIds: [], roleIds: [] },
    approverList: [{ approvalType: 1, userIds: [c.a.users.agentA.id] }],
  })),
  check: refusedAnswer,
});
const onRecord = (route: string, overrides: Record<string, unknown> = {}): TCrossTenantCase => ({
  ...withIdsOfA(route, "requests are found by the caller's company first: A's request is not found", (c) => ({
    approvalId: firstOfA(c, 'approval_records'),
    ...overrides,
  })),
  check: notFound,
});
const own = (route: string, why: string): TCrossTenantCase => withIdsOfA(route, why);

export const OA_CASES: Record<string, TCrossTenantCase> = {
  'GET /oa/groupList': own('GET /oa/groupList', "lists the caller's company's groups"),
  'POST /oa/groupCreate': own('POST /oa/groupCreate', "adds to the caller's company"),
  'POST /oa/groupEdit': onGroup('POST /oa/groupEdit', { groupName: '改名' }),
  'GET /oa/groupDel': onGroup('GET /oa/groupDel'),
  'POST /oa/groupSort': onGroup('POST /oa/groupSort', { sort: 3 }),
  'GET /oa/oaApps': own('GET /oa/oaApps', 'the catalogue of approval items, the same for everyone'),
  'POST /oa/oaItems': own('POST /oa/oaItems', "items are marked with the caller's company's flows only"),
  'GET /oa/oaApprovalList': own('GET /oa/oaApprovalList', "lists the caller's company's flows"),
  'GET /oa/oaApprovalDetail': onFlow('GET /oa/oaApprovalDetail'),
  'POST /oa/oaApprovalCreate': flowWithAIds('POST /oa/oaApprovalCreate', false),
  'POST /oa/oaApprovalEdit': flowWithAIds('POST /oa/oaApprovalEdit', true),
  'POST /oa/oaApprovalEnableSwitch': onFlow('POST /oa/oaApprovalEnableSwitch', { state: 0 }),
  'GET /oa/oaApprovalDel': onFlow('GET /oa/oaApprovalDel'),
  'GET /oa/getAppOaApproval': {
    ...withIdsOfA('GET /oa/getAppOaApproval', "only the caller's company's flows cover its items", () => ({
      appType: 5,
      appItemId: 61,
    })),
    check: (answers) => {
      for (const answer of answers) expect(answer.json?.data?.oaApprovalId, answer.body).toBe(0);
    },
  },
  'GET /oa/companyOaApprovalList': {
    ...own('GET /oa/companyOaApprovalList', "lists the caller's company's requests that involve the caller"),
    check: (answers) => {
      for (const answer of answers) expect(answer.json?.data ?? [], answer.body).toEqual([]);
    },
  },
  'GET /oa/companyOaApprovalDetail': onRecord('GET /oa/companyOaApprovalDetail'),
  'POST /oa/approvalBtn': {
    ...onRecord('POST /oa/approvalBtn', { status: 1 }),
    // Passing A's held submission would invite its parties: not found, nothing made.
    requests: (c) => [
      ...onRecord('POST /oa/approvalBtn', { status: 1 }).requests(c),
      json('/oa/approvalBtn', c.b.manager, { approvalId: heldSubmissionOfA(c), status: 1, remark: '' }),
    ],
  },
  'POST /oa/approvalWithdraw': onRecord('POST /oa/approvalWithdraw'),
  'POST /oa/approvalTransfer': {
    ...withIdsOfA(
      'POST /oa/approvalTransfer',
      "requests are found by the caller's company first: A's request is not found",
      (c) => ({
        approvalId: firstOfA(c, 'approval_records'),
        fromUserId: c.a.users.managerA.id,
        toUserId: c.a.users.agentA.id,
      }),
    ),
    check: notFound,
  },
};
