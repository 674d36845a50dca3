import { PERMISSION } from '@awb/contract/permission-check';
import { DATA_SCOPE_NAMES, PERMISSION_CATALOGUE } from '@awb/contract/permissions';
import { roleEndpoints } from '@awb/contract/role.contract';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { call } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { nav, withQuery } from '../../../platform/nav.ts';
import { usePermission } from '../../../platform/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadError, LoadingBlock, QueryView } from '../../../ui/query-view.tsx';
import { useOrgAction } from '../../org/org.queries.ts';
import { useRoles } from '../../org/role-options.queries.ts';
import { GrantView } from '../components/grant-view.tsx';
import { RoleStrip } from '../components/role-strip.tsx';
import { useRoleAuth } from '../role.queries.ts';
import styles from './role-list.module.css';

const ROLE_EDIT_PAGE = 'pages/user/role/role-edit';

/** 角色管理: the roles as tabs (192 per role minus 32), the chosen role's grants per app type; add, edit, delete. */
export default function RoleListPage() {
  const roles = useRoles();
  const mayEdit = usePermission(PERMISSION.roles);
  const [chosen, setChosen] = useState<number | null>(null);
  const [appType, setAppType] = useState<number>(PERMISSION_CATALOGUE[0]!.appType);
  const remove = useOrgAction((roleId: number) =>
    call(roleEndpoints.roleDel, { body: { roleId } }, { loading: '删除中…' }),
  );

  return (
    <PageShell
      title="角色管理"
      footer={
        mayEdit ? (
          <div className={styles.footer}>
            <Button fill="outline" color="primary" onClick={() => nav.navigateTo('pages/user/role/rank-list')}>
              职级管理
            </Button>
            <Button color="primary" onClick={() => nav.navigateTo(ROLE_EDIT_PAGE)}>
              新增角色
            </Button>
          </div>
        ) : undefined
      }
    >
      <QueryView
        query={roles}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title="暂无角色" description="角色决定员工能做什么、能看到哪些数据" />}
      >
        {(data) => {
          const role = data.find((r) => r.roleId === chosen) ?? data[0]!;
          const confirmRemove = async () => {
            const result = await dialog.confirm({
              content:
                role.userCount > 0
                  ? `「${role.roleName}」还有 ${role.userCount} 名员工，需先为他们移除该角色。确定要删除该项吗`
                  : `确定要删除角色「${role.roleName}」吗？`,
              confirmText: '删除',
            });
            if (result === 'confirm') remove.mutate(role.roleId, { onSuccess: () => setChosen(null) });
          };
          return (
            <>
              <RoleStrip roles={data} active={role.roleId} onChange={setChosen} />
              <section className={styles.role}>
                <div className={styles.roleHead}>
                  <div>
                    <h2>{role.roleName}</h2>
                    <p>{role.remark || '暂无说明'}</p>
                  </div>
                  <span className={styles.holders}>{role.userCount} 名员工</span>
                </div>
                {mayEdit ? (
                  <div className={styles.roleActions}>
                    <Button
                      size="small"
                      shape="rounded"
                      color="danger"
                      fill="outline"
                      onClick={() => void confirmRemove()}
                    >
                      删除
                    </Button>
                    <Button
                      size="small"
                      shape="rounded"
                      color="primary"
                      onClick={() => nav.navigateTo(withQuery(ROLE_EDIT_PAGE, { roleId: role.roleId }))}
                    >
                      编辑权限
                    </Button>
                  </div>
                ) : null}
              </section>
              <Tabs className={styles.apps} activeKey={String(appType)} onChange={(k) => setAppType(Number(k))}>
                {PERMISSION_CATALOGUE.map((app) => (
                  <Tabs.Tab key={String(app.appType)} title={app.name} />
                ))}
              </Tabs>
              <RoleAuth roleId={role.roleId} appType={appType} />
            </>
          );
        }}
      </QueryView>
    </PageShell>
  );
}

/** One role's grants of one app as `/base/getRoleAuth` answers them. */
function RoleAuth({ roleId, appType }: { roleId: number; appType: number }) {
  const auth = useRoleAuth(roleId, appType);
  if (auth.isPending) return <LoadingBlock />;
  if (auth.isError) return <LoadError error={auth.error} onRetry={() => void auth.refetch()} />;
  return <GrantView groups={auth.data.groups} scope={DATA_SCOPE_NAMES[auth.data.dataScope]} />;
}
