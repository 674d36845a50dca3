import type { TInitializeResult } from '@awb/contract/account.contract';
import type { appUseEndpoints, TAppUseSwitch } from '@awb/contract/app-use.contract';
import { APP_NAMES, APP_TRIAL_PROCEED_MS } from '@awb/contract/common/apps';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from './api.ts';
import {
  gateStep,
  isGatedApp,
  localDay,
  markReminded,
  parseReminderRecord,
  shouldRemind,
  type TGateStep,
} from './app-gate-rules.ts';
import { askSwitch, clearEarlySwitches, takeEarlySwitch } from './app-switch-early.ts';
import { authStore } from './auth-store.ts';
import { endpointRef } from './endpoint-ref.ts';
import { canBuyIn, openRechargeCentre } from './purchase-prompt.ts';
import { SESSION_QUERY_KEY } from './session-query.ts';
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';

/**
 * The trial as the request layer needs it (method, path, auth), written out as session.ts writes out
 * initialize: the app-use contract would bring Zod and its schemas to home and the listing tab, whose
 * gate runs as they open; typed as the contract's endpoint, so a change there fails the type
 * check here. The switch itself is asked in app-switch-early.ts.
 */
const APP_TRYOUT = endpointRef<typeof appUseEndpoints.appTryout>({
  method: 'POST',
  path: '/try/appTryout',
  auth: 'member',
});

/** Whether to proceed, and the step the switch answered ('error' when the call failed; already shown). */
export type TGateResult = { proceed: boolean; trialStarted: boolean; step: TGateStep | 'error' };

export type TGateOptions = {
  /**
   * false: a trial offer is not made and does not proceed. Used where the app's page is not built yet,
   * so that reminders and PC prompts still show but no trial is spent on a page that cannot open.
   */
  offerTrial?: boolean;
  /** The caller may buy in the app (purchase-prompt.ts canBuyIn): an app not open offers 去购买 too. */
  canBuy?: boolean;
};

/** A pass is reused for a short while, so the home grid and the tab page it opens ask only once. */
const PASS_REUSE_MS = 30_000;
const passedAt = new Map<string, number>();
const inFlight = new Map<string, Promise<TGateResult>>();

/**
 * The dialogs, loaded when the switch asks for one: most opens pass without any, and antd-mobile's Dialog
 * and Toast would otherwise load with every gated page (home, the listing tab).
 */
const loadDialog = () => import('./dialog.tsx').then((m) => m.dialog);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nameOf = (appType: number) => APP_NAMES[appType] ?? '该应用';

async function remindOnceToday(appType: number, info: string): Promise<void> {
  const today = localDay(new Date());
  const record = parseReminderRecord(readJson<unknown>(STORAGE_KEYS.expiryReminded, {}));
  if (!shouldRemind(record, appType, today)) return;
  writeJson(STORAGE_KEYS.expiryReminded, markReminded(record, appType, today));
  const dialog = await loadDialog();
  await dialog.alert({ title: '到期提醒', content: info, confirmText: '我知道了' });
}

async function askForTrial(state: TAppUseSwitch): Promise<boolean> {
  const days = state.tryDays;
  const dialog = await loadDialog();
  const answer = await dialog.confirm({
    title: `免费试用${days}天`,
    content: state.info || `${nameOf(state.appType)}尚未开通，可免费试用${days}天`,
    confirmText: `免费试用${days}天`,
    cancelText: '暂不试用',
  });
  if (answer !== 'confirm') return false;
  await call(APP_TRYOUT, { body: { appType: state.appType } }, { loading: '开通中…' });
  dialog.success('试用开通成功', APP_TRIAL_PROCEED_MS);
  await wait(APP_TRIAL_PROCEED_MS);
  return true;
}

/** An app not open: the switch's prompt as it is; whoever may buy gets 去购买 to the recharge centre. */
async function tellClosed(title: string, content: string, canBuy: boolean): Promise<void> {
  const dialog = await loadDialog();
  if (!canBuy) {
    await dialog.alert({ title, content, confirmText: '我知道了' });
    return;
  }
  const answer = await dialog.confirm({ title, content, confirmText: '去购买', cancelText: '我知道了' });
  if (answer === 'confirm') openRechargeCentre();
}

async function check(appType: number, offer: boolean, canBuy: boolean): Promise<TGateResult> {
  const state = await (takeEarlySwitch(appType) ?? askSwitch(appType));
  const name = nameOf(appType);
  const step = gateStep(state);
  switch (step) {
    case 'remind':
      await remindOnceToday(appType, state.info);
      return { proceed: true, trialStarted: false, step };
    case 'notOpened':
      await tellClosed(`${name}未开通`, state.info || `${name}未开通，请前往pc端开通`, canBuy);
      return { proceed: false, trialStarted: false, step };
    case 'expired':
      await tellClosed(`${name}已到期`, state.info || `${name}已到期，请前往pc端续费`, canBuy);
      return { proceed: false, trialStarted: false, step };
    case 'trial': {
      const started = offer && (await askForTrial(state));
      return { proceed: started, trialStarted: started, step };
    }
    default:
      return { proceed: true, trialStarted: false, step };
  }
}

/**
 * The app-use switch (seed 000 §4), run before a sub-app opens. Resolves whether to proceed; failed
 * calls were already shown by the request layer and do not proceed. Apps outside the gate always proceed.
 */
export async function runAppGate(
  appType: number,
  { offerTrial = true, canBuy = false }: TGateOptions = {},
): Promise<TGateResult> {
  const pass: TGateResult = { proceed: true, trialStarted: false, step: 'proceed' };
  if (!isGatedApp(appType)) return pass;
  const passKey = `${authStore.myToken()}:${appType}`;
  if (Date.now() - (passedAt.get(passKey) ?? 0) < PASS_REUSE_MS) return pass;
  const flightKey = `${passKey}:${offerTrial}`;
  const pending = inFlight.get(flightKey);
  if (pending) return pending;
  const run = check(appType, offerTrial, canBuy)
    .catch((): TGateResult => ({ proceed: false, trialStarted: false, step: 'error' }))
    .then((result) => {
      if (result.proceed) passedAt.set(passKey, Date.now());
      return result;
    })
    .finally(() => inFlight.delete(flightKey));
  inFlight.set(flightKey, run);
  return run;
}

/** Forgets earlier passes, so the next open asks the server again. */
export function resetAppGate(): void {
  passedAt.clear();
  clearEarlySwitches();
}

/** `openApp(appType)` for components: runs the gate and refreshes the session's open apps after a trial. */
export function useAppGate() {
  const queryClient = useQueryClient();
  return useCallback(
    async (appType: number, options?: TGateOptions): Promise<TGateResult> => {
      const canBuy = canBuyIn(queryClient.getQueryData<TInitializeResult>(SESSION_QUERY_KEY));
      const result = await runAppGate(appType, { canBuy, ...options });
      if (result.trialStarted) await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      return result;
    },
    [queryClient],
  );
}
