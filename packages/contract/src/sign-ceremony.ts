import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { ZId } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { ZTime } from './common/time-fields.ts';
import { SMS_CODE_PATTERN } from './common/validators.ts';
import { CEREMONY_MSG, CEREMONY_LIMITS as L } from './sign-ceremony-constants.ts';
import { ZSignContentView } from './sign-contract.ts';

/**
 * Schemas of the signing ceremony: the public signing calls (the link's
 * token authorises), on-site signing, the company seal, viewing, sharing and public verification.
 * docs/signing-ceremony.md.
 */

/** A signing link's token: anything else than a live token answers 链接已失效, never 500. */
export const ZSigningToken = z
  .string({ error: CEREMONY_MSG.linkInvalid })
  .trim()
  .min(1, CEREMONY_MSG.linkInvalid)
  .max(L.tokenLength, CEREMONY_MSG.linkInvalid);

export const ZByToken = z.object({ token: ZSigningToken });
export const ZSigningVerify = z.object({
  token: ZSigningToken,
  code: z.string({ error: MSG.codeRequired }).trim().min(1, MSG.codeRequired).regex(SMS_CODE_PATTERN, MSG.codeWrong),
});
export const ZBySigner = z.object({ contractId: ZId, signerId: ZId });
export const ZSealApply = z.object({ contractId: ZId, sealId: ZId });
export const ZHistoryViewQuery = z.object({ contractId: ZId, version: numeric().int().min(1).optional() });
export const ZShareQuery = z.object({
  contractId: ZId,
  hours: numeric().int().min(1).max(L.shareHoursMax).default(L.shareHoursDefault),
});
export const ZVerifyQuery = z.object({
  code: z
    .string({ error: MSG.invalidParams })
    .trim()
    .min(1, MSG.invalidParams)
    .max(L.verifyCodeLength, MSG.invalidParams),
});

/** One signer as the agent sees them (phone masked). */
export const ZCeremonySigner = z.object({
  signerId: z.number(),
  seq: z.number(),
  side: z.number(),
  role: z.number(),
  roleLabel: z.string(),
  name: z.string(),
  phone: z.string(),
  state: z.number(),
  stateName: z.string(),
  signedAt: ZTime,
});
export type TCeremonySigner = z.output<typeof ZCeremonySigner>;

/** What a signing link opens: the whole contract to read and who is signing. */
export const ZSigningOpen = ZSignContentView.omit({ contractId: true }).extend({
  contractNo: z.string(),
  stateName: z.string(),
  signer: ZCeremonySigner.extend({
    faceRequired: z.boolean(),
    verified: z.boolean(),
    yourTurn: z.boolean(),
    onsite: z.boolean(),
  }),
  signers: z.array(z.object({ roleLabel: z.string(), name: z.string(), stateName: z.string() })),
});
export type TSigningOpen = z.output<typeof ZSigningOpen>;

export const ZSigningFace = z.object({ faceId: z.string(), qrCode: z.string() });
export const ZSigningDone = z.object({ signerId: z.number(), state: z.number(), stateName: z.string() });
export const ZOnsiteStarted = z.object({ token: z.string(), url: z.string(), expireAt: ZTime });
export const ZFileLink = z.object({
  url: z.string(),
  expireAt: ZTime,
  signed: z.boolean(),
  /** The code of the public verification page (/verify/<code>), as in the PDF's QR code. */
  verifyCode: z.string(),
});
/** approvalId: the request holding the use where a flow guards 合同用章 (0: applied at once). */
export const ZSealApplied = z.object({
  contractId: z.number(),
  state: z.number(),
  stateName: z.string(),
  approvalId: z.number(),
});

export const ZCeremonyEventRow = z.object({
  eventId: z.number(),
  action: z.number(),
  actionName: z.string(),
  party: z.string(),
  phone: z.string(),
  ip: z.string(),
  device: z.string(),
  remark: z.string(),
  createdAt: ZTime,
});

export const ZVerifyAnswer = z.object({
  status: z.number(),
  statusName: z.string(),
  contractNo: z.string(),
  /** The house as the contract names it (西溪花园3幢1201室), to compare with the paper in hand. */
  house: z.string(),
  parties: z.array(z.object({ roleLabel: z.string(), name: z.string() })),
  state: z.number(),
  stateName: z.string(),
  invalidReason: z.string(),
  invalidAt: ZTime,
});
export const ZVerifyFileAnswer = ZVerifyAnswer.extend({ match: z.boolean() });
