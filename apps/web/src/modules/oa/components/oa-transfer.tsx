import type { TOaRecordDetail } from '@awb/contract/oa-views';
import { List } from 'antd-mobile';
import { openOrgPicker } from '../../org/org-picker.ts';
import { useTransfer } from '../oa-flow.queries.ts';

/**
 * 转交 for an approvals manager on a pending record: each approver still waiting in the current step
 * can hand their turn to someone chosen in the organisation picker (approvalTransfer).
 */
export function OaTransfer({ record, className }: { record: TOaRecordDetail; className?: string }) {
  const transfer = useTransfer();
  const step = record.steps.find((s) => s.step === record.currentStep);
  const waiting = step?.approvers.filter((a) => a.status === 0) ?? [];
  if (!record.canTransfer || waiting.length === 0) return null;
  const handOver = async (fromUserId: number) => {
    const pick = await openOrgPicker({
      mode: 'user',
      title: '选择转交人',
      // The server refuses the sponsor and anyone who already decided a step (不能转交给申请人或已审批过的人).
      excludeUserIds: [
        record.sponsorId,
        ...(step?.approvers.map((a) => a.userId) ?? []),
        ...record.steps.flatMap((s) => s.approvers.filter((a) => a.status !== 0).map((a) => a.userId)),
      ],
    });
    const to = pick?.users[0];
    if (to) transfer.mutate({ approvalId: record.approvalId, fromUserId, toUserId: to.userId });
  };
  return (
    <List className={className} header="转交">
      {waiting.map((a) => (
        <List.Item key={a.userId} extra="转交" onClick={() => void handOver(a.userId)}>
          {a.userName}
        </List.Item>
      ))}
    </List>
  );
}
