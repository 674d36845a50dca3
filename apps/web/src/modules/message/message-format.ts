import { chinaDay, parseChinaTime } from '@awb/contract/common/china-time';
import { MESSAGE_MSG, MSG_TYPE, READ_FILTER } from '@awb/contract/message.contract';

const DAY = 86_400_000;

/**
 * When a message came, as the list shows it, from the answer's Beijing `YYYY-MM-DD HH:mm`: 刚刚 within
 * a minute, N分钟前 within the hour, HH:mm today, 昨天 HH:mm, MM-DD this year, YYYY-MM-DD before
 * (days are Beijing days, as the times are); '' for no time.
 */
export function messageTime(text: string, now: Date = new Date()): string {
  const at = parseChinaTime(text);
  if (!at) return '';
  const ago = now.getTime() - at.getTime();
  if (ago >= 0 && ago < 60_000) return '刚刚';
  if (ago >= 0 && ago < 3_600_000) return `${Math.floor(ago / 60_000)}分钟前`;
  const day = text.slice(0, 10);
  const clock = text.slice(11, 16);
  if (day === chinaDay(now)) return clock;
  if (day === chinaDay(new Date(now.getTime() - DAY))) return `昨天 ${clock}`;
  return day.slice(0, 4) === chinaDay(now).slice(0, 4) ? day.slice(5) : day;
}

/** The full time of a detail page: YYYY-MM-DD HH:mm, as the answer has it. */
export function fullTime(text: string): string {
  return parseChinaTime(text) ? text : '';
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
