import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { users } from '../../modules/account/user.table.ts';
import { companyApps } from '../../modules/app-use/company-app.table.ts';
import { companies } from '../../modules/company/company.table.ts';
import { verifyPassword } from './password.ts';

/** A user of company B, whatever ids it sends, never reads or changes company A's rows. */
let t: TTestApp;
let agentB: THeaders;
beforeAll(async () => {
  t = await createTestApp();
  agentB = await t.login(DEMO.users.agentB.phone);
});
afterAll(async () => {
  await t.close();
});

const userByPhone = async (phone: string) => (await t.db.select().from(users).where(eq(users.phone, phone)))[0]!;
const snapshot = async () => ({
  users: await t.db.select().from(users).orderBy(users.id),
  companies: await t.db.select().from(companies).orderBy(companies.id),
});

describe('tenant isolation', () => {
  it('answers initialize, systemInfo and appUseSwitch for the caller’s own company, whatever ids are sent', async () => {
    const managerA = await userByPhone(DEMO.users.managerA.phone);
    const ids = { companyId: DEMO.companyA.id, userId: managerA.id, isManager: true };
    const init = await t.call({ method: 'POST', url: '/user/initialize', headers: agentB, payload: ids });
    expect(init.data.company).toMatchObject({ companyId: DEMO.companyB.id, name: DEMO.companyB.name, inviteCode: '' });
    expect(init.data.user).toMatchObject({ userName: DEMO.users.agentB.name, isManager: false });

    const info = await t.call({
      method: 'GET',
      url: `/base/systemInfo?companyId=${DEMO.companyA.id}&userId=${managerA.id}`,
      headers: agentB,
    });
    expect(info.data.messageCount).toBe(0);

    // Company A has e-signing open; company B (every app open in the demo) is made never to have opened it.
    await t.db.delete(companyApps).where(and(eq(companyApps.companyId, DEMO.companyB.id), eq(companyApps.appType, 6)));
    const sign = await t.call({
      method: 'GET',
      url: `/search/appUseSwitch?payStatusId=6&companyId=${DEMO.companyA.id}`,
      headers: agentB,
    });
    expect(sign.data).toMatchObject({ type: 3, expire: '' });
  });

  it('changes only the caller’s own name, whatever user, company or role the body names', async () => {
    const before = await snapshot();
    const managerA = await userByPhone(DEMO.users.managerA.phone);
    const res = await t.call({
      method: 'POST',
      url: '/user/userNameUpdate',
      headers: { ...agentB, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `userName=${encodeURIComponent('刘洋洋')}&userId=${managerA.id}&companyId=${DEMO.companyA.id}&isManager=true&status=1`,
    });
    expect(res.code).toBe(200);
    const after = await snapshot();
    expect(after.companies).toEqual(before.companies);
    const changed = after.users.filter((u, i) => JSON.stringify(u) !== JSON.stringify(before.users[i]));
    expect(changed.map((u) => [u.phone, u.name, u.isManager, u.companyId])).toEqual([
      [DEMO.users.agentB.phone, '刘洋洋', false, DEMO.companyB.id],
    ]);
  });

  it('changes only the caller’s own password', async () => {
    const managerA = await userByPhone(DEMO.users.managerA.phone);
    const res = await t.call({
      method: 'POST',
      url: '/user/userPasswordsUpdate',
      headers: agentB,
      payload: { oldPassword: 'demo1234', password: 'mine5678', userId: managerA.id, companyId: DEMO.companyA.id },
    });
    expect(res.code).toBe(200);
    expect(await verifyPassword((await userByPhone(DEMO.users.managerA.phone)).passwordHash, 'demo1234')).toBe(true);
    expect(await verifyPassword((await userByPhone(DEMO.users.agentB.phone)).passwordHash, 'mine5678')).toBe(true);
  });

  it('registers a newcomer as what the rules say, not what the body claims', async () => {
    const phone = '13530000001';
    const code = await t.sendCode(phone, 'register');
    const [companyA] = await t.db.select().from(companies).where(eq(companies.id, DEMO.companyA.id));
    const res = await t.call({
      method: 'POST',
      url: '/register/userRegister',
      payload: {
        phone,
        phonecode: code,
        password: 'abc12345',
        sourceParam: companyA!.inviteCode,
        isManager: true,
        status: 1,
        companyId: DEMO.companyB.id,
      },
    });
    expect(res.data).toMatchObject({ companyId: DEMO.companyA.id, status: 0 });
    expect(await userByPhone(phone)).toMatchObject({ isManager: false, status: 0, companyId: DEMO.companyA.id });
  });

  it('does not take a session of company A for company B when ids are mixed up in the headers', async () => {
    const a = await t.login(DEMO.users.agentA.phone);
    expect(
      await t.call({
        method: 'POST',
        url: '/user/initialize',
        headers: { token: a.token, sessionid: agentB.sessionid },
      }),
    ).toMatchObject({ code: 400 });
  });
});
