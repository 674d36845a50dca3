/**
 * The permission of an action on a listing, apart from housing.contract.ts (which re-exports it) so that
 * the web's listing tab can ask for it without building the housing contract's Zod schemas.
 */
import { APP_TYPE } from './common/apps.ts';
import type { TPermissionRef } from './common/endpoint.ts';
import { LISTING_TYPE } from './housing-options.ts';
import { HOUSE_ITEM, HOUSE_PROTECTION_CHILD } from './permissions.ts';

export type THousingAction = 'add' | 'edit' | 'remove' | 'state' | 'protection' | 'toPublic';

/** The permission of an action on a listing of a type (sale base 1, rent base 7). */
export function housingPermission(
  type: number,
  action: THousingAction,
  child?: 'contacts' | 'address',
): TPermissionRef {
  const itemId = (type === LISTING_TYPE.rent ? 7 : 1) + HOUSE_ITEM[action];
  return {
    appType: APP_TYPE.house,
    itemId,
    ...(child ? { childId: itemId * 100 + HOUSE_PROTECTION_CHILD[child] } : {}),
  };
}
