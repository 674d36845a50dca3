import { MESSAGE_MSG, MSG_TYPE, NOTICE_LIMITS } from '@awb/contract/message.contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, type THeaders } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { deptNamed } from '../../../test/org-fixtures.ts';
import { noticeDepts } from './notice.table.ts';

/**
 * Announcements addressed to departments: 文三路店 takes in 文三路一组 and 二组; 滨江店 and
 * its team do not see it; the publisher (manager) and whoever may release announcements see all.
 */
const { t, get, post, manager, agentWensan1, agentWensan2, agentBinjiang, headBinjiang, managerB } = setupFileApp({
  manager: 'managerA',
  agentWensan1: 'agentA',
  agentWensan2: 'agentA2',
  agentBinjiang: 'agentA3',
  headBinjiang: 'headA2',
  managerB: 'managerB',
});

const titles = async (h: THeaders) => {
  const res = await get('/omp/gonggao/postsV2?pagesize=100', h);
  expect(res.code).toBe(200);
  return (res.data as { title: string }[]).map((n) => n.title);
};
const unread = async (h: THeaders) => {
  const res = await get('/base/messageMenu', h);
  return (res.data as { type: number; unreadCount: number; latestTitle: string }[]).find(
    (m) => m.type === MSG_TYPE.notice,
  );
};
const release = (body: object, h: THeaders = manager) => post('/omp/gonggao/releaseV2', body, h);

describe('announcements addressed to departments', () => {
  it('reaches the chosen department and everything below it, and no one else', async () => {
    const wensan = await deptNamed(t, DEMO.companyA.id, '文三路店');
    const before = (await unread(agentBinjiang))?.unreadCount ?? 0;
    const res = await release({ title: '文三路店周会', content: '周一早会', deptIds: [wensan.id, wensan.id] });
    expect(res).toMatchObject({ code: 200, msg: MESSAGE_MSG.released });
    const id = res.data.id as number;
    // Repeats are stored once.
    const rows = await t.db.select().from(noticeDepts).where(eq(noticeDepts.noticeId, id));
    expect(rows.map((r) => r.deptId)).toEqual([wensan.id]);

    expect(await titles(agentWensan1)).toContain('文三路店周会');
    expect(await titles(agentWensan2)).toContain('文三路店周会');
    expect(await titles(agentBinjiang)).not.toContain('文三路店周会');
    expect(await titles(headBinjiang)).not.toContain('文三路店周会');
    // Not in the other store's unread count or newest title either, and not found by id.
    expect(await unread(agentBinjiang)).toMatchObject({ unreadCount: before });
    expect((await unread(agentBinjiang))?.latestTitle).not.toBe('文三路店周会');
    expect(await get(`/omp/gonggao/detailV2?id=${id}`, agentBinjiang)).toMatchObject({
      code: 404,
      msg: MESSAGE_MSG.noticeNotFound,
    });
    expect(await get(`/omp/gonggao/gonggaoRead?id=${id}`, agentBinjiang)).toMatchObject({ code: 404 });
    expect(await get('/omp/gonggao/gonggaoRead', agentBinjiang)).toMatchObject({ code: 200 });
    expect((await get(`/omp/gonggao/detailV2?id=${id}`, manager)).data).toMatchObject({
      depts: [{ deptId: wensan.id, deptName: '文三路店' }],
    });

    // The reader's list says who it is for.
    const list = await get('/omp/gonggao/postsV2', agentWensan1);
    const item = (list.data as { id: number; depts: unknown[] }[]).find((n) => n.id === id);
    expect(item?.depts).toEqual([{ deptId: wensan.id, deptName: '文三路店' }]);
    const whole = (list.data as { id: number; depts: unknown[]; title: string }[]).find(
      (n) => n.title === '11月业绩通报',
    );
    expect(whole?.depts).toEqual([]);
  });

  it('can be readdressed on modify; without deptIds the audience stays', async () => {
    const binjiang1 = await deptNamed(t, DEMO.companyA.id, '滨江一组');
    const { data } = await release({ title: '滨江一组通知', content: '内容', deptIds: [binjiang1.id] });
    expect(await titles(agentBinjiang)).toContain('滨江一组通知');
    expect(await titles(headBinjiang)).not.toContain('滨江一组通知');

    await post('/omp/gonggao/modifyV2', { id: data.id, title: '滨江一组通知（改）', content: '内容' }, manager);
    expect(await titles(headBinjiang)).not.toContain('滨江一组通知（改）');

    const whole = await post(
      '/omp/gonggao/modifyV2',
      { id: data.id, title: '全员通知', content: '内容', deptIds: [] },
      manager,
    );
    expect(whole).toMatchObject({ code: 200, msg: MESSAGE_MSG.modified });
    expect(await titles(headBinjiang)).toContain('全员通知');
    expect(await t.db.select().from(noticeDepts).where(eq(noticeDepts.noticeId, data.id))).toEqual([]);
  });

  it('refuses a department of another company or one that does not exist, and too many', async () => {
    const jiangnan = await deptNamed(t, DEMO.companyB.id, '江南大道店');
    for (const deptIds of [[jiangnan.id], [9_999_999]]) {
      expect(await release({ title: '越权', content: '内容', deptIds })).toMatchObject({
        code: 405,
        msg: MESSAGE_MSG.deptsInvalid,
      });
    }
    expect(await titles(manager)).not.toContain('越权');
    expect(await titles(managerB)).not.toContain('越权');
    const many = Array.from({ length: NOTICE_LIMITS.deptsMax + 1 }, (_, i) => i + 1);
    expect(await release({ title: '太多', content: '内容', deptIds: many })).toMatchObject({
      code: 405,
      msg: MESSAGE_MSG.deptsTooMany,
    });
  });

  it('shows the publisher what they addressed elsewhere, and deleting drops the addressing', async () => {
    const binjiang = await deptNamed(t, DEMO.companyA.id, '滨江店');
    const { data } = await release({ title: '只给滨江店', content: '内容', deptIds: [binjiang.id] });
    expect(await titles(manager)).toContain('只给滨江店');
    expect(await post('/omp/gonggao/gonggaoDel', { id: data.id }, manager)).toMatchObject({ code: 200 });
    expect(await t.db.select().from(noticeDepts).where(eq(noticeDepts.noticeId, data.id))).toEqual([]);
  });
});
