import { catalogueEndpoints } from '@awb/contract/catalogue.contract';
import { CODE } from '@awb/contract/common/codes';
import { PAGE_SIZE } from '@awb/contract/common/page-sizes';
import { communityEndpoints as api } from '@awb/contract/community.contract';
import type { TNearbyKind } from '@awb/contract/community-shapes';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, type TCallOptions } from '../../platform/api.ts';
import { usePaged } from '../../platform/paged-query.ts';
import { nextPageIndex } from '../../platform/paging.ts';

/** Reads load quietly; a refusal shows in the page's error state. */
export const silent: TCallOptions = { loading: false, handle: [CODE.noPermission, CODE.notFound] };
/** Every estate query starts with this key, so that a change refreshes them all. */
export const ESTATE_KEY = 'estate';

export async function refreshEstate(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: [ESTATE_KEY] });
}

export function useCommunityList(f: { key: string; districtId: number; regionId: number }) {
  return usePaged([ESTATE_KEY, 'list', f], PAGE_SIZE.communities, (pageindex) =>
    call(api.companyCommunity, { body: { ...f, pageindex, pagesize: PAGE_SIZE.communities } }, silent),
  );
}

export function useCatalogueList(f: { cityid: number; key: string; districtId: number }, enabled: boolean) {
  return usePaged(
    [ESTATE_KEY, 'catalogue', f],
    PAGE_SIZE.communities,
    (pageindex) =>
      call(
        catalogueEndpoints.getCommunityList,
        { body: { ...f, regionId: 0, pageindex, pagesize: PAGE_SIZE.communities } },
        silent,
      ),
    enabled,
  );
}

export function useOpenCity(cityid: number) {
  return useQuery({
    queryKey: [ESTATE_KEY, 'openCity', cityid],
    queryFn: async () => (await call(catalogueEndpoints.openCity, { query: { cityid } }, silent)).data,
    enabled: cityid > 0,
  });
}

export function useCommunityDetail(communityId: number) {
  return useQuery({
    queryKey: [ESTATE_KEY, 'detail', communityId],
    queryFn: async () => (await call(api.communityDetail, { query: { communityId } }, silent)).data,
    enabled: communityId > 0,
  });
}

export function useCommunityValues(communityId: number) {
  return useQuery({
    queryKey: [ESTATE_KEY, 'values', communityId],
    queryFn: async () => (await call(api.companyCommunityDetail, { query: { communityId } }, silent)).data,
    enabled: communityId > 0,
  });
}

export function useHouseTypes(communityId: number, room: number) {
  return useQuery({
    queryKey: [ESTATE_KEY, 'houseTypes', communityId, room],
    queryFn: async () => (await call(api.getHouseType, { query: { communityId, room } }, silent)).data,
    enabled: communityId > 0,
  });
}

export function useHouseType(id: number) {
  return useQuery({
    queryKey: [ESTATE_KEY, 'houseType', id],
    queryFn: async () => (await call(api.houseTypeDetail, { query: { id } }, silent)).data,
    enabled: id > 0,
  });
}

export function usePictures(communityId: number) {
  return useQuery({
    queryKey: [ESTATE_KEY, 'pictures', communityId],
    queryFn: async () => (await call(api.companyCommunityPictures, { query: { communityId } }, silent)).data,
    enabled: communityId > 0,
  });
}

export function useRecords(communityId: number) {
  return useInfiniteQuery({
    queryKey: [ESTATE_KEY, 'records', communityId],
    queryFn: async ({ pageParam }) =>
      call(
        api.communityPosts,
        { query: { communityId, pageindex: pageParam, pagesize: PAGE_SIZE.appRecords } },
        silent,
      ),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageIndex(pages, PAGE_SIZE.appRecords),
  });
}

export function useRegions(districtId: number) {
  return useQuery({
    queryKey: [ESTATE_KEY, 'regions', districtId],
    queryFn: async () => (await call(api.regionList, { query: { districtId } }, silent)).data,
    enabled: districtId > 0,
  });
}

export function useNearby(communityId: number, kind: TNearbyKind, enabled: boolean) {
  return useQuery({
    queryKey: [ESTATE_KEY, 'nearby', communityId, kind],
    queryFn: async () => (await call(api.nearby, { query: { communityId, kind } }, silent)).data,
    enabled,
    staleTime: 10 * 60_000,
  });
}

export function useMapConfig() {
  return useQuery({
    queryKey: [ESTATE_KEY, 'mapConfig'],
    queryFn: async () => (await call(api.mapConfig, {}, silent)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Uploads one picture and answers its link (to send with the form). */
export async function uploadPicture(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await call(api.pictureUpload, { body }, { loading: '上传中…' })).data.url;
}

/** The company's live listings in a community: what stands between it and a delete (seed 001 §4). */
export function useCommunityHouseCount(communityId: number) {
  return useQuery({
    queryKey: [ESTATE_KEY, 'houseCount', communityId],
    queryFn: async () => (await call(api.communityHouseCount, { query: { communityId } }, silent)).data.count,
    enabled: communityId > 0,
  });
}
