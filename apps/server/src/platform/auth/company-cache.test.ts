import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { CompanyCache } from './company-cache.ts';

const counting = () => {
  let reads = 0;
  return {
    read: async () => {
      reads += 1;
      return reads;
    },
    get reads() {
      return reads;
    },
  };
};

describe('CompanyCache', () => {
  it('reads once within the TTL, and again once it has run out', async () => {
    const clock = new ManualClock();
    const cache = new CompanyCache<number>(clock, 5000);
    const source = counting();
    expect(await cache.load(1, 'a', source.read)).toBe(1);
    clock.advance(4999);
    expect(await cache.load(1, 'a', source.read)).toBe(1);
    clock.advance(1);
    expect(await cache.load(1, 'a', source.read)).toBe(2);
    expect(source.reads).toBe(2);
  });

  it('keeps companies and keys apart, and forgets one company only', async () => {
    const cache = new CompanyCache<string>(new ManualClock(), 5000);
    await cache.load(1, 'a', async () => '1a');
    await cache.load(1, 'b', async () => '1b');
    await cache.load(2, 'a', async () => '2a');
    cache.forget(1);
    expect(await cache.load(1, 'a', async () => 'new')).toBe('new');
    expect(await cache.load(1, 'b', async () => 'new')).toBe('new');
    expect(await cache.load(2, 'a', async () => 'new')).toBe('2a');
  });

  it('does not store what a load read before a forget', async () => {
    const cache = new CompanyCache<string>(new ManualClock(), 5000);
    let release: (value: string) => void = () => {};
    const slow = cache.load(1, 'a', () => new Promise<string>((resolve) => (release = resolve)));
    cache.forget(1);
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.load(1, 'a', async () => 'fresh')).toBe('fresh');
  });

  it('reads every time with a TTL of 0, and keeps at most its size', async () => {
    const off = new CompanyCache<number>(new ManualClock(), 0);
    const source = counting();
    await off.load(1, 'a', source.read);
    await off.load(1, 'a', source.read);
    expect(source.reads).toBe(2);
    expect(off.size).toBe(0);

    const small = new CompanyCache<number>(new ManualClock(), 5000, 2);
    for (const id of [1, 2, 3]) await small.load(id, '', async () => id);
    expect(small.size).toBe(2);
    expect(await small.load(1, '', async () => 10)).toBe(10);
  });
});
