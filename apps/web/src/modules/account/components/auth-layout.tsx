import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageShell } from '../../../ui/page-shell.tsx';
import { APP_INFO } from '../app-info.ts';
import { AppLogo } from './app-logo.tsx';
import styles from './auth-layout.module.css';

type TProps = {
  /** The nav-bar title. */
  title: string;
  heading: string;
  subtitle?: ReactNode;
  noBack?: boolean;
  /** Leave out the brand line (long forms). */
  compact?: boolean;
  children: ReactNode;
};

/** Login, register and password pages: white page, the app mark, a large heading, then the form. */
export function AuthLayout({ title, heading, subtitle, noBack, compact, children }: TProps) {
  return (
    <PageShell title={title} noBack={noBack} background="#fff">
      <header className={styles.hero}>
        {compact ? null : (
          <div className={styles.brand}>
            <AppLogo size={40} />
            <span>{APP_INFO.name}</span>
          </div>
        )}
        <h1>{heading}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
      </header>
      <div className={styles.body}>{children}</div>
    </PageShell>
  );
}

/** `replace` swaps the page (login ⇄ pwdLogin) instead of stacking it. */
type TLink = { text: string; to: string; replace?: boolean };

/** A row of text links under a form (e.g. 密码登录 · 注册公司). */
export function AuthLinks({ links }: { links: TLink[] }) {
  return (
    <nav className={styles.links}>
      {links.map((link) => (
        <Link key={link.text} to={`/${link.to}`} replace={link.replace}>
          {link.text}
        </Link>
      ))}
    </nav>
  );
}
