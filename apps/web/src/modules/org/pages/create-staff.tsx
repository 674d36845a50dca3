import type { TStaffFields } from '@awb/contract/staff.contract';
import { staffEndpoints } from '@awb/contract/staff.contract';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadingBlock } from '../../../ui/query-view.tsx';
import { StaffFormView } from '../components/staff-form-view.tsx';
import { useDeptDetail, useOrgAction } from '../org.queries.ts';

/** 添加员工: active at once; they log in with a phone code (or set a password through 忘记密码). */
export default function CreateStaffPage() {
  const [params] = useSearchParams();
  const deptId = Number(params.get('deptId')) || 0;
  const dept = useDeptDetail(deptId);
  const create = useOrgAction(
    (body: TStaffFields) => call(staffEndpoints.staffCreate, { body }, { loading: '保存中…' }),
    { back: true },
  );
  const ready = deptId === 0 || dept.data || dept.isError;
  return (
    <PageShell title="添加员工">
      {ready ? (
        <StaffFormView
          initial={{
            dept: dept.data ? { deptId: dept.data.deptId, deptName: dept.data.deptName } : null,
            roleIds: [],
            isManager: false,
            entryDate: new Date(),
          }}
          saving={create.isPending}
          onSubmit={(body) => create.mutate(body)}
        />
      ) : (
        <LoadingBlock />
      )}
    </PageShell>
  );
}
