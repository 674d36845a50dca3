import { CODE } from '@awb/contract/common/codes';
import { PAGE_SIZE } from '@awb/contract/common/page-sizes';
import type { communityEndpoints } from '@awb/contract/community.contract';
import type { regionEndpoints } from '@awb/contract/region.contract';
import { useQuery } from '@tanstack/react-query';
import { call, type TCallOptions } from '../../platform/api.ts';
import { endpointRef } from '../../platform/endpoint-ref.ts';
import { useCursorPaged } from '../../platform/paged-query.ts';
import { useSession } from '../../platform/session.ts';
import { districtOptions } from './area-options.ts';
import { listSearchBody } from './list-search.ts';
import type { THouseListState } from './list-state.ts';
import { fetchListingPage, HOUSE_KEY, LISTING_LIST_FRESH_MS, listingListKey } from './listing-list-query.ts';

/**
 * The listing tab's own queries, apart from house.queries.ts: that file imports
 * the housing, community and region contracts, whose Zod schemas cost the tab's first render tens of
 * milliseconds of main-thread work when built (Total Blocking Time). The two lookups of the
 * 区域 filter are written out as session.ts writes out initialize, typed as the contract's endpoints.
 */
const GET_DISTRICTS = endpointRef<typeof regionEndpoints.getDistractList>({
  method: 'GET',
  path: '/base/getDistractList',
  auth: 'none',
});
const REGION_LIST = endpointRef<typeof communityEndpoints.regionList>({
  method: 'GET',
  path: '/community/regionList',
  auth: 'member',
});

/** Reads load quietly; a refusal (403) or a missing listing shows in the page's error state instead. */
const silent: TCallOptions = { loading: false, handle: [CODE.noPermission, CODE.notFound] };

/** Districts of the company's city and their business areas, for the 区域 filter, once `wanted`. */
export function useDistricts(wanted: boolean) {
  const cityId = useSession().data?.company.cityId;
  return useQuery({
    queryKey: [HOUSE_KEY, 'districts', cityId],
    enabled: wanted && cityId !== undefined,
    staleTime: 10 * 60_000,
    queryFn: async () => {
      const [districts, regions] = await Promise.all([
        call(GET_DISTRICTS, { query: { cityId } }, silent),
        call(REGION_LIST, { query: { cityId } }, silent),
      ]);
      return districtOptions(districts.data, regions.data);
    },
  });
}

/** The listing list (housingPosts), 10 a page; each next page continues from the last one's cursor. */
export function useListings(state: THouseListState) {
  const body = listSearchBody(state);
  return useCursorPaged(
    listingListKey(body),
    PAGE_SIZE.listings,
    (page) => fetchListingPage(body, page),
    true,
    LISTING_LIST_FRESH_MS,
  );
}
