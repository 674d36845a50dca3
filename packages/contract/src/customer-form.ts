import { z } from 'zod';
import { formatTime } from './common/china-time.ts';
import { MSG } from './common/codes.ts';
import { withLabels } from './common/enum-labels.ts';
import { ZId, ZText } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { LANDLINE_PATTERN, MOBILE_PATTERN } from './common/validators.ts';
import {
  CUSTOMER_ATTRIBUTION,
  CUSTOMER_LIMITS,
  CUSTOMER_TYPE_NAMES,
  HOUSE_AGE_NAMES,
  HOUSE_KIND_NAMES,
  LEVEL_NAMES,
  NEED_NAMES,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS_OF_TYPE,
  RENOVATION_NAMES,
  ROOM_FILTER,
  SEX_NAMES,
  SOURCE_NAMES,
  USES_NAMES,
} from './customer-enums.ts';

/** Messages of the customer book (shown as they are; code 405 unless said otherwise). */
export const CUSTOMER_MSG = {
  /** Code 404: also for another company's customer and a private customer outside the caller's data scope. */
  notFound: '客户不存在或已删除',
  typeRequired: '请选择客户类型',
  contactRequired: '请填写客户联系人',
  contactsMax: `联系人最多${CUSTOMER_LIMITS.contacts}个`,
  nameRequired: '请输入客户姓名',
  phoneRequired: '请输入联系电话',
  phoneFormat: '联系电话格式不正确',
  phoneRepeat: '联系电话不能重复',
  floorRange: '最低楼层不能大于最高楼层',
  areaRange: '最小面积不能大于最大面积',
  priceRange: '最低价格不能大于最高价格',
  numberFormat: '请输入正确的数字（最多两位小数）',
  communitiesMax: `意向小区最多${CUSTOMER_LIMITS.communities}个`,
  communityInvalid: '意向小区不存在或已删除',
  regionsMax: `意向区域最多${CUSTOMER_LIMITS.regions}个`,
  regionInvalid: '意向区域不正确',
  cityInvalid: '请选择正确的城市',
  tagsMax: `标签最多${CUSTOMER_LIMITS.tags}个`,
  tagLength: `标签不能超过${CUSTOMER_LIMITS.tagLength}个字`,
  paymentInvalid: '付款方式与客户类型不符',
  optionInvalid: '选项不正确',
  stateInvalid: '客户状态不正确',
  notPrivate: '该客户不是私客',
  notPublic: '该客户已不在公客池，请刷新后重试',
  alreadyYours: '该客户已是您的私客',
  dealt: '该客户已成交',
  notDealt: '该客户尚未成交',
  sameState: '客户已是该状态',
  distributionOnly: '公客仅能由管理员分配，请联系管理员',
  assigneeRequired: '请选择分配的员工',
  assigneeInvalid: '分配的员工必须是本公司在职员工',
  assigneeOutOfScope: '该员工不在您的管理范围内',
  assigneeSame: '该客户已由该员工维护',
  followContentRequired: '请输入跟进内容',
  followCategoryInvalid: '请选择跟进方式',
  followHousesMax: `带看房源最多${CUSTOMER_LIMITS.followHouses}套`,
  followHouseInvalid: '带看房源不存在或已删除',
  statesRequired: '请至少保留一个客户状态',
  stateNameRequired: '请输入状态名称',
  stateNameRepeat: '状态名称不能重复',
  daysInvalid: '天数需为1-365的整数',
  upperLimitInvalid: '私客上限需为1-9999的整数',
  houseNotFound: '房源不存在或已删除',
} as const;

/** The holder named in the duplicate message: a colleague's private customer, or the public pool. */
export function duplicateMessage(phone: string, holder: { userName: string } | null, name: string): string {
  return holder
    ? `该客户电话${phone}已存在：${holder.userName}的私客「${name}」`
    : `该客户电话${phone}已存在：公客池中的「${name}」`;
}

export function upperLimitMessage(count: number, who: string | null): string {
  return who ? `${who}的私客数量已达上限（${count}个）` : `私客数量已达上限（${count}个），请先转出部分私客`;
}

/**
 * Refusal of 拣入私客 to the former holder within the setting's take-back days (default 7, counted
 * from the moment the customer went public); with `from`, the message says when it becomes possible.
 */
export function takeBackMessage(days: number, from?: Date): string {
  const wait = `该客户转为公客未满${days}天，原维护人暂不能拣回`;
  return from ? `${wait}，可于${formatTime(from)}后拣回` : wait;
}

/** Price units per customer type: sale and new in 万元, rent in 元/月. */
export const PRICE_UNIT: Record<number, string> = { 1: '万', 2: '元/月', 3: '万' };

const codeOf = (names: Record<number, string>, message: string = CUSTOMER_MSG.optionInvalid) =>
  withLabels(
    numeric({ error: message })
      .int(message)
      .refine((v) => names[v] !== undefined, message),
    names,
  );

/** An optional option: absent, '' or null mean 0 (不限). */
const optionOf = (names: Record<number, string>) =>
  withLabels(
    z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), codeOf(names)),
    names,
  );

/** Room counts wanted, from the room filter (0 不限 … 4 四室及以上). */
const ROOM_NAMES: Record<number, string> = Object.fromEntries(ROOM_FILTER.map((o) => [o.value, o.label]));

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** A number with up to two decimals in [0, max], or null (absent, '' or null). */
export function ZOptionalAmount(max: number) {
  return z.preprocess(
    blankToNull,
    numeric({ error: CUSTOMER_MSG.numberFormat })
      .min(0, CUSTOMER_MSG.numberFormat)
      .max(max, CUSTOMER_MSG.numberFormat)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, CUSTOMER_MSG.numberFormat)
      .nullable(),
  );
}

const ZFloor = z.preprocess(
  blankToNull,
  numeric({ error: CUSTOMER_MSG.numberFormat })
    .int(CUSTOMER_MSG.numberFormat)
    .min(-5, CUSTOMER_MSG.numberFormat)
    .max(CUSTOMER_LIMITS.maxFloor, CUSTOMER_MSG.numberFormat)
    .nullable(),
);

export const ZContactPhone = z
  .string({ error: CUSTOMER_MSG.phoneRequired })
  .trim()
  .min(1, CUSTOMER_MSG.phoneRequired)
  .refine((v) => MOBILE_PATTERN.test(v) || LANDLINE_PATTERN.test(v) || v.includes('****'), CUSTOMER_MSG.phoneFormat);

/**
 * One contact of customerInfo. On edit, a phone the caller sees masked (138****5678) may be sent back
 * as it is: the server keeps the stored number at that position.
 */
export const ZCustomerContact = z.object({
  name: ZText(CUSTOMER_LIMITS.nameLength, CUSTOMER_MSG.nameRequired),
  phone: ZContactPhone,
  /** SEX_NAMES: 1 先生, 2 女士, 0 unknown. */
  sex: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), codeOf(SEX_NAMES)),
});
export type TCustomerContact = z.output<typeof ZCustomerContact>;

const ZCustomerTypeValue = withLabels(
  numeric({ error: CUSTOMER_MSG.typeRequired }).refine(
    (v) => CUSTOMER_TYPE_NAMES[v] !== undefined,
    CUSTOMER_MSG.typeRequired,
  ),
  CUSTOMER_TYPE_NAMES,
);

const ZIdArray = (max: number, maxMessage: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : (v ?? [])),
    z.array(ZId).max(max, maxMessage),
  );

/** 求购：0、1、2、3、4；求租：0、5、6、7、8、9；新房：… (for the API document). */
const paymentsByType = Object.entries(PAYMENT_METHODS_OF_TYPE)
  .map(([type, codes]) => `${CUSTOMER_TYPE_NAMES[Number(type)] ?? type}：${codes.join('、')}`)
  .join('；');

/** The fields of seed 001 §3 "Customer", as the add and edit forms send them. */
const customerFields = {
  customerType: ZCustomerTypeValue,
  customerInfo: z
    .array(ZCustomerContact, { error: CUSTOMER_MSG.contactRequired })
    .min(1, CUSTOMER_MSG.contactRequired)
    .max(CUSTOMER_LIMITS.contacts, CUSTOMER_MSG.contactsMax),
  wechat: z.string().trim().max(CUSTOMER_LIMITS.wechatLength, '微信号不能超过50个字').default(''),
  /** Floor range wanted (floor to tfloor). */
  floor: ZFloor.default(null),
  tfloor: ZFloor.default(null),
  /** Area range wanted, ㎡. */
  area: ZOptionalAmount(CUSTOMER_LIMITS.maxArea).default(null),
  tarea: ZOptionalAmount(CUSTOMER_LIMITS.maxArea).default(null),
  /** Budget range: 万元 for sale and new, 元/月 for rent (PRICE_UNIT). */
  price: ZOptionalAmount(CUSTOMER_LIMITS.maxPrice).default(null),
  tprice: ZOptionalAmount(CUSTOMER_LIMITS.maxPrice).default(null),
  /** PAYMENT_METHODS_OF_TYPE: only the customer type's methods are accepted. */
  paymentMethod: optionOf(PAYMENT_METHOD_NAMES)
    .default(0)
    .meta({ description: `按客户类型可选：${paymentsByType}` }),
  /** City id (region.contract numbering), or null. */
  city: z.preprocess(blankToNull, ZId.nullable()).default(null),
  /** District codes (6 digits, GB/T 2260) of the city. */
  region: ZIdArray(CUSTOMER_LIMITS.regions, CUSTOMER_MSG.regionsMax).default([]),
  tags: z
    .array(z.string().trim().min(1, '标签不能为空').max(CUSTOMER_LIMITS.tagLength, CUSTOMER_MSG.tagLength))
    .max(CUSTOMER_LIMITS.tags, CUSTOMER_MSG.tagsMax)
    .default([]),
  /** Property kind wanted (HOUSE_KIND_NAMES). */
  houseType: optionOf(HOUSE_KIND_NAMES).default(0),
  /** Intention communities: company-community ids of the caller's company. */
  community: ZIdArray(CUSTOMER_LIMITS.communities, CUSTOMER_MSG.communitiesMax).default([]),
  renovation: optionOf(RENOVATION_NAMES).default(0),
  houseGarage: optionOf(NEED_NAMES).default(0),
  elevator: optionOf(NEED_NAMES).default(0),
  /** Down payment, 万元. */
  downPayments: ZOptionalAmount(CUSTOMER_LIMITS.maxPrice).default(null),
  uses: optionOf(USES_NAMES).default(0),
  level: z.preprocess((v) => (v === '' || v === null || v === undefined ? 3 : v), codeOf(LEVEL_NAMES)),
  /** Rooms wanted: 0 不限, 1–3, 4 four or more (ROOM_FILTER). */
  room: optionOf(ROOM_NAMES).default(0),
  houseAge: optionOf(HOUSE_AGE_NAMES).default(0),
  remark: z
    .string()
    .trim()
    .max(CUSTOMER_LIMITS.remarkLength, `备注不能超过${CUSTOMER_LIMITS.remarkLength}个字`)
    .default(''),
  source: z.preprocess((v) => (v === '' || v === null || v === undefined ? 1 : v), codeOf(SOURCE_NAMES)),
  /** A state of the type's list in the customer setting (default: the first one). */
  state: z
    .preprocess(blankToNull, numeric({ error: CUSTOMER_MSG.stateInvalid }).int().min(1).max(99).nullable())
    .default(null),
};

type TRangeInput = {
  floor: number | null;
  tfloor: number | null;
  area: number | null;
  tarea: number | null;
  price: number | null;
  tprice: number | null;
};

/** Cross-field rules: ranges in order, distinct phones, a payment method of the type. */
function checkCustomer(
  v: TRangeInput & { customerType: number; paymentMethod: number; customerInfo: { phone: string }[] },
  ctx: z.RefinementCtx,
): void {
  const pairs: [number | null, number | null, string, string][] = [
    [v.floor, v.tfloor, CUSTOMER_MSG.floorRange, 'tfloor'],
    [v.area, v.tarea, CUSTOMER_MSG.areaRange, 'tarea'],
    [v.price, v.tprice, CUSTOMER_MSG.priceRange, 'tprice'],
  ];
  for (const [low, high, message, path] of pairs) {
    if (low !== null && high !== null && low > high) ctx.addIssue({ code: 'custom', message, path: [path] });
  }
  const phones = v.customerInfo.map((c) => c.phone);
  if (new Set(phones).size !== phones.length) {
    ctx.addIssue({ code: 'custom', message: CUSTOMER_MSG.phoneRepeat, path: ['customerInfo'] });
  }
  if (!(PAYMENT_METHODS_OF_TYPE[v.customerType] ?? []).includes(v.paymentMethod)) {
    ctx.addIssue({ code: 'custom', message: CUSTOMER_MSG.paymentInvalid, path: ['paymentMethod'] });
  }
}

/** customerAdd: a new customer, private to the caller (or straight into the public pool). */
export const ZCustomerAdd = z
  .object({
    ...customerFields,
    customerAttribution: numeric({ error: MSG.invalidParams })
      .refine((v) => v === CUSTOMER_ATTRIBUTION.private || v === CUSTOMER_ATTRIBUTION.public, MSG.invalidParams)
      .default(CUSTOMER_ATTRIBUTION.private),
  })
  .superRefine(checkCustomer);
export type TCustomerAdd = z.input<typeof ZCustomerAdd>;

/** customerEdit: every field of the form again (the pool and holder change only through the pool moves). */
export const ZCustomerEdit = z.object({ customerId: ZId, ...customerFields }).superRefine(checkCustomer);
export type TCustomerEdit = z.input<typeof ZCustomerEdit>;
