import { LRUCache } from 'lru-cache';
import type { TClock } from '../clock.ts';

/**
 * The one in-process TTL cache of the server: the session cache and the company caches are built on
 * it (docs/decisions/0005-session-cache.md, 0007-company-caches-and-list.md).
 *
 * lru-cache keeps the size bound (when full, the least recently used entry goes) and each entry's
 * time to live, on the app's clock so that tests move time instead of sleeping. This class adds what
 * both callers need besides: a generation counter, bumped by every forget, so that a load that began
 * before a forget does not store what it read.
 */
export class ExpiringCache<V extends {}> {
  private readonly entries: LRUCache<string, V>;
  private generation = 0;

  constructor(clock: TClock, maxEntries: number) {
    this.entries = new LRUCache<string, V>({
      max: maxEntries,
      perf: { now: () => clock.now().getTime() },
      // Read the clock at every check: no debounce timer, and a moved test clock counts at once.
      ttlResolution: 0,
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept value, or undefined when absent or run out. */
  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  /** Call before reading what is to be kept; pass the answer to `set`. */
  begin(): number {
    return this.generation;
  }

  /**
   * Keeps a value for `ttlMs`: it is gone once that much time has passed. Nothing is kept when a
   * forget came after `begun`, or when the time left is too short to count.
   */
  set(key: string, value: V, ttlMs: number, begun: number): void {
    if (begun !== this.generation) return;
    // lru-cache serves an entry while its age is at most its ttl; ours runs out when its age reaches
    // ttlMs (five seconds are five seconds), so on a clock of whole milliseconds that is ttlMs - 1.
    // A ttl of 0 would mean "forever" to lru-cache: anything that short is not kept at all.
    const ttl = Math.floor(ttlMs) - 1;
    if (ttl < 1) {
      this.entries.delete(key);
      return;
    }
    this.entries.set(key, value, { ttl });
  }

  /** Drops every entry that matches (after the rows it came from changed, once committed). */
  forgetWhere(match: (value: V, key: string) => boolean): void {
    this.generation += 1;
    // A scan of at most the size bound: forgets are rare next to reads, and no second index must be kept in step.
    const gone: string[] = [];
    for (const [key, value] of this.entries.entries()) if (match(value, key)) gone.push(key);
    for (const key of gone) this.entries.delete(key);
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
