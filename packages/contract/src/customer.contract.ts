import { z } from 'zod';
import { APP_TYPE } from './common/apps.ts';
import { MSG } from './common/codes.ts';
import { endpoint } from './common/endpoint.ts';
import { ZCursorListEnvelope, ZEmpty, ZEnvelope, ZListEnvelope } from './common/envelope.ts';
import { ZId, ZPageIndex, ZPageSize } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { PAGE_SIZE } from './common/page-sizes.ts';
import { CUSTOMER_LIMITS, CUSTOMER_SORT, FOLLOW_CATEGORY } from './customer-enums.ts';
import { CUSTOMER_MSG, ZCustomerAdd, ZCustomerEdit } from './customer-form.ts';
import {
  ZCustomerChangeRecord,
  ZCustomerDetail,
  ZCustomerFollowUp,
  ZCustomerPortrait,
  ZCustomerRow,
  ZMatchedCustomer,
  ZMatchedHouse,
} from './customer-rows.ts';
import { ZCustomerSetting, ZCustomerSettingView } from './customer-setting.ts';
import { CUSTOMER_ITEM } from './permissions.ts';

/**
 * The customer book (客源本, seed 001 §2, §3, §4, §7 "/customer/v2"): private and public pools,
 * add/edit, detail, portrait, follow-ups, change record, pool moves, settings and matching against
 * listings. Calls the seeds do not name are marked (designed) and described in docs/customer.md.
 */
const customer = (itemId: number) => ({ appType: APP_TYPE.customer, itemId });

/** Customer permissions (catalogue: permissions.ts, app type 2). */
export const CUSTOMER_PERMISSION = {
  add: customer(CUSTOMER_ITEM.add),
  edit: customer(CUSTOMER_ITEM.edit),
  deletePrivate: customer(CUSTOMER_ITEM.deletePrivate),
  toPublic: customer(CUSTOMER_ITEM.toPublic),
  assign: customer(CUSTOMER_ITEM.assign),
  viewPhone: customer(CUSTOMER_ITEM.viewPhone),
  pickUp: customer(CUSTOMER_ITEM.pickUp),
  deletePublic: customer(CUSTOMER_ITEM.deletePublic),
  assignPublic: customer(CUSTOMER_ITEM.assignPublic),
  setting: customer(CUSTOMER_ITEM.setting),
} as const;

export const CUSTOMER_RECORD_PAGE_SIZE = 15;

const code = (allowed: readonly number[], message: string = MSG.invalidParams) =>
  numeric({ error: message })
    .int(message)
    .refine((v) => allowed.includes(v), message);

/** The list filters (seed 001 §9): type 0 all/1 出售/2 出租/3 新房, rooms 0–4, key = name or phone. */
const listFilters = {
  pageindex: ZPageIndex,
  pagesize: ZPageSize(PAGE_SIZE.customers),
  /** Name or phone (any contact), contains. */
  key: z.string().trim().max(30).default(''),
  /** The type filter (seed name): 0 all, 1 出售, 2 出租, 3 新房. */
  houseType: code([0, 1, 2, 3]).default(0),
  /** Room filter: 0 all, 1–3, 4 four or more. */
  room: code([0, 1, 2, 3, 4]).default(0),
  /** A state value of the type's list; 0 all. */
  state: numeric().int().min(0).max(99).default(0),
  /** 0 all, 1–4 A–D. */
  level: code([0, 1, 2, 3, 4]).default(0),
  /** -1 all, 0 未成交, 1 已成交. */
  transactionStatus: code([-1, 0, 1]).default(-1),
  /** CUSTOMER_SORT: 1 newest added (default), 2 latest follow-up, 3 soonest to go public. */
  sort: code(Object.values(CUSTOMER_SORT)).default(CUSTOMER_SORT.created),
  /** The previous page's answered `cursor`: this page continues after it (keyset) instead of skipping. */
  cursor: z.string().trim().max(400, MSG.invalidParams).default(''),
};

const ZByCustomer = z.object({ customerId: ZId });
const ZAssign = z.object({
  customerId: ZId,
  userId: numeric({ error: CUSTOMER_MSG.assigneeRequired })
    .int()
    .positive(CUSTOMER_MSG.assigneeRequired)
    .max(Number.MAX_SAFE_INTEGER, CUSTOMER_MSG.assigneeRequired),
});

export const customerEndpoints = {
  privateClients: endpoint({
    method: 'POST',
    path: '/customer/v2/privateClients',
    auth: 'member',
    summary:
      "私客 tab: private customers within the caller's customer data scope, 10 a page; userId narrows to one holder",
    body: z.object({ ...listFilters, userId: ZId.optional() }),
    response: ZCursorListEnvelope(ZCustomerRow),
  }),
  publicClients: endpoint({
    method: 'POST',
    path: '/customer/v2/publicClients',
    auth: 'member',
    summary: "公客 tab: the company's public pool (every member sees it), 10 a page",
    body: z.object(listFilters),
    response: ZCursorListEnvelope(ZCustomerRow),
  }),
  customerPosts: endpoint({
    method: 'POST',
    path: '/customer/v2/customerPosts',
    auth: 'member',
    summary:
      'Search both pools at once (customerAttribution 0 all, 1 私客 in scope, 2 公客), 10 a page: the search page',
    body: z.object({ ...listFilters, customerAttribution: code([0, 1, 2]).default(0) }),
    response: ZCursorListEnvelope(ZCustomerRow),
  }),
  showCustomerPosts: endpoint({
    method: 'GET',
    path: '/customer/v2/showCustomerPosts',
    auth: 'member',
    summary:
      'Customers to pick from (page public/select-other-customer): private in scope and public, newest first, 10 a page',
    query: z.object({
      pageindex: ZPageIndex,
      pagesize: ZPageSize(PAGE_SIZE.customers),
      key: z.string().trim().max(30).default(''),
      houseType: code([0, 1, 2, 3]).default(0),
      customerAttribution: code([0, 1, 2]).default(0),
      cursor: listFilters.cursor,
    }),
    response: ZCursorListEnvelope(ZCustomerRow),
  }),
  customerDetail: endpoint({
    method: 'GET',
    path: '/customer/v2/customerDetail',
    auth: 'member',
    summary: 'One customer with every field (pages detail, detail-means, detail-intention, operation for edit)',
    query: ZByCustomer,
    response: ZEnvelope(ZCustomerDetail),
  }),
  customerPortrait: endpoint({
    method: 'GET',
    path: '/customer/v2/customerPortrait',
    auth: 'member',
    summary: '(designed) What the customer wants, drawn from the intention and the follow-ups (page customer-portrait)',
    query: ZByCustomer,
    response: ZEnvelope(ZCustomerPortrait),
  }),
  customerAdd: endpoint({
    method: 'POST',
    path: '/customer/v2/customerAdd',
    auth: 'member',
    permission: CUSTOMER_PERMISSION.add,
    idempotent: true,
    summary:
      'Add a customer: private to the caller (upper limit applies) or straight into the public pool; phones deduped as the setting says',
    body: ZCustomerAdd,
    response: ZEnvelope(z.object({ customerId: z.number() })),
  }),
  customerEdit: endpoint({
    method: 'POST',
    path: '/customer/v2/customerEdit',
    auth: 'member',
    permission: CUSTOMER_PERMISSION.edit,
    summary: 'Edit every field of a customer (private in scope, or public); the change record lists what changed',
    body: ZCustomerEdit,
    response: ZEnvelope(ZEmpty),
  }),
  customerDelete: endpoint({
    method: 'POST',
    path: '/customer/v2/customerDelete',
    auth: 'member',
    permission: CUSTOMER_PERMISSION.deletePrivate,
    summary: 'Delete a private customer in scope (confirm 是否确定删除该客户)',
    body: ZByCustomer,
    response: ZEnvelope(ZEmpty),
  }),
  publicCustomerDelete: endpoint({
    method: 'POST',
    path: '/customer/v2/publicCustomerDelete',
    auth: 'member',
    permission: CUSTOMER_PERMISSION.deletePublic,
    summary: 'Delete a public customer (confirm 是否确定删除该客户)',
    body: ZByCustomer,
    response: ZEnvelope(ZEmpty),
  }),
  customerToPublic: endpoint({
    method: 'POST',
    path: '/customer/v2/customerToPublic',
    auth: 'member',
    permission: CUSTOMER_PERMISSION.toPublic,
    summary: '(designed) 转为公客: a private customer in scope goes to the public pool (confirm 是否确定转为公客？)',
    body: ZByCustomer,
    response: ZEnvelope(ZEmpty),
  }),
  customerPickUp: endpoint({
    method: 'POST',
    path: '/customer/v2/customerPickUp',
    auth: 'member',
    permission: CUSTOMER_PERMISSION.pickUp,
    summary:
      "(designed) 拣入私客: a public customer becomes the caller's private one (upper limit, distribution and take-back rules; confirm 是否确定拣入私客)",
    body: ZByCustomer,
    response: ZEnvelope(ZEmpty),
  }),
  customerAssignment: endpoint({
    method: 'POST',
    path: '/customer/v2/customerAssignment',
    auth: 'member',
    permission: CUSTOMER_PERMISSION.assign,
    summary: "Assign a private customer in scope to a colleague within the caller's scope (their upper limit applies)",
    body: ZAssign,
    response: ZEnvelope(ZEmpty),
  }),
  publicCustomerAssignment: endpoint({
    method: 'POST',
    path: '/customer/v2/publicCustomerAssignment',
    auth: 'member',
    permission: CUSTOMER_PERMISSION.assignPublic,
    summary: "Assign a public customer to a colleague within the caller's scope: it becomes their private customer",
    body: ZAssign,
    response: ZEnvelope(ZEmpty),
  }),
  customerChangeState: endpoint({
    method: 'POST',
    path: '/customer/v2/customerChangeState',
    auth: 'member',
    permission: CUSTOMER_PERMISSION.edit,
    summary: "Change a customer's state to a value of its type's list in the setting (page update-status)",
    body: z.object({
      customerId: ZId,
      state: numeric({ error: CUSTOMER_MSG.stateInvalid })
        .int(CUSTOMER_MSG.stateInvalid)
        .min(1, CUSTOMER_MSG.stateInvalid)
        .max(99, CUSTOMER_MSG.stateInvalid),
    }),
    response: ZEnvelope(ZEmpty),
  }),
  customerTransactionStatus: endpoint({
    method: 'POST',
    path: '/customer/v2/customerTransactionStatus',
    auth: 'member',
    permission: CUSTOMER_PERMISSION.edit,
    summary: 'Deal (status 1) or cancel the deal (any other value) (confirm 是否确定成交?/是否确定取消成交?)',
    body: z.object({
      customerId: ZId,
      status: numeric({ error: MSG.invalidParams }).int(MSG.invalidParams).min(-99).max(99),
    }),
    response: ZEnvelope(ZEmpty),
  }),
  customerfollowUp: endpoint({
    method: 'POST',
    path: '/customer/v2/customerfollowUp',
    auth: 'member',
    summary:
      'Write a follow-up (categoryType 1 普通跟进, 4 带看 with the listings shown) on a customer the caller can see (page write-follow)',
    body: z.object({
      customerId: ZId,
      categoryType: code([FOLLOW_CATEGORY.normal, FOLLOW_CATEGORY.visit], CUSTOMER_MSG.followCategoryInvalid),
      content: z
        .string({ error: CUSTOMER_MSG.followContentRequired })
        .trim()
        .min(1, CUSTOMER_MSG.followContentRequired)
        .max(CUSTOMER_LIMITS.followContentLength, `跟进内容不能超过${CUSTOMER_LIMITS.followContentLength}个字`),
      /** Listings shown on a visit (ids of the caller's company). */
      houseIds: z
        .preprocess(
          (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : (v ?? [])),
          z.array(ZId).max(CUSTOMER_LIMITS.followHouses, CUSTOMER_MSG.followHousesMax),
        )
        .default([]),
    }),
    response: ZEnvelope(z.object({ followId: z.number() })),
  }),
  getCustomerfollowUp: endpoint({
    method: 'GET',
    path: '/customer/v2/getCustomerfollowUp',
    auth: 'member',
    summary: "A customer's follow-ups, newest first, 15 a page; categoryType 0 all, 1 普通跟进, 4 带看",
    query: z.object({
      customerId: ZId,
      categoryType: code([FOLLOW_CATEGORY.all, FOLLOW_CATEGORY.normal, FOLLOW_CATEGORY.visit]).default(0),
      pageindex: ZPageIndex,
      pagesize: ZPageSize(PAGE_SIZE.customerFollowUps),
    }),
    response: ZListEnvelope(ZCustomerFollowUp),
  }),
  customerChangeRecord: endpoint({
    method: 'GET',
    path: '/customer/v2/customerChangeRecord',
    auth: 'member',
    summary: "A customer's change record: every change with who and when, newest first, 15 a page",
    query: z.object({
      customerId: ZId,
      pageindex: ZPageIndex,
      pagesize: ZPageSize(CUSTOMER_RECORD_PAGE_SIZE),
    }),
    response: ZListEnvelope(ZCustomerChangeRecord),
  }),
  getCustomerSetting: endpoint({
    method: 'GET',
    path: '/customer/v2/getCustomerSetting',
    auth: 'member',
    summary: "The company's customer setting (every member reads it: the forms need the states)",
    response: ZEnvelope(ZCustomerSettingView),
  }),
  customerSettingEdit: endpoint({
    method: 'POST',
    path: '/customer/v2/customerSettingEdit',
    auth: 'member',
    permission: CUSTOMER_PERMISSION.setting,
    summary: "(designed) Save the customer setting; private customers' out-to-public dates are recomputed",
    body: ZCustomerSetting,
    response: ZEnvelope(ZEmpty),
  }),
  customerMatchHouses: endpoint({
    method: 'GET',
    path: '/customer/v2/customerMatchHouses',
    auth: 'member',
    summary:
      "(designed) Listings of the company that fit the customer's intention, best first, with the reasons (price, area, layout, community)",
    query: z.object({ customerId: ZId, pageindex: ZPageIndex, pagesize: ZPageSize(PAGE_SIZE.customers) }),
    response: ZListEnvelope(ZMatchedHouse),
  }),
  showCustomers: endpoint({
    method: 'GET',
    path: '/housing/v2/showCustomers',
    auth: 'member',
    summary:
      "Customers a listing fits (private in the caller's scope and public), best first, with the reasons (listing detail)",
    query: z.object({ houseId: ZId, pageindex: ZPageIndex, pagesize: ZPageSize(PAGE_SIZE.customers) }),
    response: ZListEnvelope(ZMatchedCustomer),
  }),
};
