import type { TOaGroup } from '@awb/contract/oa-views';
import { Button, List, SwipeAction } from 'antd-mobile';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { dialog } from '../../../platform/dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { QueryView } from '../../../ui/query-view.tsx';
import { NameSheet } from '../../org/components/name-sheet.tsx';
import { useDeleteGroup, useOaGroups, useSaveGroup, useSortGroups } from '../oa.queries.ts';
import { canDeleteGroup, GROUP_MSG, moveGroup, sortGroups } from '../oa-groups.ts';
import styles from './oa.module.css';

type TEditing = { group: TOaGroup | null } | null;

/** 审批分组: add, rename, delete (确定要删除该项吗; never the default group), and order. */
export default function ApproveCategoryPage() {
  const groups = useOaGroups();
  const save = useSaveGroup();
  const remove = useDeleteGroup();
  const reorder = useSortGroups();
  const [editing, setEditing] = useState<TEditing>(null);

  const askDelete = async (group: TOaGroup) => {
    if (!(group.deletable && canDeleteGroup(group)))
      return void dialog.alert({ content: GROUP_MSG.defaultUndeletable });
    if ((await dialog.confirm({ content: GROUP_MSG.confirmDelete })) === 'confirm') remove.mutate(group.groupId);
  };

  return (
    <PageShell
      title="审批分组"
      footer={
        <Button block color="primary" shape="rounded" onClick={() => setEditing({ group: null })}>
          新建分组
        </Button>
      }
    >
      <QueryView query={groups} isEmpty={(rows) => rows.length === 0} empty={<EmptyState title="暂无分组" />}>
        {(rows) => {
          const ordered = sortGroups(rows);
          return (
            <List className={styles.card}>
              {ordered.map((group, i) => (
                <SwipeAction
                  key={group.groupId}
                  rightActions={
                    group.deletable && canDeleteGroup(group)
                      ? [{ key: 'delete', text: '删除', color: 'danger', onClick: () => void askDelete(group) }]
                      : []
                  }
                >
                  <List.Item
                    onClick={group.groupId === 0 ? undefined : () => setEditing({ group })}
                    description={`${group.count}个审批`}
                    extra={
                      <span className={styles.sortButtons}>
                        <button
                          type="button"
                          aria-label="上移"
                          disabled={i <= 1 || group.groupId === 0}
                          onClick={(e) => {
                            e.stopPropagation();
                            reorder.mutate({ before: rows, after: moveGroup(rows, group.groupId, -1) });
                          }}
                        >
                          <UpOutline />
                        </button>
                        <button
                          type="button"
                          aria-label="下移"
                          disabled={i === ordered.length - 1 || group.groupId === 0}
                          onClick={(e) => {
                            e.stopPropagation();
                            reorder.mutate({ before: rows, after: moveGroup(rows, group.groupId, 1) });
                          }}
                        >
                          <DownOutline />
                        </button>
                      </span>
                    }
                  >
                    {group.groupName}
                  </List.Item>
                </SwipeAction>
              ))}
            </List>
          );
        }}
      </QueryView>
      <NameSheet
        visible={editing !== null}
        title={editing?.group ? '编辑分组' : '新建分组'}
        placeholder={GROUP_MSG.nameRequired}
        initial={{ name: editing?.group?.groupName ?? '', sort: editing?.group?.sort ?? 0 }}
        saving={save.isPending}
        onClose={() => setEditing(null)}
        onSave={({ name, sort }) =>
          save.mutate(
            { groupId: editing?.group?.groupId, groupName: name, sort },
            { onSuccess: () => setEditing(null) },
          )
        }
      />
    </PageShell>
  );
}
