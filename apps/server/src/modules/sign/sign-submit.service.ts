import { chinaDay } from '@awb/contract/common/china-time';
import { CODE, MSG } from '@awb/contract/common/codes';
import { TEMPLATE_STATE } from '@awb/contract/sign-constants';
import { type TSignContent, ZSignContent } from '@awb/contract/sign-contract';
import {
  SIGN_BODY_TYPE,
  SIGN_CONTRACT_MSG,
  SIGN_CONTRACT_STATE,
  SIGN_LOG_ACTION,
  SIGNATURE_TYPE,
} from '@awb/contract/sign-contract-constants';
import type { TSignQuota } from '@awb/contract/sign-quota';
import type { TSignTemplateDefinition } from '@awb/contract/sign-template-fields';
import { validateSignValues, visibleSignValues } from '@awb/contract/sign-template-rules';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { agencyOf } from './agency.ts';
import { brokerSignature } from './broker-signature.ts';
import { prepareCeremony, sendInvitations, signAsBroker, type TInvitation } from './ceremony/ceremony-hooks.ts';
import { identityErrors, normaliseIdentities } from './party-rules.ts';
import { SealService } from './seal.service.ts';
import { signRepository } from './sign.repository.ts';
import { signContractRepository as repo, type TSignContractDbRow } from './sign-contract.repository.ts';
import {
  contentColumns,
  logContractEvent,
  type TActor,
  type TOaParam,
  visibleContract,
} from './sign-contract-access.ts';
import { signDraftRepository } from './sign-draft.repository.ts';
import { checkContentLinks } from './sign-links.ts';
import type { SignSettingService } from './sign-setting.service.ts';
import { awaitingRelease, holdSignSubmit } from './sign-submit-held.ts';

type TSubmit = {
  boxid: number;
  content: TSignContent;
  signatureType?: number | undefined;
  oaParam?: TOaParam;
  /** The agent's signature drawn at submission (data URL); their saved one otherwise. */
  brokerSignature?: string | undefined;
};
type TEdit = Omit<TSubmit, 'boxid'> & { contractId: number; version: number };

const conflict = () => new AppError(CODE.conflict, MSG.conflict);

/**
 * Submitting a signing contract and editing it before anyone signs: every rule
 * of seed 000 §5 checked, the content frozen with its SHA-256, each version kept, the signers invited.
 * docs/signing.md "Online signing II (server)".
 */
export class SignSubmitService {
  constructor(
    private readonly deps: TDeps,
    private readonly settings: SignSettingService,
    private readonly seals: SealService = new SealService(deps),
  ) {}

  /**
   * The content as it will be kept, after every check: the template's fields (405 with the first
   * problem), the identities (400020 with all of them), the signing body.
   */
  private async checked(ctx: TRequestContext, template: TSignTemplateDefinition, input: Omit<TSubmit, 'boxid'>) {
    const signatureType = input.signatureType ?? input.content.signatureType;
    const content = normaliseIdentities({ ...input.content, signatureType });
    // The house columns of the content are the template's fields of the same names.
    const answers = {
      ...content.values,
      houseName: content.houseName,
      houseBuilding: content.houseBuilding,
      houseRoomNo: content.houseRoomNo,
    };
    const [fieldError] = validateSignValues(template, answers);
    if (fieldError) throw invalid(fieldError.message);
    const wrong = identityErrors(content);
    if (wrong.length > 0) throw new AppError(CODE.identityError, SIGN_CONTRACT_MSG.identityError, wrong);
    const body = await this.settings.selectBody(ctx);
    let signBodyList = content.signBodyList;
    if (body.showType === 1 && signatureType !== SIGNATURE_TYPE.partiesOnly) {
      if (signBodyList.length === 0) throw invalid(SIGN_CONTRACT_MSG.signBodyRequired);
      const seals = new Set(body.corpList.flatMap((c) => c.seals.map((s) => s.sealId)));
      const signers = new Set(body.list.map((s) => s.signerId));
      for (const b of signBodyList) {
        const known = b.type === SIGN_BODY_TYPE.seal ? seals.has(b.id) : signers.has(b.id);
        if (!known) throw invalid(SIGN_CONTRACT_MSG.signBodyInvalid);
      }
    } else {
      signBodyList = [];
    }
    await checkContentLinks(this.deps, ctx, template, content);
    const values = visibleSignValues(template, content.values);
    return ZSignContent.parse({ ...content, signBodyList, values });
  }

  async submit(ctx: TRequestContext, input: TSubmit, actor: TActor) {
    const { db, clock } = this.deps;
    const template = await signRepository.template(db, ctx.companyId, input.boxid);
    if (!template || template.state !== TEMPLATE_STATE.up) throw invalid(SIGN_CONTRACT_MSG.templateUnavailable);
    const content = await this.checked(ctx, template.definition, input);
    // The quota is told before the agent's signature is asked for; checked again in the transaction.
    await this.quotaLeft(db, ctx.companyId, clock.now());
    const broker = await brokerSignature(this.deps, this.seals, ctx, input.brokerSignature);
    const agency = await agencyOf(db, ctx.companyId, ctx.userId);
    const now = clock.now();
    let invitations: TInvitation[] = [];
    const done = await db.transaction(async (tx) => {
      await this.quotaLeft(tx, ctx.companyId, now);
      const columns = contentColumns(this.deps.personalData, content);
      const inserted = await repo.insert(tx, {
        ...columns,
        parties: { ...columns.parties, agency },
        companyId: ctx.companyId,
        userId: ctx.userId,
        contractNo: `pending-${now.getTime()}-${ctx.userId}-${Math.random()}`,
        boxId: template.id,
        boxType: template.boxType,
        title: template.title,
        template: template.definition,
        state: SIGN_CONTRACT_STATE.waiting,
        oaItemId: input.oaParam?.oaItemId ?? 0,
        oaRemark: input.oaParam?.oaReamrk ?? '',
        version: 1,
        createdAt: now,
        updatedAt: now,
      });
      const day = chinaDay(now).replaceAll('-', '');
      const saved = await repo.update(tx, ctx.companyId, inserted.id, {
        contractNo: `QY${day}${String(inserted.id).padStart(6, '0')}`,
      });
      await logContractEvent(this.deps, tx, ctx, {
        row: saved,
        action: SIGN_LOG_ACTION.submit,
        actor,
        remark: '',
        withVersion: true,
      });
      await this.keepVersion(tx, saved);
      // A flow on 发起签约 holds the invitations until its last pass; the agent's signature is kept now.
      const held = await holdSignSubmit(this.deps, tx, ctx, saved, input.oaParam?.oaReamrk ?? '');
      if (held) await signAsBroker(this.deps, tx, saved, { ...actor, userId: ctx.userId }, broker);
      else invitations = await prepareCeremony(this.deps, tx, saved, content, { ...actor, userId: ctx.userId }, broker);
      if (content.draftCode) {
        const draft = await signDraftRepository.draft(tx, ctx.companyId, content.draftCode);
        if (draft && draft.userId === ctx.userId) await signDraftRepository.deleteDraft(tx, ctx.companyId, draft.id);
      }
      return { saved, approvalId: held?.approvalId ?? 0 };
    });
    await sendInvitations(this.deps, invitations);
    return this.submitted(done.saved, done.approvalId);
  }

  async edit(ctx: TRequestContext, input: TEdit, actor: TActor) {
    const current = await visibleContract(this.deps, ctx, input.contractId);
    const content = await this.checked(ctx, current.template, input);
    // Only the drafting agent signs 经纪人（签字）; anyone else's edit keeps the agent's signature.
    const drafter = current.userId === ctx.userId && input.brokerSignature;
    const broker = drafter ? await brokerSignature(this.deps, this.seals, ctx, input.brokerSignature) : null;
    const agency = await agencyOf(this.deps.db, ctx.companyId, current.userId);
    let invitations: TInvitation[] = [];
    const done = await this.deps.db.transaction(async (tx) => {
      const locked = await visibleContract(this.deps, ctx, input.contractId, tx, true);
      if (locked.version !== input.version) throw conflict();
      if (locked.state !== SIGN_CONTRACT_STATE.waiting || locked.signedAny) {
        throw invalid(SIGN_CONTRACT_MSG.notEditable);
      }
      // The version being replaced is kept too (a contract submitted before versions were kept).
      await this.keepVersion(tx, locked);
      const columns = contentColumns(this.deps.personalData, content);
      const saved = await repo.update(tx, ctx.companyId, locked.id, {
        ...columns,
        parties: { ...columns.parties, agency },
        version: locked.version + 1,
        updatedAt: this.deps.clock.now(),
      });
      await logContractEvent(this.deps, tx, ctx, {
        row: saved,
        action: SIGN_LOG_ACTION.edit,
        actor,
        remark: '',
        withVersion: true,
      });
      await this.keepVersion(tx, saved);
      // Not invited yet (its submission held, then rejected or withdrawn): the flow is asked again.
      const held = (await awaitingRelease(tx, locked))
        ? await holdSignSubmit(this.deps, tx, ctx, saved, input.oaParam?.oaReamrk ?? '')
        : undefined;
      const signer = { ...actor, userId: ctx.userId };
      if (held) await signAsBroker(this.deps, tx, saved, signer, broker);
      else invitations = await prepareCeremony(this.deps, tx, saved, content, signer, broker);
      return { saved, approvalId: held?.approvalId ?? 0 };
    });
    await sendInvitations(this.deps, invitations);
    return this.submitted(done.saved, done.approvalId);
  }

  /** The company's quota of the period covering now (signQuota): what the form asks before the pad. */
  async quota(ctx: TRequestContext): Promise<TSignQuota> {
    return this.quotaOf(this.deps.db, ctx.companyId, this.deps.clock.now());
  }

  private async quotaOf(db: TExecutor, companyId: number, now: Date): Promise<TSignQuota> {
    const quota = await repo.quotaAt(db, companyId, now);
    if (!quota) return { contracts: 0, used: 0, remain: 0 };
    const used = await repo.submittedBetween(db, companyId, quota.periodStart, quota.periodEnd);
    return { contracts: quota.contracts, used, remain: Math.max(0, quota.contracts - used) };
  }

  /** 406 when the company's signing quota of the period is used up (or it has none). */
  private async quotaLeft(db: TExecutor, companyId: number, now: Date): Promise<void> {
    const quota = await this.quotaOf(db, companyId, now);
    if (quota.remain <= 0) throw new AppError(CODE.needPurchase, SIGN_CONTRACT_MSG.noQuota);
  }

  /** The answer; `approvalId` is the request holding this call's invitations (0: the parties were invited). */
  private submitted(row: TSignContractDbRow, approvalId: number) {
    return {
      contractId: row.id,
      contractNo: row.contractNo,
      approvalId,
      state: row.state,
      contentHash: row.contentHash,
      version: row.version,
    };
  }

  /** Keeps a version's frozen content (signCustomModeHistoryView renders older ones). */
  private async keepVersion(tx: TExecutor, row: TSignContractDbRow): Promise<void> {
    await repo.keepVersion(tx, {
      companyId: row.companyId,
      contractId: row.id,
      version: row.version,
      title: row.title,
      template: row.template,
      parties: row.parties,
      contentSealed: row.contentSealed,
      contentHash: row.contentHash,
      createdAt: row.updatedAt,
    });
  }
}
