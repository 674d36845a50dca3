import { describe, expect, it } from 'vitest';
import { gateStep, isGatedApp, localDay, markReminded, parseReminderRecord, shouldRemind } from './app-gate-rules.ts';

describe('gateStep (seed 000 §4 app-use switch)', () => {
  it('maps the switch types to what the client does', () => {
    expect(gateStep({ type: 0, info: '' })).toBe('proceed');
    expect(gateStep({ type: 0, info: '房源本将于2025/1/5到期' })).toBe('remind');
    expect(gateStep({ type: 0, info: '   ' })).toBe('proceed');
    expect(gateStep({ type: 1, info: '请前往pc端开通' })).toBe('notOpened');
    expect(gateStep({ type: 2, info: '' })).toBe('expired');
    expect(gateStep({ type: 3, info: '' })).toBe('trial');
  });

  it('proceeds on any other value', () => {
    expect(gateStep({ type: 4, info: 'x' })).toBe('proceed');
    expect(gateStep({ type: -1, info: '' })).toBe('proceed');
  });

  it('gates only the sold sub-apps', () => {
    expect(isGatedApp(1)).toBe(true);
    expect(isGatedApp(88)).toBe(true);
    expect(isGatedApp(21)).toBe(false);
  });
});

describe('expiry reminder at most once a day per app', () => {
  const today = '2025-03-10';

  it('reminds when the app was not reminded today', () => {
    expect(shouldRemind({}, 1, today)).toBe(true);
    expect(shouldRemind({ 1: '2025-03-09' }, 1, today)).toBe(true);
    expect(shouldRemind({ 2: today }, 1, today)).toBe(true);
  });

  it('does not remind twice on the same day', () => {
    const record = markReminded({}, 1, today);
    expect(shouldRemind(record, 1, today)).toBe(false);
    expect(shouldRemind(record, 1, '2025-03-11')).toBe(true);
  });

  it('keeps other apps of today and drops older days', () => {
    const record = markReminded({ 2: today, 3: '2025-03-01' }, 1, today);
    expect(record).toEqual({ 1: today, 2: today });
  });

  it('uses the local calendar day', () => {
    expect(localDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localDay(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });

  it('treats a damaged stored record as empty', () => {
    expect(parseReminderRecord(null)).toEqual({});
    expect(parseReminderRecord('x')).toEqual({});
    expect(parseReminderRecord([1])).toEqual({});
    expect(parseReminderRecord({ 1: today, 2: 5 })).toEqual({ 1: today });
  });
});
