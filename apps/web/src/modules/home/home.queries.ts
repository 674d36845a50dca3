import { systemEndpoints } from '@awb/contract/system.contract';
import { useQuery } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { call } from '../../platform/api.ts';
import { useAppGate } from '../../platform/app-gate.ts';
import { isTabPage, nav } from '../../platform/nav.ts';
import { isRegisteredPage } from '../../platform/registered-pages.ts';
import type { THomeEntry } from './home-entries.tsx';

/** Badge counts of the shell (`base/systemInfo`); without a login the request layer sends the user to login. */
export function useSystemInfo() {
  return useQuery({
    queryKey: ['system', 'info'],
    queryFn: async () => (await call(systemEndpoints.systemInfo, {}, { loading: false })).data,
    staleTime: 30_000,
  });
}

/**
 * Opens a home tile: the app-use switch runs, then the page opens. A page not built yet says so after
 * the switch (its reminders and PC prompts still show, but no trial is started for it).
 */
export function useOpenEntry() {
  const openApp = useAppGate();
  return useCallback(
    async (entry: THomeEntry) => {
      const built = isRegisteredPage(entry.page);
      const { proceed, step } = await openApp(entry.app, { offerTrial: built });
      if (!built) {
        if (proceed || step === 'trial') Toast.show({ content: `${entry.name}即将开放` });
        return;
      }
      if (!proceed) return;
      if (isTabPage(entry.page)) nav.switchTab(entry.page);
      else nav.navigateTo(entry.page);
    },
    [openApp],
  );
}
