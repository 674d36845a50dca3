import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { IMAGE_TYPES, type TIncomingFile } from '../../platform/uploads/upload.service.ts';
import { listingRepository } from './listing.repository.ts';
import { PICTURE_PURPOSE } from './team/team-survey.service.ts';

const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Adds pictures to a listing as the company's own new uploads (by content: each copy lives and is
 * deleted on its own), in the caller's transaction; the first becomes the cover when the listing has
 * none. A file that is not a picture is left out. Answers how many were added. Used by 转为房源.
 */
export async function addCopiedPictures(
  deps: Pick<TDeps, 'uploads'>,
  ctx: TRequestContext,
  houseId: number,
  files: readonly TIncomingFile[],
  tx: TExecutor,
  title = '',
): Promise<number> {
  if (files.length === 0) return 0;
  const refs: { ref: string; title: string }[] = [];
  for (const file of files) {
    try {
      const ref = await deps.uploads.accept(tx, ctx, file, {
        purpose: PICTURE_PURPOSE,
        types: IMAGE_TYPES,
        maxBytes: PICTURE_MAX_BYTES,
      });
      refs.push({ ref, title });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  const existing = await listingRepository.pictures(tx, ctx.companyId, houseId);
  const added = await listingRepository.addPictures(
    tx,
    { companyId: ctx.companyId, listingId: houseId, teamId: null, createdBy: ctx.userId },
    refs,
    existing.length,
  );
  const first = added[0];
  if (first && !existing.some((p) => p.isCover)) await listingRepository.setCover(tx, ctx.companyId, houseId, first);
  return added.length;
}
