/**
 * Constants of the online-signing contract templates (seed 000 §3 custom fields, §9 box types and
 * defaults). This file imports nothing, so a page that needs only a label does not pull in Zod.
 * The format is described in docs/signing-templates.md.
 */

/** Template box types (seed 000 §9 "template box types 1 to 3"). */
export const SIGN_BOX_TYPE = { sale: 1, rent: 2, brokerage: 3 } as const;
export const SIGN_BOX_TYPE_NAMES: Record<number, string> = { 1: '买卖', 2: '租赁', 3: '居间' };

/** Field groups (seed 000 §3: groupType 0–4), in the order the signing form shows them. */
export const SIGN_GROUP_TYPE = { default: 0, certificate: 1, property: 2, transaction: 3, sideTerms: 4 } as const;
export const SIGN_GROUP_TYPE_NAMES: Record<number, string> = {
  0: '默认分组',
  1: '产证信息',
  2: '产权信息',
  3: '交易信息',
  4: '附加条款',
};

/**
 * Field types (seed 000 §3: 1–7). The seed names both 3 and 7 "number"; here 3 is a decimal
 * number (area, money: up to two decimals) and 7 an integer (floors, rooms, days), following
 * seed 000 §5 "area numeric; floors integers; money numeric".
 */
export const SIGN_FIELD_TYPE = {
  text: 1,
  textarea: 2,
  number: 3,
  singleSelect: 4,
  multiSelect: 5,
  date: 6,
  integer: 7,
} as const;
export const SIGN_FIELD_TYPE_NAMES: Record<number, string> = {
  1: '单行文本',
  2: '多行文本',
  3: '数字',
  4: '单选',
  5: '多选',
  6: '日期',
  7: '整数',
};

/** dateType of a date field: 1 a day (YYYY-MM-DD), 2 a day and time (YYYY-MM-DD HH:mm, seed: 2 = date-time). */
export const SIGN_DATE_TYPE = { date: 1, dateTime: 2 } as const;

/** Who signs or is named in a contract: the two parties, the brokerage company (seal), its agent (经纪人). */
export const SIGN_PARTY_ROLES = ['partyA', 'partyB', 'company', 'broker'] as const;
export type TSignPartyRole = (typeof SIGN_PARTY_ROLES)[number];
export const SIGN_PARTY_ROLE_NAMES: Record<TSignPartyRole, string> = {
  partyA: '甲方',
  partyB: '乙方',
  company: '经纪机构',
  broker: '经纪人',
};

/** What goes into a signature area: a handwritten signature (or a company party's seal), or the company seal. */
export const SIGN_MARKS = ['signature', 'seal'] as const;
export type TSignMark = (typeof SIGN_MARKS)[number];

/** Seed 000 §9: "default tax and fee selection 2; default loan dispute 1" (option values of those fields). */
export const SIGN_FIELD_DEFAULT = { taxFee: '2', loanDispute: '1' } as const;

/** What a placeholder of a hidden or empty field reads as in the contract body. */
export const SIGN_BLANK = '______';

export const SIGN_TEMPLATE_LIMITS = {
  textLength: 200,
  textareaLength: 2000,
  /** Money and area: at most two decimals. */
  decimals: 2,
  applianceItems: 100,
  applianceNameLength: 30,
  applianceCount: 9999,
  applianceRemarkLength: 100,
  appliancesRemarkLength: 500,
} as const;

/** Messages of the field rules (the seeds' wording where it exists: 请输入…, 请选择…). */
export const SIGN_FIELD_MSG = {
  input: (title: string) => `请输入${title}`,
  select: (title: string) => `请选择${title}`,
  number: (title: string) => `${title}必须是数字`,
  integer: (title: string) => `${title}必须是整数`,
  negative: (title: string) => `${title}不能小于0`,
  decimals: (title: string) => `${title}最多保留两位小数`,
  option: (title: string) => `请选择正确的${title}`,
  date: (title: string) => `${title}格式不正确`,
  tooLong: (title: string, max: number) => `${title}不能超过${max}个字`,
  applianceName: '请输入物品名称',
  applianceCount: '物品数量必须是1到9999的整数',
} as const;

/** Common items of the furniture, appliance and receipt list (offered as quick picks). */
export const SIGN_APPLIANCE_SUGGESTIONS = [
  '钥匙',
  '门禁卡',
  '空调',
  '冰箱',
  '洗衣机',
  '热水器',
  '电视机',
  '油烟机',
  '燃气灶',
  '床',
  '衣柜',
  '沙发',
  '餐桌',
  '书桌',
  '窗帘',
] as const;
