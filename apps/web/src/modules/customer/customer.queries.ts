import { CODE } from '@awb/contract/common/codes';
import { PAGE_SIZE } from '@awb/contract/common/page-sizes';
import { customerEndpoints as api, CUSTOMER_RECORD_PAGE_SIZE } from '@awb/contract/customer.contract';
import type { TCustomerDetail } from '@awb/contract/customer-rows';
import { type TCustomerSetting, typeSetting } from '@awb/contract/customer-setting';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { ApiError, call, newIdempotencyKey, REQUEST, type TCallOptions } from '../../platform/api.ts';
import { dialog } from '../../platform/dialog.tsx';
import { nav, withQuery } from '../../platform/nav.ts';
import { useCursorPaged, usePaged } from '../../platform/paged-query.ts';
import { type TCustomerFormValues, toCustomerBody } from './customer-form-values.ts';
import { rangeFromNumbers } from './customer-format.ts';
import { CUSTOMER_KEY } from './customer-tab.queries.ts';

/** Reads load quietly; a refusal or a missing customer shows in the page's error state, not as a toast too. */
const silent: TCallOptions = { loading: false, handle: [CODE.noPermission, CODE.notFound] };

// The tab's list and the key every customer query starts with live in customer-tab.queries.ts, without the
// contract's schemas, which the tab's first screen does not need.
export { CUSTOMER_KEY, type TListFilters, useCustomerList } from './customer-tab.queries.ts';

/** The rows of the customer picker (private in scope and public). */
export function usePickableCustomers(key: string, houseType: number) {
  return useCursorPaged([CUSTOMER_KEY, 'pickable', key, houseType], PAGE_SIZE.customers, async (page) => {
    const query = { key, houseType, ...page, pagesize: PAGE_SIZE.customers };
    const { data, total, cursor } = await call(api.showCustomerPosts, { query }, silent);
    return { data, total, cursor };
  });
}

export function useCustomerDetail(customerId: number) {
  return useQuery({
    queryKey: [CUSTOMER_KEY, 'detail', customerId],
    queryFn: async () => (await call(api.customerDetail, { query: { customerId } }, silent)).data,
    enabled: customerId > 0,
  });
}

export function useCustomerPortrait(customerId: number) {
  return useQuery({
    queryKey: [CUSTOMER_KEY, 'portrait', customerId],
    queryFn: async () => (await call(api.customerPortrait, { query: { customerId } }, silent)).data,
    enabled: customerId > 0,
  });
}

/** Follow-ups, 15 a page (seed 001 §9), by category 0 all, 1 普通跟进, 4 带看. */
export function useFollowUps(customerId: number, categoryType: number) {
  return usePaged(
    [CUSTOMER_KEY, 'follow', customerId, categoryType],
    PAGE_SIZE.customerFollowUps,
    async (pageindex) => {
      const query = { customerId, categoryType, pageindex, pagesize: PAGE_SIZE.customerFollowUps };
      const { data, total } = await call(api.getCustomerfollowUp, { query }, silent);
      return { data, total };
    },
    customerId > 0,
  );
}

export function useChangeRecords(customerId: number, enabled: boolean) {
  return usePaged(
    [CUSTOMER_KEY, 'records', customerId],
    CUSTOMER_RECORD_PAGE_SIZE,
    async (pageindex) => {
      const query = { customerId, pageindex, pagesize: CUSTOMER_RECORD_PAGE_SIZE };
      const { data, total } = await call(api.customerChangeRecord, { query }, silent);
      return { data, total };
    },
    customerId > 0 && enabled,
  );
}

/** Listings that fit the intention, best first, with the reasons. */
export function useMatchedHouses(customerId: number, enabled = true) {
  return usePaged(
    [CUSTOMER_KEY, 'match', customerId],
    PAGE_SIZE.customers,
    async (pageindex) => {
      const query = { customerId, pageindex, pagesize: PAGE_SIZE.customers };
      const { data, total } = await call(api.customerMatchHouses, { query }, silent);
      return { data, total };
    },
    customerId > 0 && enabled,
  );
}

export function useCustomerSetting() {
  return useQuery({
    queryKey: [CUSTOMER_KEY, 'setting'],
    queryFn: async () => (await call(api.getCustomerSetting, {}, silent)).data,
    staleTime: 60_000,
  });
}

/** The states of a type as picker options ([] until the setting has loaded). */
export function statesOfType(setting: TCustomerSetting | undefined, customerType: number) {
  return setting ? typeSetting(setting, customerType).states.map((s) => ({ value: s.state, label: s.name })) : [];
}

/** The edit form filled from a customer's detail. */
export function formFromDetail(d: TCustomerDetail): TCustomerFormValues {
  return {
    customerType: d.customerType,
    customerInfo: d.customerInfo.map((c) => ({ name: c.name, phone: c.phone, sex: c.sex })),
    wechat: d.wechat,
    level: d.level,
    source: d.source,
    state: d.state,
    room: d.room,
    floor: rangeFromNumbers(d.floor, d.tfloor),
    area: rangeFromNumbers(d.area, d.tarea),
    price: rangeFromNumbers(d.price, d.tprice),
    downPayments: d.downPayments === null ? '' : String(d.downPayments),
    paymentMethod: d.paymentMethod,
    houseType: d.houseType,
    renovation: d.renovation,
    elevator: d.elevator,
    houseGarage: d.houseGarage,
    uses: d.uses,
    houseAge: d.houseAge,
    city: d.city === null ? null : { id: d.city, name: d.cityName },
    region: d.region.map((id, i) => ({ id, name: d.regionNames[i] ?? String(id) })),
    community: d.communityList.map((c) => ({ communityId: c.communityId, name: c.communityName })),
    tags: d.tags,
    remark: d.remark,
  };
}

/** After any change: every customer query (lists, detail, follow-ups, portrait, matches). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [CUSTOMER_KEY] });
}

/**
 * Add or edit. A refusal the agent must read (the phone belongs to a colleague's customer, the
 * upper limit) opens a dialog instead of a passing toast. On success: toast, refresh, and go on to
 * the detail (add) or back (edit) after 1500 ms.
 */
export function useSaveCustomer(customerId: number) {
  const refresh = useRefresh();
  // One key for the form's submits: a double tap or a re-send creates one customer.
  const [key] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: async (values: TCustomerFormValues) => {
      const body = toCustomerBody(values);
      const options: TCallOptions = { loading: '提交中…', handle: [CODE.invalid] };
      try {
        if (customerId > 0)
          return { ...(await call(api.customerEdit, { body: { ...body, customerId } }, options)), customerId };
        const result = await call(api.customerAdd, { body }, { ...options, idempotencyKey: key });
        return { ...result, customerId: result.data.customerId };
      } catch (error) {
        if (error instanceof ApiError && error.code === CODE.invalid)
          void dialog.alert({ content: error.message, confirmText: '知道了' });
        throw error;
      }
    },
    onSuccess: async (result) => {
      Toast.show({ icon: 'success', content: result.msg, duration: REQUEST.toastMs });
      await refresh();
      setTimeout(() => {
        if (customerId > 0) nav.navigateBack();
        else nav.redirectTo(withQuery('pages/customer/detail', { customerId: result.customerId }));
      }, REQUEST.toastMs);
    },
  });
}

type TActionOptions = {
  back?: boolean;
  onDone?: () => void;
  /**
   * The call was made with `handle: [405]`: a refused rule the agent must read (upper limit, take-back
   * days, 仅限分配) opens a dialog instead of the passing toast.
   */
  explainRefusal?: boolean;
};

/** A pool move or state change: the server's message as a toast, every customer query refreshed. */
export function useCustomerAction<V>(run: (variables: V) => Promise<{ msg: string }>, options: TActionOptions = {}) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      Toast.show({ icon: 'success', content: result.msg, duration: REQUEST.toastMs });
      await refresh();
      options.onDone?.();
      if (options.back) setTimeout(nav.navigateBack, REQUEST.toastMs);
    },
    onError: (error) => {
      // Rules the agent must read (upper limit, take-back days) stay on screen until dismissed.
      if (options.explainRefusal && error instanceof ApiError && error.code === CODE.invalid) {
        void dialog.alert({ content: error.message, confirmText: '知道了' });
      }
    },
  });
}

export { api as customerApi };
