import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { endpoint } from './common/endpoint.ts';
import { ZPassword, ZPhone, ZSmsCode, ZText } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { ZDistrict } from './region.contract.ts';

/** Registration defaults (seed 000 §9). */
export const REGISTER_DEFAULTS = { province: 5, city: 1013, sourcetype: 10 } as const;
/** After a successful registration the app opens the download page after this delay. */
export const REGISTER_SUCCESS_DELAY_MS = 1500;

/** The registration service answers `{ code, msg, result, data }`: `result` repeats the text (seed 000 §7). */
export function ZRegisterEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), msg: z.string(), result: z.string(), data });
}

const ZRegionId = numeric({ error: MSG.cityRequired }).int(MSG.cityRequired).positive(MSG.cityRequired);

export const ZRegisterRequest = z
  .object({
    // In the order of seed 000 §5, so that the first message is the one the form would show first.
    phone: ZPhone,
    province: ZRegionId.default(REGISTER_DEFAULTS.province),
    city: ZRegionId.default(REGISTER_DEFAULTS.city),
    phonecode: ZSmsCode,
    company: z.string().trim().max(50, '公司名称不能超过50个字').default(''),
    address: z.string().trim().max(100, '地址不能超过100个字').default(''),
    password: ZPassword,
    confirmPwd: z.string().optional(),
    area: z.string().trim().max(50).default(''),
    sourcetype: numeric().int().default(REGISTER_DEFAULTS.sourcetype),
    /** A company's invite code: the registrant joins that company and waits for review. */
    sourceParam: z.string().trim().max(64).default(''),
    userName: ZText(20).optional(),
  })
  .refine((v) => v.confirmPwd === undefined || v.confirmPwd === v.password, {
    message: MSG.passwordMismatch,
    path: ['confirmPwd'],
  })
  .refine((v) => v.sourceParam !== '' || v.company !== '', { message: MSG.companyRequired, path: ['company'] });
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZRegisterResult = z.object({
  userId: z.number(),
  companyId: z.number(),
  /** 1 active (a new company's manager), 0 waiting for review (joined by invite code). */
  status: z.number(),
});

const registerCall = {
  method: 'POST',
  auth: 'none',
  idempotent: true,
  summary: 'Register a company (its manager) or, with an invite code in sourceParam, join one',
  body: ZRegisterRequest,
  response: ZRegisterEnvelope(ZRegisterResult),
} as const;

export const registerEndpoints = {
  getRegPhoneCode: endpoint({
    method: 'POST',
    path: '/register/GetRegPhoneCode',
    auth: 'none',
    summary: 'Send a registration code to a phone not yet registered',
    body: z.object({ phone: ZPhone }),
    response: ZRegisterEnvelope(z.null()),
  }),
  getRegPhoneCheckCode: endpoint({
    method: 'POST',
    path: '/register/GetRegPhoneCheckCode',
    auth: 'none',
    summary: 'Check a registration code before registering (does not use it up)',
    body: z.object({ phone: ZPhone, phonecode: ZSmsCode }),
    response: ZRegisterEnvelope(z.null()),
  }),
  getCityAreas: endpoint({
    method: 'POST',
    path: '/register/getCityAreas',
    auth: 'none',
    summary: 'Districts of a city, for the registration form',
    body: z.object({ city: ZRegionId }),
    response: ZRegisterEnvelope(z.array(ZDistrict)),
  }),
  registerUserRegister: endpoint({ ...registerCall, path: '/register/userRegister' }),
  userRegister: endpoint({ ...registerCall, path: '/user/userRegister' }),
} as const;
