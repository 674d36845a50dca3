import {
  PORTAL_SPECS,
  PROMOTION_CONFIRM,
  PROMOTION_PAGES,
  PUSH_SHELF,
  type TPortal,
} from '@awb/contract/promotion-constants';
import type { TPortalState } from '@awb/contract/promotion-views';
import { ApiError } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { nav, withQuery } from '../../../platform/nav.ts';
import { promotionCalls } from '../promotion.queries.ts';

/** The bind page (seed 001 §2: takes houseid), opened on the portal to bind. */
export function goBind(portal: number, houseId?: number) {
  nav.navigateTo(withQuery(PROMOTION_PAGES.bind, { houseid: houseId, portal }));
}

const portalName = (portal: number) => PORTAL_SPECS[portal as TPortal]?.name ?? '平台';

/** Runs an action after its confirm prompt with the server's success toast; answers whether it ran. */
async function confirmed(prompt: string, portal: number, houseId: number, action: () => Promise<{ msg: string }>) {
  if ((await dialog.confirm({ content: prompt })) !== 'confirm') return false;
  try {
    dialog.success((await action()).msg);
    return true;
  } catch (error) {
    // Not bound or closed (seed 001 §4): the server says so and the bind page opens.
    if (error instanceof ApiError && (error.data as { needBind?: boolean } | null)?.needBind) goBind(portal, houseId);
    return false;
  }
}

/**
 * Push to a portal: one not bound or not open goes to the bind page first (seed 001 §4); otherwise a
 * confirm, the push with its progress toast, and the portal's answer as a toast.
 */
export async function pushTo(portal: number, houseId: number, state: TPortalState | undefined): Promise<boolean> {
  if (state && (!state.bound || !state.open)) {
    goBind(portal, houseId);
    return false;
  }
  return confirmed(PROMOTION_CONFIRM.push(portalName(portal)), portal, houseId, () =>
    promotionCalls.push(portal, houseId),
  );
}

export function shelve(portal: number, houseId: number, up: boolean): Promise<boolean> {
  return confirmed(up ? PROMOTION_CONFIRM.up : PROMOTION_CONFIRM.down, portal, houseId, () =>
    promotionCalls.shelf(portal, houseId, up ? PUSH_SHELF.up : PUSH_SHELF.down),
  );
}

export function removeFrom(portal: number, houseId: number): Promise<boolean> {
  return confirmed(`确定将该房源从${portalName(portal)}删除吗？`, portal, houseId, () =>
    promotionCalls.remove(portal, houseId),
  );
}
