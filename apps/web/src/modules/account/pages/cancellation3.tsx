import { CANCELLATION_DAYS } from '@awb/contract/account.contract';
import { Button } from 'antd-mobile';
import { CheckCircleOutline } from 'antd-mobile-icons';
import { dialog } from '../../../platform/dialog.tsx';
import { useSession } from '../../../platform/session.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { useLogout } from '../account.queries.ts';
import { CancellationSteps } from '../components/cancellation-steps.tsx';
import { StatusView } from '../components/status-view.tsx';
import { daysUntil, formatDateTime } from '../format.ts';
import { useWithdrawCancellation } from '../profile.queries.ts';

/** Cancellation step 3: submitted, carried out after 15 days unless withdrawn here. */
export default function Cancellation3Page() {
  const session = useSession();
  const withdraw = useWithdrawCancellation();
  const { logout, isPending } = useLogout();
  const executeAt = session.data?.user.cancelExecuteAt ?? null;

  const undo = async () => {
    const answer = await dialog.confirm({ content: '撤销后账号将恢复正常使用，确定撤销注销申请吗？' });
    if (answer === 'confirm') withdraw.mutate(undefined);
  };

  return (
    <PageShell title="注销账号" noBack background="#fff">
      <CancellationSteps current={2} />
      <StatusView
        icon={<CheckCircleOutline />}
        tone="success"
        title="注销申请已提交"
        description={`我们将在${CANCELLATION_DAYS}天内处理您的注销申请。在此之前您可以随时撤销，撤销后账号恢复正常使用。`}
        details={
          executeAt
            ? [
                { label: '预计注销时间', value: formatDateTime(executeAt) },
                { label: '剩余天数', value: `${daysUntil(executeAt)}天` },
              ]
            : []
        }
      >
        <Button block color="primary" loading={withdraw.isPending} disabled={!executeAt} onClick={undo}>
          撤销注销
        </Button>
        <Button block fill="outline" loading={isPending} onClick={logout}>
          退出登录
        </Button>
      </StatusView>
    </PageShell>
  );
}
