import { z } from 'zod';
import {
  ACQ_ASSOCIATED,
  ACQ_CARD_STYLES,
  ACQ_LIMITS,
  ACQ_LISTING_TYPE,
  ACQ_MSG,
  ACQ_PERMISSION,
  ACQ_REQUEST_KIND,
  ACQ_REQUEST_STATE,
  ACQ_SHELF,
} from './acquisition-constants.ts';
import {
  ZAcqListing,
  ZAcqStatistics,
  ZAgentCard,
  ZClientCustomer,
  ZCustomerCount,
  ZEntrustment,
  ZFootprint,
  ZReservation,
  ZVisit,
} from './acquisition-views.ts';
import { MSG } from './common/codes.ts';
import { endpoint } from './common/endpoint.ts';
import { ZCursorListEnvelope, ZEmpty, ZEnvelope, ZListEnvelope } from './common/envelope.ts';
import { ZId, ZPageIndex, ZPageSize } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { PAGE_SIZE } from './common/page-sizes.ts';
import { PHONE_PATTERN } from './common/validators.ts';
import { ZCustomerRow } from './customer-rows.ts';

/**
 * 获客小程序管理 (seed 001 §1–§3 "Agent card", "Acquisition statistics", §4, §7 "Customer acquisition
 * (/hk/v2)", §9): each agent's micro-site — the card it shows, who visited and what they looked at,
 * the entrustments and viewing reservations clients sent, the clients with their association to a
 * private customer, and the listings put up on it. Every row is the caller's own (the micro-site is
 * the agent's); every /hk/v2 call needs 房源推广 › 获客小程序管理. Shapes the seeds do not show are
 * designed in docs/acquisition.md.
 */

const oneOf = (allowed: readonly number[], message: string = MSG.invalidParams) =>
  numeric({ error: message })
    .int(message)
    .refine((v) => allowed.includes(v), message);

const paging = { pageindex: ZPageIndex, pagesize: ZPageSize(PAGE_SIZE.acquisition) };
const ZListingType = oneOf(Object.values(ACQ_LISTING_TYPE));
const ZRequestStateFilter = oneOf([-1, ...Object.values(ACQ_REQUEST_STATE)]).default(-1);
const cardText = (max: number = ACQ_LIMITS.cardText) => z.string().trim().max(max, `内容不能超过${max}个字`);

export const ZAgentCardUpdate = z.object({
  userName: z.string({ error: ACQ_MSG.userNameRequired }).trim().min(1, ACQ_MSG.userNameRequired).max(20),
  company: cardText().default(''),
  userPhone: z
    .string({ error: ACQ_MSG.userPhoneFormat })
    .trim()
    .refine((v) => v === '' || PHONE_PATTERN.test(v), ACQ_MSG.userPhoneFormat)
    .default(''),
  role: cardText().default(''),
  address: cardText(ACQ_LIMITS.address).default(''),
  style: oneOf(
    ACQ_CARD_STYLES.map((s) => s.value),
    ACQ_MSG.styleInvalid,
  ).default(ACQ_CARD_STYLES[0].value),
});
export type TAgentCardUpdate = z.input<typeof ZAgentCardUpdate>;

export const ZClientAssociation = z.object({
  clientCustomerId: ZId,
  customerId: numeric({ error: ACQ_MSG.associationRequired })
    .int(ACQ_MSG.associationRequired)
    .positive(ACQ_MSG.associationRequired)
    .max(Number.MAX_SAFE_INTEGER, ACQ_MSG.associationRequired),
  /** The customer's type (1 求购, 2 求租, 3 新房): the tab it was chosen from. */
  type: oneOf([1, 2, 3], ACQ_MSG.associationRequired),
});

const hk = (path: string) => `/hk/v2/${path}`;

export const acquisitionEndpoints = {
  agentCards: endpoint({
    method: 'GET',
    path: hk('agentCards'),
    auth: 'member',
    permission: ACQ_PERMISSION,
    summary: "The caller's agent card (page cus-acq-admin/index, card-operate); defaults from the account until saved",
    response: ZEnvelope(ZAgentCard),
  }),
  agentCardsUpdate: endpoint({
    method: 'POST',
    path: hk('agentCardsUpdate'),
    auth: 'member',
    permission: ACQ_PERMISSION,
    summary: 'Save the agent card (userName required: 请输入用户名称)',
    body: ZAgentCardUpdate,
    response: ZEnvelope(ZAgentCard),
  }),
  agentPageStatistics: endpoint({
    method: 'GET',
    path: hk('agentPageStatistics'),
    auth: 'member',
    permission: ACQ_PERMISSION,
    summary: "Acquisition statistics of the caller's micro-site: views, entrustments, reservations, listings up",
    response: ZEnvelope(ZAcqStatistics),
  }),
  customerCount: endpoint({
    method: 'GET',
    path: hk('customerCount'),
    auth: 'member',
    permission: ACQ_PERMISSION,
    summary: "The micro-site's clients: total and new today (Beijing day)",
    response: ZEnvelope(ZCustomerCount),
  }),
  visitorRecord: endpoint({
    method: 'GET',
    path: hk('visitorRecord'),
    auth: 'member',
    permission: ACQ_PERMISSION,
    summary: 'Visits of the micro-site, newest first, 15 a page (page more-visitor)',
    query: z.object(paging),
    response: ZListEnvelope(ZVisit),
  }),
  clientCustomersFootprint: endpoint({
    method: 'GET',
    path: hk('clientCustomersFootprint'),
    auth: 'member',
    permission: ACQ_PERMISSION,
    summary: 'The listings one client viewed, newest first, 15 a page (page customer-detail)',
    query: z.object({ ...paging, clientCustomerId: ZId }),
    response: ZListEnvelope(ZFootprint),
  }),
  customerEntrustment: endpoint({
    method: 'GET',
    path: hk('customerEntrustment'),
    auth: 'member',
    permission: ACQ_PERMISSION,
    summary: 'Entrustments (委托) clients sent, newest first, 15 a page; state -1 all, 0 待处理, 1 已处理, 2 已关闭',
    query: z.object({ ...paging, state: ZRequestStateFilter }),
    response: ZListEnvelope(ZEntrustment),
  }),
  customerReservation: endpoint({
    method: 'GET',
    path: hk('customerReservation'),
    auth: 'member',
    permission: ACQ_PERMISSION,
    summary: 'Viewing reservations (预约看房), newest first, 15 a page; state -1 all, 0 待确认, 1 已确认, 2 已取消',
    query: z.object({ ...paging, state: ZRequestStateFilter }),
    response: ZListEnvelope(ZReservation),
  }),
  clientCustomerState: endpoint({
    method: 'POST',
    path: hk('clientCustomerState'),
    auth: 'member',
    permission: ACQ_PERMISSION,
    summary: 'Handle an entrustment (type 1) or a reservation (type 2): state 1 handled/confirmed, 2 closed/cancelled',
    body: z.object({
      itemId: ZId,
      type: oneOf(Object.values(ACQ_REQUEST_KIND)),
      state: oneOf([ACQ_REQUEST_STATE.handled, ACQ_REQUEST_STATE.closed]),
    }),
    response: ZEnvelope(ZEmpty),
  }),
  clientCustomerPage: endpoint({
    method: 'GET',
    path: hk('clientCustomerPage'),
    auth: 'member',
    permission: ACQ_PERMISSION,
    summary: "The micro-site's clients, latest visit first, 15 a page; key: nickname or phone; clientCustomerId: one",
    query: z.object({
      ...paging,
      key: z.string().trim().max(30).default(''),
      associated: oneOf(Object.values(ACQ_ASSOCIATED)).default(ACQ_ASSOCIATED.all),
      clientCustomerId: ZId.optional(),
    }),
    response: ZListEnvelope(ZClientCustomer),
  }),
  clientAssociation: endpoint({
    method: 'POST',
    path: hk('clientAssociation'),
    auth: 'member',
    permission: ACQ_PERMISSION,
    summary: 'Associate a client with one of the caller’s private customers (replaces an earlier association)',
    body: ZClientAssociation,
    response: ZEnvelope(ZEmpty),
  }),
  housingPosts: endpoint({
    method: 'GET',
    path: hk('housingPosts'),
    auth: 'member',
    permission: ACQ_PERMISSION,
    summary:
      'Listings on the micro-site of a type (1 sale, 2 rent), newest first, 15 a page; state -1 all, 0 down, 1 up',
    query: z.object({
      ...paging,
      type: ZListingType.default(ACQ_LISTING_TYPE.sale),
      state: oneOf([-1, ACQ_SHELF.down, ACQ_SHELF.up]).default(-1),
    }),
    response: ZListEnvelope(ZAcqListing),
  }),
  upAndDown: endpoint({
    method: 'POST',
    path: hk('upAndDown'),
    auth: 'member',
    permission: ACQ_PERMISSION,
    summary: 'Put a listing up (state 1; adds it to the micro-site) or down (0); itemId is the listing id',
    body: z.object({ itemId: ZId, type: ZListingType, state: oneOf([ACQ_SHELF.down, ACQ_SHELF.up]) }),
    response: ZEnvelope(ZEmpty),
  }),
  housingDel: endpoint({
    method: 'POST',
    path: hk('housingDel'),
    auth: 'member',
    permission: ACQ_PERMISSION,
    summary: 'Take a listing off the micro-site altogether (the listing itself stays in the house book)',
    body: z.object({ itemId: ZId, type: ZListingType }),
    response: ZEnvelope(ZEmpty),
  }),
  customerAcqPosts: endpoint({
    method: 'GET',
    path: '/customer/v2/customerAcqPosts',
    auth: 'member',
    summary:
      "Private customers within the caller's customer scope to associate a client with (page cus-acq-admin/association), 15 a page",
    query: z.object({
      ...paging,
      key: z.string().trim().max(30).default(''),
      houseType: oneOf([0, 1, 2, 3]).default(0),
      cursor: z.string().trim().max(400, MSG.invalidParams).default(''),
    }),
    response: ZCursorListEnvelope(ZCustomerRow),
  }),
} as const;
