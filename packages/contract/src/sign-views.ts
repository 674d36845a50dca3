import { z } from 'zod';
import { ZTime } from './common/time-fields.ts';
import { ZSignAgency, ZSignBrokerSignature } from './sign-agency.ts';
import { ZSignField } from './sign-template-fields.ts';

/**
 * What the signing calls answer (sign.contract.ts; decisions in docs/signing.md). ID numbers, bank
 * cards and phones only ever leave the server masked.
 */

/** The company's signing state (companyInfo). `etcomid` is 0 until the company is certified. */
export const ZSignCompanyInfo = z.object({
  /** The certified company name, else the registered one. */
  name: z.string(),
  /** 1 certified (seed: company authentication flag), 0 not. */
  orgAuth: z.number(),
  /** The company's signing account id, sent back as `etcomid` by the seal calls. */
  etcomid: z.number(),
  /** The unified credit code, masked (first 6 and last 2 shown); '' until certified. */
  orgCode: z.string(),
  certifiedAt: ZTime,
});
export type TSignCompanyInfo = z.output<typeof ZSignCompanyInfo>;

export const ZFaceUrl = z.object({
  /** The link of the face check: the page opens it or shows it as a QR code for another phone. */
  qrCode: z.string(),
  faceId: z.string(),
});
export type TFaceUrl = z.output<typeof ZFaceUrl>;

export const ZFaceStatus = z.object({
  faceId: z.string(),
  /** FACE_STATUS: 0 pending, 1 passed, 2 failed. */
  status: z.number(),
  statusName: z.string(),
});
export type TFaceStatus = z.output<typeof ZFaceStatus>;

/** A certified signer of the company (signRegCompanyPosts, signSelectBody `list`). */
export const ZSigner = z.object({
  signerId: z.number(),
  /** SIGNER_TYPE: 1 legal person, 2 agent. */
  type: z.number(),
  typeName: z.string(),
  name: z.string(),
  /** Masked: 3301**********123X. */
  idNo: z.string(),
  /** Masked: 138****5678. */
  mobileNo: z.string(),
  /** Masked bank card (last 4), '' when none was given. */
  cardNo: z.string(),
  company: z.string(),
  certifiedAt: ZTime,
});
export type TSigner = z.output<typeof ZSigner>;

/** A company seal (type 1) or a personal handwritten signature (type 2). */
export const ZSignature = z.object({
  sealId: z.number(),
  /** SIGNATURE_KIND: 1 company seal, 2 personal signature. */
  type: z.number(),
  /** SEAL_TYPE 1–3 for a company seal, 0 for a signature. */
  sealType: z.number(),
  sealTypeName: z.string(),
  /** The keeper (经办人) of a seal, the signing person of a signature. */
  name: z.string(),
  /** The keeper's or signer's user id. */
  agentCode: z.number(),
  htext: z.string(),
  qtext: z.string(),
  /** SIGNATURE_SOURCE: 1 drawn by the server, 2 a picture. */
  source: z.number(),
  /** A signed link to the transparent PNG. */
  url: z.string(),
  width: z.number(),
  height: z.number(),
  /** YYYY-MM-DD HH:mm (China time). */
  expireAt: ZTime,
  expired: z.boolean(),
  /** When expired: 公司名+时间+印章已过期 (seed 000 §8), else ''. */
  expiredText: z.string(),
  createdAt: ZTime,
});
export type TSignature = z.output<typeof ZSignature>;

/** signaturePosts: the two lists the seed speaks of ("split by type 1 and 2"). */
export const ZSignatureLists = z.object({
  /** type 1: company seals, by seal type. */
  seals: z.array(ZSignature),
  /** type 2: personal handwritten signatures, newest first. */
  signatures: z.array(ZSignature),
});
export type TSignatureLists = z.output<typeof ZSignatureLists>;

export const ZBoundPhone = z.object({ phone: z.string() });

/** fpk/sealAuthFreeExpireList: each seal's expiry (seed: company, lasttime). */
export const ZSealExpiry = z.object({
  sealId: z.number(),
  type: z.number(),
  sealTypeName: z.string(),
  name: z.string(),
  company: z.string(),
  /** YYYY-MM-DD HH:mm. */
  lasttime: ZTime,
  expired: z.boolean(),
  /** 公司名+时间+印章已过期 when expired, else ''. */
  text: z.string(),
  /** 请前往pc端操作 when expired (renewal is PC-only), else ''. */
  tip: z.string(),
});
export type TSealExpiry = z.output<typeof ZSealExpiry>;

/** A shipped template (templatesRecommend). */
export const ZRecommendedTemplate = z.object({
  code: z.string(),
  boxType: z.number(),
  title: z.string(),
  version: z.number(),
  fieldCount: z.number(),
  /** Whether the company has adopted it (then `boxid` is its copy). */
  adopted: z.boolean(),
  boxid: z.number(),
});
export type TRecommendedTemplate = z.output<typeof ZRecommendedTemplate>;

/** A company's template (templateManagementPosts, templatePostsV2). */
export const ZCompanyTemplate = z.object({
  boxid: z.number(),
  code: z.string(),
  boxType: z.number(),
  title: z.string(),
  version: z.number(),
  /** TEMPLATE_STATE: 1 up, 0 down. */
  state: z.number(),
  stateName: z.string(),
  fieldCount: z.number(),
  updatedAt: ZTime,
});
export type TCompanyTemplate = z.output<typeof ZCompanyTemplate>;

/** signingField: the template's fields grouped by groupType 0–4 (seed 000 §3 custom fields). */
export const ZSigningFieldGroup = z.object({
  groupType: z.number(),
  groupName: z.string(),
  fields: z.array(ZSignField),
});
export const ZSigningFields = z.object({
  boxid: z.number(),
  boxType: z.number(),
  title: z.string(),
  groups: z.array(ZSigningFieldGroup),
});
export type TSigningFields = z.output<typeof ZSigningFields>;

export const ZCityInfo = z.object({
  provinceId: z.number(),
  provinceName: z.string(),
  cityId: z.number(),
  cityName: z.string(),
});
export type TCityInfo = z.output<typeof ZCityInfo>;

/** getSignSetting: signingType 0 means not set (the app says SIGN_MSG.noSigningType). */
export const ZSignSetting = z.object({
  signingType: z.number(),
  defaultCityInfo: ZCityInfo.nullable(),
  /** Default values of signing-form fields by fieldName (e.g. partyATaxContent: '2'). */
  paramMap: z.record(z.string(), z.string()),
});
export type TSignSetting = z.output<typeof ZSignSetting>;

/** signSelectBody: the signing bodies an agent may choose. */
export const ZSignSelectBody = z.object({
  /** 1 the company is certified and has a usable seal: the page shows the signing body; 0 it does not. */
  showType: z.number(),
  /** The company as signing body with its usable (unexpired) seals. */
  corpList: z.array(
    z.object({
      etcomid: z.number(),
      company: z.string(),
      seals: z.array(z.object({ sealId: z.number(), sealType: z.number(), sealTypeName: z.string(), url: z.string() })),
    }),
  ),
  /** The company's certified signers. */
  list: z.array(ZSigner),
  /** The agency block the contract prints with the caller as its drafting agent. */
  agency: ZSignAgency,
  /** The caller's saved personal signature; null: the agent draws one at submission. */
  mySignature: ZSignBrokerSignature.nullable(),
});
export type TSignSelectBody = z.output<typeof ZSignSelectBody>;

export const ZPageCount = z.object({ approvalWaitCount: z.number(), signWaitCount: z.number() });
export type TPageCount = z.output<typeof ZPageCount>;
