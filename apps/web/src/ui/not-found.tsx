import { Button, ErrorBlock } from 'antd-mobile';
import { nav } from '../platform/nav.ts';
import { PageShell } from './page-shell.tsx';

/** Navigating to a missing page fails (seed 000 §2: page not found), said in Chinese like every screen. */
export function NotFound() {
  return (
    <PageShell title="页面不存在">
      <ErrorBlock status="empty" title="页面不存在" description="您访问的页面不存在或已被移除，请返回首页">
        <Button color="primary" onClick={() => nav.reLaunch()}>
          返回首页
        </Button>
      </ErrorBlock>
    </PageShell>
  );
}
