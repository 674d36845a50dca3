import { PAGE_SIZE } from '@awb/contract/common/page-sizes';
import { promotionEndpoints as api, type TPortalBind } from '@awb/contract/promotion.contract';
import { PORTAL } from '@awb/contract/promotion-constants';
import type { TPromotionRow } from '@awb/contract/promotion-views';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../platform/api.ts';
import { useCursorPaged } from '../../platform/paged-query.ts';

/** Everything of 房源推广 lives under this key: a push or a binding change refreshes it all. */
export const PROMOTION_KEY = 'promotion';
const size = PAGE_SIZE.promotion;

const PUSH_CALLS = {
  [PORTAL.xingfuli]: api.xingfuliPush,
  [PORTAL.anxuan]: api.anxuanPush,
  [PORTAL.fangtianxia]: api.fangTianXiaPush,
  [PORTAL.tmall]: api.tmallPush,
} as const;

export function usePortalStates() {
  return useQuery({
    queryKey: [PROMOTION_KEY, 'states'],
    queryFn: async () => (await call(api.portalStates, {}, { loading: false })).data,
  });
}

export function usePortalBinding(portal: number) {
  return useQuery({
    queryKey: [PROMOTION_KEY, 'binding', portal],
    queryFn: async () => (await call(api.portalBinding, { query: { portal } }, { loading: false })).data,
  });
}

export function usePushPosts(portal: number, type: number) {
  return useCursorPaged<TPromotionRow>([PROMOTION_KEY, 'posts', portal, type], size, ({ pageindex, cursor }) =>
    call(api.pushPosts, { query: { portal, type, pageindex, cursor } }, { loading: false }),
  );
}

export function useHousePushState(houseId: number) {
  return useQuery({
    queryKey: [PROMOTION_KEY, 'house', houseId],
    queryFn: async () => (await call(api.queryHousePushState, { query: { houseId } }, { loading: false })).data,
    enabled: houseId > 0,
  });
}

export function useAcqShare(houseId: number, enabled: boolean) {
  return useQuery({
    queryKey: [PROMOTION_KEY, 'share', houseId],
    queryFn: async () => (await call(api.mobileAcqCustomerShare, { query: { houseId } }, { loading: false })).data,
    enabled: enabled && houseId > 0,
  });
}

export function useRefreshPromotion() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: [PROMOTION_KEY] }), [client]);
}

export const promotionCalls = {
  push: (portal: number, houseId: number) =>
    call(PUSH_CALLS[portal as keyof typeof PUSH_CALLS], { body: { houseId } }, { loading: '推送中…' }),
  microWebPush: (houseId: number) => call(api.microWebPush, { body: { houseId } }, { loading: '推送中…' }),
  shelf: (portal: number, houseId: number, state: number) =>
    call(api.pushShelf, { body: { houseId, portal, state } }, { loading: '处理中…' }),
  remove: (portal: number, houseId: number) =>
    call(api.pushRemove, { body: { houseId, portal } }, { loading: '删除中…' }),
  bind: (body: TPortalBind) => call(api.portalBind, { body }, { loading: '保存中…' }),
  setOpen: (portal: number, open: number) => call(api.portalStatus, { body: { portal, open } }, { loading: '处理中…' }),
  unbind: (portal: number) => call(api.portalUnbind, { body: { portal } }, { loading: '处理中…' }),
};
