import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { registeredEndpoints } from '../../src/platform/http/route.ts';
import { idempotencyKeys } from '../../src/platform/idempotency/idempotency.table.ts';
import { IDEMPOTENCY, requestHashOf } from '../../src/platform/idempotency/idempotency.ts';
import { createTestApp, DEMO, type THeaders } from '../create-test-app.ts';
import { rowsOf } from '../security/db-snapshot.ts';

/** `Idempotency-Key` on creating calls: the same key sent N times at once creates one record. */
const t = await createTestApp();
afterAll(async () => {
  await t.close();
});
const agentA = await t.login(DEMO.users.agentA.phone);
const agentB = await t.login(DEMO.users.agentB.phone);

const N = 20;
const feedback = (headers: THeaders, key: string | undefined, content: string) =>
  t.app.inject({
    method: 'POST',
    url: '/ManagementCenter/feedbackSubmit',
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { content },
  });
const feedbackRows = async (content: string) =>
  (
    await rowsOf<{ id: string; user_id: string }>(
      t.db,
      sql`select id, user_id from feedback where content = ${content}`,
    )
  ).length;

describe('Idempotency-Key', () => {
  it('is declared by the creating calls', () => {
    const idempotent = [...registeredEndpoints.values()]
      .filter((e) => e.idempotent)
      .map((e) => `${e.method} ${e.path}`);
    expect(idempotent).toEqual(
      expect.arrayContaining([
        'POST /ManagementCenter/feedbackSubmit',
        'POST /register/userRegister',
        'POST /user/userRegister',
      ]),
    );
  });

  it(`creates one record for ${N} identical requests sent at once, and answers them all the same`, async () => {
    const key = 'fb-8c1e9a2f-0001';
    const answers = await Promise.all(Array.from({ length: N }, () => feedback(agentA, key, '同时提交的反馈')));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]?.json()).toMatchObject({ code: 200, msg: '感谢您的反馈' });
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(N - 1);
    expect(await feedbackRows('同时提交的反馈')).toBe(1);

    // A retry later gets the same answer again.
    const retry = await feedback(agentA, key, '同时提交的反馈');
    expect(retry.body).toBe(answers[0]?.body);
    expect(await feedbackRows('同时提交的反馈')).toBe(1);
  });

  it('refuses the same key with another body, and keeps keys apart per user', async () => {
    const key = 'fb-8c1e9a2f-0002';
    expect((await feedback(agentA, key, '第一条')).json().code).toBe(200);
    expect((await feedback(agentA, key, '第二条')).json()).toMatchObject({
      code: 405,
      msg: '该 Idempotency-Key 已用于另一个请求',
    });
    expect(await feedbackRows('第二条')).toBe(0);
    // Another user with the same key makes their own record.
    const other = await feedback(agentB, key, '第一条');
    expect(other.json().code).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await feedbackRows('第一条')).toBe(2);
  });

  it('changes nothing without a key, and refuses a malformed key', async () => {
    await Promise.all(Array.from({ length: 3 }, () => feedback(agentA, undefined, '没有幂等键')));
    expect(await feedbackRows('没有幂等键')).toBe(3);
    for (const bad of ['short', 'x'.repeat(129), '含中文的幂等键12345']) {
      expect((await feedback(agentA, bad, '坏键')).json(), bad).toMatchObject({
        code: 405,
        msg: 'Idempotency-Key 格式不正确',
      });
    }
    expect(await feedbackRows('坏键')).toBe(0);
  });

  it('frees the key when the first request is refused, so that a corrected retry runs', async () => {
    const phone = '13755550001';
    const key = 'reg-5d2b7c11-0001';
    const body = { phone, phonecode: '000000', password: 'abc12345', company: '幂等测试公司' };
    const register = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/register/userRegister', headers: { 'idempotency-key': key }, payload });
    const code = await t.sendCode(phone, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await register({ ...body, phonecode: wrong })).json().code).toBe(405);
    const answers = await Promise.all(Array.from({ length: 10 }, () => register({ ...body, phonecode: code })));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]?.json()).toMatchObject({ code: 200, msg: '注册成功' });
    const companies = await rowsOf(t.db, sql`select id from companies where name = '幂等测试公司'`);
    expect(companies).toHaveLength(1);
  });

  const claimOf = async (key: string, content: string, ageMs: number) => {
    const [user] = await rowsOf<{ id: string; company_id: string }>(
      t.db,
      sql`select id, company_id from users where phone = ${DEMO.users.agentA.phone} and status = 1`,
    );
    await t.db.insert(idempotencyKeys).values({
      companyId: Number(user?.company_id),
      userId: Number(user?.id),
      route: 'POST /ManagementCenter/feedbackSubmit',
      key,
      requestHash: requestHashOf({ content, contact: '' }),
      response: null,
      createdAt: new Date(t.clock.now().getTime() - ageMs),
    });
  };

  it('makes a duplicate wait for the request that holds the key, and answers with its answer', async () => {
    const key = 'fb-8c1e9a2f-0003';
    await claimOf(key, '等待中', 0);
    const waiting = feedback(agentA, key, '等待中');
    await new Promise((r) => setTimeout(r, 100));
    const answer = JSON.stringify({ code: 200, msg: '感谢您的反馈', data: { id: 424242 } });
    await t.db.execute(sql`update idempotency_keys set response = ${answer} where key = ${key}`);
    const res = await waiting;
    expect(res.body).toBe(answer);
    expect(await feedbackRows('等待中')).toBe(0);
  });

  it('takes over a claim left by a server that died while running it', async () => {
    const key = 'fb-8c1e9a2f-0004';
    await claimOf(key, '接管', IDEMPOTENCY.claimStaleMs + 1000);
    const res = await feedback(agentA, key, '接管');
    expect(res.json()).toMatchObject({ code: 200 });
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await feedbackRows('接管')).toBe(1);
    const [row] = await rowsOf<{ response: string }>(
      t.db,
      sql`select response from idempotency_keys where key = ${key}`,
    );
    expect(row?.response).toBe(res.body);
  });
});
