import type { TClock } from '../clock.ts';

/** Companies' entries kept at most per cache; the oldest stored go first. */
export const COMPANY_CACHE_ENTRIES = 10_000;

type TEntry<V> = { companyId: number; value: V; until: number };

/**
 * A few seconds' copy of something a company's calls read on every call and almost never change
 * (which apps it has open, its housing settings): decisions 0005 and 0007. Same rules as the session
 * cache: the TTL is the session cache's (`SESSION_CACHE_SECONDS`, 0 turns it off), the code that changes
 * the rows calls `forget` after its commit so this process sees the change on the very next call, and
 * other processes see it when their entry runs out. A load that began before a forget stores nothing.
 */
export class CompanyCache<V> {
  private readonly entries = new Map<string, TEntry<V>>();
  private generation = 0;

  constructor(
    private readonly clock: TClock,
    private readonly ttlMs: number,
    private readonly maxEntries = COMPANY_CACHE_ENTRIES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The kept value of (company, key), or what `read` answers, kept for the TTL. */
  async load(companyId: number, key: string, read: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return read();
    const id = `${companyId}:${key}`;
    const now = this.clock.now().getTime();
    const entry = this.entries.get(id);
    if (entry && entry.until > now) return entry.value;
    const begun = this.generation;
    const value = await read();
    if (begun === this.generation) {
      this.entries.delete(id);
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
      this.entries.set(id, { companyId, value, until: this.clock.now().getTime() + this.ttlMs });
    }
    return value;
  }

  /** Everything kept of one company (after its rows changed, once committed). */
  forget(companyId: number): void {
    this.generation += 1;
    for (const [id, entry] of this.entries) if (entry.companyId === companyId) this.entries.delete(id);
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
