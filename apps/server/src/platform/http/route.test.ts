import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TEndpoint } from '@awb/contract/common/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TTestApp } from '../../../test/create-test-app.ts';
import { declaredAuth, registeredEndpoints } from './route.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * The foundation's calls: rows of the spec's api-calls.tsv whose module is account, register, base
 * (getProvince, getCity, getDistractList, systemInfo), billing or feedback. The other base rows and
 * the other modules are tested with their modules.
 */
const FOUNDATION_CALLS = [
  'GET /pages/getContent',
  'POST /user/login/mobileSignin',
  'POST /user/retrievePassword',
  'POST /user/getPhoneCode',
  'POST /user/userRegister',
  'POST /user/userNameUpdate',
  'POST /user/userPasswordsUpdate',
  'POST /user/mobileExit',
  'POST /user/initialize',
  'POST /user/userFaceUpdate',
  'GET /search/appUseSwitch',
  'POST /ManagementCenter/feedbackSubmit',
  'POST /try/appTryout',
  'POST /register/GetRegPhoneCode',
  'POST /register/GetRegPhoneCheckCode',
  'POST /register/userRegister',
  'POST /register/getCityAreas',
  'GET /base/getProvince',
  'GET /base/getCity',
  'GET /base/getDistractList',
  'GET /base/systemInfo',
];
const LATER_BASE_CALLS = ['GET /base/getContractAddOperateAuth', 'GET /ChangeCenter/getManageSetting'];

const SPEC_TSV = fileURLToPath(new URL('../../../../../docs/spec/api-calls.tsv', import.meta.url));

const endpoints = () => [...registeredEndpoints.values()];
const withToken = () => endpoints().filter((e) => e.auth !== 'none');
const key = (e: TEndpoint) => `${e.method} ${e.path}`;
const callOf = (e: TEndpoint, headers?: Record<string, string>) =>
  t.call({ method: e.method, url: e.path, headers, ...(e.method === 'POST' ? { payload: {} } : {}) });

describe('the route table', () => {
  it('has every route declare who may call it', () => {
    expect(declaredAuth.size).toBeGreaterThan(20);
    // The docs page's own routes come from @fastify/swagger-ui and serve only the public API description.
    const undeclared = [...declaredAuth].filter(([route, auth]) => !auth && !/^\w+ \/docs\b/.test(route));
    expect(undeclared).toEqual([]);
    for (const e of endpoints()) expect(['none', 'session', 'member'], key(e)).toContain(e.auth);
  });

  it('serves every call of the foundation', async () => {
    expect([...registeredEndpoints.keys()]).toEqual(expect.arrayContaining(FOUNDATION_CALLS));
    for (const call of FOUNDATION_CALLS) {
      const [method, url] = call.split(' ') as ['GET' | 'POST', string];
      const res = await t.call({ method, url });
      expect(res.msg, call).not.toMatch(/^接口不存在/);
      expect(res.status, call).not.toBe(404);
    }
  });

  it('covers the rows of the spec’s api-calls.tsv for these modules', () => {
    const rows = fs
      .readFileSync(SPEC_TSV, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'))
      .filter(([module]) => ['account', 'register', 'base', 'billing', 'feedback'].includes(module ?? ''))
      .map(([, method, path]) => `${method} ${path}`)
      .filter((call) => !LATER_BASE_CALLS.includes(call));
    expect(rows.sort()).toEqual([...FOUNDATION_CALLS].sort());
  });

  it('answers an unknown path with 404 in the envelope', async () => {
    expect(await t.call({ method: 'POST', url: '/user/noSuchCall' })).toMatchObject({
      status: 404,
      code: 404,
      msg: '接口不存在：POST /user/noSuchCall',
    });
  });

  it('publishes an OpenAPI document with every contract call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const e of endpoints()) expect(doc.paths[e.path]?.[e.method.toLowerCase()], key(e)).toBeDefined();
    expect(doc.paths['/files/{name}']).toBeUndefined();
  });
});

describe('calls that need a login', () => {
  it('answer 400 您还未登录请登录！ without the headers, or with only one of them', async () => {
    const headers = await t.login(DEMO.users.agentA.phone);
    for (const e of withToken()) {
      const partials: (Record<string, string> | undefined)[] = [
        undefined,
        { token: headers.token },
        { sessionid: headers.sessionid },
      ];
      for (const partial of partials) {
        expect(await callOf(e, partial), key(e)).toMatchObject({ status: 200, code: 400, msg: '您还未登录请登录！' });
      }
    }
  });

  it('answer 400 登录已过期，请重新登录 for a made-up token or a token of another session', async () => {
    const mine = await t.login(DEMO.users.agentA.phone);
    const other = await t.login(DEMO.users.agentA2.phone);
    for (const e of withToken()) {
      for (const bad of [
        { token: 'bogus', sessionid: 'bogus' },
        { token: 'x'.repeat(43), sessionid: mine.sessionid },
        { token: other.token, sessionid: mine.sessionid },
      ]) {
        expect(await callOf(e, bad), key(e)).toMatchObject({ code: 400, msg: '登录已过期，请重新登录' });
      }
    }
  });

  it('know the caller before looking at the input', async () => {
    expect(await t.call({ method: 'GET', url: '/search/appUseSwitch?payStatusId=x' })).toMatchObject({ code: 400 });
    expect(
      await t.call({
        method: 'POST',
        url: '/user/userNameUpdate',
        headers: { 'content-type': 'application/json' },
        payload: '{broken',
      }),
    ).toMatchObject({ code: 400 });
  });

  it('end 30 days after login', async () => {
    const headers = await t.login(DEMO.users.managerB.phone);
    t.clock.advance(30 * 86_400_000 - 1_000);
    expect((await t.call({ method: 'GET', url: '/base/systemInfo', headers })).code).toBe(200);
    t.clock.advance(1_000);
    expect(await t.call({ method: 'GET', url: '/base/systemInfo', headers })).toMatchObject({
      code: 400,
      msg: '登录已过期，请重新登录',
    });
  });
});

describe('a person waiting for review (demo 13800000004)', () => {
  it('is refused on business calls with 4010', async () => {
    const members = endpoints().filter((e) => e.auth === 'member');
    expect(members.length).toBeGreaterThan(0);
    const headers = await t.login(DEMO.users.pendingA.phone);
    for (const e of members) {
      expect(await callOf(e, headers), key(e)).toMatchObject({ code: 4010, msg: '您的账号正在等待管理员审核' });
    }
  });

  it('may use the account calls', async () => {
    for (const e of endpoints().filter((e) => e.auth === 'session')) {
      // A fresh session each time: one of these calls is the logout.
      const res = await callOf(e, await t.login(DEMO.users.pendingA.phone));
      expect([400, 4010, 4011], `${key(e)}: ${res.code} ${res.msg}`).not.toContain(res.code);
    }
  });
});
