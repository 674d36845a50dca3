import { createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type * as pkijs from 'pkijs';
import { buildCertificate, type TNameAttribute } from './x509.ts';

/**
 * The platform CA's certificates (pkijs, decision 0012): the root, each company's (naming the
 * company as certified: its registered name and 统一社会信用代码), and the short-lived event
 * certificates that name one signing party.
 */

export const ROOT_SUBJECT: TNameAttribute[] = [
  { type: 'commonName', value: 'Agency Workbook Platform CA' },
  { type: 'organizationName', value: 'Agency Workbook' },
  { type: 'countryName', value: 'CN' },
];

/** Who a company certificate names: the certified name and credit code, else the registered name. */
export type TCompanyIdentity = { name: string; creditCode: string };

export function companySubject(identity: TCompanyIdentity): TNameAttribute[] {
  return [
    { type: 'commonName', value: identity.name },
    { type: 'organizationName', value: identity.name },
    ...(identity.creditCode ? [{ type: 'organizationIdentifier' as const, value: identity.creditCode }] : []),
    { type: 'countryName', value: 'CN' },
  ];
}

/** Who an event certificate names: one party as it signed. */
export type TEventSubject = { name: string; maskedIdNo: string };

export function eventSubject(party: TEventSubject): TNameAttribute[] {
  return [
    { type: 'commonName', value: party.name },
    ...(party.maskedIdNo ? [{ type: 'description' as const, value: party.maskedIdNo }] : []),
    { type: 'countryName', value: 'CN' },
  ];
}

const MINUTE_MS = 60 * 1000;
const YEAR_MS = 365 * 24 * 60 * MINUTE_MS;
export const ROOT_YEARS = 20;
export const COMPANY_YEARS = 3;
/** An event certificate is valid from a few minutes before its signature to this long after. */
export const EVENT_MINUTES = 10;

/** A little back-dating absorbs clock skew between this server and a verifier. */
const SKEW_MS = 10 * MINUTE_MS;

export type TIssuer = { certificate: pkijs.Certificate; key: KeyObject };

/** An RSA private key made by Node's native generator. */
export function newRsaKey(bits = 2048): KeyObject {
  return generateKeyPairSync('rsa', { modulusLength: bits }).privateKey;
}

export function createRootCertificate(key: KeyObject, now: Date): Buffer {
  return buildCertificate({
    subject: ROOT_SUBJECT,
    publicKey: createPublicKey(key),
    selfKey: key,
    issuer: null,
    notBefore: new Date(now.getTime() - SKEW_MS),
    notAfter: new Date(now.getTime() + ROOT_YEARS * YEAR_MS),
    ca: true,
    usages: ['keyCertSign', 'cRLSign'],
  });
}

export function issueCompanyCertificate(identity: TCompanyIdentity, key: KeyObject, root: TIssuer, now: Date): Buffer {
  return buildCertificate({
    subject: companySubject(identity),
    publicKey: createPublicKey(key),
    issuer: root,
    notBefore: new Date(now.getTime() - SKEW_MS),
    notAfter: new Date(now.getTime() + COMPANY_YEARS * YEAR_MS),
    usages: ['digitalSignature', 'nonRepudiation'],
  });
}

/**
 * A 事件证书 for one party's signature: valid for minutes around `now`, for a key made for this one
 * signature. `binding` (SHA-256 hex of the verification that allowed the party to sign) is written
 * in a user notice of the certificate policies, with the moment the party signed.
 */
export function issueEventCertificate(
  party: TEventSubject & { signedAt: Date; binding: string },
  publicKey: KeyObject,
  root: TIssuer,
  now: Date,
): Buffer {
  return buildCertificate({
    subject: eventSubject(party),
    publicKey,
    issuer: root,
    notBefore: new Date(now.getTime() - 5 * MINUTE_MS),
    notAfter: new Date(now.getTime() + EVENT_MINUTES * MINUTE_MS),
    usages: ['digitalSignature', 'nonRepudiation'],
    notice: `事件证书：${party.name} 于 ${party.signedAt.toISOString()} 签署；签署核验记录 SHA-256 ${party.binding}`,
  });
}
