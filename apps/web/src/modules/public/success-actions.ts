import { Toast } from 'antd-mobile';
import { copyText } from '../../platform/clipboard.ts';
import { isTabPage, nav, withQuery } from '../../platform/nav.ts';
import { isRegisteredPage } from '../../platform/registered-pages.ts';
import { safeHttpUrl } from '../../platform/safe-url.ts';
import type { TSuccessButton } from './success-data.ts';

function openPage(url: string): void {
  const page = url.replace(/^[#/]+/, '');
  if (!isRegisteredPage(page)) {
    Toast.show({ content: '该页面即将开放' });
    return;
  }
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
      const ok = await copyText(button.value ?? button.url ?? '');
      Toast.show({ icon: ok ? 'success' : 'fail', content: ok ? '复制成功' : '复制失败，请长按手动复制' });
      return;
    }
    case 'download':
      if (web) window.open(web, '_blank', 'noopener');
      else Toast.show({ content: '下载地址无效' });
      return;
  }
  if (web) nav.navigateTo(withQuery('pages/public/web-view', { url: web, title: button.text }));
  else if (button.url) openPage(button.url);
}
