import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import type { TRequestContext } from './context.ts';
import { SessionCache } from './session-cache.ts';

const caller = (userId: number, companyId = 1): TRequestContext => ({
  companyId,
  userId,
  sessionId: `s${userId}`,
  isManager: false,
  status: 1,
  cancelling: false,
  permissions: {},
  scopes: {},
  departmentId: null,
  departmentPath: null,
});
const FAR = new Date('2030-01-01T00:00:00Z');

describe('SessionCache', () => {
  it('keeps at most its size, dropping the least recently used first', () => {
    const cache = new SessionCache(new ManualClock(), 5000, 2);
    for (const id of [1, 2, 3]) cache.set(`k${id}`, caller(id), FAR, cache.begin());
    expect(cache.size).toBe(2);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k3')?.userId).toBe(3);
  });

  it('never outlives the session itself', () => {
    const clock = new ManualClock();
    const cache = new SessionCache(clock, 5000);
    cache.set('k', caller(1), new Date(clock.now().getTime() + 1000), cache.begin());
    clock.advance(1000);
    expect(cache.get('k')).toBeUndefined();
  });

  it('does not store what a load read before a forget', () => {
    const cache = new SessionCache(new ManualClock(), 5000);
    const begun = cache.begin();
    cache.forgetUser(1, 99);
    cache.set('k', caller(1), FAR, begun);
    expect(cache.get('k')).toBeUndefined();
  });

  it('forgets one person, one company or one session, and nothing else', () => {
    const cache = new SessionCache(new ManualClock(), 5000);
    const put = (key: string, c: TRequestContext) => cache.set(key, c, FAR, cache.begin());
    put('a', caller(1, 1));
    put('b', caller(2, 1));
    put('c', caller(3, 2));
    cache.forgetUser(1, 1);
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((c) => c?.userId)).toEqual([undefined, 2, 3]);
    cache.forgetCompany(1);
    expect([cache.get('b'), cache.get('c')].map((c) => c?.userId)).toEqual([undefined, 3]);
    cache.forgetSession('s3');
    expect(cache.size).toBe(0);
  });

  it('stores nothing when turned off (SESSION_CACHE_SECONDS=0)', () => {
    const cache = new SessionCache(new ManualClock(), 0);
    cache.set('k', caller(1), FAR, cache.begin());
    expect(cache.get('k')).toBeUndefined();
  });
});
