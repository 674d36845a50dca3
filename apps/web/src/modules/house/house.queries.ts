import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE } from '@awb/contract/common/codes';
import { PAGE_SIZE } from '@awb/contract/common/page-sizes';
import { communityEndpoints } from '@awb/contract/community.contract';
import { housingEndpoints } from '@awb/contract/housing.contract';
import { APP_RECORD_TYPE } from '@awb/contract/housing-options';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { call, type TCallOptions } from '../../platform/api.ts';
import { usePaged } from '../../platform/paged-query.ts';
import { useAppRecordList } from '../app-record/app-record.queries.ts';
import { HOUSE_KEY } from './listing-list-query.ts';

/** Reads load quietly; a refusal (403) or a missing listing shows in the page's error state instead. */
const silent: TCallOptions = { loading: false, handle: [CODE.noPermission, CODE.notFound] };

export { HOUSE_KEY };

export async function refreshHouse(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: [HOUSE_KEY] });
}

/** Suggestions of the search page as the agent types. */
export function useHouseSuggestions(type: number, key: string) {
  return useQuery({
    queryKey: [HOUSE_KEY, 'suggest', type, key],
    enabled: key !== '',
    queryFn: async () => (await call(housingEndpoints.housingSearch, { query: { type, key } }, silent)).data,
  });
}

export function useListingDetail(houseId: number, type?: number) {
  return useQuery({
    queryKey: [HOUSE_KEY, 'detail', houseId],
    enabled: houseId > 0,
    retry: false,
    queryFn: async () =>
      (
        await call(
          housingEndpoints.housingDetail,
          { query: { houseId, type } },
          { loading: false, handle: [CODE.noPermission, CODE.notFound, CODE.listingExists] },
        )
      ).data,
  });
}

export function usePriceTrend(houseId: number) {
  return useQuery({
    queryKey: [HOUSE_KEY, 'trend', houseId],
    queryFn: async () => (await call(housingEndpoints.housingPriceTrend, { query: { houseId } }, silent)).data,
  });
}

export function useEvaluation(houseId: number) {
  return useQuery({
    queryKey: [HOUSE_KEY, 'evaluate', houseId],
    queryFn: async () => (await call(housingEndpoints.housingEvaluate, { query: { houseId } }, silent)).data,
  });
}

/** The daily reveal quota (queryAuthHouseCount): limit, used, remain. */
export function useRevealQuota(type: number) {
  return useQuery({
    queryKey: [HOUSE_KEY, 'quota', type],
    queryFn: async () => (await call(housingEndpoints.queryAuthHouseCount, { query: { type } }, silent)).data,
  });
}

/** App records of a listing: operations (other-record) or circulation (circulation-record). */
export function useAppRecords(houseId: number, type: number, recordType: number = APP_RECORD_TYPE.operation) {
  return useAppRecordList(HOUSE_KEY, { appType: APP_TYPE.house, type, itemId: houseId }, recordType);
}

export function useTeamChanges(houseId: number) {
  return usePaged([HOUSE_KEY, 'team-changes', houseId], PAGE_SIZE.appRecords, async (pageindex) => {
    const { data, total } = await call(
      housingEndpoints.teamChangeRecord,
      { query: { houseId, pageindex, pagesize: PAGE_SIZE.appRecords } },
      silent,
    );
    return { data, total };
  });
}

export function useTeam(houseId: number) {
  return useQuery({
    queryKey: [HOUSE_KEY, 'team', houseId],
    queryFn: async () => (await call(housingEndpoints.teamPosts, { query: { houseId } }, silent)).data,
  });
}

export function useSurvey(houseId: number) {
  return useQuery({
    queryKey: [HOUSE_KEY, 'survey', houseId],
    queryFn: async () => (await call(housingEndpoints.teamSurveyorDetail, { query: { houseId } }, silent)).data,
  });
}

/** The whole submit data of a listing for the edit form (protection type 3; logged, not counted for owners). */
export function useListingData(houseId: number) {
  return useQuery({
    queryKey: [HOUSE_KEY, 'data', houseId],
    enabled: houseId > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () =>
      (await call(housingEndpoints.getHouseInfoProtection, { query: { houseId, type: 3 } }, silent)).data,
  });
}

export function useCommunitySearch(key: string, houseType: number) {
  return useQuery({
    queryKey: [HOUSE_KEY, 'community-search', houseType, key],
    placeholderData: keepPreviousData,
    queryFn: async () => (await call(communityEndpoints.communitySearch, { query: { key, houseType } }, silent)).data,
  });
}

export function useBuildings(communityId: number | undefined) {
  return useQuery({
    queryKey: [HOUSE_KEY, 'buildings', communityId],
    enabled: communityId !== undefined,
    queryFn: async () =>
      (await call(communityEndpoints.communityBuildingSearch, { query: { communityId: communityId! } }, silent)).data,
  });
}

export function useRooms(communityId: number | undefined, unitId: number | undefined) {
  return useQuery({
    queryKey: [HOUSE_KEY, 'rooms', communityId, unitId],
    enabled: communityId !== undefined && unitId !== undefined,
    queryFn: async () =>
      (
        await call(
          communityEndpoints.communityRoomSearch,
          { query: { communityId: communityId!, unitId: unitId! } },
          silent,
        )
      ).data,
  });
}
