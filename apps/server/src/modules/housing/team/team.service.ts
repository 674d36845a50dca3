import { CODE } from '@awb/contract/common/codes';
import { HOUSING_PERMISSION, teamPermission } from '@awb/contract/housing.contract';
import { HOUSING_MSG, TEAM_CHANGE, TEAM_CHANGE_NAMES, TEAM_TYPE, TEAM_TYPE_NAMES } from '@awb/contract/housing-options';
import { can } from '@awb/contract/permission-check';
import { and, eq, inArray } from 'drizzle-orm';
import type { TRequestContext } from '../../../platform/auth/context.ts';
import type { TExecutor } from '../../../platform/db/db.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { AppError, invalid, noPermission, notFound } from '../../../platform/errors.ts';
import { IMAGE_TYPES, type TIncomingFile } from '../../../platform/uploads/upload.service.ts';
import { uploads } from '../../../platform/uploads/upload.table.ts';
import { formatTime } from '../housing-format.ts';
import { activePerson, peopleByIds } from '../housing-people.ts';
import { listingRepository, type TListingRecord } from '../listing.repository.ts';
import { listingAccess } from '../listing-access.ts';
import { holdListingAction } from '../listing-oa-actions.ts';
import { listingRecords } from '../listing-records.ts';
import { toTeamMember } from '../listing-view.ts';
import { type TTeamRecord, teamRepository } from './team.repository.ts';

export const PICTURE_PURPOSE = 'house-picture';
const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

type TRoleExtras = { remark: string; keyNo?: string; entrustType?: number; entrustStart?: string; entrustEnd?: string };

/** The team of a listing: taking a role, surveys with pictures, assigning and relieving, the record. */
export class TeamService {
  constructor(private readonly deps: TDeps) {}

  private link = (ref: string) => this.deps.uploads.link(ref);

  async posts(ctx: TRequestContext, houseId: number) {
    const { db } = this.deps;
    const l = await listingAccess.visible(db, ctx, houseId);
    const team = await teamRepository.active(db, ctx.companyId, l.id);
    const people = await peopleByIds(
      db,
      ctx.companyId,
      team.map((m) => m.userId),
    );
    const held = new Set(team.map((m) => m.teamType));
    return {
      teamData: team.map((m) => toTeamMember(m, people.get(m.userId), this.link)),
      vacancies: Object.values(TEAM_TYPE).filter((t) => !held.has(t)),
    };
  }

  /** The listing columns a role carries: the maintainer for lists, the key flag and number. */
  private async syncListing(tx: TExecutor, l: TListingRecord, teamType: number, member: TTeamRecord | null) {
    if (teamType === TEAM_TYPE.maintainer) {
      await listingRepository.update(tx, l.companyId, l.id, { maintainerId: member?.userId ?? null });
    } else if (teamType === TEAM_TYPE.key) {
      await listingRepository.update(tx, l.companyId, l.id, {
        haveKeys: member ? 1 : 0,
        houseKeys: member?.keyNo ?? '',
      });
    }
  }

  private async circulation(tx: TExecutor, l: TListingRecord, ctx: TRequestContext, teamType: number, text: string) {
    await listingRecords.circulation(
      tx,
      l,
      ctx.userId,
      this.deps.clock.now(),
      `${TEAM_TYPE_NAMES[teamType]}变更`,
      text,
    );
  }

  /** The caller takes a vacant role (maintainer, key, entrustment, agent); {approvalId} when held for approval. */
  async take(
    ctx: TRequestContext,
    houseId: number,
    teamType: number,
    extras: TRoleExtras & { oaParam?: { oaReamrk: string } | undefined },
  ): Promise<{ approvalId: number } | null> {
    const { db, clock } = this.deps;
    const l = await listingAccess.visible(db, ctx, houseId);
    listingAccess.require(ctx, teamPermission(l.type, teamType));
    const holder = await teamRepository.holder(db, ctx.companyId, l.id, teamType);
    if (holder?.userId === ctx.userId) throw invalid(HOUSING_MSG.teamAlreadyYou);
    if (holder) throw invalid(HOUSING_MSG.teamTaken);
    const at = clock.now();
    const me = (await peopleByIds(db, ctx.companyId, [ctx.userId])).get(ctx.userId);
    try {
      return await db.transaction(async (tx) => {
        // Key and entrustment (items 32 / 37, 34 / 39) wait for approval when a flow guards them.
        const held = await holdListingAction(this.deps, tx, ctx, l, teamType, extras);
        if (held) return held;
        await applyTeamTake(tx, l, { userId: ctx.userId, userName: me?.userName ?? '' }, teamType, extras, at);
        return null;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(HOUSING_MSG.teamTaken);
      throw error;
    }
  }

  /** Stores a picture for a survey; answers the reference to send with teamSurveyor. */
  async upload(ctx: TRequestContext, file: TIncomingFile | undefined) {
    if (!file) throw invalid('请选择要上传的图片');
    const ref = await this.deps.uploads.accept(this.deps.db, ctx, file, {
      purpose: PICTURE_PURPOSE,
      types: IMAGE_TYPES,
      maxBytes: PICTURE_MAX_BYTES,
    });
    return { ref, url: this.link(ref) };
  }

  /** Pictures must be the company's own listing uploads. */
  private async checkPictures(ctx: TRequestContext, refs: string[]): Promise<void> {
    const ids = refs.map((r) => r.slice('upload:'.length).split('.')[0] ?? '');
    const found = await this.deps.db
      .select({ id: uploads.id, ext: uploads.ext })
      .from(uploads)
      .where(and(eq(uploads.companyId, ctx.companyId), eq(uploads.purpose, PICTURE_PURPOSE), inArray(uploads.id, ids)));
    const known = new Set(found.map((u) => `upload:${u.id}.${u.ext}`));
    if (refs.some((r) => !known.has(r))) throw invalid(HOUSING_MSG.pictureNotFound);
  }

  /** A survey: the caller becomes (or stays) the surveyor; pictures join the listing; a first cover is set. */
  async survey(
    ctx: TRequestContext,
    input: { houseId: number; pictures: { ref: string; title: string }[]; vr: string; remark: string },
  ): Promise<void> {
    const { db, clock } = this.deps;
    const l = await listingAccess.visible(db, ctx, input.houseId);
    listingAccess.require(ctx, teamPermission(l.type, TEAM_TYPE.surveyor));
    await this.checkPictures(
      ctx,
      input.pictures.map((p) => p.ref),
    );
    const holder = await teamRepository.holder(db, ctx.companyId, l.id, TEAM_TYPE.surveyor);
    if (holder && holder.userId !== ctx.userId) throw invalid(HOUSING_MSG.teamTaken);
    const existing = await listingRepository.pictures(db, ctx.companyId, l.id);
    const at = clock.now();
    try {
      await db.transaction(async (tx) => {
        let member = holder;
        if (member) {
          await teamRepository.update(tx, ctx.companyId, member.id, {
            vr: input.vr || member.vr,
            remark: input.remark || member.remark,
          });
        } else {
          member = await teamRepository.insert(tx, {
            companyId: ctx.companyId,
            listingId: l.id,
            teamType: TEAM_TYPE.surveyor,
            userId: ctx.userId,
            remark: input.remark,
            vr: input.vr,
            createdBy: ctx.userId,
            createdAt: at,
          });
          await teamRepository.recordChange(tx, {
            companyId: ctx.companyId,
            listingId: l.id,
            teamType: TEAM_TYPE.surveyor,
            action: TEAM_CHANGE.join,
            userId: ctx.userId,
            operatorId: ctx.userId,
            createdAt: at,
          });
        }
        const added = await listingRepository.addPictures(
          tx,
          { companyId: ctx.companyId, listingId: l.id, teamId: member.id, createdBy: ctx.userId },
          input.pictures,
          existing.length,
        );
        const first = added[0];
        if (first && !existing.some((p) => p.isCover)) await listingRepository.setCover(tx, ctx.companyId, l.id, first);
        await listingRecords.operation(
          tx,
          l,
          ctx.userId,
          at,
          '上传实勘',
          `上传${added.length}张图片${input.vr ? '，含VR' : ''}`,
        );
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(HOUSING_MSG.teamTaken);
      throw error;
    }
  }

  /** houseThumbnail: the listing's changers and its surveyor may choose the cover. */
  async setCover(ctx: TRequestContext, input: { houseId: number; pictureId: number }): Promise<void> {
    const { db, clock } = this.deps;
    const l = await listingAccess.visible(db, ctx, input.houseId);
    const surveyor = await teamRepository.holder(db, ctx.companyId, l.id, TEAM_TYPE.surveyor);
    if (surveyor?.userId !== ctx.userId && !(await listingAccess.canManage(db, ctx, l))) throw noPermission();
    const picture = await listingRepository.findPicture(db, ctx.companyId, l.id, input.pictureId);
    if (!picture) throw notFound(HOUSING_MSG.pictureNotFound);
    if (picture.isCover) return;
    await db.transaction(async (tx) => {
      await listingRepository.setCover(tx, ctx.companyId, l.id, picture);
      await listingRecords.operation(tx, l, ctx.userId, clock.now(), '设置封面');
    });
  }

  /** teamAssign: give a role to an active colleague, replacing the holder. */
  async assign(ctx: TRequestContext, input: { houseId: number; type: number; userId: number; remark: string }) {
    const { db, clock } = this.deps;
    const l = await listingAccess.visible(db, ctx, input.houseId);
    if (!(await listingAccess.canManage(db, ctx, l))) throw noPermission();
    const person = await activePerson(db, ctx.companyId, input.userId);
    if (!person) throw invalid(HOUSING_MSG.userNotFound);
    const holder = await teamRepository.holder(db, ctx.companyId, l.id, input.type);
    if (holder?.userId === input.userId) throw invalid('该员工已是该角色');
    const previous = holder ? (await peopleByIds(db, ctx.companyId, [holder.userId])).get(holder.userId) : undefined;
    const at = clock.now();
    try {
      await db.transaction(async (tx) => {
        if (holder) await teamRepository.relieve(tx, ctx.companyId, holder.id, at);
        const member = await teamRepository.insert(tx, {
          companyId: ctx.companyId,
          listingId: l.id,
          teamType: input.type,
          userId: input.userId,
          remark: input.remark,
          keyNo: holder?.keyNo ?? '',
          entrustType: holder?.entrustType ?? 0,
          entrustStart: holder?.entrustStart ?? '',
          entrustEnd: holder?.entrustEnd ?? '',
          vr: holder?.vr ?? '',
          createdBy: ctx.userId,
          createdAt: at,
        });
        await teamRepository.recordChange(tx, {
          companyId: ctx.companyId,
          listingId: l.id,
          teamType: input.type,
          action: TEAM_CHANGE.assign,
          userId: input.userId,
          previousUserId: holder?.userId ?? null,
          operatorId: ctx.userId,
          createdAt: at,
        });
        await this.syncListing(tx, l, input.type, member);
        await this.circulation(
          tx,
          l,
          ctx,
          input.type,
          `${previous ? `${previous.userName} → ` : ''}${person.userName}（分配）`,
        );
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(CODE.conflict, '团队成员已被他人修改，请刷新后重试');
      throw error;
    }
  }

  /** teamRelieve: the holder themself, or someone who may assign the team of this listing. */
  async relieve(ctx: TRequestContext, teamId: number): Promise<void> {
    const { db, clock } = this.deps;
    const member = await teamRepository.findActive(db, ctx.companyId, teamId);
    if (!member) throw notFound(HOUSING_MSG.teamMemberNotFound);
    const l = await listingAccess.visible(db, ctx, member.listingId);
    if (member.userId !== ctx.userId) {
      if (!can(ctx, HOUSING_PERMISSION.teamAssign) || !(await listingAccess.canManage(db, ctx, l))) {
        throw noPermission();
      }
    }
    const person = (await peopleByIds(db, ctx.companyId, [member.userId])).get(member.userId);
    const at = clock.now();
    await db.transaction(async (tx) => {
      if (!(await teamRepository.relieve(tx, ctx.companyId, member.id, at)))
        throw notFound(HOUSING_MSG.teamMemberNotFound);
      await teamRepository.recordChange(tx, {
        companyId: ctx.companyId,
        listingId: l.id,
        teamType: member.teamType,
        action: TEAM_CHANGE.relieve,
        previousUserId: member.userId,
        operatorId: ctx.userId,
        createdAt: at,
      });
      await this.syncListing(tx, l, member.teamType, null);
      await this.circulation(tx, l, ctx, member.teamType, `解除${person?.userName ?? ''}`);
    });
  }

  async changes(ctx: TRequestContext, q: { houseId: number; pageindex: number; pagesize: number }) {
    const { db } = this.deps;
    const l = await listingAccess.visible(db, ctx, q.houseId);
    const page = await teamRepository.changes(db, ctx.companyId, l.id, q);
    const people = await peopleByIds(
      db,
      ctx.companyId,
      page.rows.flatMap((r) => [r.userId ?? 0, r.previousUserId ?? 0, r.operatorId]),
    );
    const name = (id: number | null) => (id ? (people.get(id)?.userName ?? '') : '');
    return {
      rows: page.rows.map((r) => ({
        changeId: r.id,
        houseId: r.listingId,
        teamType: r.teamType,
        teamTypeName: TEAM_TYPE_NAMES[r.teamType] ?? '',
        action: r.action,
        actionName: TEAM_CHANGE_NAMES[r.action] ?? '',
        userName: name(r.userId),
        previousUserName: name(r.previousUserId),
        operatorName: name(r.operatorId),
        createdAt: formatTime(r.createdAt),
      })),
      total: page.total,
    };
  }

  async surveyDetail(ctx: TRequestContext, houseId: number) {
    const { db } = this.deps;
    const l = await listingAccess.visible(db, ctx, houseId);
    const survey = await teamRepository.latestSurvey(db, ctx.companyId, l.id, TEAM_TYPE.surveyor);
    const pictures = await listingRepository.pictures(db, ctx.companyId, l.id);
    const person = survey ? (await peopleByIds(db, ctx.companyId, [survey.userId])).get(survey.userId) : undefined;
    return {
      pictures: pictures.map((p) => ({ pictureId: p.id, url: this.link(p.ref), title: p.title, isCover: p.isCover })),
      requestData: {
        teamId: survey?.id ?? 0,
        userId: survey?.userId ?? 0,
        userName: person?.userName ?? '',
        deptName: person?.deptName ?? '',
        remark: survey?.remark ?? '',
        surveyAt: formatTime(survey?.createdAt),
      },
      vr: survey?.vr ?? '',
    };
  }
}

/**
 * `actor` takes a vacant role of a locked-in listing: the member row, the change record, the listing
 * columns the role carries and the circulation record. Also run by an approved held key / entrustment
 * (listing-oa-actions.ts) on behalf of its sponsor.
 */
export async function applyTeamTake(
  tx: TExecutor,
  l: TListingRecord,
  actor: { userId: number; userName: string },
  teamType: number,
  extras: TRoleExtras,
  at: Date,
): Promise<void> {
  const member = await teamRepository.insert(tx, {
    companyId: l.companyId,
    listingId: l.id,
    teamType,
    userId: actor.userId,
    remark: extras.remark,
    keyNo: extras.keyNo ?? '',
    entrustType: extras.entrustType ?? 0,
    entrustStart: extras.entrustStart ?? '',
    entrustEnd: extras.entrustEnd ?? '',
    createdBy: actor.userId,
    createdAt: at,
  });
  await teamRepository.recordChange(tx, {
    companyId: l.companyId,
    listingId: l.id,
    teamType,
    action: TEAM_CHANGE.join,
    userId: actor.userId,
    operatorId: actor.userId,
    createdAt: at,
  });
  if (teamType === TEAM_TYPE.maintainer) {
    await listingRepository.update(tx, l.companyId, l.id, { maintainerId: member.userId });
  } else if (teamType === TEAM_TYPE.key) {
    await listingRepository.update(tx, l.companyId, l.id, { haveKeys: 1, houseKeys: member.keyNo });
  }
  await listingRecords.circulation(
    tx,
    l,
    actor.userId,
    at,
    `${TEAM_TYPE_NAMES[teamType]}变更`,
    `${actor.userName}成为${TEAM_TYPE_NAMES[teamType]}`,
  );
}
