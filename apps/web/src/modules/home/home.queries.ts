import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAppGate } from '../../platform/app-gate.ts';
import { systemInfoQuery } from '../../platform/first-data.ts';
import { isTabPage, nav } from '../../platform/nav.ts';
import { isRegisteredPage } from '../../platform/registered-pages.ts';
import type { THomeEntry } from './home-entries.tsx';

/** Badge counts of the shell (`base/systemInfo`); without a login the request layer sends the user to login. */
export function useSystemInfo() {
  return useQuery(systemInfoQuery);
}

/** Opens a home tile: the app-use switch runs, then the page opens (only tiles of built pages are shown). */
export function useOpenEntry() {
  const openApp = useAppGate();
  return useCallback(
    async (entry: THomeEntry) => {
      if (!isRegisteredPage(entry.page)) return;
      const { proceed } = await openApp(entry.app, { offerTrial: true });
      if (!proceed) return;
      if (isTabPage(entry.page)) nav.switchTab(entry.page);
      else nav.navigateTo(entry.page);
    },
    [openApp],
  );
}
