import type { Action } from 'antd-mobile/es/components/action-sheet';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { nav } from '../platform/nav.ts';
import { publishActions } from '../platform/publish-actions.ts';
import { isRegisteredPage } from '../platform/registered-pages.ts';
import styles from './tab-bar.module.css';
import { CustomerIcon, HomeIcon, HouseIcon, PlusIcon, UserIcon } from './tab-icons.tsx';

/** Loaded at the first tap on 发布: it brings the popup's animation and gesture code. */
const ActionSheet = lazy(() => import('antd-mobile/es/components/action-sheet'));

const ACTIVE = '#2E64FF';
const INACTIVE = '#060606';

const TABS = [
  { path: 'pages/index', text: '首页', Icon: HomeIcon },
  { path: 'pages/house', text: '房源', Icon: HouseIcon },
  null,
  { path: 'pages/customer', text: '客户', Icon: CustomerIcon },
  { path: 'pages/user', text: '我的', Icon: UserIcon },
] as const;

/** Tab pages are reached with switchTab only; a tab whose page is not built is not shown. */
function openTab(path: string, current: string): void {
  if (path !== current) nav.switchTab(path);
}

/** The bottom bar of the four tab pages with the 发布 button in the middle. */
export function TabBar() {
  const { pathname } = useLocation();
  const current = pathname.replace(/^\//, '');
  const [publishing, setPublishing] = useState(false);
  // Mounted from the first opening on, so that it can animate its closing.
  const [opened, setOpened] = useState(false);
  if (publishing && !opened) setOpened(true);
  const actions: Action[] = publishActions().map((a) => ({
    key: a.path,
    text: a.text,
    onClick: () => {
      setPublishing(false);
      nav.navigateTo(a.path);
    },
  }));

  return (
    <>
      <div className={styles.spacer} />
      <nav className={styles.bar} aria-label="tab bar">
        {TABS.filter((tab) => tab === null || isRegisteredPage(tab.path)).map((tab) =>
          tab === null ? (
            <div key="publish" className={styles.middle}>
              <button
                type="button"
                className={`${styles.publish} ${publishing ? styles.publishActive : ''}`}
                aria-label="发布"
                onClick={() => setPublishing(true)}
              >
                <PlusIcon />
              </button>
            </div>
          ) : (
            <button
              key={tab.path}
              type="button"
              className={`${styles.item} ${current === tab.path ? styles.selected : ''}`}
              aria-current={current === tab.path ? 'page' : undefined}
              onClick={() => openTab(tab.path, current)}
            >
              <tab.Icon color={current === tab.path ? ACTIVE : INACTIVE} />
              <span>{tab.text}</span>
            </button>
          ),
        )}
      </nav>
      {opened ? (
        <Suspense fallback={null}>
          <ActionSheet
            visible={publishing}
            actions={actions.length > 0 ? actions : [{ key: 'none', text: '暂无可发布的内容', disabled: true }]}
            extra="发布"
            cancelText="取消"
            onClose={() => setPublishing(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
