import { ROLE_MSG, type ZRank, type ZRankGroup } from '@awb/contract/role.contract';
import type { z } from 'zod';
import type { TRequestContext } from '../../platform/auth/context.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { rankRepository } from './rank.repository.ts';

type TRankInput = { rankName: string; groupId: number; sort: number };
type TGroupInput = { groupName: string; sort: number };

/** Ranks (职级) and rank groups. */
export class RankService {
  constructor(private readonly deps: TDeps) {}

  async list(ctx: TRequestContext, groupId: number | undefined): Promise<z.input<typeof ZRank>[]> {
    const rows = await rankRepository.list(this.deps.db, ctx.companyId, groupId);
    return rows.map((r) => ({
      rankId: r.rank.id,
      rankName: r.rank.name,
      groupId: r.rank.groupId,
      groupName: r.groupName,
      sort: r.rank.sort,
      userCount: Number(r.userCount ?? 0),
    }));
  }

  async groups(ctx: TRequestContext): Promise<z.input<typeof ZRankGroup>[]> {
    const rows = await rankRepository.groups(this.deps.db, ctx.companyId);
    return rows.map((r) => ({
      groupId: r.group.id,
      groupName: r.group.name,
      sort: r.group.sort,
      rankCount: Number(r.rankCount ?? 0),
    }));
  }

  async createRank(ctx: TRequestContext, input: TRankInput): Promise<{ rankId: number }> {
    await this.group(ctx, input.groupId);
    const row = await this.named(ROLE_MSG.rankNameTaken, () =>
      rankRepository.insertRank(this.deps.db, {
        companyId: ctx.companyId,
        groupId: input.groupId,
        name: input.rankName,
        sort: input.sort,
      }),
    );
    return { rankId: row.id };
  }

  async editRank(ctx: TRequestContext, input: TRankInput & { rankId: number }): Promise<void> {
    await this.rank(ctx, input.rankId);
    await this.group(ctx, input.groupId);
    await this.named(ROLE_MSG.rankNameTaken, () =>
      rankRepository.updateRank(this.deps.db, ctx.companyId, input.rankId, {
        groupId: input.groupId,
        name: input.rankName,
        sort: input.sort,
      }),
    );
  }

  async removeRank(ctx: TRequestContext, rankId: number): Promise<void> {
    const { db } = this.deps;
    await this.rank(ctx, rankId);
    if ((await rankRepository.activeHolders(db, ctx.companyId, rankId)) > 0) throw invalid(ROLE_MSG.rankInUse);
    await rankRepository.removeRank(db, ctx.companyId, rankId);
  }

  async createGroup(ctx: TRequestContext, input: TGroupInput): Promise<{ groupId: number }> {
    const row = await this.named(ROLE_MSG.rankGroupNameTaken, () =>
      rankRepository.insertGroup(this.deps.db, { companyId: ctx.companyId, name: input.groupName, sort: input.sort }),
    );
    return { groupId: row.id };
  }

  async editGroup(ctx: TRequestContext, input: TGroupInput & { groupId: number }): Promise<void> {
    await this.group(ctx, input.groupId);
    await this.named(ROLE_MSG.rankGroupNameTaken, () =>
      rankRepository.updateGroup(this.deps.db, ctx.companyId, input.groupId, {
        name: input.groupName,
        sort: input.sort,
      }),
    );
  }

  async removeGroup(ctx: TRequestContext, groupId: number): Promise<void> {
    const { db } = this.deps;
    await this.group(ctx, groupId);
    if ((await rankRepository.rankCount(db, ctx.companyId, groupId)) > 0) throw invalid(ROLE_MSG.rankGroupNotEmpty);
    await rankRepository.removeGroup(db, ctx.companyId, groupId);
  }

  private async rank(ctx: TRequestContext, rankId: number) {
    const row = await rankRepository.findRank(this.deps.db, ctx.companyId, rankId);
    if (!row) throw notFound('职级不存在或已删除');
    return row;
  }

  private async group(ctx: TRequestContext, groupId: number) {
    const row = await rankRepository.findGroup(this.deps.db, ctx.companyId, groupId);
    if (!row) throw notFound('职级组不存在或已删除');
    return row;
  }

  private async named<T>(message: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(message);
      throw error;
    }
  }
}
