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
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TClock } from '../../platform/clock.ts';
import type { TDb } from '../../platform/db/db.ts';
import { pageOffset } from '../../platform/db/list.ts';
import { notFound } from '../../platform/errors.ts';
import { noticeRepository } from './notice.repository.ts';
import { noticeSummary } from './notice-summary.ts';
import { reminderRepository } from './reminder.repository.ts';
import type { reminders } from './reminder.table.ts';

type TPage = { pageindex: number; pagesize: number; read: number };
type TNoticeRow = NonNullable<Awaited<ReturnType<typeof noticeRepository.find>>>;
type TNoticeForm = { title: string; content: string; isTop: boolean };

const noticeBase = (r: TNoticeRow) => ({
  id: r.id,
  title: r.title,
  isTop: r.isTop,
  publisherName: r.publisherName ?? '',
  releaseTime: r.releasedAt.toISOString(),
  isRead: r.readAt !== null,
});

const remindItem = (r: typeof reminders.$inferSelect): TRemindItem => ({
  remindId: r.id,
  type: r.kind === REMINDER_KIND.contractReport ? MSG_TYPE.contractReport : MSG_TYPE.remind,
  title: r.title,
  content: r.content,
  isRead: r.readAt !== null,
  createTime: r.createdAt.toISOString(),
});

/** The message centre: the company's announcements and the caller's own reminders (docs/messages.md). */
export function messageService(deps: { db: TDb; clock: TClock }) {
  const { db, clock } = deps;
  return {
    async notices(ctx: TRequestContext, q: TPage): Promise<{ rows: TNoticeItem[]; total: number }> {
      const page = await noticeRepository.page(db, ctx, q.read, pageOffset(q.pageindex, q.pagesize), q.pagesize);
      return {
        rows: page.rows.map((r) => ({ ...noticeBase(r), summary: noticeSummary(r.content) })),
        total: page.total,
      };
    },

    async notice(ctx: TRequestContext, id: number): Promise<TNoticeDetail> {
      const row = await noticeRepository.find(db, ctx, id);
      if (!row) throw notFound(MESSAGE_MSG.noticeNotFound);
      return { ...noticeBase(row), content: row.content };
    },

    /** Marks one announcement (which must be the company's) or all of them read for the caller. */
    async readNotices(ctx: TRequestContext, id?: number): Promise<{ count: number }> {
      return db.transaction(async (tx) => {
        if (id !== undefined && !(await noticeRepository.find(tx, ctx, id))) throw notFound(MESSAGE_MSG.noticeNotFound);
        const ids = await noticeRepository.unreadIds(tx, ctx, id);
        await noticeRepository.markRead(tx, ctx, ids, clock.now());
        return { count: ids.length };
      });
    },

    async release(ctx: TRequestContext, form: TNoticeForm): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        const id = await noticeRepository.insert(tx, {
          companyId: ctx.companyId,
          publisherId: ctx.userId,
          at: clock.now(),
          ...form,
        });
        // The publisher has read what they wrote.
        await noticeRepository.markRead(tx, ctx, [id], clock.now());
        return { id };
      });
    },

    async modify(ctx: TRequestContext, id: number, form: TNoticeForm): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await noticeRepository.exists(tx, ctx.companyId, id))) throw notFound(MESSAGE_MSG.noticeNotFound);
        await noticeRepository.update(tx, ctx.companyId, id, { ...form, at: clock.now() });
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
      return db.transaction(async (tx) => ({ count: await reminderRepository.markRead(tx, ctx, kind, clock.now()) }));
    },

    /** Marks one of the caller's reminders read (already read stays as it was) and answers it. */
    async readReminder(ctx: TRequestContext, remindId: number): Promise<TRemindItem> {
      return db.transaction(async (tx) => {
        const row = await reminderRepository.find(tx, ctx, remindId);
        if (!row) throw notFound(MESSAGE_MSG.remindNotFound);
        await reminderRepository.markRead(tx, ctx, null, clock.now(), remindId);
        return remindItem({ ...row, readAt: row.readAt ?? clock.now() });
      });
    },

    async menu(ctx: TRequestContext): Promise<TMessageMenuItem[]> {
      const item = (type: number, unreadCount: number, latest: { title: string; at: Date } | undefined) => ({
        type,
        name: MSG_TYPE_NAMES[type] ?? '',
        unreadCount,
        latestTitle: latest?.title ?? '',
        latestTime: latest?.at.toISOString() ?? '',
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
          await noticeRepository.unreadCount(db, ctx),
          await noticeRepository.latest(db, ctx.companyId),
        ),
        await remindKind(MSG_TYPE.remind),
        await remindKind(MSG_TYPE.contractReport),
      ];
    },
  };
}
