import { formatTime } from '@awb/contract/common/china-time';
import { COMMUNITY_MSG } from '@awb/contract/community-fields';
import type { THouseType, ZHouseTypeFields } from '@awb/contract/community-shapes';
import type { z } from 'zod';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { communityRepository } from './community.repository.ts';
import { houseTypeRepository, type THouseTypeRow } from './house-type.repository.ts';
import { ownPicture, pictureReference } from './picture-ref.ts';

type TFields = z.output<typeof ZHouseTypeFields>;

/** House types (户型) of a community. */
export class HouseTypeService {
  constructor(private readonly deps: TDeps) {}

  toHouseType(row: THouseTypeRow): THouseType {
    return {
      id: row.id,
      communityId: row.communityId,
      picture: row.picture ? this.deps.uploads.link(row.picture) : '',
      title: row.title,
      room: row.room,
      hall: row.hall,
      showerRoom: row.showerRoom,
      toward: row.toward,
      houseTypeDescription: row.houseTypeDescription,
      houseArea: row.houseArea,
      tags: row.tags,
      updatedAt: formatTime(row.updatedAt),
    };
  }

  async list(ctx: TRequestContext, communityId: number, room: number): Promise<THouseType[]> {
    await this.community(ctx, communityId);
    const rows = await houseTypeRepository.list(this.deps.db, ctx.companyId, communityId, room);
    return rows.map((r) => this.toHouseType(r));
  }

  async detail(ctx: TRequestContext, id: number): Promise<THouseType & { communityName: string }> {
    const row = await this.find(ctx, id);
    const community = await this.community(ctx, row.communityId);
    return { ...this.toHouseType(row), communityName: community.name };
  }

  async add(ctx: TRequestContext, f: TFields): Promise<{ id: number }> {
    await this.community(ctx, f.communityId);
    const values = await this.values(ctx, f);
    return this.deps.db.transaction(async (tx) => {
      const row = await houseTypeRepository.insert(tx, { ...values, companyId: ctx.companyId, createdBy: ctx.userId });
      await communityRepository.touch(tx, ctx.companyId, f.communityId);
      await communityRepository.record(tx, {
        companyId: ctx.companyId,
        communityId: f.communityId,
        userId: ctx.userId,
        action: '新增户型',
        content: row.title,
      });
      return { id: row.id };
    });
  }

  async edit(ctx: TRequestContext, f: TFields & { id: number }): Promise<void> {
    const before = await this.find(ctx, f.id);
    // A house type stays with its community; communityId only has to agree.
    if (before.communityId !== f.communityId) throw notFound(COMMUNITY_MSG.houseTypeNotFound);
    const values = await this.values(ctx, f, before.picture);
    await this.deps.db.transaction(async (tx) => {
      await houseTypeRepository.update(tx, ctx.companyId, f.id, values);
      await communityRepository.record(tx, {
        companyId: ctx.companyId,
        communityId: before.communityId,
        userId: ctx.userId,
        action: '编辑户型',
        content: values.title,
      });
    });
  }

  async remove(ctx: TRequestContext, id: number): Promise<void> {
    const row = await this.find(ctx, id);
    await this.deps.db.transaction(async (tx) => {
      await houseTypeRepository.remove(tx, ctx.companyId, id);
      await communityRepository.record(tx, {
        companyId: ctx.companyId,
        communityId: row.communityId,
        userId: ctx.userId,
        action: '删除户型',
        content: row.title,
      });
    });
  }

  private async values(ctx: TRequestContext, f: TFields, currentPicture = '') {
    // An unchanged picture comes back as its signed link; anything new must be the company's upload.
    const kept = currentPicture && pictureReference(f.picture)?.ref === currentPicture;
    const picture = !f.picture ? '' : kept ? currentPicture : await ownPicture(this.deps.db, ctx, f.picture);
    return {
      communityId: f.communityId,
      picture,
      title: f.title,
      room: f.room,
      hall: f.hall,
      showerRoom: f.showerRoom,
      toward: f.toward,
      houseTypeDescription: f.houseTypeDescription,
      houseArea: (f.houseArea as number | null | undefined) ?? null,
      tags: [...new Set(f.tags)],
    };
  }

  private async find(ctx: TRequestContext, id: number): Promise<THouseTypeRow> {
    const row = await houseTypeRepository.findById(this.deps.db, ctx.companyId, id);
    if (!row) throw notFound(COMMUNITY_MSG.houseTypeNotFound);
    return row;
  }

  private async community(ctx: TRequestContext, communityId: number) {
    const row = await communityRepository.findById(this.deps.db, ctx.companyId, communityId);
    if (!row) throw notFound(COMMUNITY_MSG.notFound);
    return row;
  }
}
