import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type THeaders, type TTestApp } from '../../../test/create-test-app.ts';
import { users } from '../account/user.table.ts';
import { feedback } from './feedback.table.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const submit = (headers: THeaders | undefined, payload: object) =>
  t.call({ method: 'POST', url: '/ManagementCenter/feedbackSubmit', headers, payload });
const userId = async (phone: string) => (await t.db.select().from(users).where(eq(users.phone, phone)))[0]!.id;

describe('POST /ManagementCenter/feedbackSubmit', () => {
  it('stores the feedback under the caller and their company', async () => {
    const res = await submit(await t.login(DEMO.users.agentA.phone), {
      content: '  希望房源列表可以按小区筛选。 ',
      contact: '微信 lina88',
    });
    expect(res).toMatchObject({ code: 200, msg: '感谢您的反馈' });
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, res.data.id));
    expect(row).toMatchObject({
      companyId: DEMO.companyA.id,
      userId: await userId(DEMO.users.agentA.phone),
      content: '希望房源列表可以按小区筛选。',
      contact: '微信 lina88',
    });
  });

  it('ignores company and user ids in the body', async () => {
    const res = await submit(await t.login(DEMO.users.agentB.phone), {
      content: '建议增加夜间模式',
      companyId: DEMO.companyA.id,
      userId: await userId(DEMO.users.managerA.phone),
    });
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, res.data.id));
    expect(row).toMatchObject({
      companyId: DEMO.companyB.id,
      userId: await userId(DEMO.users.agentB.phone),
      contact: '',
    });
  });

  it('is open to a person waiting for review', async () => {
    const res = await submit(await t.login(DEMO.users.pendingA.phone), { content: '审核要多久？' });
    expect(res).toMatchObject({ code: 200, msg: '感谢您的反馈' });
    const [row] = await t.db.select().from(feedback).where(eq(feedback.id, res.data.id));
    expect(row).toMatchObject({ userId: await userId(DEMO.users.pendingA.phone), content: '审核要多久？' });
  });

  it.each([
    [{}, '请输入反馈内容'],
    [{ content: '   ' }, '请输入反馈内容'],
    [{ content: '长'.repeat(501) }, '反馈内容不能超过500个字'],
    [{ content: '好', contact: 'x'.repeat(51) }, '联系方式过长'],
  ])('answers %j with %s and stores nothing', async (payload, msg) => {
    const before = (await t.db.select().from(feedback)).length;
    expect(await submit(await t.login(DEMO.users.agentA.phone), payload)).toMatchObject({ code: 405, msg });
    expect(await t.db.select().from(feedback)).toHaveLength(before);
  });
});
