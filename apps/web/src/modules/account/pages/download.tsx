import { USER_STATUS } from '@awb/contract/account.contract';
import { Button } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useSearchParams } from 'react-router';
import { nav } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { APP_INFO } from '../app-info.ts';
import { AppLogo } from '../components/app-logo.tsx';
import styles from './download.module.css';

const FEATURES = ['房源本', '客源本', '小区档案', '合同管理', '电子签约', '管理中心'];

/** After registration (seed 000 §2 "download"): the result, the app, and a way to use it in the browser. */
export default function DownloadPage() {
  const [params] = useSearchParams();
  const pending = params.get('status') === String(USER_STATUS.pending);
  return (
    <PageShell title="下载App" noBack background="linear-gradient(180deg, #2e64ff 0, #5b8cff 300px, #f5f6f8 300px)">
      <div className={styles.result}>
        <span className={styles.check}>
          <CheckOutline />
        </span>
        <h2>{pending ? '申请已提交' : '注册成功'}</h2>
        <p>{pending ? '管理员审核通过后即可登录使用' : '您已成为公司管理员，快去体验吧'}</p>
      </div>
      <section className={styles.card}>
        <div className={styles.app}>
          <AppLogo size={64} />
          <div>
            <h1>{APP_INFO.name}</h1>
            <p>
              {APP_INFO.displayVersion} · {APP_INFO.slogan}
            </p>
          </div>
        </div>
        <ul className={styles.features}>
          {FEATURES.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <Button block color="primary" className={styles.button} onClick={() => nav.reLaunch('pages/user/pwdLogin')}>
          在浏览器中登录
        </Button>
        <p className={styles.hint}>下载 App：在手机应用商店搜索「{APP_INFO.name}」</p>
      </section>
    </PageShell>
  );
}
