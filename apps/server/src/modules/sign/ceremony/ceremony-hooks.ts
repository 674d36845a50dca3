import { maskPhone } from '@awb/contract/common/validators';
import {
  CEREMONY_EVENT,
  CEREMONY_LIMITS,
  CEREMONY_LINK_KIND,
  CEREMONY_SIDE,
  CEREMONY_SIDE_NAMES,
  CEREMONY_SIGNER_ROLE,
  CEREMONY_SIGNER_STATE,
  LIME_SIGNATURE_PATH,
} from '@awb/contract/sign-ceremony-constants';
import type { TSignContent } from '@awb/contract/sign-contract';
import { SIGN_BODY_TYPE, SIGN_CONTRACT_MSG } from '@awb/contract/sign-contract-constants';
import type { TExecutor } from '../../../platform/db/db.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { invalid } from '../../../platform/errors.ts';
import { signRepository } from '../sign.repository.ts';
import type { TSignContractDbRow } from '../sign-contract.repository.ts';
import { ceremonyRepository as repo, type TCeremonySignerRow } from './ceremony.repository.ts';
import { newSigningToken, newVerifyCode, readSigningToken } from './ceremony-links.ts';
import { companySignerPlan, signerPlan } from './signer-list.ts';

/**
 * The hooks the signing contracts call (sign-contract.service.ts): on submission and contractEdit the
 * signers and their links are made in the submitting transaction, the texts sent after it commits;
 * on invalidation an event is recorded (the signed PDF never changes). docs/signing-ceremony.md.
 */

export type TCeremonyOptions = {
  /** Put before the link's path in the text message (e.g. https://awb.example.com); '' sends a path. */
  origin: string;
  linkDays: number;
};
export type TInvitation = { phone: string; url: string; contractNo: string; roleLabel: string };
export type TEventActor = { ip: string; userAgent: string; userId?: number | null };
/** The drafting agent signing 经纪人（签字） at submission: who, the stored PNG, how it was taken. */
export type TBrokerSigner = { name: string; phone: string; signatureRef: string; remark: string };

const optionsByApp = new WeakMap<TDeps, TCeremonyOptions>();

/** Set by the ceremony routes for their app (tests build many apps in one process). */
export function configureCeremony(deps: TDeps, options: Partial<TCeremonyOptions>): void {
  optionsByApp.set(deps, { ...ceremonyOptions(deps), ...options });
}

export function ceremonyOptions(deps: TDeps): TCeremonyOptions {
  return optionsByApp.get(deps) ?? { origin: '', linkDays: CEREMONY_LIMITS.linkDays };
}

export function signingUrl(deps: TDeps, token: string): string {
  return `${ceremonyOptions(deps).origin}${LIME_SIGNATURE_PATH}?token=${encodeURIComponent(token)}`;
}

/** A new link for a signer, bound to the contract's content hash; only the token's HMAC is kept. */
export async function issueLink(
  deps: TDeps,
  db: TExecutor,
  signer: TCeremonySignerRow,
  contentHash: string,
  kind: number,
  agentUserId: number | null = null,
) {
  const now = deps.clock.now();
  const token = newSigningToken(signer.companyId);
  const read = readSigningToken(deps.secret, token);
  if (!read) throw new Error('token format');
  const expiresAt = new Date(now.getTime() + ceremonyOptions(deps).linkDays * 86_400_000);
  const id = await repo.insertLink(db, {
    companyId: signer.companyId,
    contractId: signer.contractId,
    signerId: signer.id,
    tokenHash: read.hash,
    kind,
    agentUserId,
    contentHash,
    expiresAt,
    createdAt: now,
  });
  return { id, token, url: signingUrl(deps, token), expiresAt };
}

export async function recordEvent(
  deps: TDeps,
  db: TExecutor,
  e: { companyId: number; contractId: number; action: number; remark?: string; version?: number | null },
  actor: TEventActor,
  signer?: Pick<TCeremonySignerRow, 'id' | 'roleLabel' | 'name' | 'phoneMasked'> | null,
): Promise<void> {
  await repo.insertEvent(db, {
    companyId: e.companyId,
    contractId: e.contractId,
    action: e.action,
    signerId: signer?.id || null,
    party: signer ? `${signer.roleLabel} ${signer.name}` : '',
    phoneMasked: signer?.phoneMasked ?? '',
    ip: actor.ip.slice(0, 60),
    device: actor.userAgent.slice(0, 300),
    remark: e.remark ?? '',
    userId: actor.userId ?? null,
    version: e.version ?? null,
    createdAt: deps.clock.now(),
  });
}

/**
 * The agent's row after every other signer, signed already: signing starts with the agency's block
 * complete. On an edit without a new signature the agent's earlier one is kept (`previous`).
 */
async function insertBrokerSigner(
  deps: TDeps,
  tx: TExecutor,
  row: TSignContractDbRow,
  seq: number,
  actor: TEventActor,
  broker: TBrokerSigner | null,
  previous: TCeremonySignerRow | undefined,
): Promise<void> {
  const now = deps.clock.now();
  if (!broker) {
    if (previous) await repo.insertSigners(tx, [{ ...previous, id: undefined, seq, createdAt: now }]);
    return;
  }
  const [signer] = await repo.insertSigners(tx, [
    {
      companyId: row.companyId,
      contractId: row.id,
      seq,
      side: CEREMONY_SIDE.broker,
      role: CEREMONY_SIGNER_ROLE.broker,
      roleLabel: CEREMONY_SIDE_NAMES[CEREMONY_SIDE.broker] ?? '',
      name: broker.name,
      phoneSealed: deps.personalData.seal(broker.phone),
      phoneMasked: maskPhone(broker.phone),
      state: CEREMONY_SIGNER_STATE.signed,
      signedAt: now,
      signatureRef: broker.signatureRef,
      ip: actor.ip.slice(0, 60),
      device: actor.userAgent.slice(0, 300),
      createdAt: now,
    },
  ]);
  const e = { companyId: row.companyId, contractId: row.id, action: CEREMONY_EVENT.signed, remark: broker.remark };
  await recordEvent(deps, tx, { ...e, version: row.version }, actor, signer);
}

/**
 * The agent's signature on a contract whose parties are not invited yet (its submission held by an
 * approval): the agent's row alone, which prepareCeremony carries over when the pass invites them.
 * Without a new signature the row already there stays.
 */
export async function signAsBroker(
  deps: TDeps,
  tx: TExecutor,
  row: TSignContractDbRow,
  actor: TEventActor,
  broker: TBrokerSigner | null,
): Promise<void> {
  if (!broker) return;
  await repo.removeSigners(tx, row.companyId, row.id);
  await insertBrokerSigner(deps, tx, row, 1, actor, broker, undefined);
}

/**
 * The signers of a submitted (or re-submitted) contract with a link each, then the drafting agent
 * who signed at submission. A contractEdit happens only before any party signed, so the signers are
 * simply made anew; their old links die with them (and by the content hash).
 */
export async function prepareCeremony(
  deps: TDeps,
  tx: TExecutor,
  row: TSignContractDbRow,
  content: TSignContent,
  actor: TEventActor,
  broker: TBrokerSigner | null = null,
): Promise<TInvitation[]> {
  const now = deps.clock.now();
  const seal = content.signBodyList.find((b) => b.type === SIGN_BODY_TYPE.seal);
  await repo.upsertCeremony(tx, {
    companyId: row.companyId,
    contractId: row.id,
    verifyCode: newVerifyCode(row.companyId),
    sealId: seal?.id ?? 0,
    contentHash: row.contentHash,
    createdAt: now,
  });
  const previous = (await repo.signers(tx, row.companyId, row.id)).find((s) => s.role === CEREMONY_SIGNER_ROLE.broker);
  await repo.removeSigners(tx, row.companyId, row.id);
  const plan = signerPlan(content);
  const body = content.signBodyList.find((b) => b.type === SIGN_BODY_TYPE.signer);
  if (body) {
    // Checked at submission (signSelectBody's list); a signer removed since then cannot sign.
    const certified = (await signRepository.signers(tx, row.companyId)).find((s) => s.id === body.id);
    if (!certified) throw invalid(SIGN_CONTRACT_MSG.signBodyInvalid);
    plan.push(companySignerPlan(certified, plan));
  }
  const signers = await repo.insertSigners(
    tx,
    plan.map((p) => ({
      companyId: row.companyId,
      contractId: row.id,
      seq: p.seq,
      side: p.side,
      role: p.role,
      roleLabel: p.roleLabel,
      name: p.name,
      phoneSealed: deps.personalData.seal(p.phone),
      phoneMasked: maskPhone(p.phone),
      certNoSealed: p.certNo ? deps.personalData.seal(p.certNo) : '',
      createdAt: now,
    })),
  );
  await insertBrokerSigner(deps, tx, row, plan.length + 1, actor, broker, previous);
  const invitations: TInvitation[] = [];
  for (const signer of signers) {
    const link = await issueLink(deps, tx, signer, row.contentHash, CEREMONY_LINK_KIND.sms);
    await recordEvent(
      deps,
      tx,
      { companyId: row.companyId, contractId: row.id, action: CEREMONY_EVENT.invited, version: row.version },
      actor,
      signer,
    );
    invitations.push({
      phone: deps.personalData.open(signer.phoneSealed),
      url: link.url,
      contractNo: row.contractNo,
      roleLabel: signer.roleLabel,
    });
  }
  return invitations;
}

/**
 * Sends the links after the submission committed (a text cannot be rolled back). A provider failure
 * does not undo the submission: the agent resends (signResend) or signs on site.
 */
export async function sendInvitations(deps: TDeps, invitations: TInvitation[]): Promise<void> {
  for (const i of invitations) {
    try {
      await deps.sms.send({
        phone: i.phone,
        template: 'sign-invite',
        params: { url: i.url, contractNo: i.contractNo, role: i.roleLabel },
      });
    } catch {
      // Recorded as invited; the agent can resend.
    }
  }
}

/** Invalidation stamps the verification page; the PDF is never changed. */
export async function recordInvalidation(
  deps: TDeps,
  tx: TExecutor,
  row: { companyId: number; id: number },
  remark: string,
  actor: TEventActor,
): Promise<void> {
  await recordEvent(
    deps,
    tx,
    { companyId: row.companyId, contractId: row.id, action: CEREMONY_EVENT.invalidated, remark },
    actor,
  );
}
