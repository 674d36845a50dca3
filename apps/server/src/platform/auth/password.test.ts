import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('verifyPassword', () => {
  it('takes argon2 time also when there is no stored hash, so that timing does not tell a missing account', async () => {
    const stored = await hashPassword('demo1234');
    const spent = async (hash: string | null) => {
      const started = performance.now();
      expect(await verifyPassword(hash, 'not-the-password')).toBe(false);
      return performance.now() - started;
    };
    await spent(null);
    await spent(stored);
    const missing: number[] = [];
    const present: number[] = [];
    for (let i = 0; i < 5; i++) {
      missing.push(await spent(null));
      present.push(await spent(stored));
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[2] ?? 0;
    // Without the dummy hash a missing account answers in microseconds against argon2's milliseconds.
    expect(median(missing)).toBeGreaterThan(median(present) * 0.5);
  });

  it('accepts the right password only', async () => {
    const stored = await hashPassword('demo1234');
    expect(await verifyPassword(stored, 'demo1234')).toBe(true);
    expect(await verifyPassword(stored, 'demo12345')).toBe(false);
    expect(await verifyPassword(null, 'demo1234')).toBe(false);
  });
});
