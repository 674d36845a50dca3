import type { TClock } from '../clock.ts';
import { ExpiringCache } from './expiring-cache.ts';

/** Companies' entries kept at most per cache; when full, the least recently used goes. */
export const COMPANY_CACHE_ENTRIES = 10_000;

/** The company travels with the value, so that forgetting a company needs no second index. */
type TEntry<V> = { companyId: number; value: V };

/**
 * A few seconds' copy of something a company's calls read on every call and almost never change
 * (which apps it has open, its housing settings): decisions 0005 and 0007. Same rules as the session
 * cache: the TTL is the session cache's (`SESSION_CACHE_SECONDS`, 0 turns it off), the code that changes
 * the rows calls `forget` after its commit so this process sees the change on the very next call, and
 * other processes see it when their entry runs out. A load that began before a forget stores nothing.
 */
export class CompanyCache<V> {
  private readonly entries: ExpiringCache<TEntry<V>>;

  constructor(
    clock: TClock,
    private readonly ttlMs: number,
    maxEntries = COMPANY_CACHE_ENTRIES,
  ) {
    this.entries = new ExpiringCache(clock, maxEntries);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept value of (company, key), or what `read` answers, kept for the TTL. */
  async load(companyId: number, key: string, read: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return read();
    const id = `${companyId}:${key}`;
    const entry = this.entries.get(id);
    if (entry) return entry.value;
    const begun = this.entries.begin();
    const value = await read();
    this.entries.set(id, { companyId, value }, this.ttlMs, begun);
    return value;
  }

  /** Everything kept of one company (after its rows changed, once committed). */
  forget(companyId: number): void {
    this.entries.forgetWhere((entry) => entry.companyId === companyId);
  }

  forgetAll(): void {
    this.entries.forgetAll();
  }
}
