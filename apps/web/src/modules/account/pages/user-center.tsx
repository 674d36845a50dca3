import { List } from 'antd-mobile';
import { InformationCircleOutline, MessageOutline, SetOutline, TeamOutline, UserOutline } from 'antd-mobile-icons';
import { nav } from '../../../platform/nav.ts';
import { useSession } from '../../../platform/session.ts';
import { toast } from '../../../platform/toast.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { AcquisitionEntries } from '../../acquisition/components/acquisition-entries.tsx';
import { OaEntries } from '../../oa/components/oa-entries.tsx';
import { OrgEntries } from '../../org/components/org-entries.tsx';
import { PromotionEntries } from '../../promotion/components/promotion-entries.tsx';
import { RechargeEntries } from '../../recharge/components/recharge-entries.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import styles from './user-center.module.css';

const ENTRIES = [
  { path: 'pages/user/set/personal', text: '个人资料', Icon: UserOutline, color: '#2e64ff' },
  { path: 'pages/user/set/setting', text: '账号设置', Icon: SetOutline, color: '#00b578' },
  { path: 'pages/user/set/feedback', text: '意见反馈', Icon: MessageOutline, color: '#ff8f1f' },
  { path: 'pages/user/set/about', text: '关于我们', Icon: InformationCircleOutline, color: '#7b61ff' },
] as const;

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.show({ icon: 'success', content: '复制成功' });
  } catch {
    toast.show(`邀请码：${text}`);
  }
}

/** The personal centre tab: who I am, my company, and the way to settings, feedback and about. */
export default function UserCenterPage() {
  const session = useSession();
  const inviteCode = session.data?.company.inviteCode;
  return (
    <PageShell title="我的" noBack>
      <ProfileCard session={session.data} onClick={() => nav.navigateTo('pages/user/set/personal')} />
      <div className={styles.panels}>
        {inviteCode ? (
          <List className={styles.panel}>
            <List.Item
              prefix={<TeamOutline className={styles.icon} style={{ color: '#2e64ff' }} />}
              description="同事注册时选择「加入已有公司」并填写邀请码"
              extra={<span className={styles.code}>{inviteCode}</span>}
              onClick={() => copy(inviteCode)}
            >
              公司邀请码
            </List.Item>
          </List>
        ) : null}
        <OrgEntries className={styles.panel} iconClassName={styles.icon} />
        <OaEntries className={styles.panel} iconClassName={styles.icon} />
        <AcquisitionEntries className={styles.panel} iconClassName={styles.icon} />
        <RechargeEntries className={styles.panel} iconClassName={styles.icon} />
        <PromotionEntries className={styles.panel} iconClassName={styles.icon} />
        <List className={styles.panel}>
          {ENTRIES.map(({ path, text, Icon, color }) => (
            <List.Item
              key={path}
              prefix={<Icon className={styles.icon} style={{ color }} />}
              onClick={() => nav.navigateTo(path)}
            >
              {text}
            </List.Item>
          ))}
        </List>
      </div>
    </PageShell>
  );
}
