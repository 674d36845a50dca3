import { formatTime } from '@awb/contract/common/china-time';
import { expect } from 'vitest';
import { multipart, SAMPLE_FILES } from '../multipart.ts';
import { ACQUISITION_CASES } from './cases/acquisition.cases.ts';
import { COLLECT_CASES } from './cases/collect.cases.ts';
import { COMMUNITY_CASES } from './cases/community.cases.ts';
import { CONTRACT_CASES } from './cases/contract.cases.ts';
import { CUSTOMER_CASES } from './cases/customer.cases.ts';
import { HOUSING_CASES } from './cases/housing.cases.ts';
import { MESSAGE_CASES } from './cases/message.cases.ts';
import { OA_CASES } from './cases/oa.cases.ts';
import { PROMOTION_CASES } from './cases/promotion.cases.ts';
import { RECHARGE_CASES } from './cases/recharge.cases.ts';
import { SIGN_CASES } from './cases/sign.cases.ts';
import { SIGN_CEREMONY_CASES } from './cases/sign-ceremony.cases.ts';
import { STATISTICS_CASES } from './cases/statistics.cases.ts';
import {
  codes,
  get,
  idsOf,
  json,
  publicCall,
  refused,
  type TCaseContext,
  type TCrossTenantCase,
  withIdsOfA,
} from './cross-tenant.kit.ts';

export type { TAnswer, TCaseContext, TCrossTenantCase, TTenantA } from './cross-tenant.kit.ts';

/** One JSON call by B's agent that must be refused. */
const refusedCall = (why: string, url: string, body: (c: TCaseContext) => object): TCrossTenantCase => ({
  why,
  requests: (c) => [json(url, c.b.agent, body(c))],
  check: refused,
});
/** Registering a phone of A again, into a new company, with A's ids in the body. */
const registerAsA = (c: TCaseContext) => ({
  phone: c.a.users.agentA.phone,
  phonecode: '123456',
  password: 'abc12345',
  company: '接管公司',
  ...idsOf(c.a),
});

/**
 * How each route is called by a user of company B with ids and data of company A. Every route the
 * app registers needs an entry: the foundation and organisation entries are here; each later module
 * keeps its entries in cases/<module>.cases.ts, spread in below.
 */
export const CROSS_TENANT_CASES: Record<string, TCrossTenantCase> = {
  ...COMMUNITY_CASES,
  ...HOUSING_CASES,
  ...CUSTOMER_CASES,
  ...CONTRACT_CASES,
  ...MESSAGE_CASES,
  ...OA_CASES,
  ...SIGN_CASES,
  ...SIGN_CEREMONY_CASES,
  ...STATISTICS_CASES,
  ...ACQUISITION_CASES,
  ...RECHARGE_CASES,
  ...PROMOTION_CASES,
  ...COLLECT_CASES,
  // ── platform ──────────────────────────────────────────────────────────────────────────────────
  'GET /files/:name': {
    why: 'files are served only behind a link signed for that file name; a link of B does not open A’s file',
    requests: (c) => {
      const bQuery = c.b.fileLink.slice(c.b.fileLink.indexOf('?'));
      return [
        { method: 'GET', url: `/files/${c.a.file.name}`, headers: c.b.agent },
        { method: 'GET', url: `/files/${c.a.file.name}${bQuery}`, headers: c.b.agent },
        { method: 'GET', url: `/files/..%2F${c.a.companyId}%2F${c.a.file.name}${bQuery}`, headers: c.b.agent },
        { method: 'GET', url: c.b.fileLink, headers: c.b.agent },
      ];
    },
    check: (answers) => {
      expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 200]);
    },
  },
  'GET /dev/sms-outbox': {
    why: 'shows every phone’s codes, so it exists only in development: the suite checks that a production build lacks it',
    devOnly: true,
    requests: () => [],
  },
  'GET /openapi.json': publicCall('the API description, generated from the contract', () =>
    get('/openapi.json', undefined),
  ),
  'GET /': publicCall('redirects to the web app', () => get('/', undefined)),
  'GET /verify/:code': publicCall(
    'the signed PDF’s QR address: a redirect to the public verification page, nothing looked up',
    () => get('/verify/1-abc', undefined),
  ),
  'GET /health': publicCall('liveness probe', () => get('/health', undefined)),
  'GET /h5/': publicCall('the web app’s static files', () => get('/h5/', undefined)),

  // ── account ───────────────────────────────────────────────────────────────────────────────────
  'POST /user/login/mobileSignin': {
    why: 'logging in as A needs A’s password or a code sent to A’s phone',
    requests: (c) => [
      json('/user/login/mobileSignin', c.b.agent, {
        phone: c.a.users.managerA.phone,
        password: 'nothers1',
        ...idsOf(c.a),
      }),
      json('/user/login/mobileSignin', c.b.agent, { phone: c.a.users.managerA.phone, phonecode: '000000' }),
    ],
    check: (answers) => expect(codes(answers)).toEqual([405, 405]),
  },
  'POST /user/getPhoneCode': {
    why: 'a code goes to the phone itself, never into the answer',
    requests: (c) => [json('/user/getPhoneCode', c.b.agent, { phone: c.a.users.agentA.phone, type: 1, ...idsOf(c.a) })],
    check: (answers) => expect(answers[0]?.json?.data ?? null).toBeNull(),
  },
  'POST /user/retrievePassword': refusedCall(
    'resetting A’s password needs a code sent to A’s phone',
    '/user/retrievePassword',
    (c) => ({ phone: c.a.users.managerA.phone, phonecode: '123456', password: 'taken123', ...idsOf(c.a) }),
  ),
  'POST /user/userNameUpdate': {
    why: 'changes the caller’s own row, whatever ids the form carries',
    requests: (c) => [
      {
        method: 'POST',
        url: '/user/userNameUpdate',
        headers: { ...c.b.agent, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          userName: '改名测试',
          ...Object.fromEntries(Object.entries(idsOf(c.a)).map(([k, v]) => [k, String(v)])),
        }).toString(),
      },
    ],
    check: async (answers, c) => {
      expect(codes(answers)).toEqual([200]);
      expect((await c.b.rowsAfter('users')).some((u) => u.name === '改名测试')).toBe(true);
    },
  },
  'POST /user/userPasswordsUpdate': {
    why: 'changes the caller’s own password (and back again), whatever ids the body carries',
    requests: (c) => [
      json('/user/userPasswordsUpdate', c.b.agent, { oldPassword: 'demo1234', password: 'moved123', ...idsOf(c.a) }),
      json('/user/userPasswordsUpdate', c.b.agent, { oldPassword: 'moved123', password: 'demo1234', ...idsOf(c.a) }),
    ],
    check: (answers) => expect(codes(answers)).toEqual([200, 200]),
  },
  'POST /user/mobileExit': {
    why: 'revokes the caller’s own session, never the one a body names',
    requests: (c) => [json('/user/mobileExit', c.b.agent, { sessionid: c.a.sessionid, ...idsOf(c.a) })],
    check: (answers) => expect(codes(answers)).toEqual([200]),
  },
  'POST /user/initialize': {
    why: 'answers the caller’s own user and company',
    requests: (c) => [json('/user/initialize', c.b.manager, idsOf(c.a))],
    check: (answers, c) => {
      expect(answers[0]?.json?.data?.company?.companyId).toBe(c.b.companyId);
    },
  },
  'POST /user/userFaceUpdate': {
    why: 'stores the file under the caller’s company and user',
    requests: (c) => {
      const form = multipart(
        { filename: 'face.png', contentType: 'image/png', bytes: SAMPLE_FILES.png },
        Object.fromEntries(Object.entries(idsOf(c.a)).map(([k, v]) => [k, String(v)])),
      );
      return [
        {
          method: 'POST',
          url: '/user/userFaceUpdate',
          headers: { ...c.b.agent, ...form.headers },
          payload: form.payload,
        },
      ];
    },
    check: async (answers, c) => {
      expect(codes(answers)).toEqual([200]);
      expect((await c.b.rowsAfter('uploads')).length).toBeGreaterThan(0);
    },
  },
  'POST /user/cancellationApply': {
    why: 'needs a code sent to the caller’s own phone; acts on the caller only',
    requests: (c) => [json('/user/cancellationApply', c.b.agent, { phonecode: '123456', ...idsOf(c.a) })],
    check: refused,
  },
  'POST /user/cancellationWithdraw': {
    why: 'withdraws the caller’s own request (A’s agent has one pending; it stays)',
    requests: (c) => [
      json('/user/cancellationWithdraw', c.b.agent, {
        ...idsOf(c.a),
        userId: c.a.users.agentA2.id,
        id: c.a.users.agentA2.id,
      }),
    ],
    check: refused,
  },

  // ── registration ──────────────────────────────────────────────────────────────────────────────
  'POST /register/GetRegPhoneCode': {
    why: 'the code goes to the phone itself, never into the answer, which is the same for a registered phone',
    requests: (c) => [json('/register/GetRegPhoneCode', undefined, { phone: c.a.users.managerA.phone })],
    check: (answers) => expect(answers[0]?.json?.data ?? null).toBeNull(),
  },
  'POST /register/GetRegPhoneCheckCode': {
    why: 'checks a code for a phone; answers nothing about the account',
    requests: (c) => [
      json('/register/GetRegPhoneCheckCode', undefined, { phone: c.a.users.managerA.phone, phonecode: '123456' }),
    ],
    check: refused,
  },
  'POST /register/getCityAreas': publicCall('reference data', () =>
    json('/register/getCityAreas', undefined, { city: 1086 }),
  ),
  'POST /register/userRegister': refusedCall(
    'a phone of A cannot be registered again; the body cannot name A’s company',
    '/register/userRegister',
    registerAsA,
  ),
  'POST /user/userRegister': refusedCall('same service as /register/userRegister', '/user/userRegister', registerAsA),

  // ── content, regions, feedback, app use, system ──────────────────────────────────────────────
  'GET /pages/getContent': publicCall('platform-wide pages (agreement, privacy policy)', () =>
    get('/pages/getContent', undefined, { cate_alias: 'user_agreement' }),
  ),
  'GET /base/getProvince': publicCall('reference data', () => get('/base/getProvince', undefined)),
  'GET /base/getCity': publicCall('reference data', () => get('/base/getCity', undefined, { pid: 11 })),
  'GET /base/getDistractList': publicCall('reference data', () =>
    get('/base/getDistractList', undefined, { cityId: 1086 }),
  ),
  'POST /ManagementCenter/feedbackSubmit': {
    why: 'stores the feedback under the caller’s company and user',
    requests: (c) => [json('/ManagementCenter/feedbackSubmit', c.b.agent, { content: '跨租户反馈', ...idsOf(c.a) })],
    check: async (answers, c) => {
      expect(codes(answers)).toEqual([200]);
      expect((await c.b.rowsAfter('feedback')).some((f) => f.content === '跨租户反馈')).toBe(true);
    },
  },
  'GET /search/appUseSwitch': {
    why: 'answers the caller’s company (both have e-signing, app 6, open until different dates)',
    requests: (c) => [get('/search/appUseSwitch', c.b.agent, { payStatusId: 6, ...idsOf(c.a) })],
    check: async (answers, c) => {
      const own = (await c.b.rowsAfter('company_apps')).find((r) => Number(r.app_type) === 6);
      expect(answers[0]?.json?.data?.expire).toBe(formatTime(new Date(String(own?.expires_at))));
    },
  },
  'POST /try/appTryout': {
    why: 'starts the caller’s company’s trial',
    requests: (c) => [json('/try/appTryout', c.b.manager, { appType: 6, ...idsOf(c.a) })],
  },
  'GET /base/systemInfo': {
    why: 'counts the caller’s own reminders (A’s manager has two unread, B’s manager one)',
    requests: (c) => [get('/base/systemInfo', c.b.manager, idsOf(c.a))],
    check: (answers) => expect(answers[0]?.json?.data?.messageCount).toBe(1),
  },

  // ── organisation: departments, staff, applications, jobs, cities, invites (org module) ───────────
  'GET /org/v2/lwpV2': withIdsOfA('GET /org/v2/lwpV2', 'the caller’s company’s department tree'),
  'GET /org/v2/get_sub_depts': withIdsOfA(
    'GET /org/v2/get_sub_depts',
    'sub-departments of one of the caller’s departments',
  ),
  'GET /org/v2/deptDetail': withIdsOfA('GET /org/v2/deptDetail', 'a department of the caller’s company only'),
  'POST /org/v2/deptCreate': withIdsOfA('POST /org/v2/deptCreate', 'a parent or leader of A is not found in B'),
  'POST /org/v2/deptEdit': withIdsOfA('POST /org/v2/deptEdit', 'A’s department is not found in B'),
  'POST /org/v2/deptMove': withIdsOfA('POST /org/v2/deptMove', 'A’s department is not found in B'),
  'POST /org/v2/deptDelete': withIdsOfA('POST /org/v2/deptDelete', 'A’s department is not found in B'),
  'POST /org/v2/lwpRigthV2': withIdsOfA('POST /org/v2/lwpRigthV2', 'the caller’s own rights'),
  'GET /org/v2/openingCities': withIdsOfA('GET /org/v2/openingCities', 'the caller’s company’s cities'),
  'GET /org/v2/moreCitys': withIdsOfA('GET /org/v2/moreCitys', 'reference data'),
  'POST /org/v2/openingCitiesSave': withIdsOfA('POST /org/v2/openingCitiesSave', 'saves the caller’s company’s cities'),
  'GET /org/v2/invite': withIdsOfA('GET /org/v2/invite', 'the caller’s own company’s invite code'),
  'GET /org/v2/inviteCompany': {
    why: 'names the company of an invite code, which A shares on purpose; a made-up code names nothing',
    requests: (c) => [get('/org/v2/inviteCompany', c.b.agent, { code: 'NO-SUCH-CODE', ...idsOf(c.a) })],
    check: refused,
  },
  'GET /org/v2/employeeListV2': withIdsOfA(
    'GET /org/v2/employeeListV2',
    'the caller’s company’s staff; A’s department filters to nothing',
  ),
  'GET /org/v2/staffDetail': withIdsOfA('GET /org/v2/staffDetail', 'A’s user is not found in B'),
  'POST /org/v2/staffCreate': withIdsOfA(
    'POST /org/v2/staffCreate',
    'creates staff in the caller’s company; A’s department, job or roles are not found',
    () => ({ phone: '13655550001', userName: '跨租户员工' }),
  ),
  'POST /org/v2/staffEdit': withIdsOfA('POST /org/v2/staffEdit', 'A’s user is not found in B'),
  'POST /org/v2/leaveCompany': withIdsOfA('POST /org/v2/leaveCompany', 'A’s user is not found in B'),
  'GET /org/v2/resignatedEmployees': withIdsOfA('GET /org/v2/resignatedEmployees', 'the caller’s company’s leavers'),
  'GET /org/v2/applyCount': withIdsOfA(
    'GET /org/v2/applyCount',
    'counts the caller’s company’s applications (A has one pending)',
  ),
  'GET /org/v2/myEmployeeApplicationList': withIdsOfA(
    'GET /org/v2/myEmployeeApplicationList',
    'the caller’s company’s applications',
  ),
  'GET /org/v2/pendingProcessing': withIdsOfA('GET /org/v2/pendingProcessing', 'A’s application is not found in B'),
  'GET /org/v2/jobList': withIdsOfA('GET /org/v2/jobList', 'the caller’s company’s jobs'),
  'POST /org/v2/jobCreate': withIdsOfA('POST /org/v2/jobCreate', 'creates a job in the caller’s company'),
  'POST /org/v2/jobEdit': withIdsOfA('POST /org/v2/jobEdit', 'A’s job is not found in B'),
  'POST /org/v2/jobDelete': withIdsOfA('POST /org/v2/jobDelete', 'A’s job is not found in B'),

  // ── roles, ranks, permission checks (role module) ─────────────────────────────────────────────
  'GET /org/v2/roleList': withIdsOfA('GET /org/v2/roleList', 'the caller’s company’s roles'),
  'GET /base/getRole': withIdsOfA('GET /base/getRole', 'A’s role is not found in B'),
  'GET /base/getRoleAuth': withIdsOfA('GET /base/getRoleAuth', 'A’s role is not found in B'),
  'POST /base/roleCreate': withIdsOfA('POST /base/roleCreate', 'creates a role in the caller’s company'),
  'POST /base/roleEdit': withIdsOfA('POST /base/roleEdit', 'A’s role is not found in B'),
  'POST /base/roleAuthSave': withIdsOfA('POST /base/roleAuthSave', 'A’s role is not found in B'),
  'POST /base/roleDel': withIdsOfA('POST /base/roleDel', 'A’s role is not found in B'),
  'GET /setting/rankList': withIdsOfA('GET /setting/rankList', 'the caller’s company’s ranks'),
  'POST /setting/rankCreate': withIdsOfA('POST /setting/rankCreate', 'A’s rank group is not found in B'),
  'POST /setting/rankEdit': withIdsOfA('POST /setting/rankEdit', 'A’s rank is not found in B'),
  'GET /setting/deleteRank': withIdsOfA('GET /setting/deleteRank', 'A’s rank is not found in B'),
  'GET /setting/rankGroupList': withIdsOfA('GET /setting/rankGroupList', 'the caller’s company’s rank groups'),
  'POST /setting/rankGroupCreate': withIdsOfA(
    'POST /setting/rankGroupCreate',
    'creates a rank group in the caller’s company',
  ),
  'POST /setting/rankGroupEdit': withIdsOfA('POST /setting/rankGroupEdit', 'A’s rank group is not found in B'),
  'GET /setting/deleteRankGroup': withIdsOfA('GET /setting/deleteRankGroup', 'A’s rank group is not found in B'),
  'GET /base/settingMenu': withIdsOfA('GET /base/settingMenu', 'the caller’s own menu'),
  'GET /compare/roleAuth': withIdsOfA('GET /compare/roleAuth', 'the caller’s own rights'),
  'GET /base/manageAccountAuthInfo': withIdsOfA('GET /base/manageAccountAuthInfo', 'the caller’s own rights'),
  'POST /base/getAppUserOperateAuth': withIdsOfA('POST /base/getAppUserOperateAuth', 'the caller’s own rights'),
  'GET /base/getContractAddOperateAuth': withIdsOfA('GET /base/getContractAddOperateAuth', 'the caller’s own rights'),
};

/** Routes a plugin adds by itself (the docs page of @fastify/swagger-ui), matched by pattern. */
export const CROSS_TENANT_GROUPS: { pattern: RegExp; entry: TCrossTenantCase }[] = [
  {
    pattern: /^(GET|HEAD) \/docs(\/|$)/,
    entry: publicCall('the API docs page and its static files', () => get('/docs/json', undefined)),
  },
];
