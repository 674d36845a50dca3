import { describe, expect, it } from 'vitest';
import { signed, signPayload, verifyPayload } from './pay-signature.ts';

describe('the gateway signature', () => {
  it('signs the sorted non-empty fields but sign as k=v&k=v with HMAC-SHA256', () => {
    // echo -n 'amount=100&nonce=n1&orderNo=R1A20261123090000000001' | openssl dgst -sha256 -hmac key
    const fields = { orderNo: 'R1A20261123090000000001', amount: 100, nonce: 'n1', empty: '', sign: 'x' };
    expect(signPayload(fields, 'key')).toBe(
      signPayload({ nonce: 'n1', amount: '100', orderNo: fields.orderNo }, 'key'),
    );
    expect(signPayload(fields, 'key')).toBe('e90e35b4afaf2ed0eedcd5786483bed9aaf52c5999783f2900cfed4f26576b24');
  });

  it('verifies its own signature, any case, and nothing changed or signed with another key', () => {
    const notice = signed({ orderNo: 'R1A20261123090000000001', amount: 100, status: 'SUCCESS' }, 'key');
    expect(verifyPayload(notice, 'key')).toBe(true);
    expect(verifyPayload({ ...notice, sign: notice.sign.toUpperCase() }, 'key')).toBe(true);
    expect(verifyPayload({ ...notice, amount: 1 }, 'key')).toBe(false);
    expect(verifyPayload(notice, 'other')).toBe(false);
    expect(verifyPayload({ ...notice, sign: '' }, 'key')).toBe(false);
    expect(verifyPayload({ ...notice, sign: 'abc' }, 'key')).toBe(false);
  });
});
