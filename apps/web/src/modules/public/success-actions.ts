import { Toast } from 'antd-mobile';
import { copyWithMessage } from '../../platform/clipboard.ts';
import { fileLinkTarget } from '../../platform/file-link.ts';
import { isTabPage, nav, withQuery } from '../../platform/nav.ts';
import { isRegisteredPage } from '../../platform/registered-pages.ts';
import { safeHttpUrl } from '../../platform/safe-url.ts';
import type { TSuccessButton } from './success-data.ts';

function openPage(url: string): void {
  const page = url.replace(/^[#/]+/, '');
  // The page shows only buttons that lead somewhere (reachableGroups).
  if (!isRegisteredPage(page)) return;
  // The success page is replaced, so back from the next page does not return to it.
  if (isTabPage(page)) nav.switchTab(page);
  else nav.redirectTo(page);
}

/** Runs a success-page button (seed 000 §4: view approval, view contract, download, copy link…). */
export async function runSuccessButton(button: TSuccessButton): Promise<void> {
  const web = safeHttpUrl(button.url);
  switch (button.action) {
    case 'back':
      return nav.navigateBack();
    case 'home':
      return nav.switchTab('pages/index');
    case 'copy': {
      const { ok, message } = await copyWithMessage(button.value ?? button.url ?? '');
      Toast.show({ icon: ok ? 'success' : 'fail', content: message });
      return;
    }
    case 'download': {
      const target = fileLinkTarget(button.url);
      if ('url' in target) window.open(target.url, '_blank', 'noopener');
      else Toast.show({ content: target.message });
      return;
    }
  }
  if (web) nav.navigateTo(withQuery('pages/public/web-view', { url: web, title: button.text }));
  else if (button.url) openPage(button.url);
}
