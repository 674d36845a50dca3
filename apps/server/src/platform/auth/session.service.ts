import { USER_STATUS } from '@awb/contract/account.contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TClock } from '../clock.ts';
import type { TExecutor } from '../db/db.ts';
import { CompanyCache } from './company-cache.ts';
import type { TRequestContext } from './context.ts';
import { sessions } from './session.table.ts';
import { SESSION_CACHE_SECONDS, SessionCache } from './session-cache.ts';
import { NO_ACCESS, type TSessionLoader } from './session-loader.ts';
import { hashToken, newSessionId, newToken, tokenMatches } from './tokens.ts';

/** A session lasts 30 days from login. */
export const SESSION_DAYS = 30;

export class SessionService {
  /** Resolved callers of the last few seconds; see `forget*` below and decision 0005. */
  readonly cache: SessionCache;
  /** Per-company facts every call reads (open apps, housing settings), kept as long as a session. */
  private readonly companyCaches = new Map<string, CompanyCache<unknown>>();

  constructor(
    private readonly clock: TClock,
    /** Reads a session with its user's access in one query (the role module's, wired in buildApp). */
    private readonly loadSession: TSessionLoader,
    private readonly cacheSeconds = SESSION_CACHE_SECONDS,
  ) {
    this.cache = new SessionCache(clock, cacheSeconds * 1000);
  }

  /** The company cache named `name` (one per kind of fact), with the session cache's TTL (decision 0007). */
  companyCache<V>(name: string): CompanyCache<V> {
    let cache = this.companyCaches.get(name);
    if (!cache) {
      cache = new CompanyCache<unknown>(this.clock, this.cacheSeconds * 1000);
      this.companyCaches.set(name, cache);
    }
    return cache as CompanyCache<V>;
  }

  async create(
    db: TExecutor,
    user: { id: number; companyId: number },
    meta: { ip: string; userAgent: string },
  ): Promise<{ token: string; sessionid: string }> {
    const token = newToken();
    const sessionid = newSessionId();
    const now = this.clock.now();
    await db.insert(sessions).values({
      id: sessionid,
      tokenHash: hashToken(token),
      companyId: user.companyId,
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent.slice(0, 300),
    });
    return { token, sessionid };
  }

  /** Resolves the caller from the token and sessionid headers; null when absent, revoked or expired. */
  async resolve(db: TExecutor, token: string, sessionid: string): Promise<TRequestContext | null> {
    // Keyed by the token's hash too: only the very token that resolved the session finds it here.
    const key = `${sessionid}:${hashToken(token)}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const begun = this.cache.begin();
    const found = await this.loadSession(db, sessionid);
    if (!found) return null;
    const { session: row, access } = found;
    if (row.revokedAt || row.expiresAt <= this.clock.now()) return null;
    if (!tokenMatches(token, row.tokenHash)) return null;
    if (row.status !== USER_STATUS.active && row.status !== USER_STATUS.pending) return null;
    const context: TRequestContext = {
      companyId: row.companyId,
      userId: row.userId,
      sessionId: sessionid,
      isManager: row.isManager,
      status: row.status,
      cancelling: row.cancelExecuteAt !== null,
      // Roles and department matter to approved members only; a pending applicant holds none.
      ...(row.status === USER_STATUS.active ? access : NO_ACCESS),
    };
    this.cache.set(key, context, row.expiresAt, begun);
    return context;
  }

  /**
   * Call after any change to what `resolve` answers for a person (password, status, roles, department,
   * manager flag, cancellation), once the change is committed: this process stops using what it kept.
   */
  forgetUser(companyId: number, userId: number): void {
    this.cache.forgetUser(companyId, userId);
    this.forgetCompanyFacts(companyId);
  }

  /** After a change that touches many people of a company: a role's grants, a department move. */
  forgetCompany(companyId: number): void {
    this.cache.forgetCompany(companyId);
    this.forgetCompanyFacts(companyId);
  }

  /**
   * Drops what every company cache keeps of a company (its open apps, settings, what initialize shows
   * of its people), once a change to them is committed. The forgets above drop it too: they follow
   * changes to people and roles, which some of those facts show, and they are rare next to reads.
   */
  forgetCompanyFacts(companyId: number): void {
    for (const cache of this.companyCaches.values()) cache.forget(companyId);
  }

  async revoke(db: TExecutor, sessionid: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(eq(sessions.id, sessionid), isNull(sessions.revokedAt)));
    this.cache.forgetSession(sessionid);
  }

  /** Ends every session of a user, except `keep` (the caller's own, after a password change). */
  async revokeAllOf(db: TExecutor, companyId: number, userId: number, keep?: string): Promise<void> {
    const conditions = [eq(sessions.companyId, companyId), eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (keep) conditions.push(ne(sessions.id, keep));
    await db
      .update(sessions)
      .set({ revokedAt: this.clock.now() })
      .where(and(...conditions));
    // Inside a transaction the caller calls forgetUser again once it commits (decision 0005).
    this.cache.forgetUser(companyId, userId);
  }
}
