/**
 * Constants of the house book (房源本, seed 000 §3–§9): listing types, states, option lists of the
 * submit form and the filters, team roles, follow-up categories, protection types and messages.
 * Where the seeds name a field but not its values, the values are designed here (docs/housing.md).
 */

import { RENT_PAY_WAY_NAMES, SALE_PAY_WAY_ANY, SALE_PAY_WAY_NAMES } from './pay-ways.ts';

/** Listing types (seed 000 §9). */
export const LISTING_TYPE = { sale: 1, rent: 2 } as const;
export type TListingType = (typeof LISTING_TYPE)[keyof typeof LISTING_TYPE];
export const LISTING_TYPE_NAMES: Record<number, string> = { 1: '出售', 2: '出租' };

/** One option of a select: the value sent and stored, the label shown. */
export type TOption = { value: number; label: string };
const options = (labels: Record<number, string>): TOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

/** Listing state (`houseState`). 3 and 4 read 我售/他售 for sale and 我租/他租 for rent. */
export const HOUSE_STATE = { valid: 1, paused: 2, dealOurs: 3, dealOthers: 4, invalid: 5 } as const;
export const HOUSE_STATE_NAMES: Record<number, Record<number, string>> = {
  1: { 1: '有效', 2: '暂缓', 3: '我售', 4: '他售', 5: '无效' },
  2: { 1: '有效', 2: '暂缓', 3: '我租', 4: '他租', 5: '无效' },
};
export function houseStateName(type: number, state: number): string {
  return HOUSE_STATE_NAMES[type]?.[state] ?? '';
}

/** 房源归属 (`infoAttribution`): a private listing (私盘, `siPan`) or the company's public pool (公盘). */
export const INFO_ATTRIBUTION = { private: 1, public: 2 } as const;
export const INFO_ATTRIBUTION_NAMES: Record<number, string> = { 1: '私盘', 2: '公盘' };

/** Listing attributes (`housingAttribute`): pin to top, seal (封盘), lock (锁定). */
export const HOUSE_ATTRIBUTE = { top: 1, seal: 2, lock: 3 } as const;
export const HOUSE_ATTRIBUTE_NAMES: Record<number, string> = { 1: '置顶', 2: '封盘', 3: '锁定' };

export const RENOVATION_NAMES: Record<number, string> = { 1: '毛坯', 2: '简装', 3: '中装', 4: '精装', 5: '豪装' };
export const TOWARD_NAMES: Record<number, string> = {
  1: '东',
  2: '南',
  3: '西',
  4: '北',
  5: '东南',
  6: '东北',
  7: '西南',
  8: '西北',
  9: '南北',
  10: '东西',
};
/** 物业类型 (`property`). */
export const PROPERTY_NAMES: Record<number, string> = {
  1: '住宅',
  2: '别墅',
  3: '公寓',
  4: '商铺',
  5: '写字楼',
  6: '厂房',
  7: '车位',
  8: '其他',
};
/** 产权性质 (`propertyRight`). */
export const PROPERTY_RIGHT_NAMES: Record<number, string> = {
  1: '商品房',
  2: '房改房',
  3: '经济适用房',
  4: '安置房',
  5: '集资房',
  6: '自建房',
  7: '其他',
};
/** 建筑类型 (`housingType`). */
export const HOUSING_TYPE_NAMES: Record<number, string> = {
  1: '板楼',
  2: '塔楼',
  3: '板塔结合',
  4: '平房',
  5: '别墅',
  6: '其他',
};
/** Room-count filter (`houseType`): 5 means five rooms or more. */
export const HOUSE_TYPE_FILTER_NAMES: Record<number, string> = {
  1: '一室',
  2: '二室',
  3: '三室',
  4: '四室',
  5: '五室及以上',
};

/** Listing tags (`tags`, several per listing). */
export const LISTING_TAG_NAMES: Record<number, string> = {
  1: '满二',
  2: '满五唯一',
  3: '学区房',
  4: '地铁房',
  5: '急售',
  6: '随时看房',
  7: '南北通透',
  8: '电梯房',
  9: '带花园',
  10: '拎包入住',
  11: '近公园',
  12: '可短租',
};

/** Pay-ways of a listing: the one table of pay-ways.ts (a sale listing may also say 不限). */
export const SELL_PAYWAY_NAMES: Record<number, string> = { ...SALE_PAY_WAY_NAMES, [SALE_PAY_WAY_ANY]: '不限' };
export const RENT_PAYWAY_NAMES: Record<number, string> = RENT_PAY_WAY_NAMES;
/** 租赁方式 (`rentway`). */
export const RENTWAY_NAMES: Record<number, string> = { 1: '整租', 2: '合租' };
/** Unit of `rentPrice`. */
export const RENT_UNIT = { perMonth: 1, perYear: 2, perSquareMetreDay: 3 } as const;
export const RENT_UNIT_NAMES: Record<number, string> = { 1: '元/月', 2: '元/年', 3: '元/㎡·天' };
/** 配套 (`peitao`, several per rent listing). */
export const PEITAO_NAMES: Record<number, string> = {
  1: '床',
  2: '衣柜',
  3: '沙发',
  4: '电视',
  5: '冰箱',
  6: '洗衣机',
  7: '空调',
  8: '热水器',
  9: '宽带',
  10: '暖气',
  11: '天然气',
  12: '可做饭',
  13: '独立卫生间',
  14: '阳台',
};
/** 看房时间 (`visitTime`). */
export const VISIT_TIME_NAMES: Record<number, string> = { 1: '随时看房', 2: '提前预约', 3: '仅周末', 4: '工作日晚上' };
/** 房源来源 (`source`). */
export const LISTING_SOURCE_NAMES: Record<number, string> = {
  1: '上门',
  2: '电话',
  3: '网络',
  4: '老客户',
  5: '朋友介绍',
  6: '驻守',
  7: '社区开发',
  8: '其他',
};
/** School seat (seed 000 §3): 1 in use, 2 not in use. */
export const SCHOOL_SEAT = { inUse: 1, notInUse: 2 } as const;
export const SCHOOL_SEAT_NAMES: Record<number, string> = { 1: '已占用', 2: '未占用' };
/** Keys and garage (seed 000 §3): 0 none, 1 has. */
export const HAVE_NAMES: Record<number, string> = { 0: '无', 1: '有' };
/** Contact form of address (`level`, default 先生). */
export const CONTACT_LEVELS = ['先生', '女士'] as const;
export const CONTACT_LEVEL_DEFAULT = '先生';
export const CONTACTS_MAX = 5;
export const BUILDING_LABEL_DEFAULT = '栋';
export const UNIT_LABEL_DEFAULT = '单元';

/**
 * Team roles of a listing (seed 000 §3, §6): type 0 maintainer, 3 surveyor (the seeds' numbers);
 * 1 key holder, 2 entrustment, 4 exclusive agent (designed). One holder per role per listing.
 */
export const TEAM_TYPE = { maintainer: 0, key: 1, entrustment: 2, surveyor: 3, agent: 4 } as const;
export type TTeamType = (typeof TEAM_TYPE)[keyof typeof TEAM_TYPE];
export const TEAM_TYPE_NAMES: Record<number, string> = {
  0: '维护人',
  1: '钥匙人',
  2: '委托人',
  3: '实勘人',
  4: '独家人',
};
/** What a team change record says happened. */
export const TEAM_CHANGE = { join: 1, assign: 2, relieve: 3, handover: 4 } as const;
export const TEAM_CHANGE_NAMES: Record<number, string> = { 1: '获得', 2: '分配', 3: '解除', 4: '离职交接' };
/** 委托类型 (`teamEntrustment.entrustType`). */
export const ENTRUST_TYPE_NAMES: Record<number, string> = { 1: '普通委托', 2: '独家委托', 3: '限时委托' };

/** Protected information, fetched on request by type (seed 000 §6). */
export const PROTECTION_TYPE = { contacts: 1, address: 2, all: 3 } as const;
export const PROTECTION_TYPE_NAMES: Record<number, string> = {
  1: '业主联系方式',
  2: '楼栋单元房号',
  3: '完整房源信息',
};

/** Follow-up categories of a listing (`categoryType`); 0 in a query means all. */
export const HOUSE_FOLLOW_CATEGORY = {
  all: 0,
  normal: 1,
  phone: 2,
  survey: 3,
  visit: 4,
  bargain: 5,
  key: 6,
  system: 9,
} as const;
export const HOUSE_FOLLOW_CATEGORY_NAMES: Record<number, string> = {
  1: '普通跟进',
  2: '电话回访',
  3: '实勘',
  4: '带看',
  5: '议价',
  6: '钥匙',
  9: '系统',
};
/** Categories a person may write (系统 is written by the server on state, price and team changes). */
export const HOUSE_FOLLOW_WRITABLE = [1, 2, 3, 4, 5, 6] as const;

/** List sort (`sort`). */
export const HOUSE_SORT = {
  default: 0,
  newest: 1,
  priceAsc: 2,
  priceDesc: 3,
  unitPriceAsc: 4,
  unitPriceDesc: 5,
  areaAsc: 6,
  areaDesc: 7,
  followDesc: 8,
} as const;
export const HOUSE_SORT_NAMES: Record<number, string> = {
  0: '默认排序',
  1: '最新录入',
  2: '总价从低到高',
  3: '总价从高到低',
  4: '单价从低到高',
  5: '单价从高到低',
  6: '面积从小到大',
  7: '面积从大到小',
  8: '最近跟进',
};
/** Which date `dateStart`/`dateEnd` filter: entry (default), last follow-up, last change. */
export const HOUSE_DATE_TYPE = { entered: 1, followed: 2, updated: 3 } as const;
export const HOUSE_DATE_TYPE_NAMES: Record<number, string> = { 1: '录入时间', 2: '跟进时间', 3: '更新时间' };
/** `newKey.type`: what the chosen search suggestion is. */
export const SEARCH_KEY_TYPE = { community: 1, houseCode: 2, keyword: 3 } as const;

/** App-record kinds of a listing (`/app/appRecord` `recordType`): operations and circulation. */
export const APP_RECORD_TYPE = { operation: 1, circulation: 2 } as const;

/** Price-evaluation verdict of `housingEvaluate`. */
export const EVALUATE_LEVEL = { none: 0, low: 1, fair: 2, high: 3 } as const;
export const EVALUATE_LEVEL_NAMES: Record<number, string> = {
  0: '样本不足',
  1: '价格偏低',
  2: '价格合理',
  3: '价格偏高',
};

/** Company settings defaults (`getHousingSetting`). */
export const HOUSING_SETTING_DEFAULTS = {
  /** Protected reveals a person may make per day (0: none allowed without being owner/maintainer). */
  dailyViewLimit: 30,
  protectContacts: true,
  protectAddress: true,
  /** Private listings without a follow-up for this many days show as 待转公盘 (0: off). */
  publicPoolDays: 0,
} as const;

/** Limits of the submit form. */
export const LISTING_LIMITS = {
  areaMax: 100_000,
  floorMin: -5,
  floorMax: 200,
  roomsMax: 20,
  sellPriceMax: 1_000_000, // 万元
  rentPriceMax: 10_000_000,
  remarkMax: 500,
  trafficMax: 200,
  textMax: 100,
  tagsMax: 12,
  picturesMax: 30,
} as const;

export const HOUSING_MSG = {
  typeRequired: '请选择房源类型',
  attributionRequired: '请选择房源归属',
  communityRequired: '请选择小区',
  communityNotFound: '小区不存在或已删除',
  buildingRequired: '请输入楼栋号',
  buildingNotInCommunity: '楼栋不属于该小区',
  unitNotInBuilding: '单元不属于该楼栋',
  roomNotInUnit: '房号不属于该楼栋单元',
  roomRequired: '请输入房号',
  roomFormat: '房号格式不正确',
  roomRequiredShort: '房号不能超过20个字',
  roomCountRequired: '请输入几室',
  hallRequired: '请输入几厅',
  areaRequired: '请输入面积',
  areaFormat: '面积必须大于0，最多两位小数',
  floorRequired: '请输入所在楼层',
  totalFloorRequired: '请输入总楼层',
  floorFormat: '楼层必须是整数',
  floorAboveTotal: '所在楼层不能大于总楼层',
  sellPriceRequired: '请输入售价',
  rentPriceRequired: '请输入租金',
  priceFormat: '价格必须大于0，最多两位小数',
  contactsRequired: '请至少填写一位联系人',
  contactsTooMany: `联系人最多${CONTACTS_MAX}位`,
  contactNameRequired: '请输入联系人姓名',
  contactPhoneRequired: '请输入联系人电话',
  contactPhoneFormat: '联系人电话格式不正确',
  contactPhoneRepeated: '联系人电话重复',
  schoolSeatTimeRequired: '请选择学位占用时间',
  dateFormat: '日期格式不正确',
  optionInvalid: '选项不存在',
  duplicate: '该房源已存在',
  listingNotFound: '房源不存在或已删除',
  listingReentered: '该房源已被重新录入，请前往跟进',
  locked: '该房源已锁定，仅维护人或管理员可以修改',
  sealed: '该房源已封盘',
  alreadyPublic: '该房源已是公盘',
  stateSame: '房源已是该状态',
  teamTaken: '该角色已有成员，请先解除',
  teamAlreadyYou: '您已是该房源的该角色',
  teamMemberNotFound: '团队成员不存在或已解除',
  userNotFound: '员工不存在或已离职',
  picturesRequired: '请上传实勘图片',
  pictureNotFound: '图片不存在或已删除',
  vrFormat: 'VR链接格式不正确',
  followContentRequired: '请输入跟进内容',
  followCategoryInvalid: '请选择跟进方式',
  followNotFound: '跟进记录不存在或已删除',
  followDeleteOwn: '只能删除自己写的跟进',
  quotaExceeded: '今日查看次数已用完，请明天再试或联系管理员',
  appTypeUnsupported: '暂不支持该应用',
  keyNoRequired: '请输入钥匙编号',
  entrustDateRequired: '请选择委托期限',
  entrustDateOrder: '委托结束日期不能早于开始日期',
  rangeOrder: '最小值不能大于最大值',
} as const;

/** Option lists for forms and filters, as `housingTypeList` answers them. */
export const HOUSING_OPTIONS = {
  houseState: { 1: options(HOUSE_STATE_NAMES[1] ?? {}), 2: options(HOUSE_STATE_NAMES[2] ?? {}) },
  infoAttribution: options(INFO_ATTRIBUTION_NAMES),
  renovation: options(RENOVATION_NAMES),
  toward: options(TOWARD_NAMES),
  property: options(PROPERTY_NAMES),
  propertyRight: options(PROPERTY_RIGHT_NAMES),
  housingType: options(HOUSING_TYPE_NAMES),
  houseType: options(HOUSE_TYPE_FILTER_NAMES),
  tags: options(LISTING_TAG_NAMES),
  sellPayway: options(SELL_PAYWAY_NAMES),
  rentPayway: options(RENT_PAYWAY_NAMES),
  rentway: options(RENTWAY_NAMES),
  rentUnit: options(RENT_UNIT_NAMES),
  peitao: options(PEITAO_NAMES),
  visitTime: options(VISIT_TIME_NAMES),
  source: options(LISTING_SOURCE_NAMES),
  schoolSeat: options(SCHOOL_SEAT_NAMES),
  haveKeys: options(HAVE_NAMES),
  haveGarage: options(HAVE_NAMES),
  teamType: options(TEAM_TYPE_NAMES),
  entrustType: options(ENTRUST_TYPE_NAMES),
  followCategory: options(HOUSE_FOLLOW_CATEGORY_NAMES),
  sort: options(HOUSE_SORT_NAMES),
  dateType: options(HOUSE_DATE_TYPE_NAMES),
} as const;
