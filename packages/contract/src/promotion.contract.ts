import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { endpoint } from './common/endpoint.ts';
import { ZCursorListEnvelope, ZEmpty, ZEnvelope } from './common/envelope.ts';
import { ZId, ZPageIndex, ZPageSize } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { PAGE_SIZE } from './common/page-sizes.ts';
import { ZShortText } from './housing-fields.ts';
import {
  PORTALS,
  PROMOTION_BIND_PERMISSION,
  PROMOTION_LIMITS,
  PROMOTION_MSG,
  PROMOTION_PUSH_PERMISSION,
  PROMOTION_TYPE,
  PUSH_SHELF,
} from './promotion-constants.ts';
import {
  ZAcqShare,
  ZHousePushState,
  ZPortalBinding,
  ZPortalState,
  ZPromotionRow,
  ZPromotionSellDetail,
  ZRentExtension,
} from './promotion-views.ts';

/**
 * 房源推广 (seed 001 §1–§5 "Promotion", §9): pushing listings to 幸福里, 58安选, 房天下 and 天猫好房 and
 * to the agent's acquisition micro-site, the portal bindings, and the promotion details portals need.
 * The seed's calls keep their paths and fields; the portal-side calls (lists, bind, status, remove,
 * up/down) "sit on other bases, paths not shown" and are designed here under /promotion/v2
 * (docs/promotion.md).
 */

const oneOf = (allowed: readonly number[], message: string = MSG.invalidParams) =>
  numeric({ error: message })
    .int(message)
    .refine((v) => allowed.includes(v), message);

const ZPortalId = oneOf(PORTALS, PROMOTION_MSG.portalInvalid);
const ZHouseId = ZId;
/** `publisher`: the agent shown as the listing's contact on the portal; the caller when absent. */
const ZPublisher = z.preprocess(
  (v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v),
  ZId.optional(),
);

export const ZPushBody = z.object({ houseId: ZHouseId, publisher: ZPublisher });
export type TPushBody = z.input<typeof ZPushBody>;

export const ZHouseQuery = z.object({ houseId: ZHouseId });

const field = () => ZShortText(PROMOTION_LIMITS.field).default('');
const secret = () => ZShortText(PROMOTION_LIMITS.secret).default('');

/**
 * Binding a portal (seed 001 §3): the fields of the chosen portal (PORTAL_SPECS; the others are
 * ignored); the service asks for each one missing. A secret left '' keeps the saved one.
 */
export const ZPortalBind = z.object({
  portal: ZPortalId,
  open: oneOf([0, 1]).default(1),
  companyname: field(),
  companyid: field(),
  phone: field(),
  source_name: field(),
  salt: secret(),
  manager: field(),
  authCode: secret(),
  company: field(),
  cityname: field(),
  cityid: field(),
  username: field(),
  pwd: secret(),
  keyid: field(),
  key: secret(),
  fp_name: field(),
  tmall_appkey: field(),
  tmall_prikey: secret(),
  tmall_pubkey: secret(),
});
export type TPortalBind = z.input<typeof ZPortalBind>;

export const ZPortalStatus = z.object({ portal: ZPortalId, open: oneOf([0, 1]) });
export const ZPortalOnly = z.object({ portal: ZPortalId });

export const ZPushPostsQuery = z.object({
  portal: ZPortalId,
  type: oneOf(Object.values(PROMOTION_TYPE)),
  pageindex: ZPageIndex,
  pagesize: ZPageSize(PAGE_SIZE.promotion, 50),
  cursor: ZShortText(400).default(''),
  searchKey: ZShortText(50).default(''),
});

export const ZPushShelf = z.object({ houseId: ZHouseId, portal: ZPortalId, state: oneOf(Object.values(PUSH_SHELF)) });
export const ZPushRemove = z.object({ houseId: ZHouseId, portal: ZPortalId });

const push = (path: string) => `/house/push/${path}`;
const promo = (path: string) => `/promotion/v2/${path}`;

const pushTo = (path: string, portal: string) =>
  endpoint({
    method: 'POST',
    path: push(path),
    auth: 'member',
    permission: PROMOTION_PUSH_PERMISSION,
    summary: `Push a listing to ${portal} (bound and open binding needed; 503 when the portal is not configured)`,
    body: ZPushBody,
    response: ZEnvelope(ZEmpty),
  });

export const promotionEndpoints = {
  xingfuliPush: pushTo('xingfuliPush', '幸福里'),
  anxuanPush: pushTo('anxuanPush', '58安选 (sale listings only)'),
  fangTianXiaPush: pushTo('fangTianXiaPush', '房天下'),
  tmallPush: pushTo('tmallPush', '天猫好房'),
  microWebPush: endpoint({
    method: 'POST',
    path: push('microWebPush'),
    auth: 'member',
    permission: PROMOTION_PUSH_PERMISSION,
    summary: "Put a listing up on the caller's acquisition micro-site (获客小程序)",
    body: ZPushBody,
    response: ZEnvelope(ZEmpty),
  }),
  mobileAcqCustomerShare: endpoint({
    method: 'GET',
    path: push('mobileAcqCustomerShare'),
    auth: 'member',
    permission: PROMOTION_PUSH_PERMISSION,
    summary: "The share card of a listing on the caller's micro-site (title, cover, mini-program path, link)",
    query: ZHouseQuery,
    response: ZEnvelope(ZAcqShare),
  }),
  queryHousePushState: endpoint({
    method: 'GET',
    path: push('queryHousePushState'),
    auth: 'member',
    permission: PROMOTION_PUSH_PERMISSION,
    summary: 'A listing on every portal and on the micro-site; records still 推送中 are asked of the portal',
    query: ZHouseQuery,
    response: ZEnvelope(ZHousePushState),
  }),
  housingPromotionSellDetail: endpoint({
    method: 'GET',
    path: '/housing/v2/housingPromotionSellDetail',
    auth: 'member',
    summary: 'What portals show of a sale listing: title, selling points, description, pictures',
    query: ZHouseQuery,
    response: ZEnvelope(ZPromotionSellDetail),
  }),
  rentExtension: endpoint({
    method: 'GET',
    path: '/housing/v2/rentExtension',
    auth: 'member',
    summary: 'What portals show of a rent listing, its rent terms and the Tmall on/off (0 off)',
    query: ZHouseQuery,
    response: ZEnvelope(ZRentExtension),
  }),
  portalStates: endpoint({
    method: 'GET',
    path: promo('portalStates'),
    auth: 'member',
    permission: PROMOTION_PUSH_PERMISSION,
    summary: 'Each portal: bound, open, configured (no credentials)',
    response: ZEnvelope(z.array(ZPortalState)),
  }),
  portalBinding: endpoint({
    method: 'GET',
    path: promo('portalBinding'),
    auth: 'member',
    permission: PROMOTION_BIND_PERMISSION,
    summary:
      "The company's binding of a portal: clear fields as saved, which secrets are saved (never any part of them)",
    query: ZPortalOnly,
    response: ZEnvelope(ZPortalBinding),
  }),
  portalBind: endpoint({
    method: 'POST',
    path: promo('portalBind'),
    auth: 'member',
    permission: PROMOTION_BIND_PERMISSION,
    summary: "Bind or update a portal account (a secret left '' keeps the saved one)",
    body: ZPortalBind,
    response: ZEnvelope(ZPortalBinding),
  }),
  portalStatus: endpoint({
    method: 'POST',
    path: promo('portalStatus'),
    auth: 'member',
    permission: PROMOTION_BIND_PERMISSION,
    summary: 'Open (1) or close (0) pushing to a bound portal',
    body: ZPortalStatus,
    response: ZEnvelope(ZPortalBinding),
  }),
  portalUnbind: endpoint({
    method: 'POST',
    path: promo('portalUnbind'),
    auth: 'member',
    permission: PROMOTION_BIND_PERMISSION,
    summary: "Remove the company's binding of a portal (push records stay)",
    body: ZPortalOnly,
    response: ZEnvelope(ZEmpty),
  }),
  pushPosts: endpoint({
    method: 'GET',
    path: promo('pushPosts'),
    auth: 'member',
    permission: PROMOTION_PUSH_PERMISSION,
    summary: 'A promotion tab: listings of a type the caller sees, each with its state on the portal (15 a page)',
    query: ZPushPostsQuery,
    response: ZCursorListEnvelope(ZPromotionRow),
  }),
  pushShelf: endpoint({
    method: 'POST',
    path: promo('pushShelf'),
    auth: 'member',
    permission: PROMOTION_PUSH_PERMISSION,
    summary: 'Take a pushed listing down (state 0) or up again (state 1) on the portal',
    body: ZPushShelf,
    response: ZEnvelope(ZEmpty),
  }),
  pushRemove: endpoint({
    method: 'POST',
    path: promo('pushRemove'),
    auth: 'member',
    permission: PROMOTION_PUSH_PERMISSION,
    summary: 'Remove a pushed listing from the portal (the record is deleted)',
    body: ZPushRemove,
    response: ZEnvelope(ZEmpty),
  }),
};
