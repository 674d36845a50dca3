import { Button, ErrorBlock } from 'antd-mobile';
import { nav } from '../platform/nav.ts';
import { PageShell } from './page-shell.tsx';

/** Navigating to a missing page fails with 'page not found' (seed 000 §2). */
export function NotFound() {
  return (
    <PageShell title="页面不存在">
      <ErrorBlock status="empty" title="page not found" description="您访问的页面不存在">
        <Button color="primary" onClick={() => nav.reLaunch()}>
          返回首页
        </Button>
      </ErrorBlock>
    </PageShell>
  );
}
