import { APP_VERSION } from '@awb/contract/app-version';
import { List, Result } from 'antd-mobile';
import { PageShell } from '../../../ui/page-shell.tsx';

/**
 * pages/public/update: the version check (seed 000 §1). The web app is served by the server it talks
 * to, so the running build is the current one; the page shows its displayed and app versions.
 */
export default function UpdatePage() {
  return (
    <PageShell title="检查更新">
      <Result status="success" title="当前已是最新版本" description={`经纪工作本 ${APP_VERSION.displayVersion}`} />
      <List>
        <List.Item extra={APP_VERSION.displayVersion}>当前版本</List.Item>
        <List.Item extra={`${APP_VERSION.appVersion}（${APP_VERSION.versionCode}）`}>应用版本</List.Item>
      </List>
    </PageShell>
  );
}
