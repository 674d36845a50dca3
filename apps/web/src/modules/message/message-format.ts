import { MESSAGE_MSG, MSG_TYPE, READ_FILTER } from '@awb/contract/message.contract';

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * When a message came, as the list shows it (local time): 刚刚 within a minute, N分钟前 within the
 * hour, HH:mm today, 昨天 HH:mm, MM-DD this year, YYYY-MM-DD before; '' for no time.
 */
export function messageTime(iso: string, now: Date = new Date()): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const ago = now.getTime() - at.getTime();
  if (ago >= 0 && ago < 60_000) return '刚刚';
  if (ago >= 0 && ago < 3_600_000) return `${Math.floor(ago / 60_000)}分钟前`;
  const clock = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (at.getTime() >= startOfToday && at.getTime() < startOfToday + DAY) return clock;
  if (at.getTime() >= startOfToday - DAY && at.getTime() < startOfToday) return `昨天 ${clock}`;
  const day = `${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return at.getFullYear() === now.getFullYear() ? day : `${at.getFullYear()}-${day}`;
}

/** The full time of a detail page: YYYY-MM-DD HH:mm. */
export function fullTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A page's query value as a message type; anything else is the announcements. */
export function typeParam(value: string | null): number {
  const n = Number(value);
  return n === MSG_TYPE.remind || n === MSG_TYPE.contractReport ? n : MSG_TYPE.notice;
}

/** A page's query value as a read filter (0 all, 1 read, 2 unread); anything else is all. */
export function readParam(value: string | null): number {
  const n = Number(value);
  return n === READ_FILTER.read || n === READ_FILTER.unread ? n : READ_FILTER.all;
}

/** Whether content is markup (rendered sanitised) or plain text (rendered with its line breaks). */
export function isMarkup(content: string): boolean {
  return /<\/?[a-z][\s\S]*?>/i.test(content);
}

/** The first problem of the announcement form, in the server's wording, or null. */
export function noticeFormProblem(values: { title: string; content: string }): string | null {
  if (!values.title.trim()) return MESSAGE_MSG.titleRequired;
  if (!values.content.trim()) return MESSAGE_MSG.contentRequired;
  return null;
}
