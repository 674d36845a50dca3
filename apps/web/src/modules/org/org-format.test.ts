import { describe, expect, it } from 'vitest';
import { dayOf, inviteLink, staffPlace } from './org-format.ts';

describe('org formats', () => {
  it('joins what is known of where someone sits', () => {
    expect(staffPlace({ deptName: '西湖店', jobName: '置业顾问', rankName: 'M1' })).toBe('西湖店 · 置业顾问 · M1');
    expect(staffPlace({ deptName: '', jobName: '' })).toBe('未分配部门');
  });
  it('shows the Beijing day of an answer’s time, whatever the phone’s time zone', () => {
    expect(dayOf('')).toBe('');
    expect(dayOf('2025-07-03 23:30')).toBe('2025-07-03');
    expect(dayOf('2025-07-03')).toBe('2025-07-03');
    expect(dayOf('2025-07-03T15:30:00.000Z')).toBe('');
  });
});

describe('inviteLink', () => {
  it('opens register with the code, whatever hash the current address has', () => {
    expect(inviteLink('https://a.example/h5/#/pages/h5/invite', 'AB12 CD')).toBe(
      'https://a.example/h5/#/pages/user/register?invite=AB12%20CD',
    );
    expect(inviteLink('http://127.0.0.1:8303/h5/', 'X1')).toBe(
      'http://127.0.0.1:8303/h5/#/pages/user/register?invite=X1',
    );
  });
});
