/**
 * Constants of 房源推广 (listing promotion to outside portals, seed 001 §1–§5, §9; docs/promotion.md).
 * Imports no Zod, so that a page needing only a label or the permission (the 我的 entry) stays light.
 */
import { APP_TYPE } from './common/apps.ts';
import type { TPermissionRef } from './common/endpoint.ts';
import { PROMOTION_ITEM } from './permissions.ts';

/** Pushing, taking down/up and removing listings on portals and the micro-site. */
export const PROMOTION_PUSH_PERMISSION: TPermissionRef = { appType: APP_TYPE.promotion, itemId: PROMOTION_ITEM.push };
/** Binding a portal account, opening or closing it, unbinding. */
export const PROMOTION_BIND_PERMISSION: TPermissionRef = { appType: APP_TYPE.promotion, itemId: PROMOTION_ITEM.bind };

/** The outside portals (seed 001 §3 "Promotion bindings": Portal 1 = 幸福里, 58, ftx, tmall). */
export const PORTAL = { xingfuli: 1, anxuan: 2, fangtianxia: 3, tmall: 4 } as const;
export type TPortal = (typeof PORTAL)[keyof typeof PORTAL];
export const PORTALS: readonly TPortal[] = [PORTAL.xingfuli, PORTAL.anxuan, PORTAL.fangtianxia, PORTAL.tmall];

/** Listing types as in the house book: 1 sale, 2 rent. */
export const PROMOTION_TYPE = { sale: 1, rent: 2 } as const;

export type TPortalField = { key: string; label: string; secret?: true; placeholder?: string };

/**
 * Each portal: its name, the listing types it takes, the binding's fields (the seed's names, secrets
 * sealed on the server and answered masked), which field signs the requests and which names the account.
 */
export const PORTAL_SPECS: Record<
  TPortal,
  {
    code: string;
    name: string;
    types: readonly number[];
    fields: readonly TPortalField[];
    signWith: string;
    account: string;
    /** The portal's rule: fewer pictures than this and it refuses the listing (房源图片不足N张). */
    minPictures: number;
  }
> = {
  1: {
    code: 'xingfuli',
    name: '幸福里',
    types: [1, 2],
    fields: [
      { key: 'companyname', label: '公司名称' },
      { key: 'companyid', label: '公司ID' },
      { key: 'phone', label: '联系电话' },
      { key: 'source_name', label: '来源名称' },
      { key: 'salt', label: '签名盐值', secret: true },
    ],
    signWith: 'salt',
    account: 'companyid',
    minPictures: 2,
  },
  2: {
    code: 'anxuan',
    name: '58安选',
    types: [1],
    fields: [
      { key: 'companyid', label: '公司ID' },
      { key: 'manager', label: '负责人' },
      { key: 'authCode', label: '授权码', secret: true },
    ],
    signWith: 'authCode',
    account: 'companyid',
    minPictures: 2,
  },
  3: {
    code: 'fangtianxia',
    name: '房天下',
    types: [1, 2],
    fields: [
      { key: 'phone', label: '联系电话' },
      { key: 'company', label: '公司名称' },
      { key: 'cityname', label: '城市名称' },
      { key: 'cityid', label: '城市ID' },
      { key: 'username', label: '登录账号' },
      { key: 'pwd', label: '登录密码', secret: true },
      { key: 'keyid', label: '密钥ID' },
      { key: 'key', label: '密钥', secret: true },
    ],
    signWith: 'key',
    account: 'username',
    minPictures: 1,
  },
  4: {
    code: 'tmall',
    name: '天猫好房',
    types: [1, 2],
    fields: [
      { key: 'fp_name', label: '经纪人姓名' },
      { key: 'phone', label: '联系电话' },
      { key: 'tmall_appkey', label: 'AppKey' },
      { key: 'tmall_prikey', label: '私钥', secret: true },
      { key: 'tmall_pubkey', label: '公钥' },
    ],
    signWith: 'tmall_prikey',
    account: 'tmall_appkey',
    minPictures: 1,
  },
};

/** A listing's push record on a portal: none yet (0) or one of the portal's states. */
export const PUSH_STATE = { none: 0, pushing: 1, online: 2, offline: 3, failed: 4 } as const;
export const PUSH_STATE_NAMES: Record<number, string> = {
  0: '未推送',
  1: '推送中',
  2: '已上架',
  3: '已下架',
  4: '推送失败',
};

/** Up or down on a portal (seed 001 §4: Tmall rent listing on or off, 0 means off). */
export const PUSH_SHELF = { down: 0, up: 1 } as const;

/** The six tabs of the promotion list (seed 001 §2); 房天下 has its own sale/rent switch. */
export const PROMOTION_TABS = [
  { key: 'xingfuli-sale', title: '幸福里售房', portal: PORTAL.xingfuli, type: 1 },
  { key: 'xingfuli-rent', title: '幸福里租房', portal: PORTAL.xingfuli, type: 2 },
  { key: 'anxuan', title: '58安选', portal: PORTAL.anxuan, type: 1 },
  { key: 'fangtianxia', title: '房天下', portal: PORTAL.fangtianxia, type: 0 },
  { key: 'tmall-sale', title: '天猫好房售房', portal: PORTAL.tmall, type: 1 },
  { key: 'tmall-rent', title: '天猫好房租房', portal: PORTAL.tmall, type: 2 },
] as const;

export const PROMOTION_PAGES = {
  list: 'pages/promotion/index',
  house: 'pages/promotion/house',
  bind: 'pages/public/promotion-port-bind',
} as const;

export const PROMOTION_LIMITS = { field: 100, secret: 4000 } as const;

const name = (portal: number) => PORTAL_SPECS[portal as TPortal]?.name ?? '平台';

/** The seeds' wording where given, designed wording otherwise (docs/promotion.md). */
export const PROMOTION_MSG = {
  portalInvalid: '请选择推广平台',
  fieldRequired: (label: string) => `请输入${label}`,
  notBound: (portal: number) => `请先绑定${name(portal)}账号`,
  notOpen: (portal: number) => `${name(portal)}推广已关闭，请先开启`,
  notConfigured: (portal: number) => `${name(portal)}推送服务未配置，请联系管理员`,
  unreachable: (portal: number) => `${name(portal)}服务暂时无法连接，请稍后再试`,
  refused: (portal: number, message: string) => `${name(portal)}推送失败：${message || '平台拒绝了该房源'}`,
  typeNotTaken: (portal: number) => `${name(portal)}仅支持出售房源`,
  listingNotFound: '房源不存在或已删除',
  publisherNotFound: '发布人不存在或已离职',
  notPushed: '该房源尚未推送到该平台',
  notOnline: '该房源未上架，无法下架',
  notOffline: '该房源未下架，无需上架',
  pushing: '该房源正在推送中，请稍后再试',
  tooFewPictures: (min: number) => `房源图片不足${min}张`,
  pushed: '推送成功',
  submitted: '已提交推送，等待平台审核',
  down: '下架成功',
  up: '上架成功',
  removed: '已从平台删除',
  bound: '绑定成功',
  saved: '保存成功',
  opened: '已开启推广',
  closed: '已关闭推广',
  unbound: '已解除绑定',
  microWebPushed: '已推送到获客小程序',
  notOnMicroSite: '该房源未上架到获客小程序，请先推送',
  notSale: '该房源不是出售房源',
  notRent: '该房源不是出租房源',
  portalNoAnswer: '平台无响应',
  reviewRejected: '平台审核未通过',
} as const;

export const PROMOTION_CONFIRM = {
  push: (portal: string) => `确定将该房源推送到${portal}吗？`,
  down: '您确定要下架该房源吗？',
  up: '是否确定上架该房源？',
  unbind: (portal: string) => `确定解除${portal}的绑定吗？解除后将无法推送房源`,
} as const;
