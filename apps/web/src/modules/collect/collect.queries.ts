import { collectEndpoints as api, type TCollectSearch } from '@awb/contract/collect.contract';
import type { TCollectRow } from '@awb/contract/collect-views';
import { PAGE_SIZE } from '@awb/contract/common/page-sizes';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../platform/api.ts';
import { usePaged } from '../../platform/paged-query.ts';

/** Everything of 云采集 lives under this key: a save refreshes the marks everywhere. */
export const COLLECT_KEY = 'collect';

export function useCollectSetting() {
  return useQuery({
    queryKey: [COLLECT_KEY, 'setting'],
    queryFn: async () => (await call(api.findSetting, {}, { loading: false })).data,
  });
}

/** A collect list (云出售 / 云出租) with its filters, 20 a page, loaded as the agent scrolls. */
export function useCollectList(search: TCollectSearch, enabled = true) {
  return usePaged<TCollectRow>(
    [COLLECT_KEY, 'list', search],
    PAGE_SIZE.collect,
    (pageindex) => call(api.page, { query: { ...search, pageindex } }, { loading: false }),
    enabled,
  );
}

export function useCollectDetail(id: number) {
  return useQuery({
    queryKey: [COLLECT_KEY, 'detail', id],
    queryFn: async () => (await call(api.sellInfo, { query: { id } }, { loading: false })).data,
    enabled: id > 0,
  });
}

/**
 * The listing form's prefill of a collected listing (pages/house/operation?collectId): asking for it
 * marks the listing 已保存 for the company, as 转为房源 starts from a saved one.
 */
export function useCollectPrefill(id: number) {
  return useQuery({
    queryKey: [COLLECT_KEY, 'prefill', id],
    queryFn: async () => (await call(api.save, { query: { id } }, { loading: false })).data.prefill,
    enabled: id > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const collectCalls = {
  save: (id: number) => call(api.save, { query: { id } }, { loading: '保存中…' }),
  /** After the listing entered from it was created: 已转房源. */
  converted: (id: number, houseId: number) => call(api.savePost, { body: { id, houseId } }, { loading: false }),
};

/**
 * After the listing entered from a collected one was created: marks it 已转房源 and refreshes the marks.
 * A failure is left silent: the listing exists, and the mark can be set again from the collected listing.
 */
export async function markConverted(client: QueryClient, id: number, houseId: number): Promise<void> {
  await collectCalls.converted(id, houseId).catch(() => undefined);
  await client.invalidateQueries({ queryKey: [COLLECT_KEY] });
}

export function useRefreshCollect() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: [COLLECT_KEY] }), [client]);
}
