import { CODE } from '@awb/contract/common/codes';
import { PAGE_SIZE } from '@awb/contract/common/page-sizes';
import type { housingEndpoints } from '@awb/contract/housing.contract';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../platform/api.ts';
import { endpointRef } from '../../platform/endpoint-ref.ts';
import type { TCursorParam } from '../../platform/paging.ts';
import { preloadFirstCovers } from './first-cover-preload.ts';
import { listSearchBody } from './list-search.ts';
import { getListState } from './list-state.ts';

/** Every query of the house pages starts with this, so a change refreshes them all. */
export const HOUSE_KEY = 'house';

/**
 * `housingPosts` written out: the contract's schemas would bring Zod into the first screen, which
 * sends the list's first page from the entry script (`platform/first-data.ts` does the same for the
 * session). Checked against the contract by `satisfies`.
 */
export const HOUSING_POSTS = endpointRef<typeof housingEndpoints.housingPosts>({
  method: 'POST',
  path: '/housing/v2/housingPosts',
  auth: 'member',
});

type TSearchBody = ReturnType<typeof listSearchBody>;

export const listingListKey = (body: TSearchBody) => [HOUSE_KEY, 'list', body];

/**
 * A loaded list page counts as fresh this long: the tab mounting right after the prefetch uses it. Every
 * change of a listing invalidates the house queries (`refreshHouse`), and pull-to-refresh asks again.
 */
export const LISTING_LIST_FRESH_MS = 10_000;

/** The list's first page (the infinite query's first page parameter). */
export const FIRST_LISTING_PAGE: TCursorParam = { pageindex: 1, cursor: '' };

/** The housingPosts body of one page of the list. */
export const listingPageBody = (body: TSearchBody, page: TCursorParam) => ({
  ...body,
  ...page,
  pagesize: PAGE_SIZE.listings,
});

/** One page of the listing list. A refusal (403, or 406 when 房源本 is not open) shows in the page. */
export async function fetchListingPage(body: TSearchBody, page: TCursorParam) {
  const { data, total, cursor } = await call(
    HOUSING_POSTS,
    { body: listingPageBody(body, page) },
    { loading: false, handle: [CODE.noPermission, CODE.notFound, CODE.needPurchase] },
  );
  return { data, total, cursor };
}

/**
 * The listing tab's first page, asked for while the tab's code still loads: without it the request
 * left only after the chunk, the app-use check and the first render. Same key and page as `useListings`.
 */
export function prefetchListingList(client: QueryClient): void {
  const body = listSearchBody(getListState());
  void client.prefetchInfiniteQuery({
    queryKey: listingListKey(body),
    staleTime: LISTING_LIST_FRESH_MS,
    queryFn: async ({ pageParam }: { pageParam: TCursorParam }) => {
      const page = await fetchListingPage(body, pageParam);
      void preloadFirstCovers(page.data);
      return page;
    },
    initialPageParam: FIRST_LISTING_PAGE,
  });
}
