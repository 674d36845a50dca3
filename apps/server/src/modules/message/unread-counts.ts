import type { CompanyCache } from '../../platform/auth/company-cache.ts';
import type { TDeps } from '../../platform/deps.ts';

/**
 * Each user's count of unread reminders, as `systemInfo` answers it on every screen, kept for the
 * session cache's few seconds (decision 0008): the count changes only when a reminder is written or
 * read, far less often than it is asked for. Writing (`notify`) and reading reminders forget the
 * company's counts in every cache of this process at once, so this process never answers a count
 * older than its own last change; other processes answer theirs within the TTL.
 *
 * The writers hold a transaction, not the app, so they reach the caches through this registry.
 */
const registered = new WeakSet<CompanyCache<number>>();
const caches = new Set<WeakRef<CompanyCache<number>>>();

export function unreadCounts(deps: TDeps): CompanyCache<number> {
  const cache = deps.sessions.companyCache<number>('unread-reminders');
  if (!registered.has(cache)) {
    registered.add(cache);
    caches.add(new WeakRef(cache));
  }
  return cache;
}

/** After reminders of a company were written or marked read: its counts are read again. */
export function forgetUnreadCounts(companyId: number): void {
  for (const ref of caches) {
    const cache = ref.deref();
    if (cache) cache.forget(companyId);
    else caches.delete(ref);
  }
}
