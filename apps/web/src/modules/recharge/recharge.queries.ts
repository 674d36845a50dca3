import { CODE } from '@awb/contract/common/codes';
import { rechargeEndpoints as api, type TRechargeOrder } from '@awb/contract/recharge.contract';
import { ORDER_POLL_MS, ORDER_STATE, RECHARGE_PAGE_SIZE } from '@awb/contract/recharge-constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../platform/api.ts';
import { usePaged } from '../../platform/paged-query.ts';
import { SESSION_QUERY_KEY } from '../../platform/session.ts';

/** Everything of the recharge centre lives under this key: a payment refreshes it all. */
export const RECHARGE_KEY = 'recharge';

export function useCompanyApps() {
  return useQuery({
    queryKey: [RECHARGE_KEY, 'apps'],
    queryFn: async () => (await call(api.companyApps, {}, { loading: false })).data,
  });
}

export function usePlans(appType: number) {
  return useQuery({
    queryKey: [RECHARGE_KEY, 'plans', appType],
    queryFn: async () => (await call(api.planList, { query: { appType } }, { loading: false })).data,
  });
}

/**
 * The order, asked again every few seconds while it waits for a payment that was started (here, or
 * before: the order has a channel), until it is paid or closed.
 */
export function useOrder(orderNo: string, watching: boolean) {
  return useQuery({
    queryKey: [RECHARGE_KEY, 'order', orderNo],
    queryFn: async () => (await call(api.orderDetail, { query: { orderNo } }, { loading: false })).data,
    enabled: orderNo !== '',
    refetchInterval: (query) => {
      const order = query.state.data as TRechargeOrder | undefined;
      const started = watching || (order?.payChannel ?? 0) > 0;
      return started && order?.state === ORDER_STATE.pending ? ORDER_POLL_MS : false;
    },
  });
}

export function useRecords() {
  return usePaged<TRechargeOrder>([RECHARGE_KEY, 'records'], RECHARGE_PAGE_SIZE, (pageindex) =>
    call(api.orderRecords, { query: { pageindex, pagesize: RECHARGE_PAGE_SIZE } }, { loading: false }),
  );
}

/** After a payment: the centre, the records and the session's open apps are read again. */
export function useRefreshAfterPayment() {
  const client = useQueryClient();
  return useCallback(async () => {
    await client.invalidateQueries({ queryKey: [RECHARGE_KEY, 'apps'] });
    await client.invalidateQueries({ queryKey: [RECHARGE_KEY, 'records'] });
    await client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [client]);
}

export const rechargeCalls = {
  createOrder: (planId: number, idempotencyKey: string) =>
    call(api.orderCreate, { body: { planId } }, { loading: '下单中…', idempotencyKey }),
  /** 503 (no gateway) is shown by the page itself, not as a toast. */
  pay: (orderNo: string, payChannel: number) =>
    call(
      api.orderPay,
      { body: { orderNo, payChannel } },
      { loading: '正在创建支付…', handle: [CODE.serviceUnavailable] },
    ),
};
