import { Button, NoticeBar } from 'antd-mobile';
import { Fragment, useEffect } from 'react';
import { nav } from '../../../platform/nav.ts';
import { canBuyIn, openRechargeCentre } from '../../../platform/purchase-prompt.ts';
import { isRegisteredPage } from '../../../platform/registered-pages.ts';
import { hasPermission, useSession } from '../../../platform/session.ts';
import { LazyErrorBlock } from '../../../ui/lazy-error-block.tsx';
import { EntryGrid } from '../components/entry-grid.tsx';
import { HomeHeader } from '../components/home-header.tsx';
import { useOpenEntry, useSystemInfo } from '../home.queries.ts';
import { HOME_APPS, QUICK_ENTRIES } from '../home-entries.tsx';
import { shownEntries } from '../home-format.ts';
import styles from './home.module.css';

const MESSAGE_PAGE = 'pages/index/msg-type';

/** The home tab: company and user, the message badge, the sub-apps the user may use, and shortcuts. */
export default function HomePage() {
  const session = useSession();
  const systemInfo = useSystemInfo();
  const openEntry = useOpenEntry();
  useEffect(() => {
    document.title = '首页';
  }, []);

  const data = session.data;
  const builtApps = shownEntries(HOME_APPS, isRegisteredPage);
  const builtShortcuts = shownEntries(QUICK_ENTRIES, isRegisteredPage);
  const apps = builtApps.filter((e) => hasPermission(data, e.app));
  const shortcuts = builtShortcuts.filter((e) => hasPermission(data, e.app));
  // The content waits for both answers so that the unread notice and the tiles arrive in one frame, and it
  // replaces the skeleton (other elements, keyed) instead of moving it: the notice arriving after the tiles
  // pushes them down (CLS 0.09–0.10 on this page, measured 2026-11).
  const ready = data !== undefined && !systemInfo.isPending;
  const openCount = apps.filter((e) => data?.openApps.includes(e.app)).length;
  const unread = systemInfo.data?.messageCount ?? 0;

  return (
    <div className={styles.page}>
      <HomeHeader session={data} messageCount={unread} />
      <div className={styles.body}>
        {session.isError ? (
          <section className={styles.errorCard}>
            <LazyErrorBlock status="disconnected" title="加载失败" description="请检查网络后重试">
              <Button color="primary" fill="outline" shape="rounded" onClick={() => void session.refetch()}>
                重新加载
              </Button>
            </LazyErrorBlock>
          </section>
        ) : !ready ? (
          <Fragment key="loading">
            {/* As many tiles as a user with every app sees, so the cards keep their size for most. */}
            <EntryGrid
              title="我的应用"
              entries={[]}
              variant="apps"
              loading
              skeletonTiles={builtApps.length}
              onOpen={openEntry}
            />
            <EntryGrid
              title="快捷入口"
              entries={[]}
              variant="shortcuts"
              loading
              skeletonTiles={builtShortcuts.length}
              onOpen={openEntry}
            />
          </Fragment>
        ) : (
          <Fragment key="ready">
            {unread > 0 && isRegisteredPage(MESSAGE_PAGE) ? (
              <NoticeBar
                className={styles.notice}
                color="default"
                content={`您有 ${unread} 条未读消息`}
                extra={<span className={styles.noticeLink}>查看</span>}
                onClick={() => nav.navigateTo(MESSAGE_PAGE)}
              />
            ) : null}
            <EntryGrid
              title="我的应用"
              extra={apps.length > 0 ? `已开通 ${openCount}/${apps.length}` : undefined}
              entries={apps}
              variant="apps"
              openApps={data?.openApps}
              onOpen={openEntry}
            />
            {shortcuts.length > 0 ? (
              <EntryGrid title="快捷入口" entries={shortcuts} variant="shortcuts" onOpen={openEntry} />
            ) : null}
            {canBuyIn(data) ? (
              <p className={styles.footnote}>
                开通、续费应用请前往
                <button type="button" className={styles.footnoteLink} onClick={openRechargeCentre}>
                  充值中心
                </button>
              </p>
            ) : (
              <p className={styles.footnote}>开通、续费应用请联系公司管理员</p>
            )}
          </Fragment>
        )}
      </div>
    </div>
  );
}
