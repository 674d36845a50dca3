import type { appUseEndpoints, TAppUseSwitch } from '@awb/contract/app-use.contract';
import { call } from './api.ts';
import { isGatedApp } from './app-gate-rules.ts';
import { authStore } from './auth-store.ts';
import { endpointRef } from './endpoint-ref.ts';

/**
 * The app-use switch asked for ahead of a gated page, apart from the gate's prompts: the
 * listing tab's first-data chunk sends it from the entry, and app-gate.ts, with its purchase and
 * permission imports, would have made that chunk wait for five more files behind the tab's own.
 * Written out as session.ts writes out initialize (the contract would bring Zod to the first screen);
 * typed as the contract's endpoint, so a change there fails the type check here.
 */
export const APP_USE_SWITCH = endpointRef<typeof appUseEndpoints.appUseSwitch>({
  method: 'GET',
  path: '/search/appUseSwitch',
  auth: 'member',
});

/** Answers asked for ahead of the page, each taken once by the page's check. */
const early = new Map<string, { at: number; answer: Promise<TAppUseSwitch> }>();
const EARLY_KEEP_MS = 10_000;

/** The query of an app's switch. */
export const switchQuery = (appType: number) => ({ payStatusId: appType });

export const askSwitch = async (appType: number) =>
  (await call(APP_USE_SWITCH, { query: switchQuery(appType) }, { loading: false })).data;

/**
 * Sends the switch of a gated page's app while the page's code is still loading, not once the page has
 * mounted (one more round trip before the tab's list could show). Only the request:
 * its prompts, if any, are made by the page's own check, which takes this answer.
 */
export function prefetchAppSwitch(appType: number): void {
  if (!isGatedApp(appType)) return;
  const answer = askSwitch(appType);
  // Handled here too: a failure is shown by the request layer and met again by the check that takes it.
  answer.catch(() => undefined);
  early.set(`${authStore.myToken()}:${appType}`, { at: Date.now(), answer });
}

/** The answer prefetchAppSwitch got for this user and app, if recent; taken once. */
export function takeEarlySwitch(appType: number): Promise<TAppUseSwitch> | undefined {
  const key = `${authStore.myToken()}:${appType}`;
  const found = early.get(key);
  early.delete(key);
  return found && Date.now() - found.at < EARLY_KEEP_MS ? found.answer : undefined;
}

export function clearEarlySwitches(): void {
  early.clear();
}
