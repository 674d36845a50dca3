import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { endpoint } from './common/endpoint.ts';
import { ZEnvelope, ZListEnvelope } from './common/envelope.ts';
import { ZId, ZPageIndex, ZPageSize } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { PAGE_SIZE } from './common/page-sizes.ts';
import { ZTime } from './common/time-fields.ts';
import { PERMISSION } from './permission-check.ts';

/**
 * The message centre (seed 001 §2 /pages/index/msg-*, §7 "Messages"): company announcements (公告,
 * `/omp/gonggao/*`, read state per user) and the caller's own reminders (提醒 and 合同报告,
 * `/base/remind*`). Read filter (seed 001 §4): 0 all, 1 read, 2 unread. docs/messages.md.
 */
export const READ_FILTER = { all: 0, read: 1, unread: 2 } as const;
export const READ_FILTER_TABS = [
  { value: READ_FILTER.all, label: '全部' },
  { value: READ_FILTER.read, label: '已读' },
  { value: READ_FILTER.unread, label: '未读' },
] as const;

/** The kinds of the message centre's menu (messageMenu `type`). */
export const MSG_TYPE = { notice: 1, remind: 2, contractReport: 3 } as const;
export const MSG_TYPE_NAMES: Record<number, string> = { 1: '公告', 2: '提醒', 3: '合同报告' };

/** A reminder's `kind` column: what other modules write (0) and the contract reports (1). */
export const REMINDER_KIND = { remind: 0, contractReport: 1 } as const;
/** Which reminder kind a menu type lists. */
export const REMINDER_KIND_OF_TYPE: Record<number, number> = {
  [MSG_TYPE.remind]: REMINDER_KIND.remind,
  [MSG_TYPE.contractReport]: REMINDER_KIND.contractReport,
};

export const NOTICE_LIMITS = { titleMax: 50, contentMax: 5000, summaryMax: 60, deptsMax: 50 } as const;

export const MESSAGE_MSG = {
  titleRequired: '请输入公告标题',
  titleTooLong: `公告标题不能超过${NOTICE_LIMITS.titleMax}个字`,
  contentRequired: '请输入公告内容',
  contentTooLong: `公告内容不能超过${NOTICE_LIMITS.contentMax}个字`,
  noticeNotFound: '公告不存在或已删除',
  deptsInvalid: '所选部门不存在',
  deptsTooMany: `最多选择${NOTICE_LIMITS.deptsMax}个部门`,
  remindNotFound: '提醒不存在或已删除',
  readFilterInvalid: '已读状态不正确',
  typeInvalid: '消息类型不正确',
  released: '发布成功',
  modified: '修改成功',
  deleted: '删除成功',
  allRead: '已全部标为已读',
} as const;

/** The confirm before deleting an announcement (seed 001 §5). */
export const NOTICE_DELETE_CONFIRM = '是否确定删除这条公告记录？';

const ZReadFilter = numeric({ error: MESSAGE_MSG.readFilterInvalid })
  .int(MESSAGE_MSG.readFilterInvalid)
  .min(READ_FILTER.all, MESSAGE_MSG.readFilterInvalid)
  .max(READ_FILTER.unread, MESSAGE_MSG.readFilterInvalid)
  .default(READ_FILTER.all);

const ZRemindType = numeric({ error: MESSAGE_MSG.typeInvalid })
  .int(MESSAGE_MSG.typeInvalid)
  .refine((v) => v === MSG_TYPE.remind || v === MSG_TYPE.contractReport, MESSAGE_MSG.typeInvalid)
  .default(MSG_TYPE.remind);

const paging = { pageindex: ZPageIndex, pagesize: ZPageSize(PAGE_SIZE.messages) };

const ZNoticeTitle = z
  .string({ error: MESSAGE_MSG.titleRequired })
  .trim()
  .min(1, MESSAGE_MSG.titleRequired)
  .max(NOTICE_LIMITS.titleMax, MESSAGE_MSG.titleTooLong);
const ZNoticeContent = z
  .string({ error: MESSAGE_MSG.contentRequired })
  .trim()
  .min(1, MESSAGE_MSG.contentRequired)
  .max(NOTICE_LIMITS.contentMax, MESSAGE_MSG.contentTooLong);
/** The top flag: 1 pinned above the others, 0 not (also true/false). */
const ZTopFlag = z
  .union([z.boolean(), numeric().int().min(0).max(1)], { error: MSG.invalidParams })
  .transform((v) => v === true || v === 1)
  .default(false);

/**
 * Who the announcement is for: department ids of the company (each takes in its sub-departments);
 * empty: the whole company. Repeats are dropped.
 */
const ZNoticeDeptIds = z
  .array(ZId, { error: MSG.invalidParams })
  .max(NOTICE_LIMITS.deptsMax, MESSAGE_MSG.deptsTooMany)
  .transform((ids) => [...new Set(ids)]);

export const ZNoticeForm = z.object({
  title: ZNoticeTitle,
  content: ZNoticeContent,
  isTop: ZTopFlag,
  deptIds: ZNoticeDeptIds.default([]),
});
export type TNoticeFormInput = z.input<typeof ZNoticeForm>;
/** modifyV2: without deptIds the announcement keeps its audience; [] readdresses it to the whole company. */
export const ZNoticeModify = ZNoticeForm.extend({ id: ZId, deptIds: ZNoticeDeptIds.optional() });

/** A department an announcement is addressed to. */
export const ZNoticeDept = z.object({ deptId: z.number(), deptName: z.string() });

/** An announcement in the list: the content only as a plain-text summary. */
export const ZNoticeItem = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  isTop: z.boolean(),
  publisherName: z.string(),
  /** Time of release (or of the last change). */
  releaseTime: ZTime,
  isRead: z.boolean(),
  /** The departments it is addressed to; empty: the whole company (全公司). */
  depts: z.array(ZNoticeDept),
});
export type TNoticeItem = z.output<typeof ZNoticeItem>;

export const ZNoticeDetail = ZNoticeItem.omit({ summary: true }).extend({
  /** Rich text as released; the client sanitises it before showing it. */
  content: z.string(),
});
export type TNoticeDetail = z.output<typeof ZNoticeDetail>;

export const ZRemindItem = z.object({
  remindId: z.number(),
  /** MSG_TYPE.remind or MSG_TYPE.contractReport. */
  type: z.number(),
  title: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  createTime: ZTime,
});
export type TRemindItem = z.output<typeof ZRemindItem>;

export const ZMessageMenuItem = z.object({
  type: z.number(),
  name: z.string(),
  unreadCount: z.number(),
  latestTitle: z.string(),
  /** Time of the newest message of the kind, '' when there is none. */
  latestTime: ZTime,
});
export type TMessageMenuItem = z.output<typeof ZMessageMenuItem>;

const ZMarked = ZEnvelope(z.object({ count: z.number() }));

export const messageEndpoints = {
  postsV2: endpoint({
    method: 'GET',
    path: '/omp/gonggao/postsV2',
    auth: 'member',
    summary:
      "The company's announcements addressed to the caller (whole company, or a department on the caller's path; the publisher and holders of 发布公告 see all), pinned first then newest, 100 a page; read 0 all, 1 read, 2 unread",
    query: z.object({ ...paging, read: ZReadFilter }),
    response: ZListEnvelope(ZNoticeItem),
  }),
  detailV2: endpoint({
    method: 'GET',
    path: '/omp/gonggao/detailV2',
    auth: 'member',
    summary: 'One announcement of the company with its content (does not mark it read: gonggaoRead does)',
    query: z.object({ id: ZId }),
    response: ZEnvelope(ZNoticeDetail),
  }),
  gonggaoRead: endpoint({
    method: 'GET',
    path: '/omp/gonggao/gonggaoRead',
    auth: 'member',
    summary: 'Marks one announcement (id) or, without id, every announcement read for the caller',
    query: z.object({ id: ZId.optional() }),
    response: ZMarked,
  }),
  gonggaoDel: endpoint({
    method: 'POST',
    path: '/omp/gonggao/gonggaoDel',
    auth: 'member',
    permission: PERMISSION.notices,
    summary: 'Deletes an announcement with its read marks (confirm 是否确定删除这条公告记录？)',
    body: z.object({ id: ZId }),
    response: ZEnvelope(z.null()),
  }),
  releaseV2: endpoint({
    method: 'POST',
    path: '/omp/gonggao/releaseV2',
    auth: 'member',
    permission: PERMISSION.notices,
    idempotent: true,
    summary:
      'Releases an announcement to the whole company, or with deptIds to those departments and everything below them (page operation-notice); a department not of the company: 所选部门不存在',
    body: ZNoticeForm,
    response: ZEnvelope(z.object({ id: z.number() })),
  }),
  modifyV2: endpoint({
    method: 'POST',
    path: '/omp/gonggao/modifyV2',
    auth: 'member',
    permission: PERMISSION.notices,
    summary:
      'Changes an announcement (title, content, top flag; deptIds readdresses it, absent keeps the audience); read marks stay',
    body: ZNoticeModify,
    response: ZEnvelope(z.null()),
  }),
  messageMenu: endpoint({
    method: 'GET',
    path: '/base/messageMenu',
    auth: 'member',
    summary: "The message centre's kinds (公告, 提醒, 合同报告) with the caller's unread count and newest title",
    response: ZEnvelope(z.array(ZMessageMenuItem)),
  }),
  remindPosts: endpoint({
    method: 'GET',
    path: '/base/remindPosts',
    auth: 'member',
    summary: "The caller's own reminders of a type (2 提醒, 3 合同报告), newest first, 100 a page; read 0/1/2",
    query: z.object({ ...paging, read: ZReadFilter, type: ZRemindType }),
    response: ZListEnvelope(ZRemindItem),
  }),
  remindRead: endpoint({
    method: 'GET',
    path: '/base/remindRead',
    auth: 'member',
    summary: "Marks every reminder of a type (2 提醒, 3 合同报告) of the caller's read",
    query: z.object({ type: ZRemindType }),
    response: ZMarked,
  }),
  remindSingleRead: endpoint({
    method: 'GET',
    path: '/base/remindSingleRead',
    auth: 'member',
    summary: "Marks one of the caller's reminders read and answers it (page msg-detail)",
    query: z.object({ remindId: ZId }),
    response: ZEnvelope(ZRemindItem),
  }),
} as const;
