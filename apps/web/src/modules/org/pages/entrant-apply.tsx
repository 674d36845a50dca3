import { PERMISSION } from '@awb/contract/permission-check';
import { APPLY_STATUS, staffEndpoints } from '@awb/contract/staff.contract';
import { Badge, Button, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { call } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { nav, withQuery } from '../../../platform/nav.ts';
import { usePermission } from '../../../platform/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { useApplications, useApplyCount, useOrgAction } from '../org.queries.ts';
import { dayOf } from '../org-format.ts';
import styles from './entrant-apply.module.css';

type TApplication = { applyId: number; userId: number; userName: string };
type TDecision = { application: TApplication; status: number };

const TABS = [
  { key: APPLY_STATUS.pending, title: '待审核', empty: '暂无待审核的申请' },
  { key: APPLY_STATUS.approved, title: '已通过', empty: '暂无已通过的申请' },
  { key: APPLY_STATUS.rejected, title: '已驳回', empty: '暂无已驳回的申请' },
] as const;

/** 加入申请: people who registered with the invite code wait here for an administrator to approve or reject. */
export default function EntrantApplyPage() {
  const [status, setStatus] = useState<number>(APPLY_STATUS.pending);
  const pendingCount = useApplyCount(true).data ?? 0;
  const mayEditStaff = usePermission(PERMISSION.staff);

  const decide = useOrgAction(
    ({ application, status: to }: TDecision) =>
      call(
        staffEndpoints.pendingProcessing,
        { query: { applyId: application.applyId, status: to } },
        { loading: '处理中…' },
      ),
    {
      onDone: async ({ application, status: to }) => {
        if (to !== APPLY_STATUS.approved || !mayEditStaff) return;
        const next = await dialog.confirm({
          content: `已通过「${application.userName}」的申请，是否现在为其设置部门、岗位和角色？`,
          cancelText: '稍后',
          confirmText: '去设置',
        });
        if (next === 'confirm') nav.navigateTo(withQuery('pages/user/org/edit-staff', { userId: application.userId }));
      },
    },
  );

  const ask = async (application: TApplication, to: number) => {
    const approving = to === APPLY_STATUS.approved;
    const result = await dialog.confirm({
      content: approving
        ? `是否确定通过「${application.userName}」的加入申请？`
        : `是否确定驳回「${application.userName}」的加入申请？驳回后该账号将被关闭。`,
      confirmText: approving ? '通过' : '驳回',
    });
    if (result === 'confirm') decide.mutate({ application, status: to });
  };

  return (
    <PageShell title="加入申请">
      <Tabs className={styles.tabs} activeKey={String(status)} onChange={(key) => setStatus(Number(key))}>
        {TABS.map((tab) => (
          <Tabs.Tab
            key={String(tab.key)}
            title={
              tab.key === APPLY_STATUS.pending && pendingCount > 0 ? (
                <Badge content={pendingCount} style={{ '--right': '-12px', '--top': '2px' }}>
                  {tab.title}
                </Badge>
              ) : (
                tab.title
              )
            }
          />
        ))}
      </Tabs>
      <ApplicationList
        key={status}
        status={status}
        empty={TABS.find((t) => t.key === status)?.empty ?? '暂无申请'}
        busy={decide.isPending}
        onDecide={ask}
      />
    </PageShell>
  );
}

type TListProps = {
  status: number;
  empty: string;
  busy: boolean;
  onDecide: (application: TApplication, status: number) => void;
};

function ApplicationList({ status, empty, busy, onDecide }: TListProps) {
  const list = useApplications(status);
  return (
    <InfiniteList
      query={list}
      itemKey={(row) => row.applyId}
      empty={
        <EmptyState
          title={empty}
          description={status === APPLY_STATUS.pending ? '同事通过邀请码注册后会出现在这里' : undefined}
        />
      }
      className={styles.list}
      renderItem={(row) => (
        <article className={styles.card}>
          <div className={styles.who}>
            <UserAvatar name={row.userName} size={42} />
            <div className={styles.main}>
              <strong>{row.userName}</strong>
              <span>{row.phone}</span>
            </div>
            {row.status === APPLY_STATUS.approved ? (
              <Tag color="success" fill="outline">
                已通过
              </Tag>
            ) : row.status === APPLY_STATUS.rejected ? (
              <Tag color="danger" fill="outline">
                已驳回
              </Tag>
            ) : null}
          </div>
          <p className={styles.meta}>
            申请时间 {dayOf(row.createdAt)}
            {row.handledAt ? ` · ${row.handlerName || '管理员'} 于 ${dayOf(row.handledAt)} 处理` : ''}
          </p>
          {row.status === APPLY_STATUS.pending ? (
            <div className={styles.actions}>
              <Button size="small" shape="rounded" disabled={busy} onClick={() => onDecide(row, APPLY_STATUS.rejected)}>
                驳回
              </Button>
              <Button
                size="small"
                shape="rounded"
                color="primary"
                disabled={busy}
                onClick={() => onDecide(row, APPLY_STATUS.approved)}
              >
                通过
              </Button>
            </div>
          ) : null}
        </article>
      )}
    />
  );
}
