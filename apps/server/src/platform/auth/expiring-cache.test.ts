import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { ExpiringCache } from './expiring-cache.ts';

describe('ExpiringCache', () => {
  it('serves an entry until its age reaches the TTL, on the app clock', () => {
    const clock = new ManualClock();
    const cache = new ExpiringCache<string>(clock, 10);
    cache.set('k', 'v', 5000, cache.begin());
    clock.advance(4999);
    expect(cache.get('k')).toBe('v');
    clock.advance(1);
    expect(cache.get('k')).toBeUndefined();
  });

  it('keeps each entry for its own TTL, and nothing too short to count', () => {
    const clock = new ManualClock();
    const cache = new ExpiringCache<string>(clock, 10);
    cache.set('long', 'a', 5000, cache.begin());
    cache.set('short', 'b', 1000, cache.begin());
    cache.set('none', 'c', 0, cache.begin());
    cache.set('past', 'd', -10, cache.begin());
    expect(cache.get('none')).toBeUndefined();
    expect(cache.get('past')).toBeUndefined();
    clock.advance(1000);
    expect([cache.get('long'), cache.get('short')]).toEqual(['a', undefined]);
  });

  it('drops the least recently used when full', () => {
    const cache = new ExpiringCache<number>(new ManualClock(), 2);
    cache.set('a', 1, 5000, cache.begin());
    cache.set('b', 2, 5000, cache.begin());
    cache.get('a');
    cache.set('c', 3, 5000, cache.begin());
    expect(cache.size).toBe(2);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('forgets what matches only, and stores nothing read before a forget', () => {
    const cache = new ExpiringCache<{ company: number }>(new ManualClock(), 10);
    cache.set('a', { company: 1 }, 5000, cache.begin());
    cache.set('b', { company: 2 }, 5000, cache.begin());
    const begun = cache.begin();
    cache.forgetWhere((v) => v.company === 1);
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, { company: 2 }]);
    cache.set('a', { company: 1 }, 5000, begun);
    expect(cache.get('a')).toBeUndefined();
    cache.forgetAll();
    expect(cache.size).toBe(0);
  });
});
