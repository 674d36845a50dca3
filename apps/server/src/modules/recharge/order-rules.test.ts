import { describe, expect, it } from 'vitest';
import {
  addMonths,
  companyOfOrderNo,
  extendedExpiry,
  newOrderNo,
  payDeadline,
  replayPaidOrders,
} from './order-rules.ts';

const at = (text: string) => new Date(`${text}+08:00`);

describe('order numbers', () => {
  it('carry the company and the Beijing time, and read back', () => {
    const no = newOrderNo(12, at('2026-11-26T09:05:07'), () => 0.0421);
    expect(no).toBe('R12A20261126090507042100');
    expect(companyOfOrderNo(no)).toBe(12);
    expect(companyOfOrderNo('R0A20261126090507042100')).toBeUndefined();
    expect(companyOfOrderNo('X12A20261126090507042100')).toBeUndefined();
    expect(companyOfOrderNo('R12A2026112609050704210')).toBeUndefined();
  });
});

describe('payDeadline', () => {
  it('is 30 minutes after the order', () => {
    expect(payDeadline(at('2026-11-26T23:45:00'))).toEqual(at('2026-11-27T00:15:00'));
  });
});

describe('addMonths', () => {
  it('counts calendar months on the Beijing calendar, clamping to the month’s last day', () => {
    expect(addMonths(at('2026-11-26T09:00:00'), 12)).toEqual(at('2027-11-26T09:00:00'));
    expect(addMonths(at('2027-01-31T10:00:00'), 1)).toEqual(at('2027-02-28T10:00:00'));
    expect(addMonths(at('2028-01-31T10:00:00'), 1)).toEqual(at('2028-02-29T10:00:00'));
    // 07:00 Beijing on the 1st is still the last day of the month before in UTC.
    expect(addMonths(at('2026-12-01T07:00:00'), 3)).toEqual(at('2027-03-01T07:00:00'));
  });
});

describe('extendedExpiry', () => {
  const paid = at('2026-11-26T09:00:00');
  it('extends a running paid period from its end', () => {
    const current = { expiresAt: at('2027-01-10T12:00:00'), isTrial: false };
    expect(extendedExpiry(current, paid, 6)).toEqual(at('2027-07-10T12:00:00'));
  });
  it('starts from the payment for an app never opened, ended, or on trial', () => {
    expect(extendedExpiry(undefined, paid, 1)).toEqual(at('2026-12-26T09:00:00'));
    expect(extendedExpiry({ expiresAt: at('2026-10-01T00:00:00'), isTrial: false }, paid, 1)).toEqual(
      at('2026-12-26T09:00:00'),
    );
    expect(extendedExpiry({ expiresAt: at('2026-12-05T00:00:00'), isTrial: true }, paid, 1)).toEqual(
      at('2026-12-26T09:00:00'),
    );
  });
});

describe('replayPaidOrders', () => {
  it('gives each app the expiry its own purchases add up to, whatever order they are listed in', () => {
    const renewal = { paidAt: at('2027-10-01T10:00:00'), appTypes: [1, 2], months: 12 };
    const first = { paidAt: at('2026-11-26T09:00:00'), appTypes: [1, 2, 88], months: 12 };
    const lapsed = { paidAt: at('2025-01-05T08:00:00'), appTypes: [6], months: 3 };
    const again = { paidAt: at('2026-06-01T08:00:00'), appTypes: [6], months: 12 };
    const { granted, expiries } = replayPaidOrders([renewal, first, lapsed, again]);
    // The renewal before the end extends from the end; the lapsed 电子签约 starts again from the payment.
    expect(expiries.get(1)).toEqual(at('2028-11-26T09:00:00'));
    expect(expiries.get(88)).toEqual(at('2027-11-26T09:00:00'));
    expect(expiries.get(6)).toEqual(at('2027-06-01T08:00:00'));
    expect(granted[0]).toEqual([
      { appType: 1, expiresAt: at('2028-11-26T09:00:00') },
      { appType: 2, expiresAt: at('2028-11-26T09:00:00') },
    ]);
    expect(granted[2]).toEqual([{ appType: 6, expiresAt: at('2025-04-05T08:00:00') }]);
  });
});
