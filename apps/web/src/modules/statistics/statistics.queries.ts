import { CODE } from '@awb/contract/common/codes';
import { statisticsEndpoints as api } from '@awb/contract/statistics.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type TCallOptions } from '../../platform/api.ts';
import type { TStatsFilters } from './stats-format.ts';

/** Reads load quietly; a refusal shows in the card's error state, not as a toast too. */
const silent: TCallOptions = { loading: false, handle: [CODE.noPermission] };
const KEY = 'statistics';
/** The envelope's data. */
const dataOf = async <T>(answer: Promise<{ data: T }>): Promise<T> => (await answer).data;

export function useManageSetting() {
  return useQuery({ queryKey: [KEY, 'setting'], queryFn: () => dataOf(call(api.getManageSetting, {}, silent)) });
}

/** The cards that do not depend on the period (only when the caller may see them). */
export function useCards(enabled: boolean, withContracts: boolean) {
  const company = useQuery({
    queryKey: [KEY, 'company'],
    enabled,
    queryFn: () => dataOf(call(api.companyInfo, {}, silent)),
  });
  const account = useQuery({
    queryKey: [KEY, 'account'],
    enabled,
    queryFn: () => dataOf(call(api.accountInfo, {}, silent)),
  });
  const wait = useQuery({ queryKey: [KEY, 'wait'], enabled, queryFn: () => dataOf(call(api.waitCount, {}, silent)) });
  const report = useQuery({
    queryKey: [KEY, 'contractReport'],
    enabled: enabled && withContracts,
    queryFn: () => dataOf(call(api.contractReport, {}, silent)),
  });
  return { company, account, wait, report };
}

/** A custom period waits until both days are picked. */
const ready = (f: TStatsFilters) => f.dateType !== 5 || (f.startDate !== '' && f.endDate !== '');

export function usePeriodStatistics(enabled: boolean, withContracts: boolean, filters: TStatsFilters) {
  const on = enabled && ready(filters);
  const body = filters;
  const options = { placeholderData: keepPreviousData } as const;
  return {
    business: useQuery({
      queryKey: [KEY, 'business', filters],
      enabled: on,
      queryFn: () => dataOf(call(api.businessStatistics, { body }, silent)),
      ...options,
    }),
    performance: useQuery({
      queryKey: [KEY, 'performance', filters],
      enabled: on && withContracts,
      queryFn: () => dataOf(call(api.performanceStatistics, { body }, silent)),
      ...options,
    }),
    house: useQuery({
      queryKey: [KEY, 'house', filters],
      enabled: on,
      queryFn: () => dataOf(call(api.houseStatisticsTabelV2, { body }, silent)),
      ...options,
    }),
    customer: useQuery({
      queryKey: [KEY, 'customer', filters],
      enabled: on,
      queryFn: () => dataOf(call(api.customerStatisticsTabelV2, { body }, silent)),
      ...options,
    }),
  };
}
