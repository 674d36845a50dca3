import { PERMISSION } from '@awb/contract/permission-check';
import { staffEndpoints } from '@awb/contract/staff.contract';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { call } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { usePermission } from '../../../platform/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { NameSheet, type TNameSheetValue } from '../components/name-sheet.tsx';
import shared from '../components/org.module.css';
import { useJobs, useOrgAction } from '../org.queries.ts';
import styles from './job-set.module.css';

type TJob = { jobId: number; jobName: string; sort: number; staffCount: number };
type TEditing = { job: TJob | null } | null;

/** 岗位设置: the company's jobs with how many hold each; add, rename, reorder, delete (only when nobody holds it). */
export default function JobSetPage() {
  const jobs = useJobs();
  const mayEdit = usePermission(PERMISSION.jobs);
  const [editing, setEditing] = useState<TEditing>(null);

  const save = useOrgAction(
    ({ name, sort }: TNameSheetValue) =>
      editing?.job
        ? call(
            staffEndpoints.jobEdit,
            { body: { jobId: editing.job.jobId, jobName: name, sort } },
            { loading: '保存中…' },
          )
        : call(staffEndpoints.jobCreate, { body: { jobName: name, sort } }, { loading: '保存中…' }),
    { onDone: () => setEditing(null) },
  );
  const remove = useOrgAction((job: TJob) =>
    call(staffEndpoints.jobDelete, { body: { jobId: job.jobId } }, { loading: '删除中…' }),
  );

  const confirmRemove = async (job: TJob) => {
    if (
      (await dialog.confirm({ content: `确定要删除岗位「${job.jobName}」吗？`, confirmText: '删除' })) === 'confirm'
    ) {
      remove.mutate(job);
    }
  };

  return (
    <PageShell
      title="岗位设置"
      footer={
        mayEdit ? (
          <Button block color="primary" className={styles.add} onClick={() => setEditing({ job: null })}>
            新增岗位
          </Button>
        ) : undefined
      }
    >
      <QueryView
        query={jobs}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            title="暂无岗位"
            description={mayEdit ? '岗位如「店长」「置业顾问」，添加员工时选择' : undefined}
          />
        }
      >
        {(data) => (
          <List className={shared.card}>
            {data.map((job) => (
              <List.Item
                key={job.jobId}
                description={`${job.staffCount} 人`}
                extra={
                  mayEdit ? (
                    <span className={styles.actions}>
                      <button type="button" onClick={() => setEditing({ job })}>
                        编辑
                      </button>
                      <button type="button" className={styles.danger} onClick={() => void confirmRemove(job)}>
                        删除
                      </button>
                    </span>
                  ) : undefined
                }
              >
                {job.jobName}
              </List.Item>
            ))}
          </List>
        )}
      </QueryView>
      <NameSheet
        visible={editing !== null}
        title={editing?.job ? '编辑岗位' : '新增岗位'}
        placeholder="请输入岗位名称"
        initial={{ name: editing?.job?.jobName ?? '', sort: editing?.job?.sort ?? 0 }}
        saving={save.isPending}
        onClose={() => setEditing(null)}
        onSave={(value) => save.mutate(value)}
      />
    </PageShell>
  );
}
