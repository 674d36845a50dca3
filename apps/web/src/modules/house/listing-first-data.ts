import { APP_TYPE } from '@awb/contract/common/apps';
import type { QueryClient } from '@tanstack/react-query';
import { requestOf } from '../../platform/api.ts';
import { APP_USE_SWITCH, prefetchAppSwitch, switchQuery } from '../../platform/app-switch-early.ts';
import type { TFirstRequest } from '../../platform/early-responses.ts';
import { SIGNED_PICTURE, thumbnailWidth } from '../../platform/file-url.ts';
import { EAGER_COVERS, LISTING_COVER } from './components/listing-cover.ts';
import { listSearchBody } from './list-search.ts';
import { INITIAL_LIST_STATE, LIST_STATE_STORAGE_KEY } from './list-state.ts';
import { FIRST_LISTING_PAGE, HOUSING_POSTS, listingPageBody, prefetchListingList } from './listing-list-query.ts';

/**
 * What the listing tab asks for first, sent by the entry while the tab's code loads: its
 * list's first page and the house book's app-use switch, which the tab's gate waits for before the
 * list can show. Imported by the entry (first screen, 2.7 KB gzip with what it imports), sent on this tab
 * only: as a chunk of its own it would run only once the tab's module graph had loaded (main.tsx).
 */
export function prefetchListingTab(client: QueryClient): void {
  prefetchListingList(client);
  prefetchAppSwitch(APP_TYPE.house);
}

/**
 * The same two requests as the document sends them (first-data.ts `firstRequests`): the list's first
 * page in its initial state — unless this visit has a list state of its own — and the switch.
 */
export function listingTabRequests(): TFirstRequest[] {
  return [
    {
      ...requestOf(HOUSING_POSTS, { body: listingPageBody(listSearchBody(INITIAL_LIST_STATE), FIRST_LISTING_PAGE) }),
      unlessStored: LIST_STATE_STORAGE_KEY,
      // The first cards' covers leave as soon as the page answers, before the tab's code has loaded.
      pictures: {
        field: 'cover',
        count: EAGER_COVERS,
        width: thumbnailWidth(LISTING_COVER.width),
        signed: SIGNED_PICTURE.source,
      },
    },
    requestOf(APP_USE_SWITCH, { query: switchQuery(APP_TYPE.house) }),
  ];
}
