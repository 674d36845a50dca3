import { NavBar } from 'antd-mobile';
import type { CSSProperties, ReactNode } from 'react';
import { useEffect } from 'react';
import { nav } from '../platform/nav.ts';
import styles from './page-shell.module.css';

type TProps = {
  title: string;
  children: ReactNode;
  /** Hide the back arrow (tab pages, launch). */
  noBack?: boolean;
  right?: ReactNode;
  onBack?: () => void;
  /** A bar fixed at the bottom (submit buttons). */
  footer?: ReactNode;
  background?: CSSProperties['background'];
};

/** Every page: a nav bar with back (one step, or relaunch on the first page), content, optional footer. */
export function PageShell({ title, children, noBack, right, onBack, footer, background }: TProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <div className={styles.page} style={{ background }}>
      <NavBar
        className={styles.bar}
        back={noBack ? null : ''}
        backIcon={!noBack}
        onBack={onBack ?? nav.navigateBack}
        right={right}
      >
        {title}
      </NavBar>
      <main className={styles.content}>{children}</main>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </div>
  );
}
