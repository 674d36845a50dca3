/** Area-type codes of the sub-apps (seed 000 §2, seed 001 §9). */
export const APP_TYPE = {
  house: 1,
  customer: 2,
  estate: 3,
  contract: 5,
  sign: 6,
  promotion: 21,
  manager: 88,
} as const;

export type TAppType = (typeof APP_TYPE)[keyof typeof APP_TYPE];

export const APP_NAMES: Record<number, string> = {
  1: '房源本',
  2: '客源本',
  3: '小区档案',
  5: '合同管理',
  6: '电子签约',
  21: '房源推广',
  88: '管理中心',
};

/** Sub-apps sold per company (the app-use gate applies to these). */
export const GATED_APPS = [
  APP_TYPE.house,
  APP_TYPE.customer,
  APP_TYPE.estate,
  APP_TYPE.contract,
  APP_TYPE.sign,
  APP_TYPE.manager,
] as const;

/** Result types of `search/appUseSwitch` (seed 000 §4). */
export const APP_USE_TYPE = { allowed: 0, notOpened: 1, expired: 2, trialOffered: 3 } as const;

/** Trial length, the reminder window before expiry, and the client's delay after starting a trial. */
export const APP_TRIAL_DAYS = 15;
export const APP_EXPIRY_REMIND_DAYS = 7;
export const APP_TRIAL_PROCEED_MS = 2500;
