import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { numeric } from './common/numeric.ts';
import { CUSTOMER_MSG } from './customer-form.ts';

/**
 * The company's customer setting (客源设置, seed 001 §3 "Customer setting"): phone dedupe, how the
 * public pool is distributed, the upper limit of private customers per agent, and per type (sell,
 * rent, new) the list of states and the out-to-public rules.
 */

/** Phone dedupe on add and edit: none, among the same agent's customers, the same store's, the whole company. */
export const CUSTOMER_REPEAT = { none: 0, agent: 1, store: 2, company: 3 } as const;
export const CUSTOMER_REPEAT_NAMES: Record<number, string> = {
  0: '不判重',
  1: '同一经纪人内判重',
  2: '同一门店内判重',
  3: '全公司判重',
};

/**
 * Distribution of the public pool: 0 anyone with 拣入私客 may pick; 1 public customers reach agents only
 * by assignment (分配公客), picking is refused with CUSTOMER_MSG.distributionOnly.
 */
export const CUSTOMER_DISTRIBUTION = { free: 0, assignOnly: 1 } as const;
export const CUSTOMER_DISTRIBUTION_NAMES: Record<number, string> = { 0: '自由拣入', 1: '仅限分配' };

/**
 * How the selected out rules combine: 1 the customer goes out when any rule is due, 2 only when all
 * selected rules are due.
 */
export const OUT_TYPE = { any: 1, all: 2 } as const;
export const OUT_TYPE_NAMES: Record<number, string> = { 1: '满足任一条件即转公', 2: '满足全部条件才转公' };

/** The rules' meaning, for the settings screen (days count from when the holder got the customer). */
export const OUT_RULE_NAMES = {
  deal: '未成交天数',
  follow: '未跟进天数',
  followVisit: '未带看天数',
  takeBack: '转公后原维护人不可拣回天数',
} as const;
export const OUT_RULE_HINTS = {
  deal: '私客在维护人名下超过设定天数仍未成交，转为公客',
  follow: '私客超过设定天数没有任何跟进，转为公客',
  followVisit: '私客超过设定天数没有带看跟进，转为公客',
  takeBack: '客户转为公客后，原维护人在设定天数内不能拣回',
} as const;

const ZDays = numeric({ error: CUSTOMER_MSG.daysInvalid })
  .int(CUSTOMER_MSG.daysInvalid)
  .min(1, CUSTOMER_MSG.daysInvalid)
  .max(365, CUSTOMER_MSG.daysInvalid);

const ZBool = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean({ error: MSG.invalidParams }),
);

export const ZOutRule = z.object({ selected: ZBool, days: ZDays });
export type TOutRule = z.output<typeof ZOutRule>;

/** A customer state of one type: `state` is the value customers store, `name` its label. */
export const ZCustomerStateOption = z.object({
  state: numeric({ error: CUSTOMER_MSG.stateInvalid }).int().min(1).max(99),
  name: z
    .string({ error: CUSTOMER_MSG.stateNameRequired })
    .trim()
    .min(1, CUSTOMER_MSG.stateNameRequired)
    .max(6, '状态名称不能超过6个字'),
});

export const ZTypeSetting = z
  .object({
    states: z.array(ZCustomerStateOption).min(1, CUSTOMER_MSG.statesRequired).max(10, '客户状态最多10个'),
    deal: ZOutRule,
    follow: ZOutRule,
    followVisit: ZOutRule,
    takeBack: ZOutRule,
    outType: numeric({ error: MSG.invalidParams }).refine(
      (v) => v === OUT_TYPE.any || v === OUT_TYPE.all,
      MSG.invalidParams,
    ),
  })
  .superRefine((v, ctx) => {
    const names = v.states.map((s) => s.name);
    const values = v.states.map((s) => s.state);
    if (new Set(names).size !== names.length || new Set(values).size !== values.length) {
      ctx.addIssue({ code: 'custom', message: CUSTOMER_MSG.stateNameRepeat, path: ['states'] });
    }
  });
export type TTypeSetting = z.output<typeof ZTypeSetting>;

export const ZCustomerSetting = z.object({
  /** CUSTOMER_REPEAT: the dedupe flag. */
  repeat: numeric({ error: MSG.invalidParams })
    .int()
    .refine((v) => CUSTOMER_REPEAT_NAMES[v] !== undefined, MSG.invalidParams),
  /** CUSTOMER_DISTRIBUTION. */
  distribution: numeric({ error: MSG.invalidParams })
    .int()
    .refine((v) => CUSTOMER_DISTRIBUTION_NAMES[v] !== undefined, MSG.invalidParams),
  /** The most private customers one agent may hold, when selected (add, pick-up, assignment). */
  upperLimit: z.object({
    selected: ZBool,
    count: numeric({ error: CUSTOMER_MSG.upperLimitInvalid })
      .int(CUSTOMER_MSG.upperLimitInvalid)
      .min(1, CUSTOMER_MSG.upperLimitInvalid)
      .max(9999, CUSTOMER_MSG.upperLimitInvalid),
  }),
  sell: ZTypeSetting,
  rent: ZTypeSetting,
  new: ZTypeSetting,
});
export type TCustomerSetting = z.output<typeof ZCustomerSetting>;
export type TCustomerSettingInput = z.input<typeof ZCustomerSetting>;

/** The setting as answered (plain types: response schemas are encoded, so they carry no preprocessing). */
const ZOutRuleView = z.object({ selected: z.boolean(), days: z.number() });
const ZTypeSettingView = z.object({
  states: z.array(z.object({ state: z.number(), name: z.string() })),
  deal: ZOutRuleView,
  follow: ZOutRuleView,
  followVisit: ZOutRuleView,
  takeBack: ZOutRuleView,
  outType: z.union([z.literal(OUT_TYPE.any), z.literal(OUT_TYPE.all)]),
});
export const ZCustomerSettingView = z.object({
  repeat: z.number(),
  distribution: z.number(),
  upperLimit: z.object({ selected: z.boolean(), count: z.number() }),
  sell: ZTypeSettingView,
  rent: ZTypeSettingView,
  new: ZTypeSettingView,
});

/** A type's defaults: its four states (the third names the deal) and its out rules, in days. */
const typeDefaults = (dealt: string, follow: number, visit: number, deal: number) => ({
  states: [
    { state: 1, name: '有效' },
    { state: 2, name: '暂缓' },
    { state: 3, name: dealt },
    { state: 4, name: '无效' },
  ],
  deal: { selected: false, days: deal },
  follow: { selected: true, days: follow },
  followVisit: { selected: false, days: visit },
  takeBack: { selected: true, days: 7 },
  outType: OUT_TYPE.any,
});

/** What a company starts with until it saves its own setting. */
export const DEFAULT_CUSTOMER_SETTING: TCustomerSetting = {
  repeat: CUSTOMER_REPEAT.company,
  distribution: CUSTOMER_DISTRIBUTION.free,
  upperLimit: { selected: false, count: 200 },
  sell: typeDefaults('已购', 30, 60, 180),
  rent: typeDefaults('已租', 15, 30, 60),
  new: typeDefaults('已购', 30, 60, 180),
};

/** The setting of a customer type. */
export function typeSetting(setting: TCustomerSetting, customerType: number): TTypeSetting {
  return customerType === 2 ? setting.rent : customerType === 3 ? setting.new : setting.sell;
}

/** The label of a state value of a type ('' when the setting no longer has it). */
export function stateName(setting: TCustomerSetting, customerType: number, state: number): string {
  return typeSetting(setting, customerType).states.find((s) => s.state === state)?.name ?? '';
}
