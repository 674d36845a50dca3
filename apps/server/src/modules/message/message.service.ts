import { formatTime } from '@awb/contract/common/china-time';
import {
  MESSAGE_MSG,
  MSG_TYPE,
  MSG_TYPE_NAMES,
  REMINDER_KIND,
  REMINDER_KIND_OF_TYPE,
  type TMessageMenuItem,
  type TNoticeDetail,
  type TNoticeItem,
  type TRemindItem,
} from '@awb/contract/message.contract';
import { can, PERMISSION } from '@awb/contract/permission-check';
import type { TRequestContext } from '../../platform/auth/context.ts';
import { pageOffset } from '../../platform/db/list.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { DepartmentService } from '../org/department.service.ts';
import { noticeRepository, type TAudience } from './notice.repository.ts';
import { noticeSummary } from './notice-summary.ts';
import { reminderRepository } from './reminder.repository.ts';
import type { reminders } from './reminder.table.ts';
import { forgetUnreadCounts } from './unread-counts.ts';

type TPage = { pageindex: number; pagesize: number; read: number };
type TNoticeRow = NonNullable<Awaited<ReturnType<typeof noticeRepository.find>>>;
type TNoticeForm = { title: string; content: string; isTop: boolean; deptIds?: number[] };
type TDeptNames = Map<number, string>;

/** Shown for a department deleted since the announcement was addressed to it. */
const GONE_DEPT = '已删除部门';

/** The caller as a reader: the departments on their path, and whether they see every announcement. */
export function audienceOf(ctx: TRequestContext): TAudience {
  const pathDeptIds = (ctx.departmentPath ?? '').split('/').filter(Boolean).map(Number);
  return { companyId: ctx.companyId, userId: ctx.userId, pathDeptIds, seesAll: can(ctx, PERMISSION.notices) };
}

const deptsOf = (ids: number[] | undefined, names: TDeptNames) =>
  (ids ?? []).map((deptId) => ({ deptId, deptName: names.get(deptId) ?? GONE_DEPT }));

const noticeBase = (r: TNoticeRow, depts: { deptId: number; deptName: string }[]) => ({
  id: r.id,
  title: r.title,
  isTop: r.isTop,
  publisherName: r.publisherName ?? '',
  releaseTime: formatTime(r.releasedAt),
  isRead: r.readAt !== null,
  depts,
});

const remindItem = (r: typeof reminders.$inferSelect): TRemindItem => ({
  remindId: r.id,
  type: r.kind === REMINDER_KIND.contractReport ? MSG_TYPE.contractReport : MSG_TYPE.remind,
  title: r.title,
  content: r.content,
  isRead: r.readAt !== null,
  createTime: formatTime(r.createdAt),
});

/** The message centre: the company's announcements and the caller's own reminders (docs/messages.md). */
export function messageService(deps: TDeps) {
  const { db, clock } = deps;
  const departments = new DepartmentService(deps);
  const deptNames = async (companyId: number): Promise<TDeptNames> => {
    const tree = await departments.loadTree(companyId);
    return new Map([...tree.byId.values()].map((d) => [d.id, d.name]));
  };
  /** Every department named must be the company's (所选部门不存在). */
  const checkDepts = async (companyId: number, deptIds: number[] | undefined) => {
    if (!deptIds?.length) return;
    const names = await deptNames(companyId);
    if (deptIds.some((id) => !names.has(id))) throw invalid(MESSAGE_MSG.deptsInvalid);
  };
  return {
    async notices(ctx: TRequestContext, q: TPage): Promise<{ rows: TNoticeItem[]; total: number }> {
      const audience = audienceOf(ctx);
      const page = await noticeRepository.page(db, audience, q.read, pageOffset(q.pageindex, q.pagesize), q.pagesize);
      const addressed = await noticeRepository.deptsOf(
        db,
        ctx.companyId,
        page.rows.map((r) => r.id),
      );
      const names = addressed.size > 0 ? await deptNames(ctx.companyId) : new Map();
      return {
        rows: page.rows.map((r) => ({
          ...noticeBase(r, deptsOf(addressed.get(r.id), names)),
          summary: noticeSummary(r.content),
        })),
        total: page.total,
      };
    },

    async notice(ctx: TRequestContext, id: number): Promise<TNoticeDetail> {
      const row = await noticeRepository.find(db, audienceOf(ctx), id);
      if (!row) throw notFound(MESSAGE_MSG.noticeNotFound);
      const addressed = (await noticeRepository.deptsOf(db, ctx.companyId, [id])).get(id);
      const names = addressed ? await deptNames(ctx.companyId) : new Map();
      return { ...noticeBase(row, deptsOf(addressed, names)), content: row.content };
    },

    /** Marks one announcement (which must be the company's) or all of them read for the caller. */
    async readNotices(ctx: TRequestContext, id?: number): Promise<{ count: number }> {
      return db.transaction(async (tx) => {
        const audience = audienceOf(ctx);
        if (id !== undefined && !(await noticeRepository.find(tx, audience, id)))
          throw notFound(MESSAGE_MSG.noticeNotFound);
        const ids = await noticeRepository.unreadIds(tx, audience, id);
        await noticeRepository.markRead(tx, ctx, ids, clock.now());
        return { count: ids.length };
      });
    },

    async release(ctx: TRequestContext, form: TNoticeForm): Promise<{ id: number }> {
      const { deptIds = [], ...fields } = form;
      await checkDepts(ctx.companyId, deptIds);
      return db.transaction(async (tx) => {
        const id = await noticeRepository.insert(tx, {
          companyId: ctx.companyId,
          publisherId: ctx.userId,
          at: clock.now(),
          ...fields,
        });
        await noticeRepository.setDepts(tx, ctx.companyId, id, deptIds);
        // The publisher has read what they wrote.
        await noticeRepository.markRead(tx, ctx, [id], clock.now());
        return { id };
      });
    },

    async modify(ctx: TRequestContext, id: number, form: TNoticeForm): Promise<void> {
      const { deptIds, ...fields } = form;
      await checkDepts(ctx.companyId, deptIds);
      await db.transaction(async (tx) => {
        if (!(await noticeRepository.exists(tx, ctx.companyId, id))) throw notFound(MESSAGE_MSG.noticeNotFound);
        await noticeRepository.update(tx, ctx.companyId, id, { ...fields, at: clock.now() });
        if (deptIds !== undefined) await noticeRepository.setDepts(tx, ctx.companyId, id, deptIds);
      });
    },

    async remove(ctx: TRequestContext, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await noticeRepository.exists(tx, ctx.companyId, id))) throw notFound(MESSAGE_MSG.noticeNotFound);
        await noticeRepository.remove(tx, ctx.companyId, id);
      });
    },

    async reminders(
      ctx: TRequestContext,
      q: TPage & { type: number },
    ): Promise<{ rows: TRemindItem[]; total: number }> {
      const kind = REMINDER_KIND_OF_TYPE[q.type] ?? REMINDER_KIND.remind;
      const offset = pageOffset(q.pageindex, q.pagesize);
      const page = await reminderRepository.page(db, ctx, kind, q.read, offset, q.pagesize);
      return { rows: page.rows.map(remindItem), total: page.total };
    },

    async readReminders(ctx: TRequestContext, type: number): Promise<{ count: number }> {
      const kind = REMINDER_KIND_OF_TYPE[type] ?? REMINDER_KIND.remind;
      const read = await db.transaction(async (tx) => ({
        count: await reminderRepository.markRead(tx, ctx, kind, clock.now()),
      }));
      forgetUnreadCounts(ctx.companyId); // again once committed: a count read meanwhile is not kept
      return read;
    },

    /** Marks one of the caller's reminders read (already read stays as it was) and answers it. */
    async readReminder(ctx: TRequestContext, remindId: number): Promise<TRemindItem> {
      const item = await db.transaction(async (tx) => {
        const row = await reminderRepository.find(tx, ctx, remindId);
        if (!row) throw notFound(MESSAGE_MSG.remindNotFound);
        await reminderRepository.markRead(tx, ctx, null, clock.now(), remindId);
        return remindItem({ ...row, readAt: row.readAt ?? clock.now() });
      });
      forgetUnreadCounts(ctx.companyId);
      return item;
    },

    async menu(ctx: TRequestContext): Promise<TMessageMenuItem[]> {
      const item = (type: number, unreadCount: number, latest: { title: string; at: Date } | undefined) => ({
        type,
        name: MSG_TYPE_NAMES[type] ?? '',
        unreadCount,
        latestTitle: latest?.title ?? '',
        latestTime: formatTime(latest?.at),
      });
      const remindKind = async (type: number) => {
        const kind = REMINDER_KIND_OF_TYPE[type] ?? REMINDER_KIND.remind;
        return item(
          type,
          await reminderRepository.unreadCount(db, ctx, kind),
          await reminderRepository.latest(db, ctx, kind),
        );
      };
      return [
        item(
          MSG_TYPE.notice,
          await noticeRepository.unreadCount(db, audienceOf(ctx)),
          await noticeRepository.latest(db, audienceOf(ctx)),
        ),
        await remindKind(MSG_TYPE.remind),
        await remindKind(MSG_TYPE.contractReport),
      ];
    },
  };
}
