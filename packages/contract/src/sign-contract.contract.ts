import { z } from 'zod';
import { APP_TYPE } from './common/apps.ts';
import { endpoint, type TPermissionRef } from './common/endpoint.ts';
import { ZCursorListEnvelope, ZEmpty, ZEnvelope, ZListEnvelope } from './common/envelope.ts';
import { SIGN_ITEM } from './sign.contract.ts';
import {
  ZByBoxid,
  ZByContractId,
  ZByDraftCode,
  ZContractAction,
  ZContractEdit,
  ZContractSubmission,
  ZSignContentView,
  ZSignContractDetail,
  ZSignContractRow,
  ZSignDelete,
  ZSignDeleted,
  ZSignDraftDetail,
  ZSignDraftRow,
  ZSignDraftSave,
  ZSignDraftSaved,
  ZSignHistory,
  ZSignInfo,
  ZSignInfoQuery,
  ZSignLog,
  ZSignPostsQuery,
  ZSignPrefill,
  ZSignPreview,
  ZSignStateAnswer,
  ZSignStateCounts,
  ZSignStateCountsQuery,
  ZSignSubmitted,
} from './sign-contract.ts';
import { ZSignEditContent } from './sign-contract-edit.ts';
import { ZSignQuota } from './sign-quota.ts';

/**
 * 电子签约 (seed 000 §3–§9): drafts, submission, the list and detail of signing
 * contracts, invalidation and deletion. Decisions in docs/signing.md "Online signing II (server)".
 *
 * Who may call: saving drafts, submission and edits item 1 发起签约 (listing, resuming and deleting
 * one's own drafts any member: they are the caller's own); the prefill calls any member who may see
 * the contract record (the contract module's data scope decides); invalidating and revoking it item 2
 * 作废与撤销作废; deleting item 3 删除合同; the list, detail, content, logs and history any member
 * within the caller's data scope of app type 6.
 */
const sign = (itemId: number): TPermissionRef => ({ appType: APP_TYPE.sign, itemId });

export const SIGN_CONTRACT_PERMISSION = {
  start: sign(SIGN_ITEM.start),
  invalidate: sign(SIGN_ITEM.invalidate),
  remove: sign(SIGN_ITEM.remove),
} as const satisfies Record<string, TPermissionRef>;

export const signContractEndpoints = {
  signDraftSave: endpoint({
    method: 'POST',
    path: '/sign/signDraftSave',
    auth: 'member',
    permission: SIGN_CONTRACT_PERMISSION.start,
    summary:
      'Save a draft as the agent types (new without draftCode, else with its version: 409 when stale); saved only once houseName, houseBuilding or houseRoomNo is filled (saved false otherwise)',
    body: ZSignDraftSave,
    response: ZEnvelope(ZSignDraftSaved),
  }),
  signDraftPosts: endpoint({
    method: 'GET',
    path: '/sign/signDraftPosts',
    auth: 'member',
    summary: "The caller's drafts, newest first",
    response: ZListEnvelope(ZSignDraftRow),
  }),
  signDraftDetail: endpoint({
    method: 'GET',
    path: '/sign/signDraftDetail',
    auth: 'member',
    summary: "One of the caller's drafts with its content, to resume",
    query: ZByDraftCode,
    response: ZEnvelope(ZSignDraftDetail),
  }),
  signDraftDel: endpoint({
    method: 'POST',
    path: '/sign/signDraftDel',
    auth: 'member',
    bodyType: 'form',
    summary: "Delete one of the caller's drafts (the page asks first)",
    body: ZByDraftCode,
    response: ZEnvelope(ZEmpty),
  }),
  signAddView: endpoint({
    method: 'GET',
    path: '/sign/signAddView',
    auth: 'member',
    summary: "The page link that resumes one of the caller's drafts (url)",
    query: ZByDraftCode,
    response: ZEnvelope(z.object({ url: z.string() })),
  }),
  contractSubmission: endpoint({
    method: 'POST',
    path: '/sign/contractSubmission',
    auth: 'member',
    permission: SIGN_CONTRACT_PERMISSION.start,
    idempotent: true,
    summary:
      'Submit a contract: every rule checked (405 the first form problem; 400020 with data = every wrong identity field; 406 no signing quota); the content is frozen with its SHA-256; the draft is removed',
    body: ZContractSubmission,
    response: ZEnvelope(ZSignSubmitted),
  }),
  signQuota: endpoint({
    method: 'GET',
    path: '/sign/signQuota',
    auth: 'member',
    permission: SIGN_CONTRACT_PERMISSION.start,
    summary:
      "(designed) The company's signing quota of the current period: contracts, used, remain (0: contractSubmission answers 406)",
    response: ZEnvelope(ZSignQuota),
  }),
  signEditContent: endpoint({
    method: 'GET',
    path: '/sign/signEditContent',
    auth: 'member',
    permission: SIGN_CONTRACT_PERMISSION.start,
    summary:
      "A contract's content unmasked, to edit it (修改合同): only within the caller's data scope and while nobody signed it (待签署); logged as 打开修改",
    query: ZByContractId,
    response: ZEnvelope(ZSignEditContent),
  }),
  contractEdit: endpoint({
    method: 'POST',
    path: '/sign/contractEdit',
    auth: 'member',
    permission: SIGN_CONTRACT_PERMISSION.start,
    summary: 'Replace the content of a contract nobody has signed (same rules as submission; 409 when stale)',
    body: ZContractEdit,
    response: ZEnvelope(ZSignSubmitted),
  }),
  signPosts: endpoint({
    method: 'GET',
    path: '/sign/signPosts',
    auth: 'member',
    summary:
      'Signing contracts: key, type (box type, 0 all), state (7 all), dateStart/dateEnd (created), sortField (4 newest), 10 a page, cursor for keyset paging',
    query: ZSignPostsQuery,
    response: ZCursorListEnvelope(ZSignContractRow),
  }),
  signStateCounts: endpoint({
    method: 'GET',
    path: '/sign/signStateCounts',
    auth: 'member',
    summary:
      "The list's state badges: contracts per state (and all) of a box type (0 all) within the caller's data scope",
    query: ZSignStateCountsQuery,
    response: ZEnvelope(ZSignStateCounts),
  }),
  signDetailV2: endpoint({
    method: 'GET',
    path: '/sign/signDetailV2',
    auth: 'member',
    summary: 'A signing contract with its parties (ID numbers and phones masked) and the actions allowed',
    query: ZByContractId,
    response: ZEnvelope(ZSignContractDetail),
  }),
  signContent: endpoint({
    method: 'GET',
    path: '/sign/signContent',
    auth: 'member',
    summary: "The contract body as the template prints it, parties masked, with the frozen content's hash",
    query: ZByContractId,
    response: ZEnvelope(ZSignContentView),
  }),
  operationlogs: endpoint({
    method: 'GET',
    path: '/sign/operationlogs',
    auth: 'member',
    summary: "A contract's operation log: every event with who, when and the device (user agent)",
    query: ZByContractId,
    response: ZListEnvelope(ZSignLog),
  }),
  signHistoryPosts: endpoint({
    method: 'GET',
    path: '/sign/signHistoryPosts',
    auth: 'member',
    summary: "A contract's content versions (submission and edits) with their hashes",
    query: ZByContractId,
    response: ZListEnvelope(ZSignHistory),
  }),
  signInvalid: endpoint({
    method: 'POST',
    path: '/sign/signInvalid',
    auth: 'member',
    permission: SIGN_CONTRACT_PERMISSION.invalidate,
    summary: 'Invalidate a contract (待签署, 签署中 or 已完成) with an optional remark',
    body: ZContractAction,
    response: ZEnvelope(ZSignStateAnswer),
  }),
  signInvalidRevoke: endpoint({
    method: 'POST',
    path: '/sign/signInvalidRevoke',
    auth: 'member',
    permission: SIGN_CONTRACT_PERMISSION.invalidate,
    summary: 'Revoke an invalidation: the contract goes back to the state it had',
    body: ZContractAction,
    response: ZEnvelope(ZSignStateAnswer),
  }),
  signDelete: endpoint({
    method: 'POST',
    path: '/sign/signDelete',
    auth: 'member',
    permission: SIGN_CONTRACT_PERMISSION.remove,
    summary:
      'Delete a contract nobody signed (a signed one can only be invalidated); answers approvalId (0: deleted at once; else held for that approval request)',
    body: ZSignDelete,
    response: ZEnvelope(ZSignDeleted),
  }),
  getContractSellData: endpoint({
    method: 'GET',
    path: '/sign/getContractSellData',
    auth: 'member',
    summary:
      'The sale form prefilled from a sale contract record (house, parties, price, dates); phones only when the caller may see them',
    query: ZByContractId,
    response: ZEnvelope(ZSignPrefill),
  }),
  getContractRentData: endpoint({
    method: 'GET',
    path: '/sign/getContractRentData',
    auth: 'member',
    summary: 'The lease form prefilled from a rent contract record (house, parties, rent, deposit, lease dates)',
    query: ZByContractId,
    response: ZEnvelope(ZSignPrefill),
  }),
  signingPreviewContent: endpoint({
    method: 'GET',
    path: '/sign/signingPreviewContent',
    auth: 'member',
    summary: "A template's body with its default answers, and the signing steps",
    query: ZByBoxid,
    response: ZEnvelope(ZSignPreview),
  }),
  signingPreviewEditContent: endpoint({
    method: 'GET',
    path: '/sign/signingPreviewEditContent',
    auth: 'member',
    summary: "A submitted contract's body (parties masked), and the signing steps",
    query: ZByContractId,
    response: ZEnvelope(ZSignPreview),
  }),
  signingPreviewDraftDetail: endpoint({
    method: 'GET',
    path: '/sign/signingPreviewDraftDetail',
    auth: 'member',
    summary: "One of the caller's drafts as it would print (parties masked), and the signing steps",
    query: ZByDraftCode,
    response: ZEnvelope(ZSignPreview),
  }),
  getSignInfo: endpoint({
    method: 'GET',
    path: '/sign/getSignInfo',
    auth: 'member',
    summary:
      "A contract's approvalId (0 none) and state, asked by contractId or by approvalId (the contract whose submission or deletion that request holds)",
    query: ZSignInfoQuery,
    response: ZEnvelope(ZSignInfo),
  }),
} as const;
