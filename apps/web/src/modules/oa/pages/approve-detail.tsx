import { Button, List, Steps, Tag, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { dialog } from '../../../platform/dialog.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { OaIcon } from '../components/oa-icon.tsx';
import { useApprove, useOaRecord } from '../oa.queries.ts';
import { APPROVE_ACTION, approveConfirmText, recordStatus, stepState, type TApproveAction } from '../oa-records.ts';
import styles from './oa.module.css';

/** The payload of the action as label/value lines (a contract state change: its state and remark). */
function payloadRows(payload: Record<string, unknown>): [string, string][] {
  const labels: Record<string, string> = { stateName: '变更为', state: '目标状态', remark: '备注', oaReamrk: '备注' };
  return Object.entries(payload)
    .filter(([key, value]) => labels[key] && (typeof value === 'string' || typeof value === 'number') && value !== '')
    .map(([key, value]) => [labels[key]!, String(value)]);
}

/** One record: what is asked, the steps and actions; the current approver passes or rejects with a remark. */
export default function ApproveDetailPage() {
  const [params] = useSearchParams();
  const approvalId = Number(params.get('approvalId') ?? params.get('id') ?? 0);
  const record = useOaRecord(approvalId);
  const approve = useApprove();
  const [remark, setRemark] = useState('');

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
        ) : undefined
      }
    >
      <QueryView query={record}>
        {(data) => {
          const state = recordStatus(data.status);
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
                <List.Item extra={data.targetTitle}>对象</List.Item>
                {payloadRows(data.payload).map(([label, value]) => (
                  <List.Item key={label} extra={value}>
                    {label}
                  </List.Item>
                ))}
                {data.remark ? <List.Item description={data.remark}>申请说明</List.Item> : null}
                <List.Item extra={data.createdAt}>提交时间</List.Item>
              </List>
              <div className={`${styles.card} ${styles.steps}`}>
                <Steps direction="vertical" current={data.currentStep}>
                  <Steps.Step title={`${data.sponsorName} 发起申请`} description={data.createdAt} status="finish" />
                  {data.steps.map((step, i) => (
                    <Steps.Step
                      key={step.step}
                      title={`第${i + 1}步 ${recordStatus(step.status).label}`}
                      status={stepState(step, i, data.currentStep)}
                      description={
                        <>
                          <div>审批人：{step.approvers.map((u) => u.userName).join('、') || '—'}</div>
                          {step.actions.map((a) => (
                            <div key={`${a.userId}-${a.at}`}>
                              {a.userName} {recordStatus(a.status).label} {a.at}
                              {a.remark ? `：${a.remark}` : ''}
                            </div>
                          ))}
                        </>
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
