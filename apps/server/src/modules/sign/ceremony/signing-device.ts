import { randomBytes } from 'node:crypto';
import { CEREMONY_LIMITS } from '@awb/contract/sign-ceremony-constants';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { TExecutor } from '../../../platform/db/db.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { hmac } from '../../../platform/secrets.ts';
import { ceremonyRepository as repo, type TCeremonyLinkRow } from './ceremony.repository.ts';

/**
 * The device a signer verified on. A verification (sign_ceremony_verifications) is good for one link
 * on one device: the device holds a random secret in an HttpOnly, SameSite=Strict cookie named after
 * the link and sent back only to the /sign calls; the server keeps its HMAC. A page script never sees
 * it, another browser (the agent's phone, another computer) does not have it, and one browser may hold
 * the verifications of several links (on site: one party after the other).
 */

/** The request's cookies, as the signing calls read them. */
export type TDeviceCookies = Record<string, string | undefined>;

/** A verification given to a device: the cookie that carries its secret, and until when. */
export type TDeviceGrant = { linkId: number; secret: string; expiresAt: Date };

const COOKIE_PREFIX = 'awb_sign_';
/** The public signing calls are /sign/signing…; a cookie path must end at a `/` boundary. */
const COOKIE_PATH = '/sign';

const cookieName = (linkId: number) => `${COOKIE_PREFIX}${linkId}`;

export function readDeviceCookies(header: string | undefined): TDeviceCookies {
  return header ? parseCookie(header) : {};
}

/** The HMAC kept for a device's secret on a link ('' when the device holds none). */
export function deviceHash(deps: TDeps, linkId: number, cookies: TDeviceCookies): string {
  const value = cookies[cookieName(linkId)];
  if (!value) return '';
  return hmac(deps.secret, `sign-device:${linkId}:${value}`);
}

/** What a device that took the grant's cookie sends back (server-side signing: the demo seed). */
export function heldCookies(grant: TDeviceGrant): TDeviceCookies {
  return { [cookieName(grant.linkId)]: grant.secret };
}

/** Set-Cookie of a grant: lives as long as the verification. */
export function grantCookie(grant: TDeviceGrant, now: Date, secure: boolean): string {
  const maxAge = Math.max(0, Math.ceil((grant.expiresAt.getTime() - now.getTime()) / 1000));
  return stringifySetCookie({
    name: cookieName(grant.linkId),
    value: grant.secret,
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge,
  });
}

/** Set-Cookie that drops a link's cookie (after the signature spent it). */
export function clearCookie(linkId: number, secure: boolean): string {
  return stringifySetCookie({
    name: cookieName(linkId),
    value: '',
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: 0,
  });
}

/**
 * A new verification of a link for the device that will hold the returned secret: the link's older
 * verifications end (one device at a time), the face check the link passed is used up.
 */
export async function grantVerification(
  deps: TDeps,
  tx: TExecutor,
  link: Pick<TCeremonyLinkRow, 'id' | 'companyId' | 'contractId' | 'signerId'>,
): Promise<TDeviceGrant> {
  const now = deps.clock.now();
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CEREMONY_LIMITS.verifiedMinutes * 60_000);
  await repo.revokeVerifications(tx, link.companyId, link.id, now);
  await repo.updateLink(tx, link.companyId, link.id, { faceId: '' });
  await repo.insertVerification(tx, {
    companyId: link.companyId,
    contractId: link.contractId,
    signerId: link.signerId,
    linkId: link.id,
    deviceHash: deviceHash(deps, link.id, heldCookies({ linkId: link.id, secret, expiresAt })),
    expiresAt,
    createdAt: now,
  });
  return { linkId: link.id, secret, expiresAt };
}
