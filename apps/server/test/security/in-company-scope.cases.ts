import { acquisitionEndpoints } from '@awb/contract/acquisition.contract';
import { collectEndpoints } from '@awb/contract/collect.contract';
import { MSG } from '@awb/contract/common/codes';
import type { TEndpoint } from '@awb/contract/common/endpoint';
import { CONTRACT_MSG } from '@awb/contract/contract-fields';
import { CUSTOMER_MSG } from '@awb/contract/customer-form';
import { HOUSING_MSG } from '@awb/contract/housing-options';
import { oaEndpoints } from '@awb/contract/oa.contract';
import { OA_MSG } from '@awb/contract/oa-fields';
import { promotionEndpoints } from '@awb/contract/promotion.contract';
import { PORTAL } from '@awb/contract/promotion-constants';
import { signEndpoints } from '@awb/contract/sign.contract';
import { signCeremonyEndpoints } from '@awb/contract/sign-ceremony.contract';
import { signContractEndpoints } from '@awb/contract/sign-contract.contract';
import { SIGN_CONTRACT_MSG } from '@awb/contract/sign-contract-constants';
import type { InjectOptions } from 'fastify';

/**
 * The in-company scope suite's entries (in-company-scope.test.ts): every call of the newer modules that
 * names a record of another module (or of its own, owned by someone) is made by an agent of company A
 * who holds every permission of the business apps, own data only, with a record of A they cannot see.
 * The answer must be the owning module's own answer for an id it does not show (code and message), and
 * none of A's rows may change.
 */

/** The modules the suite covers: a call of theirs taking one of FOREIGN_ID_FIELDS needs an entry. */
export const COVERED_ENDPOINTS: TEndpoint[] = [
  acquisitionEndpoints,
  collectEndpoints,
  promotionEndpoints,
  signEndpoints,
  signContractEndpoints,
  signCeremonyEndpoints,
  oaEndpoints,
].flatMap((table) => Object.values(table) as TEndpoint[]);

/** Input fields that hold the id of a record under some module's data scope. */
export const FOREIGN_ID_FIELDS = ['houseId', 'itemId', 'customerId', 'contractId', 'approvalId'] as const;

/** Records of company A the caller cannot see (and a few of their own to name), picked from the demo. */
export type TScopeIds = {
  /** A private listing of another agent. */
  listing: number;
  /** A listing in the public pool, which every member sees (the positive control). */
  publicListing: number;
  /** A private customer of another agent. */
  customer: number;
  /** A signing contract of another agent. */
  signContract: number;
  /** Contract records (sale, rent) of another agent. */
  saleRecord: number;
  rentRecord: number;
  /** An approval request the caller is not part of. */
  approval: number;
  /** A collected listing company A marked 已转房源. */
  collectedListing: number;
  /** The caller's own: a visitor of their micro-site and a signing template of the company. */
  ownClient: number;
  boxid: number;
};

export type TAnswerExpected = { code: number; msg: string };

export type TScopeCase =
  | {
      why: string;
      /** The call with the invisible record. */
      request(ids: TScopeIds): InjectOptions;
      refusal: TAnswerExpected;
      /** The same call with a record the caller sees: answered, so the refusal above is the scope's. */
      seen?(ids: TScopeIds): InjectOptions;
    }
  | { why: string; ownRows: true };

const get = (url: string, query: Record<string, unknown>): InjectOptions => ({
  method: 'GET',
  url,
  query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
});
const post = (url: string, payload: Record<string, unknown>): InjectOptions => ({ method: 'POST', url, payload });

/** housingDetail's answer for a listing out of the caller's scope. */
const HOUSING_REFUSAL = { code: 403, msg: MSG.noPermission };
/** listingForPromotion's: the portals' calls answer every listing they do not show as not found. */
const PROMOTION_REFUSAL = { code: 404, msg: HOUSING_MSG.listingNotFound };
const SIGN_REFUSAL = { code: 404, msg: SIGN_CONTRACT_MSG.notFound };
const OA_REFUSAL = { code: 404, msg: MSG.notFound };

const LISTING_VIA_HOUSING = 'the listing goes through the house book’s scope check (ListingScopeService)';
const LISTING_VIA_PROMOTION = 'listingForPromotion: a listing the caller does not see is not found';
const SIGN_SCOPE = 'a signing contract is read within the caller’s data scope of app 6 (visibleContract)';
const CEREMONY_SCOPE = 'the ceremony reads its contract within the caller’s data scope of app 6';

const promotionPush = (path: string): TScopeCase => ({
  why: LISTING_VIA_PROMOTION,
  request: (ids) => post(path, { houseId: ids.listing }),
  refusal: PROMOTION_REFUSAL,
});
const promotionRead = (path: string): TScopeCase => ({
  why: LISTING_VIA_PROMOTION,
  request: (ids) => get(path, { houseId: ids.listing }),
  refusal: PROMOTION_REFUSAL,
});
const signRead = (path: string, extra: Record<string, unknown> = {}): TScopeCase => ({
  why: SIGN_SCOPE,
  request: (ids) => get(path, { contractId: ids.signContract, ...extra }),
  refusal: SIGN_REFUSAL,
});
const signWrite = (path: string, extra: Record<string, unknown> = {}, why = SIGN_SCOPE): TScopeCase => ({
  why,
  request: (ids) => post(path, { contractId: ids.signContract, ...extra }),
  refusal: SIGN_REFUSAL,
});

export const IN_COMPANY_CASES: Record<string, TScopeCase> = {
  // 获客小程序管理
  'POST /hk/v2/upAndDown': {
    why: LISTING_VIA_HOUSING,
    request: (ids) => post('/hk/v2/upAndDown', { itemId: ids.listing, type: 1, state: 1 }),
    refusal: HOUSING_REFUSAL,
    seen: (ids) => post('/hk/v2/upAndDown', { itemId: ids.publicListing, type: 1, state: 1 }),
  },
  'POST /hk/v2/housingDel': {
    why: 'itemId names a row of the caller’s own micro-site (taking one off is always allowed); no other listing is read',
    ownRows: true,
  },
  'POST /hk/v2/clientCustomerState': {
    why: 'itemId is an entrustment or reservation of the caller’s own micro-site',
    ownRows: true,
  },
  'POST /hk/v2/clientAssociation': {
    why: 'the customer goes through the customer book’s findVisible',
    request: (ids) =>
      post('/hk/v2/clientAssociation', { clientCustomerId: ids.ownClient, customerId: ids.customer, type: 1 }),
    refusal: { code: 404, msg: CUSTOMER_MSG.notFound },
  },
  // 云采集
  'GET /gather/save': {
    why: LISTING_VIA_HOUSING,
    request: (ids) => get('/gather/save', { id: ids.collectedListing, houseId: ids.listing }),
    refusal: HOUSING_REFUSAL,
    seen: (ids) => get('/gather/save', { id: ids.collectedListing, houseId: ids.publicListing }),
  },
  'POST /gather/save': {
    why: LISTING_VIA_HOUSING,
    request: (ids) => post('/gather/save', { id: ids.collectedListing, houseId: ids.listing }),
    refusal: HOUSING_REFUSAL,
    seen: (ids) => post('/gather/save', { id: ids.collectedListing, houseId: ids.publicListing }),
  },
  // 房源推广
  'POST /house/push/xingfuliPush': promotionPush('/house/push/xingfuliPush'),
  'POST /house/push/anxuanPush': promotionPush('/house/push/anxuanPush'),
  'POST /house/push/fangTianXiaPush': promotionPush('/house/push/fangTianXiaPush'),
  'POST /house/push/tmallPush': promotionPush('/house/push/tmallPush'),
  'POST /house/push/microWebPush': promotionPush('/house/push/microWebPush'),
  'GET /house/push/mobileAcqCustomerShare': promotionRead('/house/push/mobileAcqCustomerShare'),
  'GET /house/push/queryHousePushState': promotionRead('/house/push/queryHousePushState'),
  'GET /housing/v2/housingPromotionSellDetail': promotionRead('/housing/v2/housingPromotionSellDetail'),
  'GET /housing/v2/rentExtension': promotionRead('/housing/v2/rentExtension'),
  'POST /promotion/v2/pushShelf': {
    why: LISTING_VIA_PROMOTION,
    request: (ids) => post('/promotion/v2/pushShelf', { houseId: ids.listing, portal: PORTAL.xingfuli, state: 0 }),
    refusal: PROMOTION_REFUSAL,
  },
  'POST /promotion/v2/pushRemove': {
    why: LISTING_VIA_PROMOTION,
    request: (ids) => post('/promotion/v2/pushRemove', { houseId: ids.listing, portal: PORTAL.xingfuli }),
    refusal: PROMOTION_REFUSAL,
  },
  // 电子签约
  'POST /sign/signDraftSave': {
    why: 'the contract a draft edits must be one the caller may open (visibleContract)',
    request: (ids) =>
      post('/sign/signDraftSave', { boxid: ids.boxid, contractId: ids.signContract, content: { houseName: '范围外' } }),
    refusal: SIGN_REFUSAL,
  },
  'GET /sign/signEditContent': signRead('/sign/signEditContent'),
  'POST /sign/contractEdit': signWrite('/sign/contractEdit', { content: { houseName: '范围外' } }),
  'GET /sign/signDetailV2': signRead('/sign/signDetailV2'),
  'GET /sign/signContent': signRead('/sign/signContent'),
  'GET /sign/operationlogs': signRead('/sign/operationlogs'),
  'GET /sign/signHistoryPosts': signRead('/sign/signHistoryPosts'),
  'POST /sign/signInvalid': signWrite('/sign/signInvalid', { remark: '范围外' }),
  'POST /sign/signInvalidRevoke': signWrite('/sign/signInvalidRevoke', { remark: '范围外' }),
  'POST /sign/signDelete': signWrite('/sign/signDelete'),
  'GET /sign/getContractSellData': {
    why: 'the contract record goes through the contract module’s saleDetail (its data scope)',
    request: (ids) => get('/sign/getContractSellData', { contractId: ids.saleRecord }),
    refusal: { code: 404, msg: CONTRACT_MSG.notFound },
  },
  'GET /sign/getContractRentData': {
    why: 'the contract record goes through the contract module’s rentDetail (its data scope)',
    request: (ids) => get('/sign/getContractRentData', { contractId: ids.rentRecord }),
    refusal: { code: 404, msg: CONTRACT_MSG.notFound },
  },
  'GET /sign/signingPreviewEditContent': signRead('/sign/signingPreviewEditContent'),
  'GET /sign/getSignInfo': signRead('/sign/getSignInfo'),
  'GET /sign/signSigners': signRead('/sign/signSigners'),
  'POST /sign/signResend': signWrite('/sign/signResend', { signerId: 1 }, CEREMONY_SCOPE),
  'POST /sign/signOnsite': signWrite('/sign/signOnsite', { signerId: 1 }, CEREMONY_SCOPE),
  'POST /sign/sealApply': signWrite('/sign/sealApply', { sealId: 1 }, CEREMONY_SCOPE),
  'GET /sign/signEvents': signRead('/sign/signEvents'),
  'GET /sign/signCustomModelView': signRead('/sign/signCustomModelView'),
  'GET /sign/signCustomModeHistoryView': signRead('/sign/signCustomModeHistoryView', { version: 1 }),
  'GET /sign/signShareLink': signRead('/sign/signShareLink', { hours: 24 }),
  'GET /sign/signCopies': signRead('/sign/signCopies'),
  'POST /sign/signCopyRevoke': signWrite('/sign/signCopyRevoke', { copyId: 1 }, CEREMONY_SCOPE),
  'POST /sign/signCopyResend': signWrite('/sign/signCopyResend', { copyId: 1 }, CEREMONY_SCOPE),
  // 审批
  'GET /oa/companyOaApprovalDetail': {
    why: 'a request is shown to its sponsor, approvers, copied users and 审批管理 holders only',
    request: (ids) => get('/oa/companyOaApprovalDetail', { approvalId: ids.approval }),
    refusal: OA_REFUSAL,
  },
  'POST /oa/approvalBtn': {
    why: 'only a waiting approver may act; unlike the detail, the answer tells the request exists (the oa module’s to align)',
    request: (ids) => post('/oa/approvalBtn', { approvalId: ids.approval, status: 1, remark: '范围外' }),
    refusal: { code: 405, msg: OA_MSG.notApprover },
  },
  'POST /oa/approvalWithdraw': {
    why: 'withdrawing reads the request as its detail does first',
    request: (ids) => post('/oa/approvalWithdraw', { approvalId: ids.approval }),
    refusal: OA_REFUSAL,
  },
  'POST /oa/approvalTransfer': {
    why: 'only 审批管理 holders (who see every request by design) may transfer; an agent is refused',
    request: (ids) => post('/oa/approvalTransfer', { approvalId: ids.approval, fromUserId: 1, toUserId: 2 }),
    refusal: { code: 403, msg: MSG.noPermission },
  },
};
