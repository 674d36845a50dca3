import { CODE } from '@awb/contract/common/codes';
import { DEPT_NAME_MAX, ORG_MSG, orgEndpoints, ROOT_DEPT_ID } from '@awb/contract/org.contract';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, call, REQUEST } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { nav, withQuery } from '../../../platform/nav.ts';
import { useSession } from '../../../platform/session.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadError, LoadingBlock } from '../../../ui/query-view.tsx';
import styles from '../components/form.module.css';
import { PickField } from '../components/pick-field.tsx';
import { useDeptDetail, useOrgAction } from '../org.queries.ts';
import { openOrgPicker, type TPickedDept, type TPickedUser } from '../org-picker.ts';

type TDraft = { deptName: string; parent: TPickedDept; leader: TPickedUser | null };

/** Create (parentId) or edit (deptId) a department: name, parent (a move), head; delete when empty. */
export default function OptDepartPage() {
  const [params] = useSearchParams();
  const deptId = Number(params.get('deptId')) || 0;
  const parentId = Number(params.get('parentId')) || ROOT_DEPT_ID;
  const editing = deptId > 0;
  const companyName = useSession().data?.company.name ?? '公司';
  const current = useDeptDetail(editing ? deptId : 0);
  const parent = useDeptDetail(editing ? 0 : parentId);
  const [draft, setDraft] = useState<TDraft | null>(null);

  // The form starts once what it edits (or where it adds) is known.
  useEffect(() => {
    if (draft) return;
    if (editing && current.data) {
      const d = current.data;
      setDraft({
        deptName: d.deptName,
        parent: { deptId: d.parentId, deptName: d.parentId ? d.parentName : companyName },
        leader: d.leaderUserId ? { userId: d.leaderUserId, userName: d.leaderName, deptId: d.deptId } : null,
      });
    } else if (!editing && (parentId === ROOT_DEPT_ID || parent.data)) {
      setDraft({
        deptName: '',
        parent: { deptId: parentId, deptName: parent.data?.deptName ?? companyName },
        leader: null,
      });
    }
  }, [draft, editing, current.data, parent.data, parentId, companyName]);

  const save = useOrgAction(
    async (d: TDraft) => {
      const leaderUserId = d.leader?.userId ?? null;
      if (!editing) {
        const body = { deptName: d.deptName, parentId: d.parent.deptId, leaderUserId };
        return call(orgEndpoints.deptCreate, { body }, { loading: '保存中…' });
      }
      if (d.parent.deptId !== current.data?.parentId) {
        await call(orgEndpoints.deptMove, { body: { deptId, parentId: d.parent.deptId } }, { loading: '保存中…' });
      }
      return call(
        orgEndpoints.deptEdit,
        { body: { deptId, deptName: d.deptName, leaderUserId } },
        { loading: '保存中…' },
      );
    },
    { back: true },
  );

  const remove = useOrgAction(
    () => call(orgEndpoints.deptDelete, { body: { deptId } }, { loading: '删除中…', handle: [CODE.invalid] }),
    {
      onDone: () => {
        const up = current.data?.parentId ?? ROOT_DEPT_ID;
        setTimeout(
          () =>
            nav.redirectTo(
              up === ROOT_DEPT_ID ? 'pages/user/org/structure' : withQuery('pages/user/org/department', { deptId: up }),
            ),
          REQUEST.toastMs,
        );
      },
    },
  );

  const submit = () => {
    if (!draft) return;
    const deptName = draft.deptName.trim();
    if (!deptName) Toast.show(ORG_MSG.deptNameRequired);
    else save.mutate({ ...draft, deptName });
  };

  const confirmDelete = async () => {
    if ((await dialog.confirm({ content: '确定要删除该项吗', confirmText: '删除' })) !== 'confirm') return;
    remove.mutate(undefined, {
      // A department with staff or sub-departments stays: the server says why.
      onError: (error) => {
        if (error instanceof ApiError && error.code === CODE.invalid) void dialog.alert({ content: error.message });
      },
    });
  };

  const pickParent = async () => {
    const pick = await openOrgPicker({
      mode: 'dept',
      title: '选择上级部门',
      allowRoot: true,
      excludeDeptIds: editing ? [deptId] : [],
      selected: draft ? { depts: [draft.parent] } : undefined,
    });
    const chosen = pick?.depts[0];
    if (chosen) setDraft((d) => (d ? { ...d, parent: chosen } : d));
  };

  const pickLeader = async () => {
    const pick = await openOrgPicker({
      mode: 'user',
      title: '选择部门负责人',
      selected: draft?.leader ? { users: [draft.leader] } : undefined,
    });
    const chosen = pick?.users[0];
    if (chosen) setDraft((d) => (d ? { ...d, leader: chosen } : d));
  };

  return (
    <PageShell
      title={editing ? '部门设置' : '添加部门'}
      footer={
        <div className={styles.submit}>
          <Button block color="primary" loading={save.isPending} disabled={!draft} onClick={submit}>
            保存
          </Button>
        </div>
      }
    >
      {current.isError || parent.isError ? (
        <LoadError
          error={current.error ?? parent.error}
          onRetry={() => void (editing ? current.refetch() : parent.refetch())}
        />
      ) : !draft ? (
        <LoadingBlock />
      ) : (
        <>
          <Form layout="horizontal" className={styles.form}>
            <Form.Item label="部门名称">
              <Input
                value={draft.deptName}
                onChange={(deptName) => setDraft({ ...draft, deptName })}
                placeholder="请输入部门名称"
                maxLength={DEPT_NAME_MAX}
                clearable
              />
            </Form.Item>
            <PickField
              label="上级部门"
              text={draft.parent.deptId === ROOT_DEPT_ID ? `${draft.parent.deptName}（顶级）` : draft.parent.deptName}
              placeholder="请选择上级部门"
              onPick={pickParent}
            />
            <PickField
              label="负责人"
              text={draft.leader?.userName ?? ''}
              placeholder="选填"
              onPick={pickLeader}
              onClear={() => setDraft({ ...draft, leader: null })}
            />
          </Form>
          {editing ? (
            <p className={styles.tip}>
              更换上级部门会把该部门及其下级部门一起移动。部门下没有员工和下级部门时才能删除。
            </p>
          ) : null}
          {editing ? (
            <div className={styles.danger}>
              <Button block color="danger" fill="outline" loading={remove.isPending} onClick={confirmDelete}>
                删除部门
              </Button>
            </div>
          ) : null}
        </>
      )}
    </PageShell>
  );
}
