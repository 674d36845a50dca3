import { formatTime } from '@awb/contract/common/china-time';
import { CODE } from '@awb/contract/common/codes';
import type { TSigningOpen } from '@awb/contract/sign-ceremony';
import {
  CEREMONY_EVENT,
  CEREMONY_LIMITS,
  CEREMONY_LINK_KIND,
  CEREMONY_MSG,
  CEREMONY_PHONE_CODE,
  CEREMONY_SIGNER_STATE,
  CEREMONY_SIGNER_STATE_NAMES,
  FACE_CHECK_PARAM,
} from '@awb/contract/sign-ceremony-constants';
import { SIGN_CODE_VALID_SECONDS, SIGN_MSG } from '@awb/contract/sign-constants';
import { ZSignContent } from '@awb/contract/sign-contract';
import {
  SIGN_CONTRACT_STATE,
  SIGN_CONTRACT_STATE_NAMES,
  SIGN_WAITING_STATES,
} from '@awb/contract/sign-contract-constants';
import { fillSections } from '@awb/contract/sign-template-rules';
import type { TExecutor } from '../../../platform/db/db.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { AppError, invalid } from '../../../platform/errors.ts';
import { peopleByIds } from '../../housing/housing-people.ts';
import { contractParties } from '../agency.ts';
import { companyFullName } from '../company-full-name.ts';
import type { FaceVerifier } from '../face/face-verifier.ts';
import { normalizeSignaturePng, SIGNATURE_EMPTY_MSG } from '../seal-drawing/signature-png.ts';
import { signRepository } from '../sign.repository.ts';
import { ceremonyRepository as repo, type TCeremonyLinkRow, type TCeremonySignerRow } from './ceremony.repository.ts';
import { recordEvent, type TEventActor } from './ceremony-hooks.ts';
import { readSigningToken } from './ceremony-links.ts';
import type { CeremonyCompletion } from './completion.ts';
import { ownerContext } from './signed-document.ts';
import { maskName } from './signer-list.ts';
import { deviceHash, grantVerification, type TDeviceCookies, type TDeviceGrant } from './signing-device.ts';

const dead = () => new AppError(CODE.invalid, CEREMONY_MSG.linkInvalid);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The phone-code scope of a link: a code asked on one link checks on that link only. */
const codeScope = (link: Pick<TCeremonyLinkRow, 'companyId' | 'id'>) => `sign-link:${link.companyId}:${link.id}`;

/**
 * The public signing calls of a link (no account: the token authorises). A link is alive while it is
 * unexpired, not revoked or used, its signer has not signed, and the contract's content hash is still
 * the one it was issued for. Signing is ordered (甲方 side, then 乙方 side): docs/signing-ceremony.md.
 *
 * Proving who signs is bound to the link and the device: the code is issued for the link (its SMS names
 * the brokerage and the contract number), and checking it gives this device alone a verification of
 * the link (signing-device.ts) for CEREMONY_LIMITS.verifiedMinutes, spent by the signature.
 */
export class SigningService {
  constructor(
    private readonly deps: TDeps,
    private readonly face: FaceVerifier,
    private readonly completion: CeremonyCompletion,
  ) {}

  private async resolve(token: string) {
    const { db, clock } = this.deps;
    const read = readSigningToken(this.deps.secret, token);
    if (!read) throw dead();
    const link = await repo.link(db, read.companyId, read.hash);
    if (!link) throw dead();
    const contract = await repo.contract(db, link.companyId, link.contractId);
    if (!contract) throw dead();
    const signers = await repo.signers(db, link.companyId, link.contractId);
    const signer = signers.find((s) => s.id === link.signerId);
    if (!signer) throw dead();
    if (signer.state === CEREMONY_SIGNER_STATE.signed) throw invalid(CEREMONY_MSG.alreadySigned);
    if (link.revokedAt || link.usedAt || link.contentHash !== contract.contentHash) throw dead();
    if (!(SIGN_WAITING_STATES as readonly number[]).includes(contract.state)) throw invalid(CEREMONY_MSG.notSignable);
    if (link.expiresAt.getTime() <= clock.now().getTime()) throw invalid(CEREMONY_MSG.linkExpired);
    const next = signers.find((s) => s.state === CEREMONY_SIGNER_STATE.waiting);
    return { link, contract, signers, signer, yourTurn: next?.id === signer.id };
  }

  private turnFirst(yourTurn: boolean) {
    if (!yourTurn) throw invalid(CEREMONY_MSG.notYourTurn);
  }

  private async faceRequired(companyId: number, signer: TCeremonySignerRow): Promise<boolean> {
    if (!signer.certNoSealed) return false;
    const setting = await signRepository.setting(this.deps.db, companyId);
    return setting?.paramMap[FACE_CHECK_PARAM] === '1';
  }

  /** The link's live verification held by this device, if any. */
  private async verification(link: TCeremonyLinkRow, cookies: TDeviceCookies, db: TExecutor = this.deps.db) {
    const hash = deviceHash(this.deps, link.id, cookies);
    if (!hash) return undefined;
    return repo.liveVerification(db, link.companyId, link.id, hash, this.deps.clock.now());
  }

  private async event(
    s: TCeremonySignerRow,
    action: number,
    actor: TEventActor,
    onsiteAgent: number | null,
    db: TExecutor = this.deps.db,
  ) {
    // On site the agent's phone is the device: the event stays the party's, the agent is noted.
    let remark = '';
    if (onsiteAgent) {
      const agent = (await peopleByIds(db, s.companyId, [onsiteAgent])).get(onsiteAgent);
      remark = `现场签署（经办人${agent?.userName ?? ''}的设备）`;
    }
    await recordEvent(this.deps, db, { companyId: s.companyId, contractId: s.contractId, action, remark }, actor, s);
  }

  async open(token: string, cookies: TDeviceCookies, actor: TEventActor): Promise<TSigningOpen> {
    const { link, contract, signers, signer, yourTurn } = await this.resolve(token);
    const content = ZSignContent.parse(JSON.parse(this.deps.personalData.open(contract.contentSealed)));
    const parties = await contractParties(this.deps.db, contract);
    await this.event(signer, CEREMONY_EVENT.opened, actor, link.agentUserId);
    return {
      contractNo: contract.contractNo,
      title: contract.title,
      contents: fillSections(contract.template, content.values, parties),
      appliances: content.appliances,
      contentHash: contract.contentHash,
      stateName: SIGN_CONTRACT_STATE_NAMES[contract.state] ?? '',
      signer: {
        ...this.signerView(signer),
        faceRequired: await this.faceRequired(contract.companyId, signer),
        verified: (await this.verification(link, cookies)) !== undefined,
        yourTurn,
        onsite: link.kind === CEREMONY_LINK_KIND.onsite,
      },
      signers: signers.map((s) => ({
        roleLabel: s.roleLabel,
        name: s.id === signer.id ? s.name : maskName(s.name),
        stateName: CEREMONY_SIGNER_STATE_NAMES[s.state] ?? '',
      })),
    };
  }

  signerView(s: TCeremonySignerRow) {
    return {
      signerId: s.id,
      seq: s.seq,
      side: s.side,
      role: s.role,
      roleLabel: s.roleLabel,
      name: s.name,
      phone: s.phoneMasked,
      state: s.state,
      stateName: CEREMONY_SIGNER_STATE_NAMES[s.state] ?? '',
      signedAt: formatTime(s.signedAt),
    };
  }

  /**
   * The code goes to the signer's own phone, never to a number the caller gives (60 s, 10 min, 5 tries).
   * It is the link's code: it checks on this link only, and its text names the brokerage and the
   * contract. A new code ends the link's verifications (and, as always, its older codes).
   */
  async sendCode(token: string, actor: TEventActor): Promise<void> {
    const { link, contract, signer, yourTurn } = await this.resolve(token);
    this.turnFirst(yourTurn);
    const phone = this.deps.personalData.open(signer.phoneSealed);
    const company = await companyFullName(this.deps.db, link.companyId);
    await this.deps.phoneCodes.send(phone, CEREMONY_PHONE_CODE, actor.ip, SIGN_CODE_VALID_SECONDS, {
      scope: codeScope(link),
      template: 'sign-code',
      params: { company, contractNo: contract.contractNo },
    });
    await repo.revokeVerifications(this.deps.db, link.companyId, link.id, this.deps.clock.now());
    await this.event(signer, CEREMONY_EVENT.codeSent, actor, link.agentUserId);
  }

  /** The face check of the link (it counts for a verification of this link only). */
  async faceUrl(token: string): Promise<{ faceId: string; qrCode: string }> {
    const { link, contract, signer, yourTurn } = await this.resolve(token);
    this.turnFirst(yourTurn);
    if (!(await this.faceRequired(contract.companyId, signer))) throw invalid(CEREMONY_MSG.faceNotNeeded);
    if (!this.face.configured) throw new AppError(CODE.serviceUnavailable, SIGN_MSG.faceNotConfigured);
    const idNo = this.deps.personalData.open(signer.certNoSealed);
    const started = await this.face.start({ name: signer.name, idNo });
    await repo.updateLink(this.deps.db, link.companyId, link.id, { faceId: started.faceId });
    return { faceId: started.faceId, qrCode: started.url };
  }

  /**
   * The face check first where required, then the link's code: the answer is a verification of this
   * link for the calling device (its secret goes into the device's cookie, see signing-device.ts).
   */
  async verify(token: string, code: string, actor: TEventActor): Promise<TDeviceGrant> {
    const { link, contract, signer, yourTurn } = await this.resolve(token);
    this.turnFirst(yourTurn);
    if (await this.faceRequired(contract.companyId, signer)) {
      if (!link.faceId) throw invalid(CEREMONY_MSG.faceRequired);
      const outcome = await this.face.status(link.faceId);
      if (outcome === 'pending') throw invalid(CEREMONY_MSG.facePending);
      if (outcome === 'failed') throw invalid(CEREMONY_MSG.faceFailed);
    }
    const phone = this.deps.personalData.open(signer.phoneSealed);
    const codeId = await this.deps.phoneCodes.verify(phone, CEREMONY_PHONE_CODE, code, codeScope(link));
    return this.deps.db.transaction(async (tx) => {
      await this.deps.phoneCodes.consume(tx, codeId);
      const grant = await grantVerification(this.deps, tx, link);
      await this.event(signer, CEREMONY_EVENT.verified, actor, link.agentUserId, tx);
      return grant;
    });
  }

  /**
   * Validates the drawn PNG (type by content, not blank, size cap) and records the signature, spending
   * this device's verification of the link in the same transaction. Answers the link's id with the
   * result: the route drops that link's cookie.
   */
  async submit(token: string, file: Buffer | undefined, cookies: TDeviceCookies, actor: TEventActor) {
    const { link, contract, signer, yourTurn } = await this.resolve(token);
    this.turnFirst(yourTurn);
    if (!(await this.verification(link, cookies))) throw invalid(CEREMONY_MSG.verifyFirst);
    if (!file || file.length === 0) throw invalid(SIGNATURE_EMPTY_MSG);
    if (file.length > CEREMONY_LIMITS.signatureBytes) throw invalid(CEREMONY_MSG.signatureTooLarge);
    if (!file.subarray(0, 8).equals(PNG_MAGIC)) throw invalid(CEREMONY_MSG.signatureFormat);
    const { png } = await normalizeSignaturePng(file);
    const { db, clock } = this.deps;
    const signatureRef = await this.deps.uploads.accept(
      db,
      ownerContext(contract.companyId, contract.userId),
      { bytes: png, filename: 'signature.png' },
      { purpose: 'sign-ceremony-signature', types: ['image/png'], maxBytes: CEREMONY_LIMITS.signatureBytes },
    );
    const now = clock.now();
    await db.transaction(async (tx) => {
      const locked = await repo.contract(tx, contract.companyId, contract.id, true);
      if (!locked || locked.contentHash !== link.contentHash) throw dead();
      if (!(SIGN_WAITING_STATES as readonly number[]).includes(locked.state)) throw invalid(CEREMONY_MSG.notSignable);
      const fresh = (await repo.signers(tx, signer.companyId, signer.contractId)).find((s) => s.id === signer.id);
      if (!fresh || fresh.state === CEREMONY_SIGNER_STATE.signed) throw invalid(CEREMONY_MSG.alreadySigned);
      const verification = await this.verification(link, cookies, tx);
      if (!verification || !(await repo.spendVerification(tx, link.companyId, verification.id, now))) {
        throw invalid(CEREMONY_MSG.verifyFirst);
      }
      await repo.updateSigner(tx, signer.companyId, signer.id, {
        state: CEREMONY_SIGNER_STATE.signed,
        signedAt: now,
        signatureRef,
        ip: actor.ip.slice(0, 60),
        device: actor.userAgent.slice(0, 300),
      });
      await repo.useLink(tx, signer.companyId, link.id, now);
      await repo.revokeLinks(tx, signer.companyId, signer.id, now);
      if (locked.state === SIGN_CONTRACT_STATE.waiting || !locked.signedAny) {
        await repo.setContract(tx, locked.companyId, locked.id, {
          state: SIGN_CONTRACT_STATE.signing,
          signedAny: 1,
          updatedAt: now,
        });
      }
      await this.event(signer, CEREMONY_EVENT.signed, actor, link.agentUserId, tx);
    });
    await this.completion.completeIfReady(contract.companyId, contract.id);
    const after = await repo.contract(db, contract.companyId, contract.id);
    const state = after?.state ?? SIGN_CONTRACT_STATE.signing;
    return { done: { signerId: signer.id, state, stateName: SIGN_CONTRACT_STATE_NAMES[state] ?? '' }, linkId: link.id };
  }
}
