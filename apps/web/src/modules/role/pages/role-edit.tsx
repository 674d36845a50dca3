import { PERMISSION_CATALOGUE } from '@awb/contract/permissions';
import { ROLE_MSG, roleEndpoints } from '@awb/contract/role.contract';
import { Badge, Button, Form, Input, Tabs, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../../platform/api.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadError, LoadingBlock } from '../../../ui/query-view.tsx';
import formStyles from '../../org/components/form.module.css';
import { useOrgAction } from '../../org/org.queries.ts';
import { GrantEditor } from '../components/grant-editor.tsx';
import { grantedCount, grantStateOf, grantsOf, type TGrantState } from '../permission-tree.ts';
import { useRole } from '../role.queries.ts';
import styles from './role-edit.module.css';

type TDraft = { roleName: string; remark: string; grants: TGrantState };

/** 新增角色 / 编辑角色: name, remark, and per app type the data scope and the permissions (catalogue tree). */
export default function RoleEditPage() {
  const [params] = useSearchParams();
  const roleId = Number(params.get('roleId')) || 0;
  const editing = roleId > 0;
  const role = useRole(roleId);
  const [draft, setDraft] = useState<TDraft | null>(
    editing ? null : { roleName: '', remark: '', grants: grantStateOf([]) },
  );
  const [appType, setAppType] = useState(PERMISSION_CATALOGUE[0]!.appType);

  useEffect(() => {
    if (!draft && role.data) {
      setDraft({ roleName: role.data.roleName, remark: role.data.remark, grants: grantStateOf(role.data.grants) });
    }
  }, [draft, role.data]);

  const save = useOrgAction(
    (d: TDraft) => {
      const body = { roleName: d.roleName, remark: d.remark, grants: grantsOf(d.grants) };
      return editing
        ? call(roleEndpoints.roleEdit, { body: { roleId, ...body } }, { loading: '保存中…' })
        : call(roleEndpoints.roleCreate, { body }, { loading: '保存中…' });
    },
    { back: true },
  );

  const submit = () => {
    if (!draft) return;
    const roleName = draft.roleName.trim();
    if (!roleName) Toast.show(ROLE_MSG.roleNameRequired);
    else save.mutate({ ...draft, roleName, remark: draft.remark.trim() });
  };

  const app = PERMISSION_CATALOGUE.find((a) => a.appType === appType)!;
  return (
    <PageShell
      title={editing ? '编辑角色' : '新增角色'}
      footer={
        <Button
          block
          color="primary"
          className={styles.save}
          loading={save.isPending}
          disabled={!draft}
          onClick={submit}
        >
          保存
        </Button>
      }
    >
      {role.isError ? (
        <LoadError error={role.error} onRetry={() => void role.refetch()} />
      ) : !draft ? (
        <LoadingBlock />
      ) : (
        <>
          <Form layout="horizontal" className={formStyles.form}>
            <Form.Item label="角色名称">
              <Input
                value={draft.roleName}
                onChange={(roleName) => setDraft({ ...draft, roleName })}
                placeholder="如：店长、经纪人"
                maxLength={20}
                clearable
              />
            </Form.Item>
            <Form.Item label="说明">
              <Input
                value={draft.remark}
                onChange={(remark) => setDraft({ ...draft, remark })}
                placeholder="选填"
                maxLength={100}
                clearable
              />
            </Form.Item>
          </Form>
          <Tabs className={styles.apps} activeKey={String(appType)} onChange={(k) => setAppType(Number(k))}>
            {PERMISSION_CATALOGUE.map((a) => {
              const count = grantedCount(draft.grants[String(a.appType)]?.authData);
              return (
                <Tabs.Tab
                  key={String(a.appType)}
                  title={
                    count > 0 ? (
                      <Badge content={count} style={{ '--right': '-10px', '--top': '0' }}>
                        {a.name}
                      </Badge>
                    ) : (
                      a.name
                    )
                  }
                />
              );
            })}
          </Tabs>
          <GrantEditor
            app={app}
            grant={draft.grants[String(appType)]!}
            onChange={(grant) => setDraft({ ...draft, grants: { ...draft.grants, [String(appType)]: grant } })}
          />
        </>
      )}
    </PageShell>
  );
}
