import { appRecordEndpoints } from '@awb/contract/app-record.contract';
import { CODE } from '@awb/contract/common/codes';
import { PAGE_SIZE } from '@awb/contract/common/page-sizes';
import { useQuery } from '@tanstack/react-query';
import { call, type TCallOptions } from '../../platform/api.ts';
import { usePaged } from '../../platform/paged-query.ts';

/**
 * The generic `/app/*` calls (follow-ups, app records, follow-up categories) for any sub-app: the
 * house book (appType 1) and the contracts (appType 5) share these hooks and the components beside
 * them. `keyRoot` is the calling module's query key (HOUSE_KEY, CONTRACT_KEY), so that a change in
 * that module refreshes its follow-ups and records with everything else.
 */
export type TAppItem = { appType: number; type: number; itemId: number };

const silent: TCallOptions = { loading: false, handle: [CODE.noPermission, CODE.notFound] };

export function useAppFollowCategories(keyRoot: string, appType: number) {
  return useQuery({
    queryKey: [keyRoot, 'follow-categories', appType],
    staleTime: 10 * 60_000,
    queryFn: async () => (await call(appRecordEndpoints.getCategoryV2, { query: { appType } }, silent)).data,
  });
}

/** Follow-ups of an item (app/getFollowUp), 15 a page, by category (0 all). */
export function useAppFollowUps(keyRoot: string, item: TAppItem, categoryType: number) {
  return usePaged(
    [keyRoot, 'follow', item.itemId, categoryType, item.appType, item.type],
    PAGE_SIZE.followUps,
    async (pageindex) => {
      const query = { ...item, categoryType, pageindex, pagesize: PAGE_SIZE.followUps };
      const { data, total } = await call(appRecordEndpoints.getFollowUp, { query }, silent);
      return { data, total };
    },
    item.itemId > 0,
  );
}

/** App records of an item (app/appRecord): recordType 1 operations, 2 circulation, 0 both; 15 a page. */
export function useAppRecordList(keyRoot: string, item: TAppItem, recordType: number) {
  return usePaged(
    [keyRoot, 'records', item.itemId, recordType, item.appType, item.type],
    PAGE_SIZE.appRecords,
    async (pageindex) => {
      const query = { ...item, recordType, pageindex, pagesize: PAGE_SIZE.appRecords };
      const { data, total } = await call(appRecordEndpoints.appRecord, { query }, silent);
      return { data, total };
    },
    item.itemId > 0,
  );
}
