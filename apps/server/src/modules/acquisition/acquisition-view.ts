import {
  ACQ_ENTRUSTMENT_STATE_NAMES,
  ACQ_RESERVATION_STATE_NAMES,
  ACQ_SHELF_NAMES,
  ACQ_VISIT_KIND,
} from '@awb/contract/acquisition-constants';
import type {
  TAcqListing,
  TClientCustomer,
  TEntrustment,
  TFootprint,
  TReservation,
  TVisit,
} from '@awb/contract/acquisition-views';
import { formatTime } from '@awb/contract/common/china-time';
import type { TListingRef } from '../housing/listing-lookup.ts';
import type { acqClients, acqListings, acqRequests, acqVisits } from './acquisition.table.ts';
import type { TCustomerRef } from './acquisition-refs.ts';

/** Rows of the micro-site's tables → the answers of the /hk/v2 calls (times in Beijing, YYYY-MM-DD HH:mm). */
type TVisitRow = typeof acqVisits.$inferSelect;
type TRequestRow = typeof acqRequests.$inferSelect;
type TClientRow = typeof acqClients.$inferSelect;
type TListingRow = typeof acqListings.$inferSelect;

export function visitDescription(kind: number, listing: TListingRef | undefined): string {
  if (kind === ACQ_VISIT_KIND.card) return '查看了您的名片';
  if (kind === ACQ_VISIT_KIND.home) return '浏览了您的微店';
  return listing ? `浏览了房源 ${listing.title}` : '浏览了一套已删除的房源';
}

export function toVisit(
  r: { visit: TVisitRow; fpClientId: string; nickName: string },
  listings: Map<number, TListingRef>,
): TVisit {
  const v = r.visit;
  return {
    visitId: v.id,
    clientCustomerId: v.clientId,
    fpClientId: r.fpClientId,
    nickName: r.nickName,
    visitKind: v.kind,
    description: visitDescription(v.kind, listings.get(v.houseId)),
    houseId: v.houseId,
    type: v.houseType,
    stayedSeconds: v.stayedSeconds,
    visitedAt: formatTime(v.visitedAt),
  };
}

export function toFootprint(v: TVisitRow, listings: Map<number, TListingRef>): TFootprint {
  const l = listings.get(v.houseId);
  return {
    visitId: v.id,
    houseId: v.houseId,
    type: v.houseType,
    houseCode: l?.houseCode ?? '',
    title: l?.title ?? '',
    sellPrice: l?.sellPrice ?? null,
    rentPrice: l?.rentPrice ?? null,
    stayedSeconds: v.stayedSeconds,
    visitedAt: formatTime(v.visitedAt),
  };
}

export function toEntrustment(r: { request: TRequestRow; nickName: string | null }): TEntrustment {
  const q = r.request;
  return {
    entrustmentId: q.id,
    clientCustomerId: q.clientId,
    nickName: r.nickName ?? '',
    type: q.type,
    contactName: q.contactName,
    contactPhone: q.contactPhone,
    communityName: q.communityName,
    houseArea: q.houseArea,
    price: q.price,
    room: q.room,
    remark: q.remark,
    state: q.state,
    stateName: ACQ_ENTRUSTMENT_STATE_NAMES[q.state] ?? '',
    createdAt: formatTime(q.createdAt),
    handledAt: formatTime(q.handledAt),
  };
}

export function toReservation(
  r: { request: TRequestRow; nickName: string | null },
  listings: Map<number, TListingRef>,
): TReservation {
  const q = r.request;
  const l = listings.get(q.houseId);
  return {
    reservationId: q.id,
    clientCustomerId: q.clientId,
    nickName: r.nickName ?? '',
    contactName: q.contactName,
    contactPhone: q.contactPhone,
    houseId: q.houseId,
    type: q.type,
    houseCode: l?.houseCode ?? '',
    houseTitle: l?.title ?? '',
    visitAt: formatTime(q.visitAt),
    remark: q.remark,
    state: q.state,
    stateName: ACQ_RESERVATION_STATE_NAMES[q.state] ?? '',
    createdAt: formatTime(q.createdAt),
    handledAt: formatTime(q.handledAt),
  };
}

export function toClient(c: TClientRow, visits: number, customers: Map<number, TCustomerRef>): TClientCustomer {
  const customer = c.customerId ? customers.get(c.customerId) : undefined;
  return {
    clientCustomerId: c.id,
    fpClientId: c.fpClientId,
    nickName: c.nickName,
    phone: c.phone,
    visitCount: visits,
    firstVisitAt: formatTime(c.firstVisitAt),
    lastVisitAt: formatTime(c.lastVisitAt),
    customerId: customer?.customerId ?? 0,
    customerName: customer?.name ?? '',
    customerType: customer?.customerType ?? 0,
    associatedAt: customer ? formatTime(c.associatedAt) : '',
  };
}

export function toAcqListing(r: TListingRow, listing: TListingRef | undefined, views: number): TAcqListing {
  return {
    itemId: r.houseId,
    type: r.type,
    houseCode: listing?.houseCode ?? '',
    title: listing?.title ?? '',
    communityName: listing?.communityName ?? '',
    houseArea: listing?.houseArea ?? 0,
    sellPrice: listing?.sellPrice ?? null,
    rentPrice: listing?.rentPrice ?? null,
    state: r.state,
    stateName: ACQ_SHELF_NAMES[r.state] ?? '',
    viewCount: views,
    upAt: formatTime(r.upAt),
  };
}
