import { APP_TYPE, APP_USE_TYPE } from '@awb/contract/common/apps';
import { describe, expect, it } from 'vitest';
import { appUseState } from './app-use.service.ts';

const DAY = 86_400_000;
const now = new Date('2026-11-23T09:00:00+08:00');
const row = (days: number, isTrial = false) => ({
  companyId: 1,
  appType: APP_TYPE.house,
  expiresAt: new Date(now.getTime() + days * DAY),
  isTrial,
  trialUsed: isTrial,
  updatedAt: now,
});

describe('appUseState', () => {
  it('offers a trial for an app never opened (type 3)', () => {
    expect(appUseState(APP_TYPE.estate, undefined, now)).toEqual({
      type: APP_USE_TYPE.trialOffered,
      appType: APP_TYPE.estate,
      tryDays: 15,
      expire: '',
      info: '小区档案可免费试用15天',
    });
  });

  it('allows an open app without a prompt while more than 7 days are left (type 0)', () => {
    expect(appUseState(APP_TYPE.house, row(30), now)).toMatchObject({ type: APP_USE_TYPE.allowed, info: '' });
    expect(appUseState(APP_TYPE.house, row(7.01), now)).toMatchObject({ type: APP_USE_TYPE.allowed, info: '' });
  });

  it('allows with an expiry reminder within 7 days (type 0)', () => {
    const state = appUseState(APP_TYPE.sign, { ...row(5), appType: APP_TYPE.sign }, now);
    expect(state).toMatchObject({
      type: APP_USE_TYPE.allowed,
      appType: APP_TYPE.sign,
      info: '电子签约将于2026-11-28到期，请前往pc端续费',
    });
    // The seeds' time format in Beijing time, not ISO UTC.
    expect(state.expire).toBe('2026-11-28 09:00');
    expect(appUseState(APP_TYPE.house, row(7), now).info).toBe('房源本将于2026-11-30到期，请前往pc端续费');
    expect(appUseState(APP_TYPE.house, row(0.01), now).type).toBe(APP_USE_TYPE.allowed);
  });

  it('asks to open, not renew, when a trial is about to end', () => {
    expect(appUseState(APP_TYPE.customer, row(3, true), now).info).toBe('客源本试用将于2026-11-26到期，请前往pc端开通');
  });

  it('says not opened once a trial has ended (type 1)', () => {
    expect(appUseState(APP_TYPE.customer, row(-3, true), now)).toMatchObject({
      type: APP_USE_TYPE.notOpened,
      info: '客源本试用已结束，请前往pc端开通',
    });
  });

  it('says expired once a paid period has ended, also at the very moment (type 2)', () => {
    expect(appUseState(APP_TYPE.house, row(-1), now)).toMatchObject({
      type: APP_USE_TYPE.expired,
      info: '房源本已于2026-11-22到期，请前往pc端续费',
    });
    expect(appUseState(APP_TYPE.house, row(0), now).type).toBe(APP_USE_TYPE.expired);
  });

  it('shows dates in China time', () => {
    // 16:30 UTC on 24 November is already 25 November in Beijing.
    const late = { ...row(0), expiresAt: new Date('2026-11-24T16:30:00Z') };
    expect(appUseState(APP_TYPE.house, late, now).info).toBe('房源本将于2026-11-25到期，请前往pc端续费');
  });
});
