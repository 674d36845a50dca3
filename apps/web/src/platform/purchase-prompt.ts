import type { TInitializeResult } from '@awb/contract/account.contract';
import { can } from '@awb/contract/permission-check';
import { RECHARGE_MSG, RECHARGE_PAGE, RECHARGE_PERMISSION } from '@awb/contract/recharge-constants';
import { dialog } from './dialog.tsx';
import { nav } from './nav.ts';
import { isRegisteredPage } from './registered-pages.ts';
import { sessionQuery } from './session.ts';

/**
 * 去购买 (seed 000 §8, docs/recharge.md): whoever may buy in the app (充值购买; a manager always) goes
 * to the recharge centre; everyone else is told 请前往pc端购买! as before.
 */
export function canBuyIn(session: Pick<TInitializeResult, 'user' | 'permissions'> | undefined): boolean {
  if (!session || !isRegisteredPage(RECHARGE_PAGE.index)) return false;
  return can({ isManager: session.user.isManager, permissions: session.permissions }, RECHARGE_PERMISSION);
}

export function openRechargeCentre(): void {
  nav.navigateTo(RECHARGE_PAGE.index);
}

/** After 去购买: the recharge centre, or the PC alert. The session is read when not given (a rare path). */
export async function goBuy(session?: Pick<TInitializeResult, 'user' | 'permissions'>): Promise<void> {
  const known = session ?? (await sessionQuery.queryFn().catch(() => undefined));
  if (canBuyIn(known)) openRechargeCentre();
  else await dialog.alert({ content: RECHARGE_MSG.goPc });
}
