import { APP_VERSION } from '@awb/contract/app-version';
import { CONTENT_ALIAS } from '@awb/contract/content.contract';
import { Button, List } from 'antd-mobile';
import { authStore } from '../../../platform/auth-store.ts';
import { nav, withQuery } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { AppLogo } from '../../account/components/app-logo.tsx';
import styles from './h5-index.module.css';

const FEATURES = ['房源本', '客源本', '小区档案', '合同管理', '电子签约', '管理中心'];

/** The pages a visitor reaches from here without an account. */
const LINKS = [
  { text: '用户协议', to: withQuery('pages/public/richtext', { cate_alias: CONTENT_ALIAS.userAgreement }) },
  { text: '隐私政策', to: withQuery('pages/public/richtext', { cate_alias: CONTENT_ALIAS.privacyPolicy }) },
  { text: '检查更新', to: 'pages/public/update' },
];

/**
 * pages/h5/index: the H5 landing. Seed 000 §2 lists it among the H5 pages without saying more; it is
 * the page a shared link or a browser bookmark opens: what the app is, sign in (or back to the
 * workbench when signed in), register a company, and the public pages (agreement, privacy, version).
 */
export default function H5IndexPage() {
  const signedIn = authStore.headers() !== null;
  return (
    <PageShell title="经纪工作本" noBack background="linear-gradient(180deg, #2e64ff 0, #5b8cff 280px, #f5f6f8 280px)">
      <div className={styles.hero}>
        <AppLogo size={72} />
        <h1>经纪工作本</h1>
        <p>房源、客源、签约，一本搞定</p>
      </div>
      <section className={styles.card}>
        <ul className={styles.features}>
          {FEATURES.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        {signedIn ? (
          <Button block color="primary" className={styles.button} onClick={() => nav.reLaunch('pages/index')}>
            进入工作台
          </Button>
        ) : (
          <>
            <Button
              block
              color="primary"
              className={styles.button}
              onClick={() => nav.navigateTo('pages/user/pwdLogin')}
            >
              登录
            </Button>
            <Button block fill="outline" color="primary" onClick={() => nav.navigateTo('pages/user/register')}>
              注册新公司
            </Button>
          </>
        )}
      </section>
      <List className={styles.links}>
        {LINKS.map((l) => (
          <List.Item key={l.text} arrow onClick={() => nav.navigateTo(l.to)}>
            {l.text}
          </List.Item>
        ))}
      </List>
      <p className={styles.version}>
        版本 {APP_VERSION.displayVersion}（{APP_VERSION.appVersion}）
      </p>
    </PageShell>
  );
}
