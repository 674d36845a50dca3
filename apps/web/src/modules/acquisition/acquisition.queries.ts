import { acquisitionEndpoints as api, type TAgentCardUpdate } from '@awb/contract/acquisition.contract';
import type {
  TAcqListing,
  TClientCustomer,
  TEntrustment,
  TFootprint,
  TReservation,
  TVisit,
} from '@awb/contract/acquisition-views';
import { PAGE_SIZE } from '@awb/contract/common/page-sizes';
import type { TCustomerRow } from '@awb/contract/customer-rows';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../platform/api.ts';
import { useCursorPaged, usePaged } from '../../platform/paged-query.ts';

/** Everything of the acquisition admin lives under this key: a change refreshes it all. */
export const ACQ_KEY = 'acquisition';
const size = PAGE_SIZE.acquisition;

export function useAgentCard() {
  return useQuery({
    queryKey: [ACQ_KEY, 'card'],
    queryFn: async () => (await call(api.agentCards, {}, { loading: false })).data,
  });
}

export function useAcqStatistics() {
  return useQuery({
    queryKey: [ACQ_KEY, 'statistics'],
    queryFn: async () => {
      const [stats, clients] = await Promise.all([
        call(api.agentPageStatistics, {}, { loading: false }),
        call(api.customerCount, {}, { loading: false }),
      ]);
      return { ...stats.data, customerCount: clients.data };
    },
  });
}

export function useVisits(pagesize: number = size) {
  return usePaged<TVisit>([ACQ_KEY, 'visits', pagesize], pagesize, (pageindex) =>
    call(api.visitorRecord, { query: { pageindex, pagesize } }, { loading: false }),
  );
}

export function useClients(key: string) {
  return usePaged<TClientCustomer>([ACQ_KEY, 'clients', key], size, (pageindex) =>
    call(api.clientCustomerPage, { query: { pageindex, key } }, { loading: false }),
  );
}

export function useClient(clientCustomerId: number) {
  return useQuery({
    queryKey: [ACQ_KEY, 'client', clientCustomerId],
    queryFn: async () =>
      (await call(api.clientCustomerPage, { query: { clientCustomerId } }, { loading: false })).data[0] ?? null,
    enabled: clientCustomerId > 0,
  });
}

export function useFootprints(clientCustomerId: number) {
  return usePaged<TFootprint>(
    [ACQ_KEY, 'footprints', clientCustomerId],
    size,
    (pageindex) => call(api.clientCustomersFootprint, { query: { pageindex, clientCustomerId } }, { loading: false }),
    clientCustomerId > 0,
  );
}

export function useEntrustments(state: number) {
  return usePaged<TEntrustment>([ACQ_KEY, 'entrustments', state], size, (pageindex) =>
    call(api.customerEntrustment, { query: { pageindex, state } }, { loading: false }),
  );
}

export function useReservations(state: number) {
  return usePaged<TReservation>([ACQ_KEY, 'reservations', state], size, (pageindex) =>
    call(api.customerReservation, { query: { pageindex, state } }, { loading: false }),
  );
}

export function useAcqListings(type: number) {
  return usePaged<TAcqListing>([ACQ_KEY, 'listings', type], size, (pageindex) =>
    call(api.housingPosts, { query: { pageindex, type } }, { loading: false }),
  );
}

/** Private customers to associate with, by type tab and keyword (the customer book's list). */
export function useCustomerChoices(houseType: number, key: string) {
  return useCursorPaged<TCustomerRow>([ACQ_KEY, 'customers', houseType, key], size, ({ pageindex, cursor }) =>
    call(api.customerAcqPosts, { query: { pageindex, houseType, key, cursor } }, { loading: false }),
  );
}

export function useRefreshAcquisition() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: [ACQ_KEY] }), [client]);
}

export const acquisitionCalls = {
  saveCard: (card: TAgentCardUpdate) => call(api.agentCardsUpdate, { body: card }, { loading: '保存中…' }),
  settle: (itemId: number, type: number, state: number) =>
    call(api.clientCustomerState, { body: { itemId, type, state } }, { loading: '处理中…' }),
  associate: (clientCustomerId: number, customerId: number, type: number) =>
    call(api.clientAssociation, { body: { clientCustomerId, customerId, type } }, { loading: '关联中…' }),
  shelve: (itemId: number, type: number, state: number) =>
    call(api.upAndDown, { body: { itemId, type, state } }, { loading: '处理中…' }),
  remove: (itemId: number, type: number) => call(api.housingDel, { body: { itemId, type } }, { loading: '删除中…' }),
};
