import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE, MSG } from '@awb/contract/common/codes';
import { maskIdCard, maskPhone } from '@awb/contract/common/validators';
import { TEMPLATE_STATE } from '@awb/contract/sign-constants';
import { type TSignContent, ZSignContent } from '@awb/contract/sign-contract';
import {
  SIGN_BODY_TYPE,
  SIGN_CONTRACT_MSG,
  SIGN_CONTRACT_STATE,
  SIGN_CONTRACT_STATE_NAMES,
  SIGN_INVALIDATABLE_STATES,
  SIGN_LOG_ACTION,
  SIGN_LOG_ACTION_NAMES,
  SIGN_PARTY_TYPE,
  SIGNATURE_TYPE,
} from '@awb/contract/sign-contract-constants';
import type { TSignTemplateDefinition } from '@awb/contract/sign-template-fields';
import { fillSections, validateSignValues, visibleSignValues } from '@awb/contract/sign-template-rules';
import { eq } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { formatTime } from '../housing/housing-format.ts';
import { peopleByIds } from '../housing/housing-people.ts';
import { OaRecordService } from '../oa/oa-record.service.ts';
import { ownerScope } from '../org/data-scope.ts';
import { prepareCeremony, recordInvalidation, sendInvitations, type TInvitation } from './ceremony/ceremony-hooks.ts';
import { contentHash } from './content-hash.ts';
import { identityErrors, normaliseIdentities } from './party-rules.ts';
import { signRepository } from './sign.repository.ts';
import {
  signContractRepository as repo,
  type TSignContractDbRow,
  type TSignListFilters,
} from './sign-contract.repository.ts';
import { signContracts, type TMaskedParties } from './sign-contract.table.ts';
import { holdSignDelete, SIGNED_STATES, signDeletable } from './sign-oa-actions.ts';
import type { SignSettingService } from './sign-setting.service.ts';

/** Who did it and from where: every operation log row carries them. */
export type TActor = { userAgent: string; ip: string };
type TOaParam = { oaItemId?: number | undefined; oaReamrk: string } | undefined;
type TSubmit = { boxid: number; content: TSignContent; signatureType?: number | undefined; oaParam?: TOaParam };
type TEdit = Omit<TSubmit, 'boxid'> & { contractId: number; version: number };
type TListInput = TSignListFilters & { sortField: number; pageindex: number; pagesize: number; cursor: string };

const conflict = () => new AppError(CODE.conflict, MSG.conflict);

export function maskParties(c: TSignContent): TMaskedParties {
  const person = (p: { name: string; certNo: string; phone: string }) => ({
    name: p.name,
    certNo: maskIdCard(p.certNo),
    phone: maskPhone(p.phone),
  });
  // A company's licence number is public; a person's ID number is not.
  const party = (p: TSignContent['partyA']) => ({
    ...person(p),
    type: p.type,
    certNo: p.type === SIGN_PARTY_TYPE.company ? p.certNo : maskIdCard(p.certNo),
  });
  return {
    partyA: party(c.partyA),
    partyB: party(c.partyB),
    agentA: c.agentA ? person(c.agentA) : null,
    agentB: c.agentB ? person(c.agentB) : null,
    partyACoowner: c.partyACoowner.map(person),
    partyBCoowner: c.partyBCoowner.map(person),
    signBodyList: c.signBodyList,
  };
}

/**
 * Signing contracts (Online signing II): submission with every rule of seed 000 §5 checked, the
 * content frozen with its SHA-256, the list and detail, invalidation, its revocation and deletion;
 * every event logged. docs/signing.md "Online signing II (server)".
 */
export class SignContractService {
  constructor(
    private readonly deps: TDeps,
    private readonly settings: SignSettingService,
  ) {}

  private scope(ctx: TRequestContext) {
    return ownerScope(ctx, APP_TYPE.sign, signContracts.userId);
  }

  private async visible(ctx: TRequestContext, contractId: number, db: TExecutor = this.deps.db, lock = false) {
    const row = await repo.find(db, ctx.companyId, contractId, this.scope(ctx), lock);
    if (!row) throw notFound(SIGN_CONTRACT_MSG.notFound);
    return row;
  }

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
    const values = visibleSignValues(template, content.values);
    return ZSignContent.parse({ ...content, signBodyList, values });
  }

  private columns(content: TSignContent) {
    return {
      signatureType: content.signatureType,
      houseName: content.houseName,
      houseBuilding: content.houseBuilding,
      houseRoomNo: content.houseRoomNo,
      partyAName: content.partyA.name,
      partyBName: content.partyB.name,
      parties: maskParties(content),
      contentSealed: this.deps.personalData.seal(JSON.stringify(content)),
      contentHash: contentHash(content),
    };
  }

  async submit(ctx: TRequestContext, input: TSubmit, actor: TActor) {
    const { db, clock } = this.deps;
    const template = await signRepository.template(db, ctx.companyId, input.boxid);
    if (!template || template.state !== TEMPLATE_STATE.up) throw invalid(SIGN_CONTRACT_MSG.templateUnavailable);
    const content = await this.checked(ctx, template.definition, input);
    const now = clock.now();
    let invitations: TInvitation[] = [];
    const row = await db.transaction(async (tx) => {
      const quota = await repo.quotaAt(tx, ctx.companyId, now);
      const used = quota ? await repo.submittedBetween(tx, ctx.companyId, quota.periodStart, quota.periodEnd) : 0;
      if (!quota || used >= quota.contracts) throw new AppError(CODE.needPurchase, SIGN_CONTRACT_MSG.noQuota);
      const columns = this.columns(content);
      const inserted = await repo.insert(tx, {
        ...columns,
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
      const day = formatTime(now).slice(0, 10).replaceAll('-', '');
      const saved = await repo.update(tx, ctx.companyId, inserted.id, {
        contractNo: `QY${day}${String(inserted.id).padStart(6, '0')}`,
      });
      await this.log(tx, ctx, saved, SIGN_LOG_ACTION.submit, actor, '', true);
      invitations = await prepareCeremony(this.deps, tx, saved, content, { ...actor, userId: ctx.userId });
      if (content.draftCode) {
        const draft = await repo.draft(tx, ctx.companyId, content.draftCode);
        if (draft && draft.userId === ctx.userId) await repo.deleteDraft(tx, ctx.companyId, draft.id);
      }
      return saved;
    });
    await sendInvitations(this.deps, invitations);
    return this.submitted(row);
  }

  async edit(ctx: TRequestContext, input: TEdit, actor: TActor) {
    const current = await this.visible(ctx, input.contractId);
    const content = await this.checked(ctx, current.template, input);
    let invitations: TInvitation[] = [];
    const row = await this.deps.db.transaction(async (tx) => {
      const locked = await this.visible(ctx, input.contractId, tx, true);
      if (locked.version !== input.version) throw conflict();
      if (locked.state !== SIGN_CONTRACT_STATE.waiting || locked.signedAny) {
        throw invalid(SIGN_CONTRACT_MSG.notEditable);
      }
      const saved = await repo.update(tx, ctx.companyId, locked.id, {
        ...this.columns(content),
        version: locked.version + 1,
        updatedAt: this.deps.clock.now(),
      });
      await this.log(tx, ctx, saved, SIGN_LOG_ACTION.edit, actor, '', true);
      invitations = await prepareCeremony(this.deps, tx, saved, content, { ...actor, userId: ctx.userId });
      return saved;
    });
    await sendInvitations(this.deps, invitations);
    return this.submitted(row);
  }

  private submitted(row: TSignContractDbRow) {
    return {
      contractId: row.id,
      contractNo: row.contractNo,
      approvalId: row.approvalId,
      state: row.state,
      contentHash: row.contentHash,
      version: row.version,
    };
  }

  private async log(
    db: TExecutor,
    ctx: TRequestContext,
    row: TSignContractDbRow,
    action: number,
    actor: TActor,
    remark: string,
    withVersion = false,
  ) {
    await repo.insertLog(db, {
      companyId: ctx.companyId,
      contractId: row.id,
      action,
      userId: ctx.userId,
      remark,
      userAgent: actor.userAgent.slice(0, 300),
      ip: actor.ip.slice(0, 60),
      version: withVersion ? row.version : null,
      contentHash: withVersion ? row.contentHash : null,
      createdAt: this.deps.clock.now(),
    });
  }

  async list(ctx: TRequestContext, q: TListInput) {
    const page = await repo.page(
      this.deps.db,
      ctx.companyId,
      [...repo.filters(q), this.scope(ctx)],
      q.key.trim(),
      q.sortField,
      q,
    );
    const people = await peopleByIds(
      this.deps.db,
      ctx.companyId,
      page.rows.map((r) => r.userId),
    );
    const rows = page.rows.map((r) => this.rowView(r, people.get(r.userId)?.userName ?? ''));
    return { rows, total: page.total, cursor: page.cursor };
  }

  /** Contracts per state (every state listed, 0 when none) of a box type, within the caller's scope. */
  async stateCounts(ctx: TRequestContext, type: number) {
    const found = await repo.stateCounts(this.deps.db, ctx.companyId, [
      type ? eq(signContracts.boxType, type) : undefined,
      this.scope(ctx),
    ]);
    const states = Object.values(SIGN_CONTRACT_STATE).map((state) => ({
      state,
      stateName: SIGN_CONTRACT_STATE_NAMES[state] ?? '',
      count: found.find((f) => f.state === state)?.n ?? 0,
    }));
    return { total: states.reduce((sum, s) => sum + s.count, 0), states };
  }

  private rowView(r: TSignContractDbRow, userName: string) {
    return {
      contractId: r.id,
      contractNo: r.contractNo,
      title: r.title,
      boxType: r.boxType,
      state: r.state,
      stateName: SIGN_CONTRACT_STATE_NAMES[r.state] ?? '',
      houseName: r.houseName,
      houseBuilding: r.houseBuilding,
      houseRoomNo: r.houseRoomNo,
      partyAName: r.partyAName,
      partyBName: r.partyBName,
      userName,
      createdAt: formatTime(r.createdAt),
      updatedAt: formatTime(r.updatedAt),
    };
  }

  /**
   * Where a contract stands, asked by contract or by approval request: first a contract whose
   * submission that request holds (our own column), else the approvals module's record, read through
   * its service (the caller must be involved in it, as on its detail page), when it holds a signing
   * contract's action. Not found either way: 合同不存在或已删除.
   */
  async info(ctx: TRequestContext, q: { contractId: number; approvalId: number }) {
    const r = q.contractId > 0 ? await this.visible(ctx, q.contractId) : await this.byApproval(ctx, q.approvalId);
    return {
      contractId: r.id,
      approvalId: r.approvalId,
      state: r.state,
      stateName: SIGN_CONTRACT_STATE_NAMES[r.state] ?? '',
    };
  }

  private async byApproval(ctx: TRequestContext, approvalId: number) {
    const held = await repo.findByApproval(this.deps.db, ctx.companyId, approvalId, this.scope(ctx));
    if (held) return held;
    const record = await new OaRecordService(this.deps).detail(ctx, approvalId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === CODE.notFound) return undefined;
      throw error;
    });
    if (!record || record.appType !== APP_TYPE.sign) throw notFound(SIGN_CONTRACT_MSG.notFound);
    return this.visible(ctx, record.targetId);
  }

  async detail(ctx: TRequestContext, contractId: number) {
    const r = await this.visible(ctx, contractId);
    const people = await peopleByIds(this.deps.db, ctx.companyId, [r.userId]);
    const signed = r.signedAny === 1 || SIGNED_STATES.includes(r.state);
    return {
      ...this.rowView(r, people.get(r.userId)?.userName ?? ''),
      ...r.parties,
      boxid: r.boxId,
      signatureType: r.signatureType,
      contentHash: r.contentHash,
      version: r.version,
      approvalId: r.approvalId,
      invalidRemark: r.invalidRemark,
      canEdit: r.state === SIGN_CONTRACT_STATE.waiting && !signed,
      canInvalidate: (SIGN_INVALIDATABLE_STATES as readonly number[]).includes(r.state),
      canRevokeInvalid: r.state === SIGN_CONTRACT_STATE.invalid,
      canDelete: signDeletable(r),
    };
  }

  /** The body as printed, from the frozen content; the parties' numbers masked. */
  async content(ctx: TRequestContext, contractId: number) {
    const r = await this.visible(ctx, contractId);
    const content = ZSignContent.parse(JSON.parse(this.deps.personalData.open(r.contentSealed)));
    const p = r.parties;
    const contents = fillSections(r.template, content.values, {
      partyA: p.partyA,
      partyB: p.partyB,
    });
    return { contractId: r.id, title: r.title, contents, appliances: content.appliances, contentHash: r.contentHash };
  }

  async logs(ctx: TRequestContext, contractId: number) {
    const r = await this.visible(ctx, contractId);
    const rows = await repo.logs(this.deps.db, ctx.companyId, r.id);
    const people = await peopleByIds(
      this.deps.db,
      ctx.companyId,
      rows.map((l) => l.userId),
    );
    return rows.map((l) => ({
      logId: l.id,
      action: l.action,
      actionName: SIGN_LOG_ACTION_NAMES[l.action] ?? '',
      userName: people.get(l.userId)?.userName ?? '',
      remark: l.remark,
      userAgent: l.userAgent,
      createdAt: formatTime(l.createdAt),
      version: l.version,
      contentHash: l.contentHash,
    }));
  }

  async history(ctx: TRequestContext, contractId: number) {
    const rows = await this.logs(ctx, contractId);
    return rows
      .filter((l) => l.version !== null && l.contentHash !== null)
      .map((l) => ({
        version: l.version ?? 0,
        contentHash: l.contentHash ?? '',
        action: l.action,
        actionName: l.actionName,
        userName: l.userName,
        createdAt: l.createdAt,
      }))
      .reverse();
  }

  async invalidate(ctx: TRequestContext, contractId: number, remark: string, actor: TActor) {
    return this.change(ctx, contractId, actor, remark, SIGN_LOG_ACTION.invalidate, (r) => {
      if (!(SIGN_INVALIDATABLE_STATES as readonly number[]).includes(r.state)) {
        throw invalid(SIGN_CONTRACT_MSG.notInvalidatable);
      }
      return { state: SIGN_CONTRACT_STATE.invalid, stateBeforeInvalid: r.state, invalidRemark: remark };
    });
  }

  async revokeInvalid(ctx: TRequestContext, contractId: number, remark: string, actor: TActor) {
    return this.change(ctx, contractId, actor, remark, SIGN_LOG_ACTION.revokeInvalid, (r) => {
      if (r.state !== SIGN_CONTRACT_STATE.invalid) throw invalid(SIGN_CONTRACT_MSG.notInvalid);
      return {
        state: r.stateBeforeInvalid ?? SIGN_CONTRACT_STATE.waiting,
        stateBeforeInvalid: null,
        invalidRemark: '',
      };
    });
  }

  /**
   * Deletes a contract nobody signed; when an approval flow guards 删除合同 (app 6 item 3) the delete
   * waits for its last pass (sign-oa-actions.ts) and the answer carries the request's id.
   */
  async remove(ctx: TRequestContext, contractId: number, oaParam: TOaParam, actor: TActor) {
    const remark = oaParam?.oaReamrk ?? '';
    return this.deps.db.transaction(async (tx) => {
      const locked = await this.visible(ctx, contractId, tx, true);
      if (!signDeletable(locked)) throw invalid(SIGN_CONTRACT_MSG.signedNoDelete);
      const held = await holdSignDelete(this.deps, tx, ctx, locked, remark);
      if (held) return held;
      const now = this.deps.clock.now();
      const saved = await repo.update(tx, ctx.companyId, locked.id, {
        deletedAt: now,
        deletedBy: ctx.userId,
        updatedAt: now,
      });
      await this.log(tx, ctx, saved, SIGN_LOG_ACTION.remove, actor, remark);
      return { approvalId: 0 };
    });
  }

  private async change(
    ctx: TRequestContext,
    contractId: number,
    actor: TActor,
    remark: string,
    action: number,
    next: (r: TSignContractDbRow) => Partial<typeof signContracts.$inferInsert>,
  ) {
    const row = await this.deps.db.transaction(async (tx) => {
      const locked = await this.visible(ctx, contractId, tx, true);
      const saved = await repo.update(tx, ctx.companyId, locked.id, {
        ...next(locked),
        updatedAt: this.deps.clock.now(),
      });
      await this.log(tx, ctx, saved, action, actor, remark);
      if (action === SIGN_LOG_ACTION.invalidate) {
        await recordInvalidation(this.deps, tx, saved, remark, { ...actor, userId: ctx.userId });
      }
      return saved;
    });
    return { contractId: row.id, state: row.state, stateName: SIGN_CONTRACT_STATE_NAMES[row.state] ?? '' };
  }
}
