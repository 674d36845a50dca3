import type { TClock } from '../clock.ts';
import type { TRequestContext } from './context.ts';
import { ExpiringCache } from './expiring-cache.ts';

/** How long a resolved session is reused without asking the database (SESSION_CACHE_SECONDS). */
export const SESSION_CACHE_SECONDS = 5;
/** Sessions kept at most; when full, the least recently used goes. */
export const SESSION_CACHE_ENTRIES = 10_000;

/**
 * The resolved caller of recent calls, for a few seconds (docs/decisions/0005-session-cache.md).
 * Every change to what `resolve` answers calls one of the `forget*` methods, so this process sees it
 * at once; other processes see it when their entry runs out (at most `ttlMs` later).
 */
export class SessionCache {
  private readonly entries: ExpiringCache<TRequestContext>;

  constructor(
    private readonly clock: TClock,
    private readonly ttlMs: number,
    maxEntries = SESSION_CACHE_ENTRIES,
  ) {
    this.entries = new ExpiringCache(clock, maxEntries);
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached caller, or undefined when absent or run out. */
  get(key: string): TRequestContext | undefined {
    return this.entries.get(key);
  }

  /** Call before reading the database; pass the answer to `set`. */
  begin(): number {
    return this.entries.begin();
  }

  /** Keeps a caller until the TTL runs out, or the session itself expires if that comes first. */
  set(key: string, context: TRequestContext, sessionExpiresAt: Date, begun: number): void {
    if (!this.enabled) return;
    const ttl = Math.min(this.ttlMs, sessionExpiresAt.getTime() - this.clock.now().getTime());
    this.entries.set(key, context, ttl, begun);
  }

  /** One session (logout). */
  forgetSession(sessionId: string): void {
    this.entries.forgetWhere((c) => c.sessionId === sessionId);
  }

  /** Every session of one person: password, status, roles, department, manager flag, cancellation. */
  forgetUser(companyId: number, userId: number): void {
    this.entries.forgetWhere((c) => c.companyId === companyId && c.userId === userId);
  }

  /** Every session of a company: role contents, department moves (paths of a whole subtree). */
  forgetCompany(companyId: number): void {
    this.entries.forgetWhere((c) => c.companyId === companyId);
  }

  forgetAll(): void {
    this.entries.forgetAll();
  }
}
