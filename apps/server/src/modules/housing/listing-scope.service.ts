import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import type { TDeps } from '../../platform/deps.ts';
import { visibleTo } from './listing.repository.ts';
import { listingAccess } from './listing-access.ts';
import { listingLookup, type TListingRef } from './listing-lookup.ts';

/**
 * The house book's data scope for other modules: a call of theirs that names a listing (the
 * micro-site, 云采集 …) goes through the check housingDetail makes, so that a listing the caller may
 * not open is neither shown nor written elsewhere.
 */
export class ListingScopeService {
  constructor(private readonly deps: Pick<TDeps, 'db'>) {}

  /**
   * A live listing the caller sees; else housingDetail's answer: another company's, a deleted or an
   * unknown id 404 房源不存在或已删除, one outside the caller's data scope 403.
   */
  async assertVisible(
    ctx: TRequestContext,
    houseId: number,
    db: TExecutor = this.deps.db,
  ): Promise<{ houseId: number; type: number }> {
    const listing = await listingAccess.visible(db, ctx, houseId);
    return { houseId: listing.id, type: listing.type };
  }

  /** Of `ids`, the live listings the caller sees, as other modules may know them; the rest are left out. */
  visibleRefs(ctx: TRequestContext, ids: number[], db: TExecutor = this.deps.db): Promise<Map<number, TListingRef>> {
    return listingLookup.byIds(db, ctx.companyId, ids, visibleTo(ctx));
  }
}
