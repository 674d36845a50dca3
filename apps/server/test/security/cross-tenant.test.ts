import { PHONE_CODE_TYPE } from '@awb/contract/account.contract';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { boxOf, saleContent } from '../../src/modules/sign/sign-contract-test-kit.ts';
import { declaredAuth } from '../../src/platform/http/route.ts';
import { DevSmsSender } from '../../src/platform/sms/dev-sms-sender.ts';
import { createTestApp, DEMO, type THeaders } from '../create-test-app.ts';
import { multipart, SAMPLE_FILES } from '../multipart.ts';
import { userIdOf } from '../org-fixtures.ts';
import {
  CROSS_TENANT_CASES,
  CROSS_TENANT_GROUPS,
  type TAnswer,
  type TCaseContext,
  type TCrossTenantCase,
  type TTenantA,
} from './cross-tenant.cases.ts';
import { companySnapshot, fingerprints } from './db-snapshot.ts';

/**
 * Cross-tenant suite: every route the app registers is called by a user of company B with ids and
 * data of company A (cross-tenant.cases.ts says how); no answer may carry a string that identifies A
 * and none of A's rows may change. A route without an entry fails the suite.
 */
const t = await createTestApp({ config: { devSmsOutbox: true } });
afterAll(async () => {
  await t.close();
});

let ip = 0;
const inject = (options: InjectOptions) => t.app.inject({ ...options, remoteAddress: `192.0.2.${(ip++ % 250) + 1}` });

const avatar = async (headers: THeaders): Promise<string> => {
  const form = multipart({ filename: 'a.png', contentType: 'image/png', bytes: SAMPLE_FILES.png });
  const res = await t.call({
    method: 'POST',
    url: '/user/userFaceUpdate',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  if (res.code !== 200) throw new Error(`avatar upload failed: ${res.msg}`);
  return res.data.url as string;
};

// Company A at work: sessions, an avatar, feedback, a pending cancellation.
const managerA = await t.login(DEMO.users.managerA.phone);
const agentA2 = await t.login(DEMO.users.agentA2.phone);
const aLink = await avatar(managerA);
await t.call({
  method: 'POST',
  url: '/ManagementCenter/feedbackSubmit',
  headers: managerA,
  payload: { content: '甲公司的内部反馈：西溪花园3幢底价', contact: '甲联系人' },
});
// An approval group and flow of A (the /oa entries look for them).
const oaGroupA = await t.call({
  method: 'POST',
  url: '/oa/groupCreate',
  headers: managerA,
  payload: { groupName: '甲公司审批分组' },
});
const oaFlowA = await t.call({
  method: 'POST',
  url: '/oa/oaApprovalCreate',
  headers: managerA,
  payload: {
    approvalName: '甲公司合同审批',
    icon: 2,
    groupId: oaGroupA.data.groupId,
    appType: 5,
    oaItemIdSelected: [61],
    sponsor: { range: 1 },
    // Someone other than the manager, who asks below: a sponsor never approves their own request.
    approverList: [{ approvalType: 1, userIds: [await userIdOf(t, DEMO.users.headA.phone)] }],
  },
});
if (oaFlowA.code !== 200) throw new Error(`A's approval flow: ${oaFlowA.msg}`);
// A pending approval request of A: a sale contract moved back to 待办理 under that flow.
const salesA = await t.call({ method: 'POST', url: '/contract/v2/contractSalePosts', headers: managerA, payload: {} });
const heldA = salesA.data.find((c: { state: number }) => c.state !== 1);
const requestA = await t.call({
  method: 'POST',
  url: '/contract/v2/contractSaleState',
  headers: managerA,
  payload: { contractId: heldA?.contractId, state: 1 },
});
if (!requestA.data?.approvalId) throw new Error(`A's approval request: ${requestA.msg}`);
// A contract submission of A held by a flow on 发起签约: nobody invited until the store head passes it.
const signFlowA = await t.call({
  method: 'POST',
  url: '/oa/oaApprovalCreate',
  headers: managerA,
  payload: {
    approvalName: '甲公司发起签约审批',
    icon: 4,
    appType: 6,
    oaItemIdSelected: [1],
    sponsor: { range: 1 },
    approverList: [{ approvalType: 1, userIds: [await userIdOf(t, DEMO.users.headA.phone)] }],
  },
});
if (signFlowA.code !== 200) throw new Error(`A's signing flow: ${signFlowA.msg}`);
const heldSignA = await t.call({
  method: 'POST',
  url: '/sign/contractSubmission',
  headers: managerA,
  payload: { boxid: await boxOf(t, DEMO.companyA.id), content: saleContent() },
});
if (!heldSignA.data?.approvalId) throw new Error(`A's held submission: ${heldSignA.msg}`);
const cancelCode = await t.sendCode(DEMO.users.agentA2.phone, PHONE_CODE_TYPE.cancellation);
await t.call({ method: 'POST', url: '/user/cancellationApply', headers: agentA2, payload: { phonecode: cancelCode } });
const bLink = await avatar(await t.login(DEMO.users.agentB.phone));

const parseRows = (snapshot: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(snapshot).map(([table, rows]) => [table, rows.map((r) => JSON.parse(r))]));
const snapshotA = await companySnapshot(t.db, DEMO.companyA.id);
const secretsOfA = fingerprints(snapshotA, await companySnapshot(t.db, DEMO.companyB.id));
const rowsA = parseRows(snapshotA) as Record<string, Record<string, any>[]>;
const userA = (phone: string) => {
  const row = rowsA.users?.find((u) => u.phone === phone);
  if (!row) throw new Error(`no demo user ${phone}`);
  return { id: Number(row.id), phone };
};
const a: TTenantA = {
  companyId: DEMO.companyA.id,
  inviteCode: String(rowsA.companies?.[0]?.invite_code),
  users: {
    managerA: userA(DEMO.users.managerA.phone),
    agentA: userA(DEMO.users.agentA.phone),
    agentA2: userA(DEMO.users.agentA2.phone),
    pendingA: userA(DEMO.users.pendingA.phone),
  },
  rows: rowsA,
  file: { name: aLink.slice('/files/'.length, aLink.indexOf('?')), link: aLink },
  sessionid: managerA.sessionid,
};

const context = async (): Promise<TCaseContext> => ({
  a,
  b: {
    companyId: DEMO.companyB.id,
    manager: await t.login(DEMO.users.managerB.phone),
    agent: await t.login(DEMO.users.agentB.phone),
    fileLink: bLink,
    rowsAfter: async (table) =>
      (parseRows(await companySnapshot(t.db, DEMO.companyB.id))[table] ?? []) as Record<string, unknown>[],
  },
});

const routes = [...declaredAuth.keys()].sort();
const entryFor = (route: string): TCrossTenantCase | undefined =>
  CROSS_TENANT_CASES[route] ??
  (route.startsWith('HEAD ') ? CROSS_TENANT_CASES[route.replace(/^HEAD /, 'GET ')] : undefined) ??
  CROSS_TENANT_GROUPS.find((g) => g.pattern.test(route))?.entry;

describe('cross-tenant suite', () => {
  it('has set up company A with data worth stealing', () => {
    expect(secretsOfA).toEqual(expect.arrayContaining([DEMO.companyA.name, DEMO.users.managerA.phone, a.inviteCode]));
    expect(rowsA.uploads?.length).toBeGreaterThan(0);
    expect(rowsA.feedback?.length).toBeGreaterThan(0);
    expect(rowsA.sessions?.length).toBeGreaterThan(0);
  });

  it('has an entry for every registered route, and none for a route that does not exist', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => !entryFor(route))).toEqual([]);
    expect(Object.keys(CROSS_TENANT_CASES).filter((key) => !declaredAuth.has(key))).toEqual([]);
  });

  it('keeps development-only routes out of a production build', async () => {
    const production = await buildApp({
      config: { ...loadConfig({}), production: true, webDist: '/nonexistent' },
      db: t.db,
      clock: t.clock,
      sms: new DevSmsSender(),
      secret: Buffer.from('prod-secret-prod-secret-prod-secret'),
      fileRoot: t.fileRoot,
    });
    try {
      for (const [route, entry] of Object.entries(CROSS_TENANT_CASES).filter(([, e]) => e.devOnly)) {
        const [method, url] = route.split(' ') as ['GET' | 'POST', string];
        expect(production.hasRoute({ method, url }), route).toBe(false);
        expect(entry.why).not.toBe('');
      }
    } finally {
      await production.close();
    }
  });

  it.for(routes.filter((route) => !entryFor(route)?.devOnly))(
    '%s: B gets nothing of A and changes nothing of A',
    async (route) => {
      const entry = entryFor(route);
      if (!entry) return; // reported by the coverage test above
      const before = await companySnapshot(t.db, DEMO.companyA.id);
      const c = await context();
      const head = route.startsWith('HEAD ');
      const requests = entry.requests(c).map((r) => (head ? { ...r, method: 'HEAD' as const } : r));
      expect(requests.length, `${route} makes no request`).toBeGreaterThan(0);
      const answers: TAnswer[] = [];
      for (const request of requests) {
        const res = await inject(request);
        const label = `${route} → ${request.method} ${request.url}`;
        expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).not.toBe(500);
        const seen = `${JSON.stringify(res.headers)}\n${res.body}`;
        expect(
          secretsOfA.filter((secret) => seen.includes(secret)),
          `${label} answers data of company A`,
        ).toEqual([]);
        let body: TAnswer['json'] = null;
        try {
          body = res.json();
        } catch {
          body = null;
        }
        answers.push({ status: res.statusCode, body: res.body, json: body });
      }
      if (!head) await entry.check?.(answers, c);
      expect(await companySnapshot(t.db, DEMO.companyA.id), `${route} changed company A’s rows`).toEqual(before);
    },
  );
});
