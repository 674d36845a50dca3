import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { withLabels } from './common/enum-labels.ts';
import { ZId } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { LANDLINE_PATTERN, MOBILE_PATTERN } from './common/validators.ts';
import { isCalendarDate } from './housing-fields.ts';
import { RENT_PAY_WAY_NAMES, SALE_PAY_WAY_NAMES } from './pay-ways.ts';

/**
 * Codes, names and field schemas of 合同管理 (seed 001 §3 "Contract", §4, §9). The seeds give the
 * contract types, the states and their approval item ids; everything else (the fields, picture
 * categories, party roles, colours, the transition rule) is designed here (docs/contract.md).
 * Money is in 元 with at most two decimals; dates are YYYY-MM-DD.
 */

/** Contract types (seed 001 §9): 1 sale (买卖), 2 rent (租赁). */
export const CONTRACT_TYPE = { sale: 1, rent: 2 } as const;
export const CONTRACT_TYPE_NAMES: Record<number, string> = { 1: '买卖合同', 2: '租赁合同' };

/** Sale contract states (seed 001 §4). */
export const SALE_CONTRACT_STATE = {
  pending: 1,
  processing: 2,
  processed: 3,
  completed: 4,
  frozen: 5,
  voided: 6,
  terminated: 7,
} as const;
/** Rent contract states (seed 001 §4). */
export const RENT_CONTRACT_STATE = { normal: 1, terminated: 2, voided: 3, completed: 4 } as const;

export type TContractState = { value: number; label: string; color: string; oaItemId: number };

/**
 * Every state per contract type with its label, display colour (designed) and approval item id
 * (seed 001 §4: sale 61–67, rent 68–71; the same ids are the permission items of the state change).
 */
export const CONTRACT_STATES: Record<number, readonly TContractState[]> = {
  [CONTRACT_TYPE.sale]: [
    { value: 1, label: '待办理', color: '#FA8C16', oaItemId: 61 },
    { value: 2, label: '办理中', color: '#1677FF', oaItemId: 62 },
    { value: 3, label: '已办理', color: '#13C2C2', oaItemId: 63 },
    { value: 4, label: '完成', color: '#52C41A', oaItemId: 64 },
    { value: 5, label: '冻结', color: '#722ED1', oaItemId: 65 },
    { value: 6, label: '作废', color: '#8C8C8C', oaItemId: 66 },
    { value: 7, label: '解除', color: '#F5222D', oaItemId: 67 },
  ],
  [CONTRACT_TYPE.rent]: [
    { value: 1, label: '正常', color: '#1677FF', oaItemId: 68 },
    { value: 2, label: '解除', color: '#F5222D', oaItemId: 69 },
    { value: 3, label: '作废', color: '#8C8C8C', oaItemId: 70 },
    { value: 4, label: '完成', color: '#52C41A', oaItemId: 71 },
  ],
};

/** The state of a new contract: 待办理 (sale), 正常 (rent). */
export const CONTRACT_INITIAL_STATE: Record<number, number> = {
  1: SALE_CONTRACT_STATE.pending,
  2: RENT_CONTRACT_STATE.normal,
};

/**
 * Closed states (作废, 完成): a contract in one of them is edited or moved to another state only by a
 * manager (docs/contract.md "Transitions"). Any other change between states is allowed.
 */
export const CONTRACT_CLOSED_STATES: Record<number, readonly number[]> = {
  1: [SALE_CONTRACT_STATE.completed, SALE_CONTRACT_STATE.voided],
  2: [RENT_CONTRACT_STATE.completed, RENT_CONTRACT_STATE.voided],
};

export function contractState(contractType: number, state: number): TContractState | undefined {
  return CONTRACT_STATES[contractType]?.find((s) => s.value === state);
}

/** The two parties per type: 甲方 / 乙方 as the forms label them. */
export const CONTRACT_PARTY_LABELS: Record<number, { partyA: string; partyB: string }> = {
  1: { partyA: '卖方（业主）', partyB: '买方' },
  2: { partyA: '出租方（房东）', partyB: '承租方（租客）' },
};

/** Payment methods: the pay-ways of listings (pay-ways.ts), so a listing's pay-way is a contract's. */
export const SALE_PAYMENT_NAMES: Record<number, string> = SALE_PAY_WAY_NAMES;
export const RENT_PAYMENT_NAMES: Record<number, string> = RENT_PAY_WAY_NAMES;

/** Picture categories of contractPictureV2 (categoryId, category), in display order. */
export const CONTRACT_PICTURE_CATEGORIES = [
  { categoryId: 1, category: '合同原件' },
  { categoryId: 2, category: '身份证明' },
  { categoryId: 3, category: '产权证明' },
  { categoryId: 4, category: '收款凭证' },
  { categoryId: 5, category: '其他资料' },
] as const;

/** Whose document a picture is (roleType): 0 其他, 1 甲方, 2 乙方, 3 经纪方. */
export const CONTRACT_ROLE_TYPE_NAMES: Record<number, string> = { 0: '其他', 1: '甲方', 2: '乙方', 3: '经纪方' };

/** Follow-up categories of a contract (`/app/getCategoryV2?appType=5`); 9 系统 is written by the server. */
export const CONTRACT_FOLLOW_CATEGORY = { normal: 1, call: 2, progress: 3, system: 9 } as const;
export const CONTRACT_FOLLOW_CATEGORY_NAMES: Record<number, string> = {
  1: '普通跟进',
  2: '电话回访',
  3: '办理进度',
  9: '系统',
};
export const CONTRACT_FOLLOW_WRITABLE = [1, 2, 3] as const;

/** Success messages. */
export const CONTRACT_OK = {
  add: '合同已保存',
  edit: '合同已修改',
  delete: '合同已删除',
  state: '合同状态已修改',
  pictures: '图片已保存',
  upload: '上传成功',
} as const;

/** List order (sort): 1 sign date newest (default), 2 newest added, 3 amount highest. */
export const CONTRACT_SORT = { signDate: 1, created: 2, amount: 3 } as const;

export const CONTRACT_LIMITS = {
  contractNoLength: 40,
  nameLength: 20,
  textLength: 100,
  remarkLength: 500,
  /** Amounts in 元 stay below 1e11 (well under the 1e15 limit of the capitals conversion). */
  maxAmount: 99_999_999_999.99,
  maxArea: 99_999.99,
  picturesPerCategory: 30,
  pictureTitleLength: 20,
} as const;

/** Messages of 合同管理 (code 405 unless said otherwise). */
export const CONTRACT_MSG = {
  /** Code 404: also another company's contract, one outside the caller's scope, or of the other type. */
  notFound: '合同不存在或已删除',
  contractNoRequired: '请输入合同编号',
  contractNoFormat: '合同编号只能包含字母、数字、短横线和斜线',
  contractNoRepeat: '合同编号已存在',
  signDateRequired: '请选择签约日期',
  dateFormat: '日期格式不正确',
  houseNameRequired: '请输入房屋所在小区或名称',
  houseAddressRequired: '请输入房屋地址',
  houseNotFound: '关联房源不存在或已删除',
  houseTypeMismatch: '关联房源类型与合同类型不符',
  /** The customer an e-contract was drafted for: another company's, deleted, or outside the agent's scope. */
  customerNotFound: '关联客源不存在或已删除',
  partyANameRequired: '请输入甲方姓名',
  partyBNameRequired: '请输入乙方姓名',
  phoneRequired: '请输入联系电话',
  phoneFormat: '联系电话格式不正确',
  transactionPriceRequired: '请输入成交价',
  monthlyRentRequired: '请输入月租金',
  amountFormat: '请输入正确的金额（最多两位小数）',
  areaFormat: '请输入正确的面积（最多两位小数）',
  paymentInvalid: '请选择付款方式',
  leaseStartRequired: '请选择起租日期',
  leaseEndRequired: '请选择到期日期',
  leaseRange: '到期日期不能早于起租日期',
  agentInvalid: '经办人必须是本公司在职员工',
  stateInvalid: '请选择合同状态',
  sameState: '合同已是该状态',
  closedManagerOnly: '已完成或已作废的合同仅管理员可修改',
  categoryInvalid: '图片分类不正确',
  pictureInvalid: '图片地址无效，请重新上传',
  pictureRequired: '请上传图片',
  picturesMax: `每个分类最多${CONTRACT_LIMITS.picturesPerCategory}张图片`,
  roleTypeInvalid: '图片所属方不正确',
  remarkLength: `备注不能超过${CONTRACT_LIMITS.remarkLength}个字`,
} as const;

const blank = (v: unknown) => v === '' || v === null || v === undefined;

/** A calendar date YYYY-MM-DD (required). */
export function ZContractDate(requiredMessage: string) {
  return z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .refine((v) => isCalendarDate(v), CONTRACT_MSG.dateFormat),
  );
}

/** A calendar date or '' for none. */
export const ZContractDateOrEmpty = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z
    .string({ error: CONTRACT_MSG.dateFormat })
    .trim()
    .refine((v) => v === '' || isCalendarDate(v), CONTRACT_MSG.dateFormat),
);

const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** A required amount > 0 in 元, at most two decimals. */
export function ZContractAmount(requiredMessage: string) {
  return z.preprocess(
    (v) => (blank(v) ? undefined : v),
    numeric({ error: requiredMessage })
      .refine((v) => Number.isFinite(v) && v > 0 && v <= CONTRACT_LIMITS.maxAmount, CONTRACT_MSG.amountFormat)
      .refine(twoDecimals, CONTRACT_MSG.amountFormat),
  );
}

/** An optional amount ≥ 0 in 元 (absent or '' → null). */
export function ZContractOptionalAmount(
  max: number = CONTRACT_LIMITS.maxAmount,
  message: string = CONTRACT_MSG.amountFormat,
) {
  return z.preprocess(
    (v) => (blank(v) ? null : v),
    numeric({ error: message })
      .refine((v) => Number.isFinite(v) && v >= 0 && v <= max, message)
      .refine(twoDecimals, message)
      .nullable(),
  );
}

/** Text, trimmed, '' when absent. */
export function ZContractText(max: number, requiredMessage?: string) {
  const base = z
    .string({ error: requiredMessage ?? MSG.invalidParams })
    .trim()
    .max(max, `内容不能超过${max}个字`);
  return z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    requiredMessage ? base.min(1, requiredMessage) : base,
  );
}

/**
 * A party's phone: a mobile or landline number, or '' when unknown. On edit a phone the caller sees
 * masked (138****5678) may be sent back as it is: the server keeps the stored number.
 */
export const ZPartyPhone = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
  z
    .string({ error: CONTRACT_MSG.phoneFormat })
    .trim()
    .max(20, CONTRACT_MSG.phoneFormat)
    .refine(
      (v) => v === '' || MOBILE_PATTERN.test(v) || LANDLINE_PATTERN.test(v) || v.includes('****'),
      CONTRACT_MSG.phoneFormat,
    ),
);

/** 合同编号: letters, digits, '-', '/', '_' (unique per company across both types). */
export const ZContractNo = z.preprocess(
  (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
  z
    .string({ error: CONTRACT_MSG.contractNoRequired })
    .trim()
    .min(1, CONTRACT_MSG.contractNoRequired)
    .max(CONTRACT_LIMITS.contractNoLength, `合同编号不能超过${CONTRACT_LIMITS.contractNoLength}个字`)
    .regex(/^[A-Za-z0-9][A-Za-z0-9\-/_]*$/, CONTRACT_MSG.contractNoFormat),
);

/** A code of a name table, required. */
export function ZContractOption(names: Record<number, string>, message: string) {
  const schema = z.preprocess(
    (v) => (blank(v) ? undefined : v),
    numeric({ error: message })
      .int(message)
      .refine((v) => names[v] !== undefined, message),
  );
  return withLabels(schema, names);
}

/** An optional id ('' / 0 / null → null). */
export const ZContractOptionalId = z.preprocess(
  (v) => (v === '' || v === 0 || v === '0' || v === null || v === undefined ? null : v),
  ZId.nullable(),
);

/** The approval note of a delete or state change (seed spelling oaReamrk). */
export const ZContractOaParam = z
  .object({
    oaItemId: numeric({ error: MSG.invalidParams }).int(MSG.invalidParams).min(0).max(1_000_000).optional(),
    oaReamrk: ZContractText(200).default(''),
  })
  .optional();
