import { CONTENT_ALIAS } from '@awb/contract/content.contract';
import { Button, List } from 'antd-mobile';
import { nav } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { useLogout } from '../account.queries.ts';
import { APP_INFO } from '../app-info.ts';
import { openContent } from '../components/agreement.tsx';
import styles from '../components/settings.module.css';

/** Account and security entries, the legal texts, and 退出登录. */
export default function SettingPage() {
  const { logout, isPending } = useLogout();
  return (
    <PageShell title="设置">
      <List header="账号与安全" className={styles.group}>
        <List.Item onClick={() => nav.navigateTo('pages/user/set/personal')}>个人资料</List.Item>
        <List.Item onClick={() => nav.navigateTo('pages/user/set/editPwd')}>修改密码</List.Item>
        <List.Item onClick={() => nav.navigateTo('pages/user/set/auth-setting')}>我的权限</List.Item>
        <List.Item onClick={() => nav.navigateTo('pages/user/set/cancellation1')}>注销账号</List.Item>
      </List>
      <List header="关于" className={styles.group}>
        <List.Item extra={APP_INFO.displayVersion} onClick={() => nav.navigateTo('pages/user/set/about')}>
          关于{APP_INFO.name}
        </List.Item>
        <List.Item onClick={() => openContent(CONTENT_ALIAS.userAgreement)}>用户协议</List.Item>
        <List.Item onClick={() => openContent(CONTENT_ALIAS.privacyPolicy)}>隐私政策</List.Item>
      </List>
      <div className={styles.action}>
        <Button block color="danger" fill="outline" loading={isPending} onClick={logout}>
          退出登录
        </Button>
      </div>
    </PageShell>
  );
}
