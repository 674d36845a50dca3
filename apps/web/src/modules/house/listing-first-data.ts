import { APP_TYPE } from '@awb/contract/common/apps';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchAppSwitch } from '../../platform/app-switch-early.ts';
import { prefetchListingList } from './listing-list-query.ts';

/**
 * What the listing tab asks for first, sent by the entry while the tab's code loads (issue 17): its
 * list's first page and the house book's app-use switch, which the tab's gate waits for before the
 * list can show. Imported by the entry (first screen, 2.7 KB gzip with what it imports), sent on this tab
 * only: as a chunk of its own it ran only once the tab's module graph had loaded (main.tsx).
 */
export function prefetchListingTab(client: QueryClient): void {
  prefetchListingList(client);
  prefetchAppSwitch(APP_TYPE.house);
}
