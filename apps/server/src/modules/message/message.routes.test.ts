import { MESSAGE_MSG, MSG_TYPE, NOTICE_LIMITS } from '@awb/contract/message.contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, type THeaders } from '../../../test/create-test-app.ts';
import { setupFileApp } from '../../../test/file-app.ts';
import { userIdOf } from '../../../test/org-fixtures.ts';
import { noticeReads, notices } from './notice.table.ts';
import { reminderService } from './reminder.service.ts';
import { reminders } from './reminder.table.ts';

const { t, get, post, manager, agent, agent2, managerB } = setupFileApp({
  manager: 'managerA',
  agent: 'agentA',
  agent2: 'agentA2',
  managerB: 'managerB',
});

const qs = (q: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]));
const posts = (h: THeaders, q: Record<string, unknown> = {}) => get(`/omp/gonggao/postsV2?${qs(q)}`, h);
const reminds = (h: THeaders, q: Record<string, unknown> = {}) => get(`/base/remindPosts?${qs(q)}`, h);
const menu = async (h: THeaders) => {
  const res = await get('/base/messageMenu', h);
  expect(res.code).toBe(200);
  return Object.fromEntries((res.data as { type: number; unreadCount: number }[]).map((m) => [m.type, m]));
};
const release = (h: THeaders, body: object) => post('/omp/gonggao/releaseV2', body, h);

describe('announcements', () => {
  it('lists the company’s announcements, pinned first then newest, with the caller’s read state', async () => {
    const res = await posts(agent);
    expect(res.code).toBe(200);
    expect(res.total).toBe(3);
    expect(res.data.map((n: { title: string }) => n.title)).toEqual([
      '关于规范房源实勘的通知',
      '11月业绩通报',
      '本周六门店团建活动',
    ]);
    expect(res.data[0]).toMatchObject({ isTop: true, isRead: false, publisherName: DEMO.users.managerA.name });
    expect(res.data[0].summary).not.toContain('<');
    expect(res.data[0]).not.toHaveProperty('content');
    // The publisher has read their own announcements.
    expect((await posts(manager, { read: 2 })).total).toBe(0);
    // Company B sees its own only.
    const b = await posts(managerB);
    expect(b.data.map((n: { title: string }) => n.title)).toEqual(['鑫诚地产年终会议安排']);
  });

  it('marks one read, then all, and the read filter and the menu follow', async () => {
    const list = await posts(agent2);
    const first = list.data[1].id as number;
    expect((await menu(agent2))[MSG_TYPE.notice]).toMatchObject({ unreadCount: 3, latestTitle: '11月业绩通报' });

    const detail = await get(`/omp/gonggao/detailV2?id=${first}`, agent2);
    expect(detail.data).toMatchObject({ id: first, isRead: false });
    expect(detail.data.content).toContain('<b>');
    expect(await get(`/omp/gonggao/gonggaoRead?id=${first}`, agent2)).toMatchObject({ code: 200, data: { count: 1 } });
    expect(await get(`/omp/gonggao/gonggaoRead?id=${first}`, agent2)).toMatchObject({ code: 200, data: { count: 0 } });

    const read = await posts(agent2, { read: 1 });
    expect(read.data.map((n: { id: number }) => n.id)).toEqual([first]);
    expect((await posts(agent2, { read: 2 })).total).toBe(2);
    expect((await menu(agent2))[MSG_TYPE.notice]?.unreadCount).toBe(2);

    expect(await get('/omp/gonggao/gonggaoRead', agent2)).toMatchObject({ code: 200, data: { count: 2 } });
    expect((await posts(agent2, { read: 2 })).total).toBe(0);
    expect((await posts(agent2, { read: 0 })).total).toBe(3);
    // Another user's read state is their own.
    expect((await posts(agent, { read: 2 })).total).toBe(3);
  });

  it('releases, modifies and deletes for those allowed; others are refused with the seeds’ message', async () => {
    const refused = await release(agent, { title: '越权公告', content: '内容' });
    expect(refused).toMatchObject({ code: 403, msg: '您没有权限，请联系管理员设置相关权限' });

    const made = await release(manager, { title: '  新公告 ', content: '<p>请查收</p>', isTop: 1 });
    expect(made).toMatchObject({ code: 200, msg: MESSAGE_MSG.released });
    const id = made.data.id as number;
    const [row] = await t.db.select().from(notices).where(eq(notices.id, id));
    expect(row).toMatchObject({ companyId: DEMO.companyA.id, title: '新公告', isTop: true });
    expect((await posts(agent)).data[0]).toMatchObject({ id, isRead: false });

    expect(await post('/omp/gonggao/modifyV2', { id, title: '改后的公告', content: '新内容' }, agent)).toMatchObject({
      code: 403,
    });
    expect(await post('/omp/gonggao/modifyV2', { id, title: '改后的公告', content: '新内容' }, manager)).toMatchObject({
      code: 200,
      msg: MESSAGE_MSG.modified,
    });
    expect((await get(`/omp/gonggao/detailV2?id=${id}`, agent)).data).toMatchObject({
      title: '改后的公告',
      content: '新内容',
      isTop: false,
    });

    await get(`/omp/gonggao/gonggaoRead?id=${id}`, agent);
    expect(await post('/omp/gonggao/gonggaoDel', { id }, agent)).toMatchObject({ code: 403 });
    expect(await post('/omp/gonggao/gonggaoDel', { id }, manager)).toMatchObject({
      code: 200,
      msg: MESSAGE_MSG.deleted,
    });
    expect(await t.db.select().from(notices).where(eq(notices.id, id))).toEqual([]);
    expect(await t.db.select().from(noticeReads).where(eq(noticeReads.noticeId, id))).toEqual([]);
    expect(await get(`/omp/gonggao/detailV2?id=${id}`, agent)).toMatchObject({
      code: 404,
      msg: MESSAGE_MSG.noticeNotFound,
    });
  });

  it('never reaches another company’s announcement', async () => {
    const [ofB] = await t.db.select().from(notices).where(eq(notices.companyId, DEMO.companyB.id));
    const id = ofB!.id;
    expect(await get(`/omp/gonggao/detailV2?id=${id}`, manager)).toMatchObject({ code: 404 });
    expect(await get(`/omp/gonggao/gonggaoRead?id=${id}`, manager)).toMatchObject({ code: 404 });
    expect(await post('/omp/gonggao/modifyV2', { id, title: '篡改', content: '篡改' }, manager)).toMatchObject({
      code: 404,
    });
    expect(await post('/omp/gonggao/gonggaoDel', { id }, manager)).toMatchObject({ code: 404 });
    const [after] = await t.db.select().from(notices).where(eq(notices.id, id));
    expect(after).toEqual(ofB);
    expect(await t.db.select().from(noticeReads).where(eq(noticeReads.noticeId, id))).toHaveLength(1);
  });

  it('answers bad input with the Chinese messages', async () => {
    expect(await release(manager, { title: ' ', content: '内容' })).toMatchObject({
      code: 405,
      msg: MESSAGE_MSG.titleRequired,
    });
    expect(await release(manager, { title: '标题' })).toMatchObject({ code: 405, msg: MESSAGE_MSG.contentRequired });
    expect(await release(manager, { title: '长'.repeat(NOTICE_LIMITS.titleMax + 1), content: '内容' })).toMatchObject({
      code: 405,
      msg: MESSAGE_MSG.titleTooLong,
    });
    expect(await posts(agent, { read: 3 })).toMatchObject({ code: 405, msg: MESSAGE_MSG.readFilterInvalid });
    expect(await reminds(agent, { type: 1 })).toMatchObject({ code: 405, msg: MESSAGE_MSG.typeInvalid });
    expect(await get('/omp/gonggao/detailV2?id=abc', agent)).toMatchObject({ code: 405, msg: '参数错误' });
  });
});

describe('reminders', () => {
  it('lists only the caller’s own reminders of a kind with the read filter, 100 a page by default', async () => {
    const all = await reminds(manager);
    // The two of the foundation's demo share a time: the later written comes first.
    expect(all.data.map((r: { title: string }) => r.title)).toEqual(['套餐购买成功', '新员工加入申请', '跟进提醒']);
    expect((await reminds(manager, { read: 2 })).total).toBe(2);
    expect((await reminds(manager, { read: 1 })).data.map((r: { title: string }) => r.title)).toEqual(['跟进提醒']);
    const reports = await reminds(manager, { type: MSG_TYPE.contractReport });
    expect(reports.data).toEqual([expect.objectContaining({ type: MSG_TYPE.contractReport, isRead: true })]);
    expect((await reminds(managerB)).data.every((r: { title: string }) => r.title !== '新员工加入申请')).toBe(true);
  });

  it('marks one read (own only) and all read, and the menu follows', async () => {
    const me = await userIdOf(t, DEMO.users.agentA2.phone);
    await reminderService.add(t.db, { companyId: DEMO.companyA.id, userId: me, title: '提醒一', content: '一' });
    await reminderService.add(t.db, { companyId: DEMO.companyA.id, userId: me, title: '提醒二', content: '二' });
    expect((await menu(agent2))[MSG_TYPE.remind]).toMatchObject({ unreadCount: 2, latestTitle: '提醒二' });

    const [one] = (await reminds(agent2, { read: 2 })).data;
    // Someone else cannot open (or mark) it.
    expect(await get(`/base/remindSingleRead?remindId=${one.remindId}`, agent)).toMatchObject({
      code: 404,
      msg: MESSAGE_MSG.remindNotFound,
    });
    expect(await get(`/base/remindSingleRead?remindId=${one.remindId}`, managerB)).toMatchObject({ code: 404 });
    const opened = await get(`/base/remindSingleRead?remindId=${one.remindId}`, agent2);
    expect(opened.data).toMatchObject({ remindId: one.remindId, isRead: true, content: one.content });
    expect((await menu(agent2))[MSG_TYPE.remind]?.unreadCount).toBe(1);

    expect(await get('/base/remindRead', agent2)).toMatchObject({ code: 200, data: { count: 1 } });
    expect((await reminds(agent2, { read: 2 })).total).toBe(0);
    const rows = await t.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.companyId, DEMO.companyA.id), eq(reminders.userId, me)));
    expect(rows.every((r) => r.readAt !== null)).toBe(true);
    // The manager's own unread reminders are untouched.
    expect((await reminds(manager, { read: 2 })).total).toBe(2);
  });
});
