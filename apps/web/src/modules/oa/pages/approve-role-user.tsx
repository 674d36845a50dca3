import { Button, Checkbox, List } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { nav } from '../../../platform/nav.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { openOrgPicker } from '../../org/org-picker.ts';
import { useRoles } from '../../org/role-options.queries.ts';
import { isRoleTarget, targetValue, updateFlowDraft, useFlowDraft, withTarget } from '../oa-flow-draft.ts';
import type { TNamed } from '../oa-steps.ts';
import styles from './oa.module.css';

/**
 * 选择角色 / 选择人员 for the flow form (seed 001 §2 approve-role-user), `?target=` says what it fills
 * (sponsorRoles, copyTo, step:N:users, step:N:roles): roles from the company's role list; people
 * through the shared organisation picker. Choices go straight to the form's draft; 确定 goes back.
 */
export default function ApproveRoleUserPage() {
  const [params] = useSearchParams();
  const target = params.get('target') ?? 'sponsorRoles';
  const roleMode = isRoleTarget(target);
  const draft = useFlowDraft();
  const chosen = draft ? targetValue(draft.values, target) : [];
  const roles = useRoles();
  const choose = (list: TNamed[]) => updateFlowDraft((v) => withTarget(v, target, list));
  const toggle = (x: TNamed) =>
    choose(chosen.some((o) => o.id === x.id) ? chosen.filter((o) => o.id !== x.id) : [...chosen, x]);
  const pickUsers = async () => {
    const pick = await openOrgPicker({
      mode: 'user',
      multiple: true,
      title: '选择人员',
      selected: { users: chosen.map((u) => ({ userId: u.id, userName: u.name, deptId: 0 })) },
    });
    // This page is unmounted while the picker is open: the choice goes to the draft, read again on return.
    if (pick) choose(pick.users.map((u) => ({ id: u.userId, name: u.userName })));
  };

  return (
    <PageShell
      title={roleMode ? '选择角色' : '选择人员'}
      footer={
        <Button block color="primary" shape="rounded" onClick={() => nav.navigateBack()}>
          确定{chosen.length ? `（${chosen.length}）` : ''}
        </Button>
      }
    >
      <div data-oa-role-user className={styles.formBody}>
        {roleMode ? (
          <QueryView query={roles} isEmpty={(rows) => rows.length === 0} empty={<EmptyState title="暂无角色" />}>
            {(rows) => (
              <List className={styles.card}>
                {rows.map((r) => (
                  <List.Item
                    key={r.roleId}
                    onClick={() => toggle({ id: r.roleId, name: r.roleName })}
                    prefix={<Checkbox className={styles.passive} checked={chosen.some((c) => c.id === r.roleId)} />}
                    arrowIcon={false}
                  >
                    {r.roleName}
                  </List.Item>
                ))}
              </List>
            )}
          </QueryView>
        ) : (
          <>
            <List className={styles.card} header={`已选 ${chosen.length} 人`}>
              {chosen.length === 0 ? <List.Item className={styles.muted}>未选择</List.Item> : null}
              {chosen.map((u) => (
                <List.Item
                  key={u.id}
                  extra={
                    <button type="button" className={styles.link} onClick={() => toggle(u)}>
                      移除
                    </button>
                  }
                  arrowIcon={false}
                >
                  {u.name}
                </List.Item>
              ))}
            </List>
            <div className={styles.addStep}>
              <Button block fill="outline" shape="rounded" onClick={pickUsers}>
                从组织架构选择
              </Button>
            </div>
          </>
        )}
      </div>
    </PageShell>
  );
}
