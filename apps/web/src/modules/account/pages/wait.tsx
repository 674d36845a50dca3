import { USER_STATUS } from '@awb/contract/account.contract';
import { maskPhone } from '@awb/contract/common/validators';
import { Button, Toast } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { nav } from '../../../platform/nav.ts';
import { useSession } from '../../../platform/session.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { useLogout } from '../account.queries.ts';
import { StatusView } from '../components/status-view.tsx';

/** A person who joined a company waits here until an administrator approves the account. */
export default function WaitPage() {
  const session = useSession();
  const { logout, isPending } = useLogout();
  const data = session.data;

  const refresh = async () => {
    const result = await session.refetch();
    if (result.data?.user.status === USER_STATUS.active) nav.reLaunch('pages/launch');
    else if (result.data) Toast.show('仍在审核中，请耐心等待');
  };

  return (
    <PageShell title="等待审核" noBack background="#fff">
      <StatusView
        icon={<ClockCircleOutline />}
        tone="warning"
        title="等待管理员审核"
        description="您的加入申请已提交，公司管理员审核通过后即可使用经纪工作本。"
        details={
          data
            ? [
                { label: '申请加入', value: data.company.name },
                { label: '姓名', value: data.user.userName },
                { label: '手机号', value: maskPhone(data.user.phone) },
              ]
            : []
        }
      >
        <Button block color="primary" loading={session.isFetching} onClick={refresh}>
          刷新审核状态
        </Button>
        <Button block fill="outline" loading={isPending} onClick={logout}>
          退出登录
        </Button>
      </StatusView>
    </PageShell>
  );
}
