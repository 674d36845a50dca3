import { COMMUNITY_MSG } from '@awb/contract/community-fields';
import type { TPicture } from '@awb/contract/community-shapes';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TDeps } from '../../platform/deps.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { IMAGE_TYPES, type TIncomingFile } from '../../platform/uploads/upload.service.ts';
import { communityRepository } from './community.repository.ts';
import { ownPicture, pictureReference } from './picture-ref.ts';

export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** A community keeps at most this many pictures. */
export const PICTURES_PER_COMMUNITY = 60;

/** Community pictures and the cover (seed 001 §3, §4). */
export class PictureService {
  constructor(private readonly deps: TDeps) {}

  async upload(ctx: TRequestContext, file: TIncomingFile | undefined): Promise<{ url: string }> {
    if (!file) throw invalid(COMMUNITY_MSG.pictureRequired);
    const ref = await this.deps.uploads.accept(this.deps.db, ctx, file, {
      purpose: 'community',
      types: IMAGE_TYPES,
      maxBytes: PICTURE_MAX_BYTES,
    });
    return { url: this.deps.uploads.link(ref) };
  }

  async list(ctx: TRequestContext, communityId: number): Promise<TPicture[]> {
    await this.community(ctx, communityId);
    const rows = await communityRepository.pictures(this.deps.db, ctx.companyId, communityId);
    return rows.map((p) => ({ pictureId: p.id, communityId, url: this.deps.uploads.link(p.url), isCover: p.isCover }));
  }

  /** Adds pictures; a community without a cover gets the first new one as its cover. */
  async add(ctx: TRequestContext, communityId: number, urls: string[]): Promise<TPicture[]> {
    const { db } = this.deps;
    const refs: string[] = [];
    for (const url of urls) refs.push(await ownPicture(db, ctx, url));
    await db.transaction(async (tx) => {
      const community = await communityRepository.lock(tx, ctx.companyId, communityId);
      if (!community) throw notFound(COMMUNITY_MSG.notFound);
      const existing = await communityRepository.pictures(tx, ctx.companyId, communityId);
      if (existing.length + refs.length > PICTURES_PER_COMMUNITY) {
        throw invalid(`每个小区最多${PICTURES_PER_COMMUNITY}张图片`);
      }
      const hasCover = existing.some((p) => p.isCover);
      await communityRepository.addPictures(
        tx,
        refs.map((url, i) => ({
          companyId: ctx.companyId,
          communityId,
          url,
          isCover: !hasCover && i === 0,
          createdBy: ctx.userId,
        })),
      );
      await communityRepository.touch(tx, ctx.companyId, communityId);
      await communityRepository.record(tx, {
        companyId: ctx.companyId,
        communityId,
        userId: ctx.userId,
        action: '添加图片',
        content: `${refs.length}张`,
      });
    });
    return this.list(ctx, communityId);
  }

  /** Deleting the cover makes the oldest remaining picture the cover. */
  async remove(ctx: TRequestContext, communityId: number, pictureIds: number[]): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const community = await communityRepository.lock(tx, ctx.companyId, communityId);
      if (!community) throw notFound(COMMUNITY_MSG.notFound);
      const removed = await communityRepository.removePictures(tx, ctx.companyId, communityId, [
        ...new Set(pictureIds),
      ]);
      if (removed === 0) throw notFound(COMMUNITY_MSG.pictureNotFound);
      const left = await communityRepository.pictures(tx, ctx.companyId, communityId);
      if (left.length > 0 && !left.some((p) => p.isCover)) {
        const oldest = left.reduce((a, b) => (a.id < b.id ? a : b));
        await communityRepository.setCover(tx, ctx.companyId, communityId, oldest.id);
      }
      await communityRepository.touch(tx, ctx.companyId, communityId);
      await communityRepository.record(tx, {
        companyId: ctx.companyId,
        communityId,
        userId: ctx.userId,
        action: '删除图片',
        content: `${removed}张`,
      });
    });
  }

  /** Seed 001 §4: setting the picture that already is the cover is skipped (changed: false). */
  async setCover(ctx: TRequestContext, communityId: number, url: string): Promise<{ changed: boolean }> {
    const found = pictureReference(url.trim());
    return this.deps.db.transaction(async (tx) => {
      const community = await communityRepository.lock(tx, ctx.companyId, communityId);
      if (!community) throw notFound(COMMUNITY_MSG.notFound);
      const pictures = await communityRepository.pictures(tx, ctx.companyId, communityId);
      const picture = pictures.find((p) => p.url === (found?.ref ?? url.trim()));
      if (!picture) throw notFound(COMMUNITY_MSG.pictureNotFound);
      if (picture.isCover) return { changed: false };
      await communityRepository.setCover(tx, ctx.companyId, communityId, picture.id);
      await communityRepository.touch(tx, ctx.companyId, communityId);
      await communityRepository.record(tx, {
        companyId: ctx.companyId,
        communityId,
        userId: ctx.userId,
        action: '设置封面',
      });
      return { changed: true };
    });
  }

  private async community(ctx: TRequestContext, communityId: number) {
    const row = await communityRepository.findById(this.deps.db, ctx.companyId, communityId);
    if (!row) throw notFound(COMMUNITY_MSG.notFound);
    return row;
  }
}
