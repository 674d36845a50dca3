import { Button, List, Steps, Tag, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { dialog } from '../../../platform/dialog.tsx';
import { nav } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { OaIcon } from '../components/oa-icon.tsx';
import { OaTransfer } from '../components/oa-transfer.tsx';
import { useApprove, useOaRecord, useWithdraw } from '../oa.queries.ts';
import {
  APPROVE_ACTION,
  approveConfirmText,
  recordStatus,
  signModeName,
  stepLabel,
  stepState,
  subjectLink,
  type TApproveAction,
} from '../oa-records.ts';
import styles from './oa.module.css';

/**
 * One record: what is asked (the held action in words), the steps and who acted when; the current
 * approver passes or rejects with a remark, the sponsor withdraws while pending, an approvals manager
 * hands a waiting turn to someone else (转交).
 */
function ApproveDetailPage() {
  const [params] = useSearchParams();
  const approvalId = Number(params.get('approvalId') ?? params.get('id') ?? 0);
  const record = useOaRecord(approvalId);
  const approve = useApprove();
  const withdraw = useWithdraw();
  const [remark, setRemark] = useState('');

  const takeBack = async () => {
    if ((await dialog.confirm({ content: '是否确定撤回当前审批记录？' })) !== 'confirm') return;
    withdraw.mutate(approvalId);
  };

  const act = async (status: TApproveAction) => {
    if ((await dialog.confirm({ content: approveConfirmText(status) })) !== 'confirm') return;
    approve.mutate({ approvalId, status, remark: remark.trim() });
  };

  return (
    <PageShell
      title="审批详情"
      footer={
        record.data?.canAct ? (
          <div className={styles.actions}>
            <Button
              block
              color="danger"
              fill="outline"
              shape="rounded"
              loading={approve.isPending}
              onClick={() => void act(APPROVE_ACTION.reject)}
            >
              驳回
            </Button>
            <Button
              block
              color="primary"
              shape="rounded"
              loading={approve.isPending}
              onClick={() => void act(APPROVE_ACTION.pass)}
            >
              通过
            </Button>
          </div>
        ) : record.data?.canWithdraw ? (
          <div className={styles.actions}>
            <Button
              block
              color="primary"
              fill="outline"
              shape="rounded"
              loading={withdraw.isPending}
              onClick={() => void takeBack()}
            >
              撤回
            </Button>
          </div>
        ) : undefined
      }
    >
      <QueryView query={record}>
        {(data) => {
          const state = recordStatus(data.status);
          const subject = subjectLink(data);
          return (
            <>
              <div className={styles.head}>
                <OaIcon icon={data.icon} size={44} />
                <div>
                  <strong>
                    {data.sponsorName}的{data.itemName || data.approvalName}
                  </strong>
                  <span>{data.approvalName}</span>
                </div>
                <Tag color={state.color}>{state.label}</Tag>
              </div>
              <List className={styles.card} header="审批内容">
                <List.Item extra={data.itemName}>审批事项</List.Item>
                <List.Item description={data.targetTitle}>审批内容</List.Item>
                {subject ? (
                  <List.Item arrow onClick={() => nav.navigateTo(subject.url)}>
                    {subject.label}
                  </List.Item>
                ) : null}
                {data.remark ? <List.Item description={data.remark}>申请说明</List.Item> : null}
                {data.result ? <List.Item description={data.result}>无法执行原因</List.Item> : null}
                <List.Item extra={data.createdAt}>提交时间</List.Item>
              </List>
              <div className={`${styles.card} ${styles.steps}`}>
                <Steps direction="vertical" current={data.currentStep}>
                  <Steps.Step title={`${data.sponsorName} 发起申请`} description={data.createdAt} status="finish" />
                  {data.steps.map((step, i) => (
                    <Steps.Step
                      key={step.step}
                      title={`第${i + 1}步 ${stepLabel(step, i, data)}`}
                      status={stepState(step, i, data.currentStep)}
                      description={
                        step.skipped ? (
                          <div className={styles.muted}>{step.note}</div>
                        ) : (
                          <>
                            <div>
                              {signModeName(step.signMode)}：{step.approvers.map((u) => u.userName).join('、') || '—'}
                            </div>
                            {step.approvers
                              .filter((a) => a.at !== '')
                              .map((a) => (
                                <div key={a.userId}>
                                  {a.userName} {recordStatus(a.status).label} {a.at}
                                  {a.remark ? `：${a.remark}` : ''}
                                </div>
                              ))}
                          </>
                        )
                      }
                    />
                  ))}
                </Steps>
              </div>
              {data.sendCopyUsers.length ? (
                <List className={styles.card}>
                  <List.Item extra={data.sendCopyUsers.map((u) => u.userName).join('、')}>抄送</List.Item>
                </List>
              ) : null}
              <OaTransfer record={data} className={styles.card} />
              {data.canAct ? (
                <div className={`${styles.card} ${styles.remark}`}>
                  <TextArea
                    placeholder="审批意见（选填）"
                    value={remark}
                    onChange={setRemark}
                    maxLength={200}
                    showCount
                    rows={3}
                  />
                </div>
              ) : null}
            </>
          );
        }}
      </QueryView>
    </PageShell>
  );
}

export default withRequiredParams(ApproveDetailPage, '审批详情', [{ name: ['approvalId', 'id'] }]);
