import { APP_TYPE } from '@awb/contract/common/apps';
import { CODE } from '@awb/contract/common/codes';
import type { TPermissionRef } from '@awb/contract/common/endpoint';
import { HOUSING_MSG } from '@awb/contract/housing-options';
import { can } from '@awb/contract/permission-check';
import { sql } from 'drizzle-orm';
import type { TRequestContext } from '../../platform/auth/context.ts';
import type { TExecutor } from '../../platform/db/db.ts';
import { AppError, noPermission, notFound } from '../../platform/errors.ts';
import { ownerInScopeSql } from '../org/data-scope.ts';
import { listingRepository, type TListingRecord } from './listing.repository.ts';

/**
 * Who may see and change a listing:
 * - see: a live listing of the company in the public pool, owned within the caller's data scope of
 *   app 1, or with the caller in its team (else 403; another company's or a recycled id: 404);
 * - change (edit, state, delete, attributes, to the public pool, assigning the team): the
 *   permission item, and the listing's owner within the caller's data scope, or the caller its owner
 *   or maintainer; a locked or sealed listing only by its owner, maintainer or a manager.
 */
export const listingAccess = {
  async visible(db: TExecutor, ctx: TRequestContext, houseId: number): Promise<TListingRecord> {
    const listing = await listingRepository.find(db, ctx.companyId, houseId);
    if (!listing || listing.deletedAt !== null) throw notFound(HOUSING_MSG.listingNotFound);
    if (!(await listingRepository.isVisible(db, ctx, listing))) throw noPermission();
    return listing;
  },

  isHolder(ctx: TRequestContext, l: TListingRecord): boolean {
    return l.ownerId === ctx.userId || l.maintainerId === ctx.userId;
  },

  async canManage(db: TExecutor, ctx: TRequestContext, l: TListingRecord): Promise<boolean> {
    if (ctx.isManager || listingAccess.isHolder(ctx, l)) return true;
    const result = (await db.execute(
      sql`select (${ownerInScopeSql(ctx, APP_TYPE.house, l.ownerId)}) as ok`,
    )) as unknown;
    const rows = (result && typeof result === 'object' && 'rows' in result ? result.rows : result) as { ok: boolean }[];
    return rows[0]?.ok === true;
  },

  require(ctx: TRequestContext, ref: TPermissionRef): void {
    if (!can(ctx, ref)) throw noPermission();
  },

  /** A visible listing the caller may change with `ref`; `guardLock` refuses locked and sealed ones. */
  async manageable(
    db: TExecutor,
    ctx: TRequestContext,
    houseId: number,
    ref: (l: TListingRecord) => TPermissionRef | null,
    guardLock = true,
  ): Promise<TListingRecord> {
    const listing = await listingAccess.visible(db, ctx, houseId);
    const needed = ref(listing);
    if (needed) listingAccess.require(ctx, needed);
    if (!(await listingAccess.canManage(db, ctx, listing))) throw noPermission();
    if (guardLock && !ctx.isManager && !listingAccess.isHolder(ctx, listing)) {
      if (listing.isLocked) throw new AppError(CODE.noPermission, HOUSING_MSG.locked);
      if (listing.isSealed) throw new AppError(CODE.noPermission, HOUSING_MSG.sealed);
    }
    return listing;
  },
};
