import { CODE } from '@awb/contract/common/codes';
import { HOUSING_PERMISSION, teamPermission } from '@awb/contract/housing.contract';
import { HOUSING_MSG, TEAM_CHANGE, TEAM_CHANGE_NAMES, TEAM_TYPE, TEAM_TYPE_NAMES } from '@awb/contract/housing-options';
import { can } from '@awb/contract/permission-check';
import type { TRequestContext } from '../../../platform/auth/context.ts';
import { isUniqueViolation } from '../../../platform/db/errors.ts';
import type { TDeps } from '../../../platform/deps.ts';
import { AppError, invalid, noPermission, notFound } from '../../../platform/errors.ts';
import { formatTime } from '../housing-format.ts';
import { activePerson, peopleByIds } from '../housing-people.ts';
import { listingAccess } from '../listing-access.ts';
import { holdListingAction } from '../listing-oa-actions.ts';
import { toTeamMember } from '../listing-view.ts';
import { teamRepository } from './team.repository.ts';
import { applyTeamTake, syncTeamColumns, type TRoleExtras, teamCirculation } from './team-roles.ts';

/** The roles of a listing's team: who holds what, taking a role, assigning and relieving, the record. */
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
        await syncTeamColumns(tx, l, input.type, member);
        const text = `${previous ? `${previous.userName} → ` : ''}${person.userName}（分配）`;
        await teamCirculation(tx, l, ctx.userId, at, input.type, text);
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
      await syncTeamColumns(tx, l, member.teamType, null);
      await teamCirculation(tx, l, ctx.userId, at, member.teamType, `解除${person?.userName ?? ''}`);
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
}
