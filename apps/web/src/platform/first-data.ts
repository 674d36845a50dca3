import type { systemEndpoints } from '@awb/contract/system.contract';
import type { QueryClient } from '@tanstack/react-query';
import { call, requestOf } from './api.ts';
import { authStore } from './auth-store.ts';
import type { TFirstRequest } from './early-responses.ts';
import { endpointRef } from './endpoint-ref.ts';
import { pathOf } from './nav.ts';
import { INITIALIZE, sessionQuery } from './session-query.ts';

/** `base/systemInfo` written out as session.ts writes out initialize: the contract would bring Zod to the first screen. */
const SYSTEM_INFO = endpointRef<typeof systemEndpoints.systemInfo>({
  method: 'GET',
  path: '/base/systemInfo',
  auth: 'session',
});

/** The shell's badge counts (unread messages); home's notice and bell read it. */
export const systemInfoQuery = {
  queryKey: ['system', 'info'],
  queryFn: async () => (await call(SYSTEM_INFO, {}, { loading: false })).data,
  staleTime: 30_000,
} as const;

/** Pages that ask for the session as soon as they mount: the start page and the tabs. */
const SESSION_PAGES = new Set(['', 'pages/launch', 'pages/index', 'pages/house', 'pages/customer', 'pages/user']);

/**
 * Sends the first page's own requests while its code is still loading, rather than once the page's chunk
 * has arrived and mounted, one round trip after it. Only for pages that ask anyway,
 * so that a public page opened with an old token is not sent to the login page. `pages` adds a page's
 * own first requests (the entry wires them: the platform does not import modules).
 */
export function prefetchFirstData(
  client: QueryClient,
  hash: string,
  pages: Record<string, (client: QueryClient) => void> = {},
): void {
  if (!authStore.headers()) return;
  const page = pathOf(hash);
  if (!SESSION_PAGES.has(page)) return;
  void client.prefetchQuery(sessionQuery);
  if (page === 'pages/index') void client.prefetchQuery(systemInfoQuery);
  pages[page]?.(client);
}

/**
 * The requests `prefetchFirstData` makes for each page, as the document's inline script sends them
 * before the entry has loaded (the build writes them into index.html). `pages` adds a page's
 * own, as it does there.
 */
export function firstRequests(pages: Record<string, () => TFirstRequest[]> = {}): Record<string, TFirstRequest[]> {
  return Object.fromEntries(
    [...SESSION_PAGES]
      .filter((page) => page !== '')
      .map((page) => [
        page,
        [
          requestOf(INITIALIZE),
          ...(page === 'pages/index' ? [requestOf(SYSTEM_INFO)] : []),
          ...(pages[page]?.() ?? []),
        ],
      ]),
  );
}
