import { APPROVER_RANGE, APPROVER_RANGE_NAMES, APPROVER_TYPE, SIGN_MODE_NAMES } from '@awb/contract/oa-fields';
import { Button, List, Selector, Toast } from 'antd-mobile';
import { nav } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { openOrgPicker } from '../../org/org-picker.ts';
import { updateFlowDraft, useFlowDraft } from '../oa-flow-draft.ts';
import { openRoleUserChooser } from '../oa-flow-pickers.ts';
import { emptyStep, moveStep, STEP_TYPES, stepsError, type TNamed, type TStepValues } from '../oa-steps.ts';
import styles from './oa.module.css';

const options = (names: Record<number, string>) =>
  Object.entries(names).map(([value, label]) => ({ value: Number(value), label }));
const names = (list: TNamed[], none: string) => (list.length ? list.map((x) => x.name).join('、') : none);

/**
 * 审批流程 (seed 001 §2 approve-flows, §6): the ordered approver steps of the flow form — named users,
 * roles within a range relative to the sponsor (全公司, 所在部门及以下部门, 仅所在部门, 指定部门) or the
 * sponsor's department head; each step 或签 or 会签. Edits go straight to the form's draft; 确定 checks
 * the steps and goes back.
 */
export default function ApproveFlowsPage() {
  // The steps live in the flow form's draft: this page is unmounted while a chooser is open over the form.
  const steps = useFlowDraft()?.values.steps ?? [emptyStep()];
  const setSteps = (change: (old: TStepValues[]) => TStepValues[]) =>
    updateFlowDraft((v) => ({ ...v, steps: change(v.steps) }));
  const patch = (index: number, change: Partial<TStepValues>) =>
    setSteps((old) => old.map((s, i) => (i === index ? { ...s, ...change } : s)));
  const pickDepts = async (index: number, step: TStepValues) => {
    const pick = await openOrgPicker({
      mode: 'dept',
      multiple: true,
      title: '选择部门',
      selected: { depts: step.depts.map((d) => ({ deptId: d.id, deptName: d.name })) },
    });
    // Written to the draft: this page is drawn again when the picker goes back.
    if (pick) patch(index, { depts: pick.depts.map((d) => ({ id: d.deptId, name: d.deptName })) });
  };
  const confirm = () => {
    const problem = stepsError(steps);
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    nav.navigateBack();
  };

  return (
    <PageShell
      title="审批流程"
      footer={
        <Button block color="primary" shape="rounded" onClick={confirm}>
          确定
        </Button>
      }
    >
      <div data-oa-steps className={styles.formBody}>
        {steps.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps have no id; the order is the identity
          <div key={i} className={styles.stepCard} data-testid="oa-step">
            <div className={styles.stepHead}>
              <span>第{i + 1}步</span>
              <span className={styles.sortButtons}>
                <button type="button" disabled={i === 0} onClick={() => setSteps((o) => moveStep(o, i, -1))}>
                  上移
                </button>
                <button
                  type="button"
                  disabled={i === steps.length - 1}
                  onClick={() => setSteps((o) => moveStep(o, i, 1))}
                >
                  下移
                </button>
                <button
                  type="button"
                  disabled={steps.length === 1}
                  onClick={() => setSteps((o) => o.filter((_, j) => j !== i))}
                >
                  删除
                </button>
              </span>
            </div>
            <Selector
              columns={3}
              value={[step.approvalType]}
              options={STEP_TYPES.map((t) => ({ value: t.value, label: t.label }))}
              onChange={(chosen) => chosen[0] && patch(i, { approvalType: chosen[0] })}
            />
            {step.approvalType === APPROVER_TYPE.users ? (
              <List className={styles.stepRow}>
                <List.Item extra={names(step.users, '请选择')} onClick={() => openRoleUserChooser(`step:${i}:users`)}>
                  审批人
                </List.Item>
              </List>
            ) : null}
            {step.approvalType === APPROVER_TYPE.role ? (
              <>
                <List className={styles.stepRow}>
                  <List.Item extra={names(step.roles, '请选择')} onClick={() => openRoleUserChooser(`step:${i}:roles`)}>
                    角色
                  </List.Item>
                </List>
                <div className={styles.stepRow}>
                  <div className={styles.stepLabel}>范围（相对发起人）</div>
                  <Selector
                    columns={2}
                    value={[step.range]}
                    options={options(APPROVER_RANGE_NAMES)}
                    onChange={(chosen) => chosen[0] && patch(i, { range: chosen[0] })}
                  />
                </div>
                {step.range === APPROVER_RANGE.selected ? (
                  <List className={styles.stepRow}>
                    <List.Item extra={names(step.depts, '请选择部门')} onClick={() => pickDepts(i, step)}>
                      指定部门
                    </List.Item>
                  </List>
                ) : null}
              </>
            ) : null}
            <div className={styles.stepRow}>
              <div className={styles.stepLabel}>多人审批时</div>
              <Selector
                columns={2}
                value={[step.signMode]}
                options={options(SIGN_MODE_NAMES)}
                onChange={(chosen) => chosen[0] && patch(i, { signMode: chosen[0] })}
              />
            </div>
          </div>
        ))}
        <div className={styles.addStep}>
          <Button block fill="outline" shape="rounded" onClick={() => setSteps((o) => [...o, emptyStep()])}>
            添加审批步骤
          </Button>
        </div>
      </div>
    </PageShell>
  );
}
