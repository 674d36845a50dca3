import type { TCommunityPick, TRoomPick } from '@awb/contract/community.contract';
import { BUILDING_LABEL, COMMUNITY_MSG, UNIT_LABEL } from '@awb/contract/community-fields';
import { SCHOOL_KIND, type TBuilding } from '@awb/contract/community-shapes';
import { and, eq, ilike, or } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { likeContains } from '../../platform/db/list.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { buildingRepository, type TBuildingTree } from './building.repository.ts';
import { communityRepository } from './community.repository.ts';
import { communityPlace } from './community.service.ts';
import { communities } from './community.table.ts';

/** At most this many communities answer a picker search. */
const SEARCH_LIMIT = 20;

export function toBuildings(tree: TBuildingTree[]): TBuilding[] {
  return tree.map((b) => ({
    buildingId: b.buildingId,
    buildingNo: b.name,
    buildingLabel: BUILDING_LABEL,
    units: b.units.map((u) => ({ unitId: u.unitId, unitNo: u.name, unitLabel: UNIT_LABEL, roomCount: u.roomCount })),
  }));
}

/** The community pickers of the house and customer books, and buildings of a community. */
export class PickerService {
  constructor(private readonly deps: TDeps) {}

  async search(ctx: TRequestContext, key: string): Promise<TCommunityPick[]> {
    const rows = await communityRepository.search(this.deps.db, ctx.companyId, key, SEARCH_LIMIT);
    return rows.map(({ community: c, regionName }) => ({ communityId: c.id, ...communityPlace(c, regionName) }));
  }

  async buildings(ctx: TRequestContext, communityId: number): Promise<TBuilding[]> {
    await this.community(ctx, communityId);
    return toBuildings(await buildingRepository.tree(this.deps.db, ctx.companyId, communityId));
  }

  async rooms(ctx: TRequestContext, communityId: number, unitId: number): Promise<TRoomPick[]> {
    await this.community(ctx, communityId);
    const unit = await buildingRepository.findUnit(this.deps.db, ctx.companyId, unitId);
    if (unit?.communityId !== communityId) throw notFound(COMMUNITY_MSG.unitNotFound);
    const rows = await buildingRepository.rooms(this.deps.db, ctx.companyId, communityId, unitId);
    return rows.map((r) => ({
      roomId: r.id,
      roomNo: r.name,
      floor: r.floor,
      totalFloor: r.totalFloor,
      houseArea: r.houseArea,
    }));
  }

  /** Schools named by the company's communities: the given community's first, then others matching key. */
  async schools(ctx: TRequestContext, q: { communityId?: number | undefined; key: string }) {
    const { db } = this.deps;
    const out: { name: string; kind: number }[] = [];
    const seen = new Set<string>();
    const push = (names: string, kind: number) => {
      for (const name of names.split(/[,，、;；\s]+/).map((n) => n.trim())) {
        if (!name || seen.has(`${kind}:${name}`)) continue;
        if (q.key && !name.includes(q.key)) continue;
        seen.add(`${kind}:${name}`);
        out.push({ name, kind });
      }
    };
    if (q.communityId) {
      const own = await this.community(ctx, q.communityId);
      push(own.primarySchool, SCHOOL_KIND.primary);
      push(own.middleSchool, SCHOOL_KIND.middle);
    }
    const key = q.key ? likeContains(q.key) : undefined;
    const rows = await db
      .select({ primarySchool: communities.primarySchool, middleSchool: communities.middleSchool })
      .from(communities)
      .where(
        and(
          eq(communities.companyId, ctx.companyId),
          key ? or(ilike(communities.primarySchool, key), ilike(communities.middleSchool, key)) : undefined,
        ),
      )
      .limit(200);
    for (const r of rows) {
      push(r.primarySchool, SCHOOL_KIND.primary);
      push(r.middleSchool, SCHOOL_KIND.middle);
    }
    return out.slice(0, 50);
  }

  async saveBuilding(
    ctx: TRequestContext,
    v: { communityId: number; buildingNo: string; unitCount: number; floors: number; perFloor: number },
  ): Promise<{ buildingId: number }> {
    await this.community(ctx, v.communityId);
    const name = v.buildingNo.replace(new RegExp(`${BUILDING_LABEL}$`), '').trim();
    if (!name) throw invalid(COMMUNITY_MSG.buildingNoRequired);
    try {
      return await this.deps.db.transaction(async (tx) => {
        const buildingId = await buildingRepository.createBuilding(tx, { ...v, companyId: ctx.companyId, name });
        await communityRepository.record(tx, {
          companyId: ctx.companyId,
          communityId: v.communityId,
          userId: ctx.userId,
          action: '新增楼栋',
          content: `${name}${BUILDING_LABEL}，${v.unitCount}个单元，${v.floors}层，每层${v.perFloor}户`,
        });
        return { buildingId };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw invalid(COMMUNITY_MSG.buildingTaken);
      throw error;
    }
  }

  async deleteBuilding(ctx: TRequestContext, buildingId: number): Promise<void> {
    const building = await buildingRepository.findBuilding(this.deps.db, ctx.companyId, buildingId);
    if (!building) throw notFound(COMMUNITY_MSG.buildingNotFound);
    await this.deps.db.transaction(async (tx) => {
      await buildingRepository.removeBuilding(tx, ctx.companyId, buildingId);
      await communityRepository.record(tx, {
        companyId: ctx.companyId,
        communityId: building.communityId,
        userId: ctx.userId,
        action: '删除楼栋',
        content: `${building.name}${BUILDING_LABEL}`,
      });
    });
  }

  private async community(ctx: TRequestContext, communityId: number) {
    const row = await communityRepository.findById(this.deps.db, ctx.companyId, communityId);
    if (!row) throw notFound(COMMUNITY_MSG.notFound);
    return row;
  }
}
