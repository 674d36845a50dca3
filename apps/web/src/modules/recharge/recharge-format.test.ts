import { APP_USE_TYPE } from '@awb/contract/common/apps';
import { describe, expect, it } from 'vitest';
import { appExpiryLine, appTone, buyLabel, monthsLabel, savingLabel } from './recharge-format.ts';

describe('recharge labels', () => {
  it('says months as years where whole', () => {
    expect([12, 24, 6, 3].map(monthsLabel)).toEqual(['1年', '2年', '6个月', '3个月']);
  });

  it('says what a plan saves', () => {
    expect(savingLabel(198_000, 238_800)).toBe('省¥408.00');
    expect(savingLabel(88_000, 0)).toBe('');
  });

  it('tells an app’s tone, expiry line and action', () => {
    const open = { type: APP_USE_TYPE.allowed, expire: '2027-11-23 09:05', daysLeft: 365, isTrial: false };
    expect(appTone(open)).toBe('open');
    expect(appExpiryLine(open)).toBe('至 2027-11-23，剩余365天');
    expect(buyLabel(open)).toBe('续费');
    const trial = { ...open, daysLeft: 5, isTrial: true };
    expect(appTone(trial)).toBe('soon');
    expect(appExpiryLine(trial)).toBe('试用至 2027-11-23，剩余5天');
    expect(buyLabel(trial)).toBe('开通');
    const ended = { type: APP_USE_TYPE.expired, expire: '2026-11-22 09:00', daysLeft: 0, isTrial: false };
    expect(appTone(ended)).toBe('ended');
    expect(appExpiryLine(ended)).toBe('已于 2026-11-22 到期');
    const never = { type: APP_USE_TYPE.trialOffered, expire: '', daysLeft: 0, isTrial: false };
    expect([appTone(never), appExpiryLine(never), buyLabel(never)]).toEqual(['none', '尚未开通', '开通']);
  });
});
