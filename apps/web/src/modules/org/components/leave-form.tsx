import { STAFF_MSG, staffEndpoints } from '@awb/contract/staff.contract';
import { Button, Form, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { call, REQUEST } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { nav } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { useOrgAction, useStaffDetail } from '../org.queries.ts';
import { staffPlace } from '../org-format.ts';
import { openOrgPicker, type TPickedUser } from '../org-picker.ts';
import styles from './form.module.css';
import leave from './leave-form.module.css';
import { PersonRow } from './person-row.tsx';
import { PickField } from './pick-field.tsx';

type TLeave = { handover: TPickedUser; reason: string };

/**
 * Processing a leaving: the leaver's sessions end at once and everything they hold (listings,
 * customers, departments they head …) goes to the chosen colleague, in one transaction on the server.
 */
export function LeaveForm({ userId }: { userId: number }) {
  const detail = useStaffDetail(userId);
  const [handover, setHandover] = useState<TPickedUser | null>(null);
  const [reason, setReason] = useState('');
  const submit = useOrgAction(
    ({ handover: to, reason: why }: TLeave) =>
      call(
        staffEndpoints.leaveCompany,
        { body: { userId, handoverUserId: to.userId, reason: why } },
        { loading: '办理中…' },
      ),
    // The list of leavers shows the result: who left and who took over.
    { onDone: () => setTimeout(() => nav.redirectTo('pages/user/org/leave-staff'), REQUEST.toastMs) },
  );

  const pick = async () => {
    const chosen = await openOrgPicker({
      mode: 'user',
      title: '选择交接人',
      excludeUserIds: [userId],
      selected: handover ? { users: [handover] } : undefined,
    });
    if (chosen?.users[0]) setHandover(chosen.users[0]);
  };

  const confirm = async (leaverName: string) => {
    if (!handover) return Toast.show(STAFF_MSG.handoverRequired);
    const result = await dialog.confirm({
      title: '确认离职',
      content: `确定为「${leaverName}」办理离职吗？其名下的房源、客户等将全部交接给「${handover.userName}」，该员工将立即退出登录。`,
      confirmText: '确认离职',
    });
    if (result === 'confirm') submit.mutate({ handover, reason: reason.trim() });
  };

  return (
    <PageShell
      title="办理离职"
      footer={
        detail.data ? (
          <div className={styles.submit}>
            <Button
              block
              color="danger"
              loading={submit.isPending}
              disabled={submit.isSuccess}
              onClick={() => void confirm(detail.data.userName)}
            >
              确认离职
            </Button>
          </div>
        ) : undefined
      }
    >
      <QueryView query={detail}>
        {(data) => (
          <>
            <div className={leave.leaver}>
              <PersonRow name={data.userName} avatar={data.avatar} isManager={data.isManager} sub={staffPlace(data)} />
            </div>
            <Form layout="horizontal" className={styles.form}>
              <PickField label="交接人" text={handover?.userName ?? ''} placeholder="请选择交接人" onPick={pick} />
              <Form.Item label="离职原因" layout="vertical">
                <TextArea value={reason} onChange={setReason} placeholder="选填" rows={3} maxLength={200} showCount />
              </Form.Item>
            </Form>
            <p className={styles.tip}>
              离职后该员工立即退出登录、不能再登录；其名下的房源、客户及负责的部门将一并交接给交接人，交接人会收到提醒。
            </p>
          </>
        )}
      </QueryView>
    </PageShell>
  );
}
