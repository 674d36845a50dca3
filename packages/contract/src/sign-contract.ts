import { z } from 'zod';
import { MSG } from './common/codes.ts';
import { withLabels } from './common/enum-labels.ts';
import { ZId, ZPageIndex, ZPageSize } from './common/fields.ts';
import { numeric } from './common/numeric.ts';
import { ZTime } from './common/time-fields.ts';
import { ZOaParam } from './housing-listing.ts';
import {
  SIGN_CONTRACT_LIMITS as L,
  SIGN_BODY_TYPE,
  SIGN_CONTRACT_MSG,
  SIGN_CONTRACT_STATE_ALL,
  SIGN_PARTY_TYPE,
  SIGN_SORT,
  SIGNATURE_TYPE,
  SIGNATURE_TYPE_NAMES,
} from './sign-contract-constants.ts';
import { ZSignAppliances, ZSignValues } from './sign-template-fields.ts';

/**
 * The contract content of seed 000 §3 (signatureType, signBodyList, draftCode, houseName,
 * houseBuilding, houseRoomNo, partyA/partyB, agentA/agentB, partyACoowner/partyBCoowner) with the
 * template's field values and the appliance list. Its shape only: a draft may be half filled, so the
 * identity and field rules are checked by the server on submission (docs/signing.md).
 */
const text = (max: number) =>
  z.string({ error: MSG.invalidParams }).trim().max(max, `内容不能超过${max}个字`).default('');

const intIn = (values: readonly number[], message: string) =>
  numeric({ error: message })
    .int(message)
    .refine((v) => values.includes(v), message);

export const ZSignatureType = withLabels(
  intIn(Object.values(SIGNATURE_TYPE), SIGN_CONTRACT_MSG.signatureTypeInvalid),
  SIGNATURE_TYPE_NAMES,
);

/** A person who signs or owns: the agent of a party, a co-owner. */
export const ZSignPerson = z.object({
  name: text(L.nameLength),
  certNo: text(L.certNoLength),
  phone: text(L.phoneLength),
});
export type TSignPerson = z.output<typeof ZSignPerson>;

/** 甲方 / 乙方: a person (ID number) or a company (business licence number in certNo). */
export const ZSignParty = ZSignPerson.extend({
  type: intIn(Object.values(SIGN_PARTY_TYPE), SIGN_CONTRACT_MSG.partyTypeInvalid).default(SIGN_PARTY_TYPE.person),
});
export type TSignParty = z.output<typeof ZSignParty>;

export const ZSignBody = z.object({
  /** SIGN_BODY_TYPE: 1 a company seal (sealId), 2 a certified signer (signerId). */
  type: intIn(Object.values(SIGN_BODY_TYPE), SIGN_CONTRACT_MSG.signBodyInvalid),
  id: ZId,
});
export type TSignBody = z.output<typeof ZSignBody>;

const ZCoowners = z.array(ZSignPerson).max(L.coowners, `共有人最多${L.coowners}人`).default([]);

/** An id of what the contract was started from (a listing, a customer, a record); 0 for none. */
const ZLinkId = numeric({ error: MSG.invalidParams })
  .int(MSG.invalidParams)
  .min(0, MSG.invalidParams)
  .max(Number.MAX_SAFE_INTEGER, MSG.invalidParams)
  .default(0);

export const ZSignContent = z.object({
  signatureType: ZSignatureType.default(SIGNATURE_TYPE.withCompany),
  signBodyList: z.array(ZSignBody).max(L.signBodies, SIGN_CONTRACT_MSG.signBodyInvalid).default([]),
  draftCode: text(L.draftCodeLength),
  houseName: text(L.houseTextLength),
  houseBuilding: text(L.houseTextLength),
  houseRoomNo: text(L.houseTextLength),
  /**
   * The listing the contract was started from (发起签约 on a listing), 0 for none: checked to be a
   * listing the agent sees, of the template's kind, and linked from the contract book's record.
   */
  houseId: ZLinkId,
  /**
   * The customer the contract was drafted for (发起签约 on a customer), 0 for none: checked to be a
   * customer the agent sees, and linked from the contract book's record.
   */
  customerId: ZLinkId,
  /**
   * The 合同管理 record the contract was started from (发起电子签约 on a record), 0 for none: checked
   * to be a record the agent sees, of the template's kind and linked to no other e-contract; the
   * completed contract updates and links it instead of adding a second record.
   */
  recordId: ZLinkId,
  partyA: ZSignParty.default({ type: SIGN_PARTY_TYPE.person, name: '', certNo: '', phone: '' }),
  partyB: ZSignParty.default({ type: SIGN_PARTY_TYPE.person, name: '', certNo: '', phone: '' }),
  agentA: ZSignPerson.nullable().default(null),
  agentB: ZSignPerson.nullable().default(null),
  partyACoowner: ZCoowners,
  partyBCoowner: ZCoowners,
  /** The template's field values by fieldName (sign/signingField). */
  values: ZSignValues.default({}),
  /** The furniture, appliance and receipt list (page sign/appliance). */
  appliances: ZSignAppliances.default({ contentList: [], remark: '' }),
});
export type TSignContentInput = z.input<typeof ZSignContent>;
export type TSignContent = z.output<typeof ZSignContent>;

const ZDraftCode = z
  .string({ error: MSG.invalidParams })
  .trim()
  .max(L.draftCodeLength, MSG.invalidParams)
  .regex(/^[A-Za-z0-9-]*$/, MSG.invalidParams);

/** signDraftSave: a new draft without draftCode; an existing one with its draftCode and version. */
export const ZSignDraftSave = z.object({
  boxid: ZId,
  draftCode: ZDraftCode.default(''),
  /** The contract this draft edits (contractEdit), when it came from one. */
  contractId: numeric().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  content: ZSignContent,
  signatureType: ZSignatureType.optional(),
  oaParam: ZOaParam,
  /** The version the page last saw (0 for a new draft); a stale one answers 409. */
  version: numeric().int().min(0).max(1_000_000_000).default(0),
});
export type TSignDraftSave = z.input<typeof ZSignDraftSave>;

export const ZByDraftCode = z.object({ draftCode: ZDraftCode.min(1, SIGN_CONTRACT_MSG.draftNotFound) });

/** contractSubmission: the template, the content, the signature type; an approval remark. */
export const ZContractSubmission = z.object({
  boxid: ZId,
  content: ZSignContent,
  signatureType: ZSignatureType.optional(),
  oaParam: ZOaParam,
  /**
   * The agent's signature drawn at submission (经纪人（签字）): the signature_pad PNG as a data URL
   * or its base64. Left out when the agent has a saved personal signature, which is used instead.
   */
  brokerSignature: z
    .string({ error: SIGN_CONTRACT_MSG.brokerSignatureFormat })
    .max(L.brokerSignatureChars, SIGN_CONTRACT_MSG.brokerSignatureFormat)
    .optional(),
});
export type TContractSubmission = z.input<typeof ZContractSubmission>;

/** contractEdit: a contract nobody has signed yet gets new content (the hash is made anew). */
export const ZContractEdit = ZContractSubmission.omit({ boxid: true }).extend({
  contractId: ZId,
  version: numeric().int().min(0).max(1_000_000_000).default(0),
});
export type TContractEdit = z.input<typeof ZContractEdit>;

export const ZByContractId = z.object({ contractId: ZId });
export const ZContractAction = z.object({ contractId: ZId, remark: text(L.remarkLength) });
export const ZSignDelete = z.object({ contractId: ZId, oaParam: ZOaParam });

/** A calendar day (or '' for none) that exists, in years the database takes as they are. */
const isDay = (v: string) => {
  if (v === '') return true;
  const [y, m, d] = v.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1970 && y <= 2999 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

const ZDay = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, '日期格式不正确')
  .refine(isDay, '日期格式不正确')
  .default('');

/** signPosts (seed 000 §3 "Contract list search"). */
export const ZSignPostsQuery = z.object({
  key: text(60),
  /** Box type: 0 all, 1 买卖, 2 租赁, 3 居间. */
  type: intIn([0, 1, 2, 3], MSG.invalidParams).default(0),
  state: intIn([1, 2, 3, 4, 5, SIGN_CONTRACT_STATE_ALL], MSG.invalidParams).default(SIGN_CONTRACT_STATE_ALL),
  dateStart: ZDay,
  dateEnd: ZDay,
  sortField: intIn(Object.values(SIGN_SORT), MSG.invalidParams).default(SIGN_SORT.createdNewest),
  pageindex: ZPageIndex,
  pagesize: ZPageSize(10, 50),
  cursor: z.string().max(400).default(''),
});
export type TSignPostsQuery = z.input<typeof ZSignPostsQuery>;

// ── answers ─────────────────────────────────────────────────────────────────────────────────────

export const ZSignDraftSaved = z.object({
  /** false when nothing was saved: no community name, building or room number yet. */
  saved: z.boolean(),
  draftCode: z.string(),
  version: z.number(),
  updatedAt: ZTime,
});

export const ZSignDraftRow = z.object({
  draftCode: z.string(),
  boxid: z.number(),
  boxType: z.number(),
  title: z.string(),
  houseName: z.string(),
  houseBuilding: z.string(),
  houseRoomNo: z.string(),
  contractId: z.number(),
  version: z.number(),
  updatedAt: ZTime,
});
export type TSignDraftRow = z.output<typeof ZSignDraftRow>;

/** A draft to resume: the content as its author typed it (only its author reads it). */
export const ZSignDraftDetail = ZSignDraftRow.extend({
  signatureType: z.number(),
  content: z.unknown(),
  oaParam: z.object({ oaItemId: z.number(), oaReamrk: z.string() }),
});

export const ZSignSubmitted = z.object({
  contractId: z.number(),
  contractNo: z.string(),
  /** The approval record when the submission waits for one; 0 none. */
  approvalId: z.number(),
  state: z.number(),
  /** SHA-256 (hex) of the content's canonical JSON, frozen at submission. */
  contentHash: z.string(),
  version: z.number(),
});

const partyView = z.object({ type: z.number(), name: z.string(), certNo: z.string(), phone: z.string() });
const personView = z.object({ name: z.string(), certNo: z.string(), phone: z.string() });

export const ZSignContractRow = z.object({
  contractId: z.number(),
  contractNo: z.string(),
  title: z.string(),
  boxType: z.number(),
  state: z.number(),
  stateName: z.string(),
  houseName: z.string(),
  houseBuilding: z.string(),
  houseRoomNo: z.string(),
  partyAName: z.string(),
  partyBName: z.string(),
  userName: z.string(),
  createdAt: ZTime,
  updatedAt: ZTime,
});
export type TSignContractRow = z.output<typeof ZSignContractRow>;

/** signDetailV2: the contract with its parties masked and what the caller may do with it. */
export const ZSignContractDetail = ZSignContractRow.extend({
  boxid: z.number(),
  signatureType: z.number(),
  partyA: partyView,
  partyB: partyView,
  agentA: personView.nullable(),
  agentB: personView.nullable(),
  partyACoowner: z.array(personView),
  partyBCoowner: z.array(personView),
  signBodyList: z.array(z.object({ type: z.number(), id: z.number() })),
  contentHash: z.string(),
  version: z.number(),
  approvalId: z.number(),
  /** The approval request holding the parties' invitations while it is pending (0: not held). */
  heldApprovalId: z.number(),
  invalidRemark: z.string(),
  canEdit: z.boolean(),
  canInvalidate: z.boolean(),
  canRevokeInvalid: z.boolean(),
  canDelete: z.boolean(),
});
export type TSignContractDetail = z.output<typeof ZSignContractDetail>;

/** signContent: the contract body as the template prints it (parties masked). */
export const ZSignContentView = z.object({
  contractId: z.number(),
  title: z.string(),
  contents: z.array(z.object({ id: z.string(), heading: z.string(), paragraphs: z.array(z.string()) })),
  appliances: z.object({
    contentList: z.array(z.object({ name: z.string(), count: z.number(), remark: z.string() })),
    remark: z.string(),
  }),
  contentHash: z.string(),
});

export const ZSignLog = z.object({
  logId: z.number(),
  action: z.number(),
  actionName: z.string(),
  userName: z.string(),
  remark: z.string(),
  userAgent: z.string(),
  createdAt: ZTime,
});

/** signHistoryPosts: each version of the content (submission and every edit) with its hash. */
export const ZSignHistory = z.object({
  version: z.number(),
  contentHash: z.string(),
  action: z.number(),
  actionName: z.string(),
  userName: z.string(),
  createdAt: ZTime,
});

export const ZSignStateAnswer = z.object({ contractId: z.number(), state: z.number(), stateName: z.string() });

/** getContractSellData / getContractRentData: the form prefilled from a contract record. */
export const ZSignPrefill = z.object({
  contractId: z.number(),
  /** The template box type to open: 1 买卖 for a sale record, 2 租赁 for a rent record. */
  boxType: z.number(),
  content: z.object({
    houseName: z.string(),
    houseBuilding: z.string(),
    houseRoomNo: z.string(),
    partyA: partyView,
    partyB: partyView,
    values: z.record(z.string(), z.string()),
  }),
});
export type TSignPrefill = z.output<typeof ZSignPrefill>;

/** The preview calls: the body as it prints, and the signing steps (step 0 is edit mode). */
export const ZSignPreview = z.object({
  title: z.string(),
  contents: z.array(z.object({ id: z.string(), heading: z.string(), paragraphs: z.array(z.string()) })),
  steps: z.array(z.string()),
});
export const ZByBoxid = z.object({ boxid: ZId });

const ZOptionalId = numeric({ error: MSG.invalidParams })
  .int(MSG.invalidParams)
  .min(0, MSG.invalidParams)
  .max(Number.MAX_SAFE_INTEGER, MSG.invalidParams)
  .default(0);

/**
 * getSignInfo asks by contract, or by approval (seed 000 §3 names approvalId and state): the contract
 * whose submission or deletion that approval request holds. `state` is taken as the seed names it; the
 * answer always carries the contract's state as it is now.
 */
export const ZSignInfoQuery = z
  .object({ contractId: ZOptionalId, approvalId: ZOptionalId, state: ZOptionalId })
  .refine((q) => q.contractId > 0 || q.approvalId > 0, MSG.invalidParams);

/** getSignInfo: where a contract stands (seed 000 §3 "Sign info: approvalId, state"). */
export const ZSignInfo = z.object({
  contractId: z.number(),
  /** The approval record the contract waits for; 0 none. */
  approvalId: z.number(),
  state: z.number(),
  stateName: z.string(),
});

/** signStateCounts: the list's state badges, for a box type (0 all) within the caller's data scope. */
export const ZSignStateCountsQuery = z.object({
  type: intIn([0, 1, 2, 3], MSG.invalidParams).default(0),
});
export const ZSignStateCounts = z.object({
  /** Every state together (the 全部 badge). */
  total: z.number(),
  states: z.array(z.object({ state: z.number(), stateName: z.string(), count: z.number() })),
});
export type TSignStateCounts = z.output<typeof ZSignStateCounts>;

/** signDelete: 0 when deleted at once, else the approval request holding the deletion. */
export const ZSignDeleted = z.object({ approvalId: z.number() });
