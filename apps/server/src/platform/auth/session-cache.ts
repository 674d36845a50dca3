import type { TClock } from '../clock.ts';
import type { TRequestContext } from './context.ts';

/** How long a resolved session is reused without asking the database (SESSION_CACHE_SECONDS). */
export const SESSION_CACHE_SECONDS = 5;
/** Sessions kept at most; the oldest stored go first. */
export const SESSION_CACHE_ENTRIES = 10_000;

type TEntry = { context: TRequestContext; until: number };

/**
 * The resolved caller of recent calls, for a few seconds (docs/decisions/0005-session-cache.md).
 * Every change to what `resolve` answers calls one of the `forget*` methods, so this process sees it
 * at once; other processes see it when their entry runs out (at most `ttlMs` later).
 *
 * A Map in insertion order is the whole eviction policy (no LRU library is a direct dependency, and
 * with a TTL of seconds the oldest stored is as good a victim as the least recently used).
 */
export class SessionCache {
  private readonly entries = new Map<string, TEntry>();
  /** Bumped by every forget: a load that began before it must not store what it read. */
  private generation = 0;

  constructor(
    private readonly clock: TClock,
    private readonly ttlMs: number,
    private readonly maxEntries = SESSION_CACHE_ENTRIES,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached caller, or undefined when absent or run out. */
  get(key: string): TRequestContext | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.clock.now().getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.context;
  }

  /** Call before reading the database; pass the answer to `set`. */
  begin(): number {
    return this.generation;
  }

  /** Keeps a caller until the TTL runs out, or the session itself expires if that comes first. */
  set(key: string, context: TRequestContext, sessionExpiresAt: Date, begun: number): void {
    if (!this.enabled || begun !== this.generation) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const until = Math.min(this.clock.now().getTime() + this.ttlMs, sessionExpiresAt.getTime());
    this.entries.set(key, { context, until });
  }

  /** One session (logout). */
  forgetSession(sessionId: string): void {
    this.drop((c) => c.sessionId === sessionId);
  }

  /** Every session of one person: password, status, roles, department, manager flag, cancellation. */
  forgetUser(companyId: number, userId: number): void {
    this.drop((c) => c.companyId === companyId && c.userId === userId);
  }

  /** Every session of a company: role contents, department moves (paths of a whole subtree). */
  forgetCompany(companyId: number): void {
    this.drop((c) => c.companyId === companyId);
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private drop(match: (context: TRequestContext) => boolean): void {
    this.generation += 1;
    // A scan of at most maxEntries: forgets are rare next to reads, and no second index must be kept in step.
    for (const [key, entry] of this.entries) if (match(entry.context)) this.entries.delete(key);
  }
}
