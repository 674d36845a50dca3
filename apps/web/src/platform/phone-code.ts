import type { accountEndpoints, PHONE_CODE_TYPE } from '@awb/contract/account.contract';
import { call } from './api.ts';
import { endpointRef } from './endpoint-ref.ts';
import { toast } from './toast.ts';

/**
 * Sending a phone code, used by the login, password and cancellation pages and by the staff form. Written
 * out as platform/session-query.ts writes out initialize: the account contract's Zod schemas cost the login
 * page, the first screen of a logged-out user, tens of milliseconds of main-thread work when built (Total
 * Blocking Time). Typed as the contract's endpoint, so a change there fails the type check here.
 */
const GET_PHONE_CODE = endpointRef<typeof accountEndpoints.getPhoneCode>({
  method: 'POST',
  path: '/user/getPhoneCode',
  auth: 'none',
});

/** The purposes of a phone code (the contract's PHONE_CODE_TYPE values). */
export type TCodeType = (typeof PHONE_CODE_TYPE)[keyof typeof PHONE_CODE_TYPE];

/** Sends a code of the given purpose (login 1, retrieve password 2, cancellation 3) to a phone. */
export async function sendPhoneCode(phone: string, type: TCodeType): Promise<void> {
  const result = await call(GET_PHONE_CODE, { body: { phone, type } }, { loading: '发送中…' });
  toast.show({ content: result.msg || '验证码已发送' });
}
