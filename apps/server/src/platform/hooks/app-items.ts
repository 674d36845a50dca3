import { HOUSING_MSG, type TOption } from '@awb/contract/housing-options';
import type { TRequestContext } from '../auth/context.ts';
import type { TExecutor } from '../db/db.ts';
import { invalid } from '../errors.ts';

/**
 * What the /app/* calls need to know about one app type's items: its follow-up categories, how to
 * load an item the caller may see (throwing 404 / 403 otherwise), and what a new follow-up changes.
 */
export type TAppItemKind = {
  appType: number;
  /** Categories in tab order (without 0 全部). */
  categories: TOption[];
  /** Categories a person may write. */
  writable: readonly number[];
  resolve(ctx: TRequestContext, itemId: number): Promise<{ itemType: number }>;
  /** Runs beside the follow-up's insert, in its transaction (it must not read the new follow-up). */
  onFollowUp?(tx: TExecutor, ctx: TRequestContext, itemId: number, at: Date): Promise<void>;
  onFollowUpDeleted?(tx: TExecutor, ctx: TRequestContext, itemId: number): Promise<void>;
};

/**
 * The app types of one app whose items take follow-ups, app records and favourites: each owning module
 * registers its kind (listings, contracts); the app-record calls answer for every registered type.
 */
export class AppItems {
  private readonly kinds = new Map<number, TAppItemKind>();

  register(kind: TAppItemKind): void {
    this.kinds.set(kind.appType, kind);
  }

  /** The kind of `appType`; a type nobody registered is bad input. */
  get(appType: number): TAppItemKind {
    const kind = this.kinds.get(appType);
    if (!kind) throw invalid(HOUSING_MSG.appTypeUnsupported);
    return kind;
  }
}
