import { expect } from 'vitest';
import { codes, get, idsOf, json, type TCaseContext, type TCrossTenantCase } from '../cross-tenant.kit.ts';

/** Cross-tenant entries of the message centre (announcements of the company, reminders of the caller). */
const firstOfA = (c: TCaseContext, table: string) => {
  const row = (c.a.rows[table] ?? [])[0];
  if (!row) throw new Error(`company A has no ${table} row for this case`);
  return Number(row.id);
};
const noticeOfA = (c: TCaseContext) => firstOfA(c, 'notices');
const reminderOfA = (c: TCaseContext) => firstOfA(c, 'reminders');
const notFound = (answers: Parameters<typeof codes>[0]) => {
  for (const code of codes(answers)) expect(code).toBe(404);
};
/** A list of B: none of A's titles (A's notices are all titled apart from B's). */
const ownList = (titles: (c: TCaseContext) => string[]) => (answers: Parameters<typeof codes>[0], c: TCaseContext) => {
  for (const answer of answers) {
    expect(answer.json?.code).toBe(200);
    const seen = ((answer.json?.data ?? []) as { title: string }[]).map((r) => r.title);
    for (const title of titles(c)) expect(seen).not.toContain(title);
  }
};
const titlesOf = (table: string) => (c: TCaseContext) => (c.a.rows[table] ?? []).map((r) => String(r.title));

/** B's manager names one of A's announcements by id (with A's ids besides): as not found. */
const noticeById = (method: 'GET' | 'POST', path: string, why: string, extra: object = {}): TCrossTenantCase => ({
  why,
  requests: (c) => [(method === 'GET' ? get : json)(path, c.b.manager, { ...idsOf(c.a), ...extra, id: noticeOfA(c) })],
  check: notFound,
});

export const MESSAGE_CASES: Record<string, TCrossTenantCase> = {
  'GET /omp/gonggao/postsV2': {
    why: "the list is filtered by the caller's company; read state is the caller's",
    requests: (c) => [0, 1, 2].map((read) => get('/omp/gonggao/postsV2', c.b.agent, { ...idsOf(c.a), read })),
    check: ownList(titlesOf('notices')),
  },
  'GET /omp/gonggao/detailV2': noticeById(
    'GET',
    '/omp/gonggao/detailV2',
    "an announcement is found by the caller's company first: A's ids are not found",
  ),
  'GET /omp/gonggao/gonggaoRead': {
    why: "marks the caller's read state of own company's announcements: A's id is not found, all marks B's only",
    requests: (c) => [
      get('/omp/gonggao/gonggaoRead', c.b.agent, { ...idsOf(c.a), id: noticeOfA(c) }),
      get('/omp/gonggao/gonggaoRead', c.b.agent, { companyId: c.a.companyId, userId: c.a.users.agentA.id }),
    ],
    check: async (answers, c) => {
      expect(codes(answers)).toEqual([404, 200]);
      const marks = await c.b.rowsAfter('notice_reads');
      expect(marks.every((m) => Number(m.company_id ?? m.companyId) === c.b.companyId)).toBe(true);
    },
  },
  'POST /omp/gonggao/gonggaoDel': noticeById(
    'POST',
    '/omp/gonggao/gonggaoDel',
    "deletes an announcement of the caller's company only: A's id is not found",
  ),
  'POST /omp/gonggao/modifyV2': noticeById(
    'POST',
    '/omp/gonggao/modifyV2',
    "changes an announcement of the caller's company only: A's id is not found",
    { title: '篡改', content: '篡改' },
  ),
  'POST /omp/gonggao/releaseV2': {
    why: "releases into the caller's company whatever company the body names; A's departments are not B's (所选部门不存在)",
    requests: (c) => [
      json('/omp/gonggao/releaseV2', c.b.manager, { ...idsOf(c.a), title: '跨租户公告', content: '内容' }),
      json('/omp/gonggao/releaseV2', c.b.manager, {
        title: '跨租户部门公告',
        content: '内容',
        deptIds: [firstOfA(c, 'departments')],
      }),
    ],
    check: async (answers, c) => {
      expect(codes(answers)).toEqual([200, 405]);
      expect(answers[1]?.json?.msg).toBe('所选部门不存在');
      const released = await c.b.rowsAfter('notices');
      expect(released.some((n) => n.title === '跨租户公告')).toBe(true);
      expect(released.some((n) => n.title === '跨租户部门公告')).toBe(false);
      expect(await c.b.rowsAfter('notice_depts')).toEqual([]);
    },
  },
  'GET /base/messageMenu': {
    why: "counts the caller's company's announcements and the caller's own reminders",
    requests: (c) => [get('/base/messageMenu', c.b.manager, idsOf(c.a))],
    check: (answers, c) => {
      const menu = answers[0]?.json?.data as { name: string; latestTitle: string }[];
      expect(menu.map((m) => m.name)).toEqual(['公告', '提醒', '合同报告']);
      for (const m of menu) expect(titlesOf('notices')(c)).not.toContain(m.latestTitle);
    },
  },
  'GET /base/remindPosts': {
    why: "lists the caller's own reminders only",
    requests: (c) => [2, 3].map((type) => get('/base/remindPosts', c.b.manager, { ...idsOf(c.a), type })),
    check: (answers) => {
      for (const answer of answers) expect(answer.json?.code).toBe(200);
      const titles = answers.flatMap((a) => ((a.json?.data ?? []) as { title: string }[]).map((r) => r.title));
      expect(titles).not.toContain('新员工加入申请');
    },
  },
  'GET /base/remindRead': {
    // B's agent, who has no reminders, so that B's manager's unread one still counts in systemInfo.
    why: "marks the caller's own reminders read; A's stay unread",
    requests: (c) => [get('/base/remindRead', c.b.agent, idsOf(c.a))],
    check: (answers) => expect(answers[0]?.json?.data?.count).toBe(0),
  },
  'GET /base/remindSingleRead': {
    why: "a reminder is found by the caller's company and user first: A's ids are not found",
    requests: (c) => [get('/base/remindSingleRead', c.b.manager, { ...idsOf(c.a), remindId: reminderOfA(c) })],
    check: notFound,
  },
};
