import { APP_TYPE } from '@awb/contract/common/apps';
import { formatTime } from '@awb/contract/common/china-time';
import {
  CEREMONY_EVENT,
  CEREMONY_EVENT_NAMES,
  CEREMONY_LIMITS,
  CEREMONY_LINK_KIND,
  CEREMONY_MSG,
  CEREMONY_SIGNER_STATE,
} from '@awb/contract/sign-ceremony-constants';
import {
  SIGN_BODY_TYPE,
  SIGN_CONTRACT_MSG,
  SIGN_CONTRACT_STATE,
  SIGN_CONTRACT_STATE_NAMES,
} from '@awb/contract/sign-contract-constants';
import type { TRequestContext } from '../../../platform/auth/context.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { invalid, notFound } from '../../../platform/errors.ts';
import { ownerScope } from '../../org/data-scope.ts';
import type { SealService } from '../seal.service.ts';
import { signContractRepository } from '../sign-contract.repository.ts';
import { signContracts } from '../sign-contract.table.ts';
import { holdSealUse } from '../sign-oa-actions.ts';
import { ceremonyRepository as repo } from './ceremony.repository.ts';
import { issueLink, recordEvent, sendInvitations, type TEventActor } from './ceremony-hooks.ts';
import { newVerifyCode, pdfLink, type TPdfKind } from './ceremony-links.ts';
import type { CeremonyCompletion } from './completion.ts';
import { applySealUse, checkSealUse } from './seal-use.ts';
import type { SigningService } from './signing.service.ts';

/**
 * What members do in the ceremony: the signer list, resending a link, on-site signing, the company
 * seal, the events, and the signed links of the PDF (viewer and share). docs/signing-ceremony.md.
 */
export class CeremonyService {
  constructor(
    private readonly deps: TDeps,
    private readonly signing: SigningService,
    private readonly completion: CeremonyCompletion,
    private readonly seals: SealService,
  ) {}

  /** A contract within the caller's data scope of app type 6 (others: 合同不存在或已删除). */
  private async visible(ctx: TRequestContext, contractId: number) {
    const scope = ownerScope(ctx, APP_TYPE.sign, signContracts.userId);
    const row = await signContractRepository.find(this.deps.db, ctx.companyId, contractId, scope);
    if (!row) throw notFound(SIGN_CONTRACT_MSG.notFound);
    const ceremony =
      (await repo.ceremony(this.deps.db, ctx.companyId, contractId)) ??
      (await repo.ensureCeremony(this.deps.db, {
        companyId: ctx.companyId,
        contractId,
        verifyCode: newVerifyCode(ctx.companyId),
        sealId: row.parties.signBodyList.find((b) => b.type === SIGN_BODY_TYPE.seal)?.id ?? 0,
        contentHash: row.contentHash,
        createdAt: this.deps.clock.now(),
      }));
    if (!ceremony) throw notFound(SIGN_CONTRACT_MSG.notFound);
    return { contract: row, ceremony };
  }

  async signers(ctx: TRequestContext, contractId: number) {
    await this.visible(ctx, contractId);
    const rows = await repo.signers(this.deps.db, ctx.companyId, contractId);
    return rows.map((s) => this.signing.signerView(s));
  }

  private async waitingSigner(ctx: TRequestContext, contractId: number, signerId: number) {
    const { contract } = await this.visible(ctx, contractId);
    const signer = (await repo.signers(this.deps.db, ctx.companyId, contractId)).find((s) => s.id === signerId);
    if (!signer) throw notFound(CEREMONY_MSG.signerNotFound);
    if (signer.state === CEREMONY_SIGNER_STATE.signed) throw invalid(CEREMONY_MSG.alreadySigned);
    if (contract.state !== SIGN_CONTRACT_STATE.waiting && contract.state !== SIGN_CONTRACT_STATE.signing) {
      throw invalid(CEREMONY_MSG.notSignable);
    }
    return { contract, signer };
  }

  /** A new SMS link; the signer's older links die (only the newest text works). */
  async resend(ctx: TRequestContext, contractId: number, signerId: number, actor: TEventActor): Promise<void> {
    const { contract, signer } = await this.waitingSigner(ctx, contractId, signerId);
    const link = await this.deps.db.transaction(async (tx) => {
      await repo.revokeLinks(tx, ctx.companyId, signer.id, this.deps.clock.now());
      const issued = await issueLink(this.deps, tx, signer, contract.contentHash, CEREMONY_LINK_KIND.sms);
      await recordEvent(
        this.deps,
        tx,
        { companyId: ctx.companyId, contractId, action: CEREMONY_EVENT.resent },
        actor,
        signer,
      );
      return issued;
    });
    const phone = this.deps.personalData.open(signer.phoneSealed);
    await sendInvitations(this.deps, [
      { phone, url: link.url, contractNo: contract.contractNo, roleLabel: signer.roleLabel },
    ]);
  }

  /**
   * On-site signing: a one-time link for the chosen party, opened on the agent's phone. The party's SMS
   * link stays alive; whichever is used first signs. The party still proves who they are with the code
   * sent to their own phone.
   */
  async onsite(ctx: TRequestContext, contractId: number, signerId: number, actor: TEventActor) {
    const { contract, signer } = await this.waitingSigner(ctx, contractId, signerId);
    return this.deps.db.transaction(async (tx) => {
      const issued = await issueLink(
        this.deps,
        tx,
        signer,
        contract.contentHash,
        CEREMONY_LINK_KIND.onsite,
        ctx.userId,
      );
      const e = {
        companyId: ctx.companyId,
        contractId,
        action: CEREMONY_EVENT.onsiteStarted,
        remark: '经办人发起现场签署',
      };
      await recordEvent(this.deps, tx, e, actor, signer);
      return { token: issued.token, url: issued.url, expireAt: formatTime(issued.expiresAt) };
    });
  }

  /**
   * The company seal chosen as signing body, applied by its keeper once every party signed. Looked up
   * in the caller's company, not their data scope: the keeper seals the company's contracts. Where an
   * enabled flow guards 合同用章 (app 6 item 6) the use waits for its last pass (sign-oa-actions.ts)
   * and the answer carries the request's id.
   */
  async sealApply(ctx: TRequestContext, contractId: number, sealId: number, actor: TEventActor) {
    const { db, clock } = this.deps;
    const use = { companyId: ctx.companyId, contractId, sealId, userId: ctx.userId, at: clock.now() };
    await checkSealUse(db, use);
    // usableSeals also renders a PNG the demo seeded as SVG only (the approval's pass relies on it).
    const usable = (await this.seals.usableSeals(ctx)).find((s) => s.sealId === sealId);
    if (!usable) throw invalid(CEREMONY_MSG.sealUnavailable);
    const approvalId = await db.transaction(async (tx) => {
      const seal = await checkSealUse(tx, { ...use, at: clock.now() }, true);
      const held = await holdSealUse(this.deps, tx, ctx, { contractId, seal });
      if (held) return held.approvalId;
      await applySealUse(this.deps, tx, { ...use, at: clock.now() }, seal, actor);
      return 0;
    });
    if (approvalId === 0) await this.completion.completeIfReady(ctx.companyId, contractId);
    const after = await repo.contract(db, ctx.companyId, contractId);
    const state = after?.state ?? SIGN_CONTRACT_STATE.signing;
    return { contractId, state, stateName: SIGN_CONTRACT_STATE_NAMES[state] ?? '', approvalId };
  }

  async events(ctx: TRequestContext, contractId: number) {
    await this.visible(ctx, contractId);
    const rows = await repo.events(this.deps.db, ctx.companyId, contractId);
    return rows.map((e) => ({
      eventId: e.id,
      action: e.action,
      actionName: CEREMONY_EVENT_NAMES[e.action] ?? '',
      party: e.party,
      phone: e.phoneMasked,
      ip: e.ip,
      device: e.device,
      remark: e.remark,
      createdAt: formatTime(e.createdAt),
    }));
  }

  private link(
    companyId: number,
    contractId: number,
    kind: TPdfKind,
    version: number,
    minutes: number,
    verifyCode: string,
  ) {
    const expiresMs = this.deps.clock.now().getTime() + minutes * 60_000;
    const expires = Math.floor(expiresMs / 1000);
    return {
      url: pdfLink(this.deps.secret, { companyId, contractId, kind, version, expires }),
      expireAt: formatTime(new Date(expires * 1000)),
      signed: kind === 'signed',
      verifyCode,
    };
  }

  /** The signed file once completed (completing it first when everything is in), else the preview. */
  async modelView(ctx: TRequestContext, contractId: number, minutes: number = CEREMONY_LIMITS.fileLinkMinutes) {
    const { contract, ceremony } = await this.visible(ctx, contractId);
    let done = ceremony.completedAt !== null && ceremony.fileRef !== null;
    if (!done) done = await this.completion.completeIfReady(ctx.companyId, contractId);
    // A completion inside an approval's transaction left its copy texts in the outbox.
    else await this.completion.sendCopies(ctx.companyId, contractId);
    const kind = done ? 'signed' : 'preview';
    return this.link(ctx.companyId, contractId, kind, contract.version, minutes, ceremony.verifyCode);
  }

  /**
   * A version of the contract: the current one is the model view; an older one a link to its frozen
   * content rendered as an unsigned draft marked 历史版本 (kept since versions were; before that only
   * the hash in the log: 该版本的合同原文未保留).
   */
  async historyView(ctx: TRequestContext, contractId: number, version: number | undefined) {
    const { contract, ceremony } = await this.visible(ctx, contractId);
    const wanted = version ?? contract.version;
    if (wanted > contract.version) throw notFound(CEREMONY_MSG.versionNotFound);
    if (wanted === contract.version) return this.modelView(ctx, contractId);
    const kept = await signContractRepository.version(this.deps.db, ctx.companyId, contractId, wanted);
    if (!kept) throw invalid(CEREMONY_MSG.versionNotKept);
    const minutes = CEREMONY_LIMITS.fileLinkMinutes;
    return this.link(ctx.companyId, contractId, 'history', wanted, minutes, ceremony.verifyCode);
  }

  /** Each party's copy link of the contract (none before completion). */
  async copies(ctx: TRequestContext, contractId: number) {
    await this.visible(ctx, contractId);
    return this.completion.copies.list(ctx.companyId, contractId);
  }

  /** Revokes a party's copy link, and with it their access through the signing link they used. */
  async revokeCopy(ctx: TRequestContext, contractId: number, copyId: number): Promise<void> {
    await this.visible(ctx, contractId);
    await this.completion.copies.revoke(ctx.companyId, contractId, copyId, ctx.userId);
  }

  /**
   * Texts a party's copy link again: a new link, the old one dead (PartyCopies.resend). The contract
   * must be the caller's to manage before the copy's turn (`claimTurn`) is even looked at.
   */
  async resendCopy(ctx: TRequestContext, contractId: number, copyId: number, claimTurn: () => Promise<void>) {
    await this.visible(ctx, contractId);
    return this.completion.copies.resend(ctx.companyId, contractId, copyId, claimTurn);
  }

  async share(ctx: TRequestContext, contractId: number, hours: number) {
    return this.modelView(ctx, contractId, hours * 60);
  }
}
