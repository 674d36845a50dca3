import { endpoint } from './common/endpoint.ts';
import { ZEmpty, ZEnvelope, ZListEnvelope } from './common/envelope.ts';
import {
  ZBySigner,
  ZByToken,
  ZCeremonyEventRow,
  ZCeremonySigner,
  ZFileLink,
  ZHistoryViewQuery,
  ZOnsiteStarted,
  ZSealApplied,
  ZSealApply,
  ZShareQuery,
  ZSigningDone,
  ZSigningFace,
  ZSigningOpen,
  ZSigningVerify,
  ZVerifyAnswer,
  ZVerifyFileAnswer,
  ZVerifyQuery,
} from './sign-ceremony.ts';
import { SIGN_CONTRACT_PERMISSION } from './sign-contract.contract.ts';
import { ZByContractId } from './sign-contract.ts';
import { ZByCopy, ZSignCopyRow, ZSigningCopy } from './sign-copy.ts';

/**
 * 电子签约 (seed 000 §2 lime-signature, pdf-viewer, §7 signCustomModelView,
 * signCustomModeHistoryView): the signing ceremony. Calls the seed does not name are "(designed)".
 * docs/signing-ceremony.md.
 *
 * Who may call: the public signing calls need no account (the link's token authorises, 'none'); the
 * verification calls are public and rate-limited per IP; resending a link and starting on-site signing
 * need item 1 发起签约; applying the seal any member who keeps the seal; the views, signers and events
 * any member within the data scope of app type 6.
 */
export const signCeremonyEndpoints = {
  signingOpen: endpoint({
    method: 'GET',
    path: '/sign/signingOpen',
    auth: 'none',
    summary:
      '(designed) Public: what a signing link opens, the whole contract (masked) and who signs (链接已失效 when dead); verified only for the device verified on this link',
    query: ZByToken,
    response: ZEnvelope(ZSigningOpen),
  }),
  signingCode: endpoint({
    method: 'POST',
    path: '/sign/signingCode',
    auth: 'none',
    summary:
      "(designed) Public: a code to the signer's own phone for this link only, its text naming the brokerage and the contract number (60 s between sends, 10 minutes, 5 tries); ends the link's verifications",
    body: ZByToken,
    response: ZEnvelope(ZEmpty),
  }),
  signingFaceUrl: endpoint({
    method: 'POST',
    path: '/sign/signingFaceUrl',
    auth: 'none',
    summary: '(designed) Public: start the face check of the signer when the company requires it',
    body: ZByToken,
    response: ZEnvelope(ZSigningFace),
  }),
  signingVerify: endpoint({
    method: 'POST',
    path: '/sign/signingVerify',
    auth: 'none',
    summary:
      "(designed) Public: check the link's code (and its passed face check where required) before drawing; verifies this link on this device only (an HttpOnly cookie) for 10 minutes",
    body: ZSigningVerify,
    response: ZEnvelope(ZEmpty),
  }),
  signingSubmit: endpoint({
    method: 'POST',
    path: '/sign/signingSubmit',
    auth: 'none',
    bodyType: 'multipart',
    summary:
      '(designed) Public, multipart {token, file}: the drawn signature (PNG, not blank, at most 1 MB) from the device verified on this link; the verification and the link are then used up',
    response: ZEnvelope(ZSigningDone),
  }),
  signingCopy: endpoint({
    method: 'GET',
    path: '/sign/signingCopy',
    auth: 'none',
    summary:
      "(designed) Public: a party's copy of the signed contract, by their copy link's token or the signing link they signed with; once complete, 30-minute links to view and download their PDF (revoked or expired: refused)",
    query: ZByToken,
    response: ZEnvelope(ZSigningCopy),
  }),
  signSigners: endpoint({
    method: 'GET',
    path: '/sign/signSigners',
    auth: 'member',
    summary: '(designed) The signers of a contract in signing order, with their states (phones masked)',
    query: ZByContractId,
    response: ZListEnvelope(ZCeremonySigner),
  }),
  signResend: endpoint({
    method: 'POST',
    path: '/sign/signResend',
    auth: 'member',
    permission: SIGN_CONTRACT_PERMISSION.start,
    summary: "(designed) Send a signer a new link by SMS (the signer's older links die)",
    body: ZBySigner,
    response: ZEnvelope(ZEmpty),
  }),
  signOnsite: endpoint({
    method: 'POST',
    path: '/sign/signOnsite',
    auth: 'member',
    permission: SIGN_CONTRACT_PERMISSION.start,
    summary:
      "(designed) On-site signing: a one-time link for the chosen party, opened on the agent's phone; the party still proves who they are with their own code",
    body: ZBySigner,
    response: ZEnvelope(ZOnsiteStarted),
  }),
  sealApply: endpoint({
    method: 'POST',
    path: '/sign/sealApply',
    auth: 'member',
    summary:
      "(designed) The seal's keeper applies the company seal chosen as signing body once every party signed; where a flow guards 合同用章 (item 6) it answers 已提交审批 with approvalId and the last pass applies it",
    body: ZSealApply,
    response: ZEnvelope(ZSealApplied),
  }),
  signCopies: endpoint({
    method: 'GET',
    path: '/sign/signCopies',
    auth: 'member',
    summary: "(designed) Each party's copy link of a completed contract: state, expiry, when its text was sent",
    query: ZByContractId,
    response: ZListEnvelope(ZSignCopyRow),
  }),
  signCopyRevoke: endpoint({
    method: 'POST',
    path: '/sign/signCopyRevoke',
    auth: 'member',
    permission: SIGN_CONTRACT_PERMISSION.start,
    summary: "(designed) Revoke a party's copy link (and their access through the signing link they used)",
    body: ZByCopy,
    response: ZEnvelope(ZEmpty),
  }),
  signCopyResend: endpoint({
    method: 'POST',
    path: '/sign/signCopyResend',
    auth: 'member',
    permission: SIGN_CONTRACT_PERMISSION.start,
    summary:
      "(designed) Text a party's copy link again: a new link with a new expiry (the old one stops working; a revoked copy is issued anew); once a minute per copy",
    body: ZByCopy,
    response: ZEnvelope(ZSignCopyRow),
  }),
  signEvents: endpoint({
    method: 'GET',
    path: '/sign/signEvents',
    auth: 'member',
    summary: '(designed) Every event of the ceremony with party, masked phone, IP and device (the audit page)',
    query: ZByContractId,
    response: ZListEnvelope(ZCeremonyEventRow),
  }),
  signCustomModelView: endpoint({
    method: 'GET',
    path: '/sign/signCustomModelView',
    auth: 'member',
    summary: 'A signed, expiring link to the PDF: the signed file once completed, else a preview without signatures',
    query: ZByContractId,
    response: ZEnvelope(ZFileLink),
  }),
  signCustomModeHistoryView: endpoint({
    method: 'GET',
    path: '/sign/signCustomModeHistoryView',
    auth: 'member',
    summary: 'A signed, expiring link to a version of the contract (version: signHistoryPosts; default the current)',
    query: ZHistoryViewQuery,
    response: ZEnvelope(ZFileLink),
  }),
  signShareLink: endpoint({
    method: 'GET',
    path: '/sign/signShareLink',
    auth: 'member',
    summary: '(designed) A signed link to share the PDF, expiring after `hours` (default 72)',
    query: ZShareQuery,
    response: ZEnvelope(ZFileLink),
  }),
  verify: endpoint({
    method: 'GET',
    path: '/sign/verify',
    auth: 'none',
    summary:
      '(designed) Public verification (/verify/<code>): valid, invalidated (reason, date), signing or unknown; contract number, masked names and state only',
    query: ZVerifyQuery,
    response: ZEnvelope(ZVerifyAnswer),
  }),
  verifyFile: endpoint({
    method: 'POST',
    path: '/sign/verifyFile',
    auth: 'none',
    bodyType: 'multipart',
    summary: '(designed) Public, multipart {code, file}: whether a dropped PDF is byte for byte the signed file',
    response: ZEnvelope(ZVerifyFileAnswer),
  }),
} as const;
