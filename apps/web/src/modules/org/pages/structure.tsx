import { ROOT_DEPT_ID } from '@awb/contract/org.contract';
import { PERMISSION } from '@awb/contract/permission-check';
import { Button } from 'antd-mobile';
import { RightOutline, SearchOutline, TeamOutline } from 'antd-mobile-icons';
import { nav, withQuery } from '../../../platform/nav.ts';
import { usePermission } from '../../../platform/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { DeptTreeView } from '../components/dept-tree-view.tsx';
import shared from '../components/org.module.css';
import { useDeptTree } from '../org.queries.ts';
import styles from './structure.module.css';

const openDept = (deptId: number) => nav.navigateTo(withQuery('pages/user/org/department', { deptId }));

/** 组织架构: the company, its department tree with staff counts, and the manager's actions. */
export default function StructurePage() {
  const tree = useDeptTree();
  const mayEditDepts = usePermission(PERMISSION.departments);
  const mayEditStaff = usePermission(PERMISSION.staff);

  const footer =
    mayEditDepts || mayEditStaff ? (
      <div className={shared.footerButtons}>
        {mayEditDepts ? (
          <Button
            color="primary"
            fill="outline"
            onClick={() => nav.navigateTo(withQuery('pages/user/org/opt-depart', { parentId: ROOT_DEPT_ID }))}
          >
            添加部门
          </Button>
        ) : null}
        {mayEditStaff ? (
          <Button color="primary" onClick={() => nav.navigateTo('pages/user/org/create-staff')}>
            添加员工
          </Button>
        ) : null}
      </div>
    ) : undefined;

  return (
    <PageShell
      title="组织架构"
      footer={footer}
      right={
        <button type="button" className={shared.linkButton} onClick={() => nav.navigateTo('pages/h5/invite')}>
          邀请
        </button>
      }
    >
      <QueryView query={tree}>
        {(data) => {
          const placed = data.depts
            .filter((d) => d.parentId === ROOT_DEPT_ID)
            .reduce((n, d) => n + d.totalStaffCount, 0);
          const unplaced = Math.max(0, data.totalStaffCount - placed);
          return (
            <>
              <section className={styles.company}>
                <TeamOutline className={styles.companyIcon} />
                <div>
                  <h2>{data.companyName}</h2>
                  <p>
                    共 {data.totalStaffCount} 人 · {data.depts.length} 个部门
                  </p>
                </div>
              </section>
              {mayEditStaff ? (
                <button type="button" className={styles.search} onClick={() => nav.navigateTo('pages/user/org/staff')}>
                  <SearchOutline /> 搜索员工姓名或手机号
                </button>
              ) : null}
              <div className={shared.sectionTitle}>部门</div>
              {data.depts.length === 0 && unplaced === 0 ? (
                <EmptyState
                  title="还没有部门"
                  description={mayEditDepts ? '点击下方「添加部门」搭建组织架构' : undefined}
                />
              ) : (
                <div className={shared.card}>
                  <DeptTreeView depts={data.depts} onOpen={openDept} />
                  {unplaced > 0 ? (
                    <button type="button" className={styles.unplaced} onClick={() => openDept(ROOT_DEPT_ID)}>
                      <span>未分配部门的员工</span>
                      <span className={shared.count}>{unplaced}人</span>
                      <RightOutline className={styles.arrow} />
                    </button>
                  ) : null}
                </div>
              )}
            </>
          );
        }}
      </QueryView>
    </PageShell>
  );
}
