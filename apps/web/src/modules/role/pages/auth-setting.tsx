import { PERMISSION, scopeOf } from '@awb/contract/permission-check';
import { DATA_SCOPE_NAMES, PERMISSION_CATALOGUE } from '@awb/contract/permissions';
import { List, NoticeBar, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { nav } from '../../../platform/nav.ts';
import { usePermission, useSession } from '../../../platform/session.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import shared from '../../org/components/org.module.css';
import { GrantView } from '../components/grant-view.tsx';
import { grantedCount, grantGroups } from '../permission-tree.ts';
import { useMyRoleAuth } from '../role.queries.ts';
import styles from './auth-setting.module.css';

/** 我的权限 (pages/user/set/auth-setting): my roles, and per app what I may do and whose rows I see (`/compare/roleAuth`). */
export default function AuthSettingPage() {
  const mine = useMyRoleAuth();
  const user = useSession().data?.user;
  const mayManageRoles = usePermission(PERMISSION.roles);
  const [appType, setAppType] = useState(PERMISSION_CATALOGUE[0]!.appType);

  return (
    <PageShell title="我的权限">
      <QueryView query={mine}>
        {(data) => {
          const app = PERMISSION_CATALOGUE.find((a) => a.appType === appType)!;
          const authData = data.permissions[String(appType)] ?? {};
          return (
            <>
              <section className={styles.who}>
                <h2>{user?.userName ?? '我'}</h2>
                <div className={styles.roles}>
                  {data.isManager ? (
                    <Tag color="primary">管理员</Tag>
                  ) : data.roles.length === 0 ? (
                    <span className={styles.none}>暂未分配角色</span>
                  ) : (
                    data.roles.map((r) => (
                      <Tag key={r.roleId} color="primary" fill="outline">
                        {r.roleName}
                      </Tag>
                    ))
                  )}
                </div>
              </section>
              {data.isManager ? (
                <NoticeBar className={styles.notice} color="info" content="管理员拥有全部权限，可查看全公司数据" />
              ) : data.roles.length === 0 ? (
                <NoticeBar
                  className={styles.notice}
                  color="alert"
                  content="您还没有角色，只能查看自己的数据，请联系管理员分配"
                />
              ) : null}
              {mayManageRoles ? (
                <List className={shared.card}>
                  <List.Item onClick={() => nav.navigateTo('pages/user/role/role-list')}>角色管理</List.Item>
                  <List.Item onClick={() => nav.navigateTo('pages/user/role/rank-list')}>职级管理</List.Item>
                </List>
              ) : null}
              <Tabs className={styles.apps} activeKey={String(appType)} onChange={(k) => setAppType(Number(k))}>
                {PERMISSION_CATALOGUE.map((a) => {
                  const count = data.isManager ? null : grantedCount(data.permissions[String(a.appType)]);
                  return <Tabs.Tab key={String(a.appType)} title={count ? `${a.name} ${count}` : a.name} />;
                })}
              </Tabs>
              <GrantView
                groups={grantGroups(app, authData, data.isManager)}
                scope={DATA_SCOPE_NAMES[scopeOf(data, appType)]}
              />
            </>
          );
        }}
      </QueryView>
    </PageShell>
  );
}
