import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { endpoint } from './common/endpoint.ts';
import { ZEmpty, ZEnvelope } from './common/envelope.ts';
import { ZPassword, ZPhone, ZSmsCode, ZText } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { ZTime } from './common/time-fields.ts';

/**
 * Purposes of a phone code sent by `user/getPhoneCode`. Registration has its own service. 5: a
 * manager moves a colleague to a new phone number, which confirms with this code.
 */
export const PHONE_CODE_TYPE = { login: 1, retrievePassword: 2, cancellation: 3, register: 4, staffPhone: 5 } as const;

/** 4: a join application was rejected (the account is closed; the phone may register again). */
export const USER_STATUS = { pending: 0, active: 1, left: 2, cancelled: 3, rejected: 4 } as const;

/** Phone-code limits (6 digits, 60 s between sends, valid 5 minutes, a few attempts). */
export const PHONE_CODE = { length: 6, resendSeconds: 60, validSeconds: 300, maxAttempts: 5 } as const;

/** Account cancellation is carried out after this many days unless withdrawn. */
export const CANCELLATION_DAYS = 15;

export const ZLoginRequest = z
  .object({
    phone: ZPhone,
    phonecode: ZSmsCode.optional(),
    password: z.string().max(64).optional(),
  })
  // By code (login page) or by password (pwdLogin page): the message names what the page asked for.
  .superRefine((v, ctx) => {
    if (v.phonecode !== undefined || (v.password !== undefined && v.password !== '')) return;
    if (v.password === undefined) ctx.addIssue({ code: 'custom', message: MSG.codeRequired, path: ['phonecode'] });
    else ctx.addIssue({ code: 'custom', message: MSG.passwordRequired, path: ['password'] });
  });
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZLoginResult = z.object({
  token: z.string(),
  sessionid: z.string(),
  userId: z.number(),
  companyId: z.number(),
  /** 0 waiting for review, 1 active (USER_STATUS). */
  status: z.number(),
});
export type TLoginResult = z.output<typeof ZLoginResult>;

export const ZGetPhoneCodeRequest = z.object({
  phone: ZPhone,
  type: numeric({ error: MSG.invalidParams })
    .int(MSG.invalidParams)
    .refine(
      (t) =>
        t === PHONE_CODE_TYPE.login ||
        t === PHONE_CODE_TYPE.retrievePassword ||
        t === PHONE_CODE_TYPE.cancellation ||
        t === PHONE_CODE_TYPE.staffPhone,
      MSG.invalidParams,
    )
    .default(PHONE_CODE_TYPE.login),
});

export const ZNewPassword = z
  .object({ password: ZPassword, confirmPwd: z.string().optional() })
  .refine((v) => v.confirmPwd === undefined || v.confirmPwd === v.password, {
    message: MSG.passwordMismatch,
    path: ['confirmPwd'],
  });

export const ZRetrievePasswordRequest = z
  .object({ phone: ZPhone, phonecode: ZSmsCode, password: ZPassword, confirmPwd: z.string().optional() })
  .refine((v) => v.confirmPwd === undefined || v.confirmPwd === v.password, {
    message: MSG.passwordMismatch,
    path: ['confirmPwd'],
  });

export const ZPasswordUpdateRequest = z
  .object({
    oldPassword: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(64),
    password: ZPassword,
    confirmPwd: z.string().optional(),
  })
  .refine((v) => v.confirmPwd === undefined || v.confirmPwd === v.password, {
    message: MSG.passwordMismatch,
    path: ['confirmPwd'],
  });

export const ZUserNameUpdateRequest = z.object({ userName: ZText(20, MSG.userNameRequired) });

export const ZCurrentUser = z.object({
  userId: z.number(),
  userName: z.string(),
  phone: z.string(),
  avatar: z.string(),
  isManager: z.boolean(),
  /** The names of the roles the user holds (e.g. 店长), shown on the profile card; empty for none. */
  roleNames: z.array(z.string()),
  status: z.number(),
  /** When a cancellation was requested: the moment it will be carried out, else null. */
  cancelExecuteAt: ZTime.nullable(),
});
export type TCurrentUser = z.output<typeof ZCurrentUser>;

export const ZCurrentCompany = z.object({
  companyId: z.number(),
  name: z.string(),
  provinceId: z.number(),
  cityId: z.number(),
  inviteCode: z.string(),
});

/** Permission map per app type and item (seed 001 §6): item id → allowed child ids (empty = the item itself). */
export const ZPermissionMap = z.record(z.string(), z.record(z.string(), z.array(z.number())));
export type TPermissionMap = z.output<typeof ZPermissionMap>;

export const ZInitializeResult = z.object({
  user: ZCurrentUser,
  company: ZCurrentCompany,
  permissions: ZPermissionMap,
  /** App types the company has open (house 1, customer 2 …), for the home grid. */
  openApps: z.array(z.number()),
});
export type TInitializeResult = z.output<typeof ZInitializeResult>;

export const ZCancellationResult = z.object({ cancelExecuteAt: ZTime.nullable() });

export const ZUploadResult = z.object({ url: z.string() });

export const accountEndpoints = {
  mobileSignin: endpoint({
    method: 'POST',
    path: '/user/login/mobileSignin',
    auth: 'none',
    summary: 'Log in by phone and code, or by phone and password (pwdLogin page)',
    body: ZLoginRequest,
    response: ZEnvelope(ZLoginResult),
  }),
  getPhoneCode: endpoint({
    method: 'POST',
    path: '/user/getPhoneCode',
    auth: 'none',
    summary:
      "Send a 6-digit phone code (type 1 login, 2 retrieve password, 3 cancellation, 5 a colleague's new phone). The answer is the same whether or not the phone has an account.",
    body: ZGetPhoneCodeRequest,
    response: ZEnvelope(ZEmpty),
  }),
  retrievePassword: endpoint({
    method: 'POST',
    path: '/user/retrievePassword',
    auth: 'none',
    summary: 'Set a new password with a phone code (forget password)',
    body: ZRetrievePasswordRequest,
    response: ZEnvelope(ZEmpty),
  }),
  userNameUpdate: endpoint({
    method: 'POST',
    path: '/user/userNameUpdate',
    auth: 'session',
    bodyType: 'form',
    summary: "Change the current user's name",
    body: ZUserNameUpdateRequest,
    response: ZEnvelope(ZEmpty),
  }),
  userPasswordsUpdate: endpoint({
    method: 'POST',
    path: '/user/userPasswordsUpdate',
    auth: 'session',
    summary: 'Change the password; other sessions are signed out',
    body: ZPasswordUpdateRequest,
    response: ZEnvelope(ZEmpty),
  }),
  mobileExit: endpoint({
    method: 'POST',
    path: '/user/mobileExit',
    auth: 'session',
    summary: 'Log out: revokes the current session',
    response: ZEnvelope(ZEmpty),
  }),
  initialize: endpoint({
    method: 'POST',
    path: '/user/initialize',
    auth: 'session',
    summary: 'The current user, company, permissions and open apps',
    response: ZEnvelope(ZInitializeResult),
  }),
  userFaceUpdate: endpoint({
    method: 'POST',
    path: '/user/userFaceUpdate',
    auth: 'session',
    bodyType: 'multipart',
    summary: 'Upload a new avatar (JPEG, PNG or WebP, at most 2 MB; field "file")',
    response: ZEnvelope(ZUploadResult),
  }),
  cancellationApply: endpoint({
    method: 'POST',
    path: '/user/cancellationApply',
    auth: 'session',
    summary: 'Request account cancellation with a code sent to the bound phone; carried out after 15 days',
    body: z.object({ phonecode: ZSmsCode }),
    response: ZEnvelope(ZCancellationResult),
  }),
  cancellationWithdraw: endpoint({
    method: 'POST',
    path: '/user/cancellationWithdraw',
    auth: 'session',
    summary: 'Withdraw a pending account cancellation',
    response: ZEnvelope(ZCancellationResult),
  }),
} as const;
