import { OA_DEFAULT_GROUP_ID, OA_DEFAULT_GROUP_NAME, OA_MSG } from '@awb/contract/oa-fields';
import type { TOaGroup } from '@awb/contract/oa-views';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { oaRepository } from './oa.repository.ts';

/**
 * Approval groups (seed 001 §3 "Approval group"; docs/approvals.md "Groups"). The default group 0 is
 * implicit: never stored, listed first, fixed.
 */
export class OaGroupService {
  constructor(private readonly deps: TDeps) {}

  async groupList(ctx: TRequestContext): Promise<TOaGroup[]> {
    const db = this.deps.db;
    const [groups, flows] = await Promise.all([
      oaRepository.groups(db, ctx.companyId),
      oaRepository.flows(db, ctx.companyId),
    ]);
    const counts = new Map<number, number>();
    for (const f of flows) counts.set(f.groupId, (counts.get(f.groupId) ?? 0) + 1);
    const known = new Set(groups.map((g) => g.id));
    return [
      {
        groupId: OA_DEFAULT_GROUP_ID,
        groupName: OA_DEFAULT_GROUP_NAME,
        sort: 0,
        // Flows of a group deleted meanwhile count as the default group's.
        count: flows.filter((f) => f.groupId === OA_DEFAULT_GROUP_ID || !known.has(f.groupId)).length,
        deletable: false,
      },
      ...groups.map((g) => ({
        groupId: g.id,
        groupName: g.name,
        sort: g.sort,
        count: counts.get(g.id) ?? 0,
        deletable: true,
      })),
    ];
  }

  async groupCreate(ctx: TRequestContext, groupName: string): Promise<TOaGroup> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const sort = (await oaRepository.maxSort(tx, ctx.companyId)) + 1;
      const g = await oaRepository.addGroup(tx, {
        companyId: ctx.companyId,
        name: groupName,
        sort,
        createdAt: now,
        updatedAt: now,
      });
      return { groupId: g.id, groupName: g.name, sort: g.sort, count: 0, deletable: true };
    });
  }

  async groupEdit(ctx: TRequestContext, groupId: number, groupName: string): Promise<TOaGroup> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const g = await oaRepository.updateGroup(tx, ctx.companyId, groupId, { name: groupName, updatedAt: now });
      if (!g) throw notFound();
      const count = (await oaRepository.flows(tx, ctx.companyId)).filter((f) => f.groupId === g.id).length;
      return { groupId: g.id, groupName: g.name, sort: g.sort, count, deletable: true };
    });
  }

  async groupDel(ctx: TRequestContext, groupId: number): Promise<void> {
    if (groupId === OA_DEFAULT_GROUP_ID) throw invalid(OA_MSG.defaultGroupFixed);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      if (!(await oaRepository.deleteGroup(tx, ctx.companyId, groupId, now))) throw notFound();
    });
  }

  async groupSort(ctx: TRequestContext, groupId: number, sort: number): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      if (!(await oaRepository.updateGroup(tx, ctx.companyId, groupId, { sort, updatedAt: now }))) throw notFound();
    });
  }
}
