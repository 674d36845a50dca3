import type { TSignPartyRole } from '@awb/contract/sign-template-constants';
import type { TSignPdfLayout, TSignSignatureArea } from '@awb/contract/sign-template-fields';
import type { TSignFilledSection } from '@awb/contract/sign-template-rules';

/**
 * The inputs of the signed contract PDF. The signing ceremony builds these from the
 * frozen contract and calls renderContractPdf → signContractPdf; keep these shapes stable.
 */

/** One picture put into a signature area: a handwritten signature or a seal (PNG bytes). */
export type TContractPdfMark = {
  /** The template's signature area it goes into (`TSignSignatureArea.party`). Co-owners repeat a party. */
  party: TSignPartyRole;
  /** signature: drawn by hand (signature_pad PNG); seal: a round/oval seal PNG (seal-drawing). */
  kind: 'signature' | 'seal';
  png: Buffer;
  /** Printed under the picture when the area has withDate; ISO string or Date. */
  signedAt?: Date | string | null;
};

/** One line of the audit trail on the last page. */
export type TContractPdfEvent = {
  at: Date | string;
  /** Who acted, e.g. 甲方 张三 or 经纪机构 印章管理员. */
  party: string;
  /** The phone as stored; the PDF prints it masked (138****5678). */
  phone?: string | null;
  ip?: string | null;
  /** The user agent or a short device description. */
  device?: string | null;
  /** What happened, in Chinese: 发起签署, 验证手机号, 签署, 盖章 … */
  action: string;
};

export type TContractPdfInput = {
  /** The contract number printed in every footer (signCode). */
  contractNo: string;
  /** The template's title (合同标题). */
  title: string;
  /** fillSections(template, values, parties): the party block first, then the clauses. */
  sections: TSignFilledSection[];
  /** The template's signatureAreas: where signatures and seals go (after their anchor clause). */
  signatureAreas: TSignSignatureArea[];
  /** The template's optional PDF layout (cross-page seal…); absent = defaults. */
  layout?: TSignPdfLayout | null;
  /** The pictures to place; an area without a mark prints its label and an empty line. */
  marks: TContractPdfMark[];
  /** The seal PNG sliced across the right edge of every page (骑缝章) when layout.crossPageSeal. */
  crossPageSealPng?: Buffer | null;
  /** The public verification page of this contract (printed as a QR in every footer). */
  verifyUrl: string;
  /** SHA-256 (hex) of the frozen contract content, printed on the audit page. */
  contentHash: string;
  /** The audit trail, oldest first. */
  events: TContractPdfEvent[];
  /** Printed on the audit page as the moment the file was made; defaults to now. */
  renderedAt?: Date | string;
};

/**
 * One party's act of signing, as its signature in the PDF names it (an event certificate of its
 * own). The ceremony lists every person who signed, in signing order; more entries (the agent) may
 * be appended.
 */
export type TSigningParty = {
  /** The name as it signed (UTF-8, put in the certificate's CN). */
  name: string;
  /** The ID number masked (maskIdCard), or '' when the party has none on file. */
  maskedIdNo: string;
  signedAt: Date;
  /** SHA-256 (hex) of the record that allowed this signature (signing-binding.ts). */
  binding: string;
};

/** What the signed file's signatures name: the parties in order, then the company (its seal, last). */
export type TContractSigning = {
  companyId: number;
  /** The company as certified for signing: registered name and 统一社会信用代码 ('' when unknown). */
  company: { name: string; creditCode: string };
  parties: TSigningParty[];
};

/** What signContractPdf returns. */
export type TSignedContractPdf = {
  /** The signed file: store these bytes and never change them. */
  pdf: Buffer;
  /** SHA-256 (hex) of `pdf`: keep it with the contract; the verification page compares dropped files with it. */
  sha256: string;
  /** SHA-256 (hex) of the unsigned rendering that was signed (the file before the signature field). */
  unsignedSha256: string;
  /** The RFC 3161 time-stamp token (DER) when a TimeStamper is configured; also embedded in the CMS. */
  timeStampToken: Buffer | null;
};
