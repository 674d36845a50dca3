import { randomUUID } from 'node:crypto';
import { formatTime } from '@awb/contract/common/china-time';
import { CODE, MSG } from '@awb/contract/common/codes';
import { SIGNING_TYPE } from '@awb/contract/sign-constants';
import { type TSignContent, ZSignContent } from '@awb/contract/sign-contract';
import { SIGN_CONTRACT_LIMITS, SIGN_CONTRACT_MSG } from '@awb/contract/sign-contract-constants';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { signRepository } from './sign.repository.ts';
import { visibleContract } from './sign-contract-access.ts';
import { signDraftRepository, type TDraftRow } from './sign-draft.repository.ts';
import type { SignSettingService } from './sign-setting.service.ts';

type TDraftSave = {
  boxid: number;
  draftCode: string;
  contractId: number;
  content: TSignContent;
  signatureType?: number | undefined;
  oaParam?: { oaItemId?: number | undefined; oaReamrk: string } | undefined;
  version: number;
};

const conflict = () => new AppError(CODE.conflict, MSG.conflict);

/**
 * Drafts of signing contracts (seed 000 §4): saved as the agent types, only once a community name,
 * building or room number is filled; each the author's own. The content is kept sealed (it holds ID
 * numbers and phones) and returned as typed to its author only.
 */
export class SignDraftService {
  constructor(
    private readonly deps: TDeps,
    private readonly settings: SignSettingService,
  ) {}

  async save(ctx: TRequestContext, input: TDraftSave) {
    const signatureType = input.signatureType ?? input.content.signatureType;
    const { houseName, houseBuilding, houseRoomNo } = input.content;
    // Nothing worth keeping yet: the page's autosave says nothing and tries again later.
    if (!houseName && !houseBuilding && !houseRoomNo) {
      return { saved: false, draftCode: input.draftCode, version: input.version, updatedAt: '' };
    }
    const { db, clock, personalData } = this.deps;
    if (!(await signRepository.template(db, ctx.companyId, input.boxid))) {
      throw notFound(SIGN_CONTRACT_MSG.templateUnavailable);
    }
    // The contract edited must be one the caller may open (合同不存在或已删除 otherwise, as everywhere).
    if (input.contractId) await visibleContract(this.deps, ctx, input.contractId);
    const now = clock.now();
    const values = {
      boxId: input.boxid,
      contractId: input.contractId,
      signatureType,
      houseName,
      houseBuilding,
      houseRoomNo,
      oaItemId: input.oaParam?.oaItemId ?? 0,
      oaRemark: input.oaParam?.oaReamrk ?? '',
      updatedAt: now,
    };
    const seal = (draftCode: string) =>
      personalData.seal(JSON.stringify({ ...input.content, signatureType, draftCode }));

    const existing = input.draftCode ? await signDraftRepository.draft(db, ctx.companyId, input.draftCode) : undefined;
    let row: TDraftRow | undefined;
    if (existing) {
      if (existing.userId !== ctx.userId) throw notFound(SIGN_CONTRACT_MSG.draftNotFound);
      row = await signDraftRepository.updateDraft(db, ctx.companyId, existing.id, input.version, {
        ...values,
        contentSealed: seal(existing.draftCode),
      });
      if (!row) throw conflict();
    } else {
      // A code the phone made itself (kept while offline) is taken as it is on the first save.
      if (input.draftCode && input.version !== 0) throw notFound(SIGN_CONTRACT_MSG.draftNotFound);
      if ((await signDraftRepository.draftCount(db, ctx.companyId, ctx.userId)) >= SIGN_CONTRACT_LIMITS.drafts) {
        throw invalid(SIGN_CONTRACT_MSG.draftTooMany);
      }
      const draftCode = input.draftCode || randomUUID();
      row = await signDraftRepository.insertDraft(db, {
        ...values,
        companyId: ctx.companyId,
        userId: ctx.userId,
        draftCode,
        contentSealed: seal(draftCode),
        version: 1,
        createdAt: now,
      });
      if (!row) throw conflict();
    }
    return { saved: true, draftCode: row.draftCode, version: row.version, updatedAt: formatTime(row.updatedAt) };
  }

  async list(ctx: TRequestContext) {
    const rows = await signDraftRepository.drafts(this.deps.db, ctx.companyId, ctx.userId);
    const templates = await signRepository.templates(this.deps.db, ctx.companyId, {});
    const byId = new Map(templates.map((t) => [t.id, t]));
    return rows.map((r) => this.rowView(r, byId.get(r.boxId)));
  }

  async detail(ctx: TRequestContext, draftCode: string) {
    const row = await this.own(ctx, draftCode);
    const template = await signRepository.template(this.deps.db, ctx.companyId, row.boxId);
    const content = ZSignContent.parse(JSON.parse(this.deps.personalData.open(row.contentSealed)));
    return {
      ...this.rowView(row, template),
      signatureType: row.signatureType,
      content,
      oaParam: { oaItemId: row.oaItemId, oaReamrk: row.oaRemark },
    };
  }

  async remove(ctx: TRequestContext, draftCode: string): Promise<void> {
    const row = await this.own(ctx, draftCode);
    await signDraftRepository.deleteDraft(this.deps.db, ctx.companyId, row.id);
  }

  /** The page that resumes the draft: the form page for signing type 1, the visual one for 2. */
  async addView(ctx: TRequestContext, draftCode: string) {
    const row = await this.own(ctx, draftCode);
    const setting = await this.settings.get(ctx);
    const page = setting.signingType === SIGNING_TYPE.visual ? 'visualization' : 'operation';
    return { url: `/h5/#/pages/sign/${page}?draftCode=${encodeURIComponent(row.draftCode)}&boxid=${row.boxId}` };
  }

  private async own(ctx: TRequestContext, draftCode: string): Promise<TDraftRow> {
    const row = await signDraftRepository.draft(this.deps.db, ctx.companyId, draftCode);
    if (!row || row.userId !== ctx.userId) throw notFound(SIGN_CONTRACT_MSG.draftNotFound);
    return row;
  }

  private rowView(r: TDraftRow, template: { boxType: number; title: string } | undefined) {
    return {
      draftCode: r.draftCode,
      boxid: r.boxId,
      boxType: template?.boxType ?? 0,
      title: template?.title ?? '',
      houseName: r.houseName,
      houseBuilding: r.houseBuilding,
      houseRoomNo: r.houseRoomNo,
      contractId: r.contractId,
      version: r.version,
      updatedAt: formatTime(r.updatedAt),
    };
  }
}
