import { PERMISSION } from '@awb/contract/permission-check';
import { staffEndpoints, type TStaffFields } from '@awb/contract/staff.contract';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { nav, withQuery } from '../../../platform/nav.ts';
import { usePermission, useSession } from '../../../platform/session.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import styles from '../components/form.module.css';
import { StaffFormView } from '../components/staff-form-view.tsx';
import { useOrgAction, useStaffDetail } from '../org.queries.ts';
import { staffFormOf } from '../staff-form.ts';

/** 编辑员工: the staff form filled from staffDetail, and 办理离职 for those who may process leaving. */
function EditStaffPage() {
  const [params] = useSearchParams();
  const userId = Number(params.get('userId')) || 0;
  const detail = useStaffDetail(userId);
  const me = useSession().data?.user;
  const mayLeave = usePermission(PERMISSION.leave);
  const edit = useOrgAction(
    ({ body, phonecode }: { body: TStaffFields; phonecode?: string | undefined }) =>
      call(staffEndpoints.staffEdit, { body: { ...body, userId, phonecode } }, { loading: '保存中…' }),
    { back: true },
  );

  return (
    <PageShell title="编辑员工">
      <QueryView query={detail}>
        {(data) => (
          <StaffFormView
            initial={staffFormOf(data)}
            storedPhone={data.phone}
            saving={edit.isPending}
            onSubmit={(body, phonecode) => edit.mutate({ body, phonecode })}
          >
            {mayLeave && me && me.userId !== userId ? (
              <div className={styles.danger}>
                <Button
                  block
                  color="danger"
                  fill="outline"
                  onClick={() => nav.navigateTo(withQuery('pages/user/org/leave-staff', { userId }))}
                >
                  办理离职
                </Button>
              </div>
            ) : null}
          </StaffFormView>
        )}
      </QueryView>
    </PageShell>
  );
}

export default withRequiredParams(EditStaffPage, '编辑员工', ['userId']);
