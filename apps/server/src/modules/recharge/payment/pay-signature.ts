import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of every message between the server and the payment gateway (docs/recharge.md
 * "Gateway protocol"): the fields but `sign` with a non-empty value, sorted by name, joined as
 * `k=v&k=v`, HMAC-SHA256 with the merchant key, lowercase hex.
 */
export type TSignable = Record<string, string | number | undefined | null>;

export function signPayload(fields: TSignable, key: string): string {
  const text = Object.keys(fields)
    .filter((k) => k !== 'sign' && fields[k] !== undefined && fields[k] !== null && String(fields[k]) !== '')
    .sort()
    .map((k) => `${k}=${String(fields[k])}`)
    .join('&');
  return createHmac('sha256', key).update(text, 'utf8').digest('hex');
}

/** Whether `fields.sign` is the key's signature of the other fields (compared in constant time). */
export function verifyPayload(fields: TSignable, key: string): boolean {
  const given = Buffer.from(String(fields.sign ?? '').toLowerCase(), 'utf8');
  const expected = Buffer.from(signPayload(fields, key), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The fields with their signature added. */
export function signed<T extends TSignable>(fields: T, key: string): T & { sign: string } {
  return { ...fields, sign: signPayload(fields, key) };
}
