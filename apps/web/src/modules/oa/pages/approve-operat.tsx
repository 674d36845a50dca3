import { OA_EMPTY_APPROVER_NAMES, OA_MSG, SPONSOR_RANGE, SPONSOR_RANGE_NAMES } from '@awb/contract/oa-fields';
import { Button, Checkbox, Input, List, Picker, Selector, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { dialog } from '../../../platform/dialog.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { useDeptTree } from '../../org/org.queries.ts';
import { openOrgPicker } from '../../org/org-picker.ts';
import { useRoles } from '../../org/role-options.queries.ts';
import { OaIcon } from '../components/oa-icon.tsx';
import { useOaGroups } from '../oa.queries.ts';
import { useDeleteFlow, useOaApps, useOaFlow, useOaItems, useSaveFlow } from '../oa-flow.queries.ts';
import { clearFlowDraft, updateFlowDraft, useFlowDraft, writeFlowDraft } from '../oa-flow-draft.ts';
import { emptyFlow, flowError, flowFromDetail, flowToBody, type TFlowValues, toggleItem } from '../oa-flow-form.ts';
import { openRoleUserChooser, openStepsEditor } from '../oa-flow-pickers.ts';
import { openIconPicker } from '../oa-icon-picker.ts';
import { stepSummary } from '../oa-steps.ts';
import styles from './oa.module.css';

const options = (names: Record<number, string>) =>
  Object.entries(names).map(([value, label]) => ({ value: Number(value), label }));
const names = (list: { name: string }[], none: string) => (list.length ? list.map((x) => x.name).join('、') : none);

/**
 * 新建审批 / edit a flow (seed 001 §2 approve-operat, §3, §6): name, icon (36), group, the app and the
 * items it guards (`oaItems`, items of another enabled flow greyed), sponsors (全公司 / 指定部门, roles),
 * the approver steps (approve-flows), the empty-approver rule and copy-to. Editing makes a new version.
 */
export default function ApproveOperatPage() {
  const [params] = useSearchParams();
  const flowId = Number(params.get('oaApprovalId') ?? 0) || 0;
  const [groupOpen, setGroupOpen] = useState(false);
  const groups = useOaGroups();
  const apps = useOaApps();
  const stored = useOaFlow(flowId);
  const roles = useRoles();
  const tree = useDeptTree();
  const save = useSaveFlow(clearFlowDraft);
  const remove = useDeleteFlow();
  // The values live in the draft shared with approve-flows and approve-role-user (oa-flow-draft.ts).
  const draft = useFlowDraft();
  const ours = draft?.flowId === flowId ? draft : null;
  const v: TFlowValues = ours?.values ?? emptyFlow();
  const set = (patch: Partial<TFlowValues>) => updateFlowDraft((old) => ({ ...old, ...patch }));
  const items = useOaItems(v.appType, flowId);

  // A new flow starts empty; an edit starts from the stored flow, department and role names from their lists.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started) return;
    if (flowId === 0) {
      writeFlowDraft({ flowId: 0, values: emptyFlow() });
      setStarted(true);
      return;
    }
    if (!stored.data || !roles.data || !tree.data) return;
    const depts = new Map(tree.data.depts.map((d) => [d.deptId, d.deptName]));
    const roleNames = new Map(roles.data.map((r) => [r.roleId, r.roleName]));
    const values = flowFromDetail(
      stored.data,
      (id) => depts.get(id) ?? `#${id}`,
      (id) => roleNames.get(id) ?? `#${id}`,
    );
    writeFlowDraft({ flowId, values });
    setStarted(true);
  }, [started, flowId, stored.data, roles.data, tree.data]);

  const submit = () => {
    const problem = flowError(v);
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    save.mutate({ oaApprovalId: flowId, body: flowToBody(v) });
  };
  const pickDepts = async () => {
    const pick = await openOrgPicker({
      mode: 'dept',
      multiple: true,
      title: '选择部门',
      selected: { depts: v.sponsorDepts.map((d) => ({ deptId: d.id, deptName: d.name })) },
    });
    if (pick) set({ sponsorDepts: pick.depts.map((d) => ({ id: d.deptId, name: d.deptName })) });
  };
  const pickRoles = () => openRoleUserChooser('sponsorRoles');
  const pickCopy = () => openRoleUserChooser('copyTo');
  const editSteps = () => openStepsEditor();
  const icon = async () => {
    const picked = await openIconPicker(v.icon);
    if (picked) set({ icon: picked });
  };
  const del = async () => {
    if ((await dialog.confirm({ content: '确定要删除该项吗' })) !== 'confirm') return;
    clearFlowDraft();
    remove.mutate(flowId);
  };
  const groupName = groups.data?.find((g) => g.groupId === v.groupId)?.groupName ?? '默认分组';

  return (
    <PageShell
      title={flowId ? '编辑审批' : '新建审批'}
      footer={
        <div className={styles.actions}>
          {flowId ? (
            <Button block shape="rounded" color="danger" fill="outline" onClick={del}>
              删除
            </Button>
          ) : null}
          <Button block shape="rounded" color="primary" loading={save.isPending} onClick={submit}>
            保存
          </Button>
        </div>
      }
    >
      <div className={styles.formBody}>
        <List className={styles.card} header="基本信息">
          <List.Item title="审批名称">
            <Input
              placeholder="请输入审批名称"
              maxLength={20}
              value={v.approvalName}
              onChange={(approvalName) => set({ approvalName })}
            />
          </List.Item>
          <List.Item extra={<OaIcon icon={v.icon} size={32} />} onClick={icon}>
            图标
          </List.Item>
          <List.Item extra={groupName} onClick={() => setGroupOpen(true)}>
            分组
          </List.Item>
        </List>
        <List className={styles.card} header="应用">
          <List.Item>
            <Selector
              columns={2}
              value={v.appType === null ? [] : [v.appType]}
              options={(apps.data ?? []).map((a) => ({ value: a.appType, label: a.appName }))}
              onChange={(chosen) => set({ appType: chosen[0] ?? null, items: [] })}
            />
          </List.Item>
        </List>
        {v.appType !== null ? (
          <List className={styles.card} header="审批事项">
            {(items.data ?? []).map((item) => (
              <List.Item
                key={item.oaItemId}
                description={item.taken ? `已被「${item.approvalName}」使用` : undefined}
                disabled={item.taken}
                onClick={item.taken ? undefined : () => set({ items: toggleItem(v.items, item.oaItemId) })}
                arrowIcon={false}
                prefix={
                  <Checkbox
                    className={styles.passive}
                    disabled={item.taken}
                    checked={v.items.includes(item.oaItemId)}
                  />
                }
              >
                {item.name}
              </List.Item>
            ))}
          </List>
        ) : null}
        <List className={styles.card} header="发起人">
          <List.Item>
            <Selector
              columns={2}
              value={[v.sponsorRange]}
              options={options(SPONSOR_RANGE_NAMES)}
              onChange={(chosen) => chosen[0] && set({ sponsorRange: chosen[0] })}
            />
          </List.Item>
          {v.sponsorRange === SPONSOR_RANGE.departments ? (
            <List.Item extra={names(v.sponsorDepts, '请选择部门')} onClick={pickDepts}>
              指定部门
            </List.Item>
          ) : null}
          <List.Item extra={names(v.sponsorRoles, '不限角色')} onClick={pickRoles}>
            角色
          </List.Item>
        </List>
        <List className={styles.card} header="审批流程">
          {v.steps.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id; the order is the identity
            <List.Item key={i} onClick={editSteps}>
              {stepSummary(s, i)}
            </List.Item>
          ))}
          <List.Item onClick={editSteps}>设置审批流程</List.Item>
          <List.Item className={styles.hint}>{OA_MSG.selfRuleHint}</List.Item>
        </List>
        <List className={styles.card} header="审批人为空时">
          <List.Item>
            <Selector
              columns={3}
              value={[v.emptyApprover]}
              options={options(OA_EMPTY_APPROVER_NAMES)}
              onChange={(chosen) => chosen[0] && set({ emptyApprover: chosen[0] })}
            />
          </List.Item>
        </List>
        <List className={styles.card} header="抄送">
          <List.Item extra={names(v.copyTo, '未选择')} onClick={pickCopy}>
            抄送人
          </List.Item>
        </List>
      </div>
      <Picker
        visible={groupOpen}
        columns={[(groups.data ?? []).map((g) => ({ value: g.groupId, label: g.groupName }))]}
        value={[v.groupId]}
        onClose={() => setGroupOpen(false)}
        onConfirm={(chosen) => set({ groupId: Number(chosen[0] ?? 0) })}
      />
    </PageShell>
  );
}
