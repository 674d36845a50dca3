import { CONTENT_ALIAS } from '@awb/contract/content.contract';
import { List } from 'antd-mobile';
import { nav } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { APP_INFO } from '../app-info.ts';
import { openContent } from '../components/agreement.tsx';
import { AppLogo } from '../components/app-logo.tsx';
import styles from '../components/settings.module.css';
import about from './about.module.css';

/** The app's name and versions (seed 000 §1: shown v5.0.1; shell 1.0.5, code 105) and the legal texts. */
export default function AboutPage() {
  return (
    <PageShell title="关于我们">
      <header className={about.header}>
        <AppLogo size={76} />
        <h1>{APP_INFO.name}</h1>
        <p>{APP_INFO.displayVersion}</p>
      </header>
      <List className={styles.group}>
        <List.Item extra={`${APP_INFO.appVersion}（${APP_INFO.versionCode}）`}>应用版本</List.Item>
        <List.Item onClick={() => nav.navigateTo('pages/public/update')}>检查更新</List.Item>
        <List.Item onClick={() => openContent(CONTENT_ALIAS.userAgreement)}>用户协议</List.Item>
        <List.Item onClick={() => openContent(CONTENT_ALIAS.privacyPolicy)}>隐私政策</List.Item>
      </List>
      <footer className={about.footer}>
        <p>{APP_INFO.slogan}</p>
        <p>
          Copyright © {new Date().getFullYear()} {APP_INFO.name}
        </p>
      </footer>
    </PageShell>
  );
}
