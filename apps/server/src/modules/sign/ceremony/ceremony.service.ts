import { APP_TYPE } from '@awb/contract/common/apps';
import {
  CEREMONY_EVENT,
  CEREMONY_EVENT_NAMES,
  CEREMONY_LIMITS,
  CEREMONY_LINK_KIND,
  CEREMONY_MSG,
  CEREMONY_SIGNER_STATE,
} from '@awb/contract/sign-ceremony-constants';
import { SEAL_TYPE, SIGNATURE_KIND } from '@awb/contract/sign-constants';
import {
  SIGN_BODY_TYPE,
  SIGN_CONTRACT_MSG,
  SIGN_CONTRACT_STATE,
  SIGN_CONTRACT_STATE_NAMES,
} from '@awb/contract/sign-contract-constants';
import type { TRequestContext } from '../../../platform/auth/context.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { invalid, notFound } from '../../../platform/errors.ts';
import { formatTime } from '../../housing/housing-format.ts';
import { ownerScope } from '../../org/data-scope.ts';
import type { SealService } from '../seal.service.ts';
import { signRepository } from '../sign.repository.ts';
import { signContractRepository } from '../sign-contract.repository.ts';
import { signContracts } from '../sign-contract.table.ts';
import { ceremonyRepository as repo } from './ceremony.repository.ts';
import { issueLink, recordEvent, sendInvitations, type TEventActor } from './ceremony-hooks.ts';
import { newVerifyCode, pdfLink, type TPdfKind } from './ceremony-links.ts';
import type { CeremonyCompletion } from './completion.ts';
import type { SigningService } from './signing.service.ts';

const COMPANY_SEALS: readonly number[] = [SEAL_TYPE.official, SEAL_TYPE.contract];

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
   * in the caller's company, not their data scope: the keeper seals the company's contracts. Approval
   * of seal use is not held here (Approvals II): docs/signing-ceremony.md.
   */
  async sealApply(ctx: TRequestContext, contractId: number, sealId: number, actor: TEventActor) {
    const { db, clock } = this.deps;
    const contract = await repo.contract(db, ctx.companyId, contractId);
    const ceremony = contract ? await repo.ceremony(db, ctx.companyId, contractId) : undefined;
    if (!contract || !ceremony) throw notFound(SIGN_CONTRACT_MSG.notFound);
    if (ceremony.sealId === 0) throw invalid(CEREMONY_MSG.sealNotNeeded);
    if (ceremony.sealedAt) throw invalid(CEREMONY_MSG.sealAlreadyApplied);
    if (contract.state !== SIGN_CONTRACT_STATE.signing) {
      throw invalid(
        contract.state === SIGN_CONTRACT_STATE.waiting ? CEREMONY_MSG.notAllSigned : CEREMONY_MSG.notSignable,
      );
    }
    const signers = await repo.signers(db, ctx.companyId, contractId);
    if (signers.some((s) => s.state !== CEREMONY_SIGNER_STATE.signed)) throw invalid(CEREMONY_MSG.notAllSigned);
    if (sealId !== ceremony.sealId) throw invalid(CEREMONY_MSG.sealNotChosen);
    // usableSeals also renders a PNG the demo seeded as SVG only.
    const usable = (await this.seals.usableSeals(ctx)).find((s) => s.sealId === sealId);
    const seal = await signRepository.seal(db, ctx.companyId, sealId);
    if (!usable || !seal || seal.kind !== SIGNATURE_KIND.seal || !COMPANY_SEALS.includes(seal.sealType)) {
      throw invalid(CEREMONY_MSG.sealUnavailable);
    }
    if (seal.keeperUserId !== ctx.userId) throw invalid(CEREMONY_MSG.notKeeper);
    await db.transaction(async (tx) => {
      const fresh = await repo.ceremony(tx, ctx.companyId, contractId);
      if (!fresh || fresh.sealedAt) throw invalid(CEREMONY_MSG.sealAlreadyApplied);
      const now = clock.now();
      await repo.updateCeremony(tx, ctx.companyId, fresh.id, { sealedBy: ctx.userId, sealedAt: now });
      await signRepository.recordSealUse(tx, {
        companyId: ctx.companyId,
        sealId,
        contractId,
        userId: ctx.userId,
        usedAt: now,
      });
      const keeper = { id: 0, roleLabel: '经纪机构', name: seal.keeperName, phoneMasked: '' };
      await recordEvent(
        this.deps,
        tx,
        { companyId: ctx.companyId, contractId, action: CEREMONY_EVENT.sealApplied },
        actor,
        keeper,
      );
    });
    await this.completion.completeIfReady(ctx.companyId, contractId);
    const after = await repo.contract(db, ctx.companyId, contractId);
    const state = after?.state ?? contract.state;
    return { contractId, state, stateName: SIGN_CONTRACT_STATE_NAMES[state] ?? '' };
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
    const kind = done ? 'signed' : 'preview';
    return this.link(ctx.companyId, contractId, kind, contract.version, minutes, ceremony.verifyCode);
  }

  /** A version of the contract: only the current content is kept (older versions keep their hash only). */
  async historyView(ctx: TRequestContext, contractId: number, version: number | undefined) {
    const { contract } = await this.visible(ctx, contractId);
    const wanted = version ?? contract.version;
    if (wanted > contract.version) throw notFound(CEREMONY_MSG.versionNotFound);
    if (wanted !== contract.version) throw invalid(CEREMONY_MSG.versionNotKept);
    return this.modelView(ctx, contractId);
  }

  async share(ctx: TRequestContext, contractId: number, hours: number) {
    return this.modelView(ctx, contractId, hours * 60);
  }
}
