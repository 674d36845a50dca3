import { ROOT_DEPT_ID } from '@awb/contract/org.contract';
import { PERMISSION } from '@awb/contract/permission-check';
import { Button, List } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { nav, withQuery } from '../../../platform/nav.ts';
import { usePermission, useSession } from '../../../platform/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import shared from '../components/org.module.css';
import { PersonRow } from '../components/person-row.tsx';
import { useDeptDetail, useSubDepts } from '../org.queries.ts';
import styles from './department.module.css';

const deptPage = (deptId: number) => withQuery('pages/user/org/department', { deptId });

/** One department (deptId 0: people in no department): its head, sub-departments and staff. */
export default function DepartmentPage() {
  const [params] = useSearchParams();
  const deptId = Number(params.get('deptId')) || ROOT_DEPT_ID;
  const level = useSubDepts(deptId);
  const detail = useDeptDetail(deptId);
  const companyName = useSession().data?.company.name ?? '公司';
  const mayEditDepts = usePermission(PERMISSION.departments);
  const mayEditStaff = usePermission(PERMISSION.staff);
  const isRoot = deptId === ROOT_DEPT_ID;
  const title = isRoot ? companyName : (level.data?.dept?.deptName ?? detail.data?.deptName ?? '部门');

  const footer =
    !isRoot && (mayEditDepts || mayEditStaff) ? (
      <div className={shared.footerButtons}>
        {mayEditDepts ? (
          <Button
            color="primary"
            fill="outline"
            onClick={() => nav.navigateTo(withQuery('pages/user/org/opt-depart', { parentId: deptId }))}
          >
            添加子部门
          </Button>
        ) : null}
        {mayEditStaff ? (
          <Button color="primary" onClick={() => nav.navigateTo(withQuery('pages/user/org/create-staff', { deptId }))}>
            添加员工
          </Button>
        ) : null}
      </div>
    ) : undefined;

  return (
    <PageShell
      title={title}
      footer={footer}
      right={
        !isRoot && mayEditDepts ? (
          <button
            type="button"
            className={shared.linkButton}
            onClick={() => nav.navigateTo(withQuery('pages/user/org/opt-depart', { deptId }))}
          >
            设置
          </button>
        ) : undefined
      }
    >
      <QueryView query={level}>
        {(data) => (
          <>
            <Breadcrumbs
              root={companyName}
              path={data.path}
              onOpen={(id) =>
                id === ROOT_DEPT_ID ? nav.navigateTo('pages/user/org/structure') : nav.redirectTo(deptPage(id))
              }
            />
            {data.dept ? (
              <section className={styles.head}>
                <h2>{data.dept.deptName}</h2>
                <p>
                  负责人：{detail.data?.leaderName || '未设置'} · 共 {data.dept.totalStaffCount} 人
                </p>
              </section>
            ) : null}
            {data.depts.length > 0 ? (
              <List header={`下级部门（${data.depts.length}）`} className={shared.card}>
                {data.depts.map((d) => (
                  <List.Item
                    key={d.deptId}
                    extra={<span className={shared.count}>{d.totalStaffCount}人</span>}
                    onClick={() => nav.navigateTo(deptPage(d.deptId))}
                  >
                    {d.deptName}
                  </List.Item>
                ))}
              </List>
            ) : null}
            <div className={shared.sectionTitle}>
              <span>
                {isRoot ? '未分配部门的员工' : '部门成员'}（{data.users.length}）
              </span>
              {mayEditStaff && !isRoot && data.users.length > 0 ? (
                <button type="button" onClick={() => nav.navigateTo(withQuery('pages/user/org/staff', { deptId }))}>
                  含下级部门
                </button>
              ) : null}
            </div>
            {data.users.length === 0 ? (
              <EmptyState title="暂无成员" description={data.depts.length > 0 ? '成员在下级部门中' : undefined} />
            ) : (
              <div className={shared.card}>
                {data.users.map((u) => (
                  <PersonRow
                    key={u.userId}
                    name={u.userName}
                    avatar={u.avatar}
                    sub={u.jobName || '未设置岗位'}
                    isManager={u.isManager}
                    isLeader={u.isLeader}
                    onClick={
                      mayEditStaff
                        ? () => nav.navigateTo(withQuery('pages/user/org/edit-staff', { userId: u.userId }))
                        : undefined
                    }
                  />
                ))}
              </div>
            )}
          </>
        )}
      </QueryView>
    </PageShell>
  );
}
