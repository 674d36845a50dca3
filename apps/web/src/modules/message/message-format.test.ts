import { MESSAGE_MSG, MSG_TYPE, READ_FILTER } from '@awb/contract/message.contract';
import { describe, expect, it } from 'vitest';
import { fullTime, isMarkup, messageTime, noticeFormProblem, readParam, typeParam } from './message-format.ts';

/** 15:30 in Beijing; the answers carry Beijing `YYYY-MM-DD HH:mm`, whatever the phone's time zone. */
const now = new Date('2026-11-23T15:30:00+08:00');
const pad = (n: number) => String(n).padStart(2, '0');
const at = (y: number, month: number, d: number, h: number, m: number) =>
  `${y}-${pad(month + 1)}-${pad(d)} ${pad(h)}:${pad(m)}`;

describe('messageTime', () => {
  it('says 刚刚 and minutes within the hour', () => {
    expect(messageTime(at(2026, 10, 23, 15, 29), now)).toBe('1分钟前');
    expect(messageTime(at(2026, 10, 23, 15, 30), new Date(now.getTime() + 20_000))).toBe('刚刚');
  });
  it('shows the clock today, 昨天 yesterday, the day this year, the year before', () => {
    expect(messageTime(at(2026, 10, 23, 8, 5), now)).toBe('08:05');
    expect(messageTime(at(2026, 10, 22, 23, 59), now)).toBe('昨天 23:59');
    expect(messageTime(at(2026, 10, 21, 9, 0), now)).toBe('11-21');
    expect(messageTime(at(2025, 0, 2, 9, 0), now)).toBe('2025-01-02');
  });
  it('answers nothing for no time or a bad one', () => {
    expect(messageTime('', now)).toBe('');
    expect(messageTime('x', now)).toBe('');
    expect(messageTime('2026-11-23T07:00:00.000Z', now)).toBe('');
    expect(fullTime('x')).toBe('');
    expect(fullTime(at(2026, 0, 5, 7, 8))).toBe('2026-01-05 07:08');
  });
});

describe('page parameters', () => {
  it('falls back to announcements and all', () => {
    expect(typeParam(String(MSG_TYPE.remind))).toBe(MSG_TYPE.remind);
    expect(typeParam(String(MSG_TYPE.contractReport))).toBe(MSG_TYPE.contractReport);
    expect(typeParam('9')).toBe(MSG_TYPE.notice);
    expect(typeParam(null)).toBe(MSG_TYPE.notice);
    expect(readParam('2')).toBe(READ_FILTER.unread);
    expect(readParam('abc')).toBe(READ_FILTER.all);
  });
});

describe('isMarkup', () => {
  it('tells rich text from plain text', () => {
    expect(isMarkup('<p>团建</p>')).toBe(true);
    expect(isMarkup('3 < 5 且 6 > 2')).toBe(false);
    expect(isMarkup('第一行\n第二行')).toBe(false);
  });
});

describe('noticeFormProblem', () => {
  it('asks for the title first, then the content', () => {
    expect(noticeFormProblem({ title: ' ', content: '' })).toBe(MESSAGE_MSG.titleRequired);
    expect(noticeFormProblem({ title: '标题', content: '  ' })).toBe(MESSAGE_MSG.contentRequired);
    expect(noticeFormProblem({ title: '标题', content: '内容' })).toBeNull();
  });
});
