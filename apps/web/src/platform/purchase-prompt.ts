import type { TInitializeResult } from '@awb/contract/account.contract';
import { can } from '@awb/contract/permission-check';
import { nav } from './nav.ts';
import { GO_PC_MSG, RECHARGE_BUY_PERMISSION, RECHARGE_INDEX_PAGE } from './recharge-entry.ts';
import { isRegisteredPage } from './registered-pages.ts';
import { sessionQuery } from './session-query.ts';

/**
 * 去购买 (seed 000 §8, docs/recharge.md): whoever may buy in the app (充值购买; a manager always) goes
 * to the recharge centre; everyone else is told 请前往pc端购买! as before.
 */
export function canBuyIn(session: Pick<TInitializeResult, 'user' | 'permissions'> | undefined): boolean {
  if (!session || !isRegisteredPage(RECHARGE_INDEX_PAGE)) return false;
  return can({ isManager: session.user.isManager, permissions: session.permissions }, RECHARGE_BUY_PERMISSION);
}

export function openRechargeCentre(): void {
  nav.navigateTo(RECHARGE_INDEX_PAGE);
}

/** After 去购买: the recharge centre, or the PC alert. The session is read when not given (a rare path). */
export async function goBuy(session?: Pick<TInitializeResult, 'user' | 'permissions'>): Promise<void> {
  const known = session ?? (await sessionQuery.queryFn().catch(() => undefined));
  if (canBuyIn(known)) openRechargeCentre();
  // The dialog loads here: canBuyIn is on the gated pages' first screens (app-gate.ts), the dialog is not.
  else await (await import('./dialog.tsx')).dialog.alert({ content: GO_PC_MSG });
}
