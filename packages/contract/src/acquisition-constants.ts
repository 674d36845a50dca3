/**
 * Constants of the customer-acquisition admin (获客小程序管理, seed 001 §2, §4, §9; docs/acquisition.md).
 * Imports no Zod, so that a page needing only a label or the permission (the 我的 tab's entry) stays light.
 */
import { APP_TYPE } from './common/apps.ts';
import type { TPermissionRef } from './common/endpoint.ts';
import { PROMOTION_ITEM } from './permissions.ts';

/** Every /hk/v2 call needs 房源推广 › 获客小程序管理. */
export const ACQ_PERMISSION: TPermissionRef = { appType: APP_TYPE.promotion, itemId: PROMOTION_ITEM.acquisition };

/** Acquisition list types (seed 001 §9): 1 sale, 2 rent. */
export const ACQ_LISTING_TYPE = { sale: 1, rent: 2 } as const;
export const ACQ_LISTING_TYPE_NAMES: Record<number, string> = { 1: '出售', 2: '出租' };

/** Up or down shelf of a listing on the micro-site (seed 001 §4: state 1 means up). */
export const ACQ_SHELF = { down: 0, up: 1 } as const;
export const ACQ_SHELF_NAMES: Record<number, string> = { 0: '已下架', 1: '已上架' };

/** What a client submitted on the micro-site: clientCustomerState's `type`. */
export const ACQ_REQUEST_KIND = { entrustment: 1, reservation: 2 } as const;

/** The state of an entrustment or reservation: handled once, from 待处理 only. */
export const ACQ_REQUEST_STATE = { pending: 0, handled: 1, closed: 2 } as const;
export const ACQ_ENTRUSTMENT_STATE_NAMES: Record<number, string> = { 0: '待处理', 1: '已处理', 2: '已关闭' };
export const ACQ_RESERVATION_STATE_NAMES: Record<number, string> = { 0: '待确认', 1: '已确认', 2: '已取消' };

/** What a visit looked at: the agent's card, the micro-site's home, or a listing. */
export const ACQ_VISIT_KIND = { card: 1, home: 2, listing: 3 } as const;

/** Card styles the micro-site offers (the card's `style`). */
export const ACQ_CARD_STYLES = [
  { value: 1, label: '简约蓝', color: '#2e64ff' },
  { value: 2, label: '商务黑', color: '#333333' },
  { value: 3, label: '活力橙', color: '#ff7a1a' },
  { value: 4, label: '清新绿', color: '#13ad6b' },
] as const;

/** Association filter of the client list: -1 all, 0 not yet, 1 associated. */
export const ACQ_ASSOCIATED = { all: -1, no: 0, yes: 1 } as const;

export const ACQ_LIMITS = { cardText: 30, address: 60 } as const;

/** The seeds' wording where given (§5), designed wording otherwise. */
export const ACQ_MSG = {
  userNameRequired: '请输入用户名称',
  associationRequired: '请选择要关联的客户',
  userPhoneFormat: '手机号格式不正确',
  styleInvalid: '请选择名片样式',
  cardSaved: '名片已保存',
  clientNotFound: '客户不存在或已删除',
  requestNotFound: '记录不存在或已删除',
  requestDone: '该记录已处理，无需重复操作',
  handled: '处理成功',
  customerNotPrivate: '只能关联自己的私客',
  customerTypeMismatch: '所选客户的类型不符',
  associated: '关联成功',
  listingNotFound: '房源不存在或已删除',
  listingTypeMismatch: '房源类型不符',
  listingNotOnSite: '该房源不在获客小程序中',
  up: '上架成功',
  down: '下架成功',
  deleted: '删除成功',
} as const;

/** Confirmation prompts (seed 001 §5). */
export const ACQ_CONFIRM = {
  down: '您确定要下架该房源吗？',
  upOrDown: (up: boolean) => `是否确定${up ? '上架' : '下架'}该房源？`,
  remove: '是否确定删除该房源',
} as const;
