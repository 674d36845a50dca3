import { z } from 'zod';
import { APP_TYPE } from './common/apps.ts';
import { MSG } from './common/codes.ts';
import { endpoint, type TPermissionRef } from './common/endpoint.ts';
import { ZEmpty, ZEnvelope, ZListEnvelope } from './common/envelope.ts';
import { ZId, ZSmsCode } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { isBusinessLicence, isIdCard, MOBILE_PATTERN } from './common/validators.ts';
import { SEAL_TYPE_NAMES, SIGN_LIMITS, SIGN_MSG, SIGNER_TYPE, SIGNING_TYPE, TEMPLATE_STATE } from './sign-constants.ts';
import {
  ZBoundPhone,
  ZCompanyTemplate,
  ZFaceStatus,
  ZFaceUrl,
  ZPageCount,
  ZRecommendedTemplate,
  ZSealExpiry,
  ZSignature,
  ZSignatureLists,
  ZSignCompanyInfo,
  ZSigner,
  ZSigningFields,
  ZSignSelectBody,
  ZSignSetting,
} from './sign-views.ts';

/**
 * 电子签约 (seed 000 §2, §3, §5, §7, §8, §9): company certification, seals and
 * handwritten signatures, templates and sign settings. Calls the seeds do not name are marked
 * (designed). What the seeds left open and what was decided is in docs/signing.md.
 *
 * Who may call: certification and the sign settings only a company manager (403 SIGN_MSG.managerOnly
 * is not used: the generic 403 message is); seals and signatures item 5 印章与签名管理; the company's
 * templates item 4 模板管理; reading templates, fields, settings, signing bodies and counts any member.
 */
const sign = (itemId: number): TPermissionRef => ({ appType: APP_TYPE.sign, itemId });

export const SIGN_ITEM = { start: 1, invalidate: 2, remove: 3, templates: 4, seals: 5 } as const;
export const SIGN_PERMISSION = {
  templates: sign(SIGN_ITEM.templates),
  seals: sign(SIGN_ITEM.seals),
} as const satisfies Record<string, TPermissionRef>;

const str = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `内容不能超过${max}个字`);

const intIn = (values: readonly number[], message: string) =>
  numeric({ error: message })
    .int(message)
    .refine((v) => values.includes(v), message);

/** An ID card number: trimmed, upper-cased, checked (GB 11643). */
export const ZSignIdNo = z
  .string({ error: SIGN_MSG.idNoRequired })
  .trim()
  .min(1, SIGN_MSG.idNoRequired)
  .transform((v) => v.toUpperCase())
  .refine((v) => isIdCard(v), SIGN_MSG.idNoFormat);

/** The unified credit code (18, without I O Z S V) or a 15-digit licence number (seed 000 §5, §9). */
export const ZOrgCode = z
  .string({ error: SIGN_MSG.orgCodeRequired })
  .trim()
  .min(1, SIGN_MSG.orgCodeRequired)
  .transform((v) => v.toUpperCase())
  .refine((v) => isBusinessLicence(v), SIGN_MSG.orgCodeFormat);

const ZMobileNo = z
  .string({ error: SIGN_MSG.mobileRequired })
  .trim()
  .min(1, SIGN_MSG.mobileRequired)
  .regex(MOBILE_PATTERN, SIGN_MSG.mobileFormat);

/** Luhn check of a bank card number (16–19 digits). */
export function isBankCard(value: string): boolean {
  if (!/^\d{16,19}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    let d = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** cardNo: the signer's own bank card (optional; decided in docs/signing.md), spaces ignored. */
const ZCardNo = z
  .string({ error: SIGN_MSG.cardNoFormat })
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => v === '' || isBankCard(v), SIGN_MSG.cardNoFormat)
  .default('');

const ZSignerType = intIn(Object.values(SIGNER_TYPE), SIGN_MSG.signerTypeInvalid).default(SIGNER_TYPE.legalPerson);
const ZEtcomid = ZId;
const ZSealType = intIn([1, 2, 3], SIGN_MSG.sealTypeInvalid);
const ZBoxType = intIn([1, 2, 3], SIGN_MSG.boxTypeInvalid);
const ZBoxTypeOrAll = intIn([0, 1, 2, 3], SIGN_MSG.boxTypeInvalid).default(0);
const ZAgentName = str(SIGN_MSG.agentNameRequired, SIGN_LIMITS.nameLength);
const ZAgentCode = ZId;
const ZSealText = (max: number) =>
  z.string({ error: MSG.invalidParams }).trim().max(max, `内容不能超过${max}个字`).default('');

export const ZFaceUrlRequest = z.object({
  type: ZSignerType,
  userName: str(SIGN_MSG.nameRequired, SIGN_LIMITS.nameLength),
  idNo: ZSignIdNo,
});
export type TFaceUrlRequest = z.input<typeof ZFaceUrlRequest>;

export const ZRegCompanyInfo = z.object({
  idNo: ZSignIdNo,
  name: str(SIGN_MSG.nameRequired, SIGN_LIMITS.nameLength),
  cardNo: ZCardNo,
  mobileNo: ZMobileNo,
  company: str(SIGN_MSG.companyRequired, SIGN_LIMITS.companyLength),
  orgCode: ZOrgCode,
  verificationCode: ZSmsCode,
  type: ZSignerType,
  faceId: z
    .string({ error: SIGN_MSG.faceRequired })
    .trim()
    .min(1, SIGN_MSG.faceRequired)
    .max(100, SIGN_MSG.faceRequired),
});
export type TRegCompanyInfo = z.input<typeof ZRegCompanyInfo>;

export const ZCreateSignature = z.object({
  sealType: ZSealType,
  etcomid: ZEtcomid,
  /** The keeper's (经办人) name. */
  name: ZAgentName,
  /** (designed) The keeper's user id; the caller when absent. */
  agentCode: ZAgentCode.optional(),
  /** Text round the ring; the certified company name when empty. */
  htext: ZSealText(SIGN_LIMITS.sealTextLength),
  /** Text at the bottom; 合同专用章 / 财务专用章 by default for types 2 / 3. */
  qtext: ZSealText(SIGN_LIMITS.sealBottomLength),
  vercode: ZSmsCode,
});
export type TCreateSignature = z.input<typeof ZCreateSignature>;

export const ZUpdateSignature = z.object({ sealId: ZId, etcomid: ZEtcomid, name: ZAgentName, agentCode: ZAgentCode });
export type TUpdateSignature = z.input<typeof ZUpdateSignature>;

/**
 * The text fields of createPictureSignature's multipart body (the `file` part beside them): type 2
 * (default) a personal signature of agentCode, drawn on the phone or uploaded; type 1 a company seal
 * from a picture, then sealType is needed.
 */
export const ZPictureSignatureFields = z
  .object({
    name: ZAgentName,
    agentCode: ZAgentCode,
    etcomid: ZEtcomid,
    vercode: ZSmsCode,
    type: intIn([1, 2], MSG.invalidParams).default(2),
    sealType: z.preprocess((v) => (v === '' ? undefined : v), ZSealType.optional()),
  })
  .refine((v) => v.type !== 1 || v.sealType !== undefined, { message: SIGN_MSG.sealTypeInvalid, path: ['sealType'] });
export type TPictureSignatureFields = z.input<typeof ZPictureSignatureFields>;

export const ZSignSettingSave = z.object({
  signingType: intIn([SIGNING_TYPE.form, SIGNING_TYPE.visual], SIGN_MSG.signingTypeInvalid),
  /** A city of region/getCities (1000–1495); 0 or absent clears it. */
  defaultCityId: numeric({ error: SIGN_MSG.cityInvalid }).int(SIGN_MSG.cityInvalid).min(0).default(0),
  paramMap: z
    .record(
      z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, SIGN_MSG.paramInvalid),
      z.string({ error: SIGN_MSG.paramInvalid }).max(SIGN_LIMITS.paramValueLength, SIGN_MSG.paramInvalid),
      { error: SIGN_MSG.paramInvalid },
    )
    .refine((m) => Object.keys(m).length <= SIGN_LIMITS.paramKeys, SIGN_MSG.paramInvalid)
    .default({}),
});
export type TSignSettingSave = z.input<typeof ZSignSettingSave>;

const ZByEtcomid = z.object({ etcomid: ZEtcomid });
const ZByBox = z.object({ boxid: ZId });

export const signEndpoints = {
  companyInfo: endpoint({
    method: 'GET',
    path: '/sign/companyInfo',
    auth: 'member',
    summary: 'The company as signing party: name, orgAuth (1 certified), etcomid (0 until certified)',
    response: ZEnvelope(ZSignCompanyInfo),
  }),
  getFaceUrl: endpoint({
    method: 'POST',
    path: '/sign/getFaceUrl',
    auth: 'member',
    summary:
      'Manager: start a face check for name + ID number (page signbase-attestation); answers the link (qrCode) and faceId; 503 人脸核验服务未配置 without a provider',
    body: ZFaceUrlRequest,
    response: ZEnvelope(ZFaceUrl),
  }),
  getFaceStatus: endpoint({
    method: 'GET',
    path: '/sign/getFaceStatus',
    auth: 'member',
    summary: "Manager: the state of one of the company's face checks (0 pending, 1 passed, 2 failed)",
    query: z.object({ faceId: z.string().trim().min(1, MSG.invalidParams).max(100, MSG.invalidParams) }),
    response: ZEnvelope(ZFaceStatus),
  }),
  getRegCompanyCode: endpoint({
    method: 'POST',
    path: '/sign/getRegCompanyCode',
    auth: 'member',
    summary:
      '(designed) Manager: send the certification SMS code to mobileNo (60 s between sends, valid 10 minutes, 5 tries)',
    body: z.object({ mobileNo: ZMobileNo }),
    response: ZEnvelope(ZEmpty),
  }),
  regCompanyInfo: endpoint({
    method: 'POST',
    path: '/sign/regCompanyInfo',
    auth: 'member',
    summary:
      'Manager: certify the company (or add a signer) with ID, phone code, company, credit code and a passed face check of the same name + ID; answers companyInfo',
    body: ZRegCompanyInfo,
    response: ZEnvelope(ZSignCompanyInfo),
  }),
  signRegCompanyPosts: endpoint({
    method: 'GET',
    path: '/sign/signRegCompanyPosts',
    auth: 'member',
    summary: "Manager: the company's certified signers (ID numbers, phones and cards masked)",
    response: ZListEnvelope(ZSigner),
  }),
  signaturePosts: endpoint({
    method: 'GET',
    path: '/sign/signaturePosts',
    auth: 'member',
    permission: SIGN_PERMISSION.seals,
    summary: 'Seals (type 1) and handwritten signatures (type 2) of the signing account, with expiry',
    query: ZByEtcomid,
    response: ZEnvelope(ZSignatureLists),
  }),
  Verification: endpoint({
    method: 'GET',
    path: '/sign/Verification',
    auth: 'member',
    permission: SIGN_PERMISSION.seals,
    summary: "The signing account's bound phone (the certifier's mobileNo), masked",
    query: ZByEtcomid,
    response: ZEnvelope(ZBoundPhone),
  }),
  VerificationCode: endpoint({
    method: 'POST',
    path: '/sign/VerificationCode',
    auth: 'member',
    permission: SIGN_PERMISSION.seals,
    bodyType: 'form',
    summary: 'Send the seal code to the bound phone (60 s between sends, valid 10 minutes, 5 tries)',
    body: ZByEtcomid,
    response: ZEnvelope(ZEmpty),
  }),
  createSignature: endpoint({
    method: 'POST',
    path: '/sign/createSignature',
    auth: 'member',
    permission: SIGN_PERMISSION.seals,
    summary: `Draw a company seal (${Object.values(SEAL_TYPE_NAMES).join('/')}) with the bound phone's code; one per type`,
    body: ZCreateSignature,
    response: ZEnvelope(ZSignature),
  }),
  updateSignature: endpoint({
    method: 'POST',
    path: '/sign/updateSignature',
    auth: 'member',
    permission: SIGN_PERMISSION.seals,
    summary:
      'Change the keeper (经办人) of a seal or signature: name (请输入经办人人名) and agentCode (a staff member)',
    body: ZUpdateSignature,
    response: ZEnvelope(ZSignature),
  }),
  companySignatureDelete: endpoint({
    method: 'POST',
    path: '/sign/companySignatureDelete',
    auth: 'member',
    permission: SIGN_PERMISSION.seals,
    summary: 'Delete a seal or signature (kept for the contracts it sealed)',
    body: z.object({ id: ZId }),
    response: ZEnvelope(ZEmpty),
  }),
  createPictureSignature: endpoint({
    method: 'POST',
    path: '/sign/createPictureSignature',
    auth: 'member',
    permission: SIGN_PERMISSION.seals,
    bodyType: 'multipart',
    summary:
      'Multipart name, agentCode, etcomid, vercode, type (2 signature, 1 seal + sealType), file (PNG/JPEG/WebP ≤ 5 MB, drawn or uploaded): stored as a transparent PNG',
    response: ZEnvelope(ZSignature),
  }),
  sealAuthFreeExpireList: endpoint({
    method: 'GET',
    path: '/fpk/sealAuthFreeExpireList',
    auth: 'member',
    summary: 'Each seal and signature with its expiry (company, lasttime); expired ones say 公司名+时间+印章已过期',
    response: ZListEnvelope(ZSealExpiry),
  }),
  templatesRecommend: endpoint({
    method: 'GET',
    path: '/template/templatesRecommend',
    auth: 'member',
    summary: 'The shipped templates (存量房买卖合同, 房屋租赁合同, 居间服务合同) and whether the company adopted each',
    response: ZListEnvelope(ZRecommendedTemplate),
  }),
  templateAdopt: endpoint({
    method: 'POST',
    path: '/template/templateAdopt',
    auth: 'member',
    permission: SIGN_PERMISSION.templates,
    summary: '(designed) Copy a recommended template into the company (starts up); one copy per code',
    body: z.object({ code: z.string().trim().min(1, SIGN_MSG.templateUnknown).max(60, SIGN_MSG.templateUnknown) }),
    response: ZEnvelope(ZCompanyTemplate),
  }),
  templateManagementPosts: endpoint({
    method: 'GET',
    path: '/template/templateManagementPosts',
    auth: 'member',
    permission: SIGN_PERMISSION.templates,
    summary: "The company's templates, up and down (boxType 0 all, 1–3)",
    query: z.object({ boxType: ZBoxTypeOrAll }),
    response: ZListEnvelope(ZCompanyTemplate),
  }),
  templateUpAndDown: endpoint({
    method: 'POST',
    path: '/template/templateUpAndDown',
    auth: 'member',
    permission: SIGN_PERMISSION.templates,
    summary: 'Put a template up (state 1) or down (state 0)',
    body: z.object({
      boxid: ZId,
      state: intIn([TEMPLATE_STATE.down, TEMPLATE_STATE.up], SIGN_MSG.templateStateInvalid),
    }),
    response: ZEnvelope(ZCompanyTemplate),
  }),
  templateDelete: endpoint({
    method: 'POST',
    path: '/template/templateDelete',
    auth: 'member',
    permission: SIGN_PERMISSION.templates,
    summary: 'Delete a company template (its contracts keep their copy); it may be adopted again',
    body: ZByBox,
    response: ZEnvelope(ZEmpty),
  }),
  templatePostsV2: endpoint({
    method: 'GET',
    path: '/sign/templatePostsV2',
    auth: 'member',
    summary: 'The template square (page sign/contract-template): the company templates that are up, of a box type',
    query: z.object({ boxType: ZBoxType }),
    response: ZListEnvelope(ZCompanyTemplate),
  }),
  signingField: endpoint({
    method: 'GET',
    path: '/sign/signingField',
    auth: 'member',
    summary: "A company template's fields in the custom-field model, grouped by groupType 0–4",
    query: ZByBox,
    response: ZEnvelope(ZSigningFields),
  }),
  getSignSetting: endpoint({
    method: 'GET',
    path: '/sign/getSignSetting',
    auth: 'member',
    summary: 'signingType (0 not set: 您还未设置签署方式,请前往pc端设置!), defaultCityInfo, paramMap',
    response: ZEnvelope(ZSignSetting),
  }),
  signSettingSave: endpoint({
    method: 'POST',
    path: '/sign/signSettingSave',
    auth: 'member',
    summary: '(designed) Manager: set the signing type (1 form, 2 visual), the default city and the parameter map',
    body: ZSignSettingSave,
    response: ZEnvelope(ZSignSetting),
  }),
  signSelectBody: endpoint({
    method: 'GET',
    path: '/sign/signSelectBody',
    auth: 'member',
    summary: 'The signing bodies an agent may choose: the certified company with its usable seals, and its signers',
    response: ZEnvelope(ZSignSelectBody),
  }),
  pageCount: endpoint({
    method: 'GET',
    path: '/sign/pageCount',
    auth: 'member',
    summary:
      'Waiting approvals and signatures of the caller, counted from the modules that register a counter (docs/signing.md)',
    response: ZEnvelope(ZPageCount),
  }),
} as const;
