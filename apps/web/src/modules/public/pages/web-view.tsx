import { Button, DotLoading } from 'antd-mobile';
import { GlobalOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { safeHttpUrl } from '../../../platform/safe-url.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import styles from './web-view.module.css';

/** How long a page may take before we offer to open it in the browser instead. */
const SLOW_MS = 8000;

function openOutside(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/** pages/public/web-view?url=…&title=…: an http(s) page inside the app, with a way out when it cannot be shown. */
export default function WebViewPage() {
  const [params] = useSearchParams();
  const url = safeHttpUrl(params.get('url'));
  const title = params.get('title')?.trim() || (url ? new URL(url).hostname : '网页');
  const [loaded, setLoaded] = useState(false);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    setLoaded(false);
    setSlow(false);
    const timer = setTimeout(() => setSlow(true), SLOW_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!url) {
    return (
      <PageShell title="网页" background="#fff">
        <EmptyState title="链接无效" description="只能打开以 http:// 或 https:// 开头的网址" />
      </PageShell>
    );
  }
  return (
    <PageShell
      title={title}
      background="#fff"
      right={
        <button type="button" className={styles.outside} aria-label="在浏览器中打开" onClick={() => openOutside(url)}>
          <GlobalOutline fontSize={20} />
        </button>
      }
    >
      <div className={styles.frameBox}>
        <iframe
          className={styles.frame}
          src={url}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
          referrerPolicy="no-referrer"
          onLoad={() => setLoaded(true)}
        />
        {loaded ? null : (
          <div className={styles.overlay}>
            {slow ? (
              <EmptyState title="页面加载较慢" description="网络不佳或该网站不允许在应用内打开">
                <Button color="primary" shape="rounded" onClick={() => openOutside(url)}>
                  在浏览器中打开
                </Button>
              </EmptyState>
            ) : (
              <DotLoading color="primary" />
            )}
          </div>
        )}
      </div>
      <p className={styles.hint}>
        页面无法显示？
        <button type="button" onClick={() => openOutside(url)}>
          在浏览器中打开
        </button>
      </p>
    </PageShell>
  );
}
