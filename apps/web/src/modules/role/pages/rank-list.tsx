import { PERMISSION } from '@awb/contract/permission-check';
import { ROLE_MSG, roleEndpoints } from '@awb/contract/role.contract';
import { Button, List, Selector, Toast } from 'antd-mobile';
import { useState } from 'react';
import { call } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { usePermission } from '../../../platform/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadError, LoadingBlock } from '../../../ui/query-view.tsx';
import { NameSheet, type TNameSheetValue } from '../../org/components/name-sheet.tsx';
import shared from '../../org/components/org.module.css';
import { useOrgAction } from '../../org/org.queries.ts';
import { useRanks } from '../../org/role-options.queries.ts';
import { useRankGroups } from '../role.queries.ts';
import styles from './rank-list.module.css';

type TRank = { rankId: number; rankName: string; groupId: number; sort: number; userCount: number };
type TGroup = { groupId: number; groupName: string; sort: number; rankCount: number };
type TSheet = { kind: 'group'; group: TGroup | null } | { kind: 'rank'; rank: TRank | null; groupId: number } | null;

/** 职级管理: rank groups, each with its ranks (职级); add, edit and delete both (a group only when empty). */
export default function RankListPage() {
  const groups = useRankGroups();
  const ranks = useRanks();
  const mayEdit = usePermission(PERMISSION.roles);
  const [sheet, setSheet] = useState<TSheet>(null);
  const [rankGroup, setRankGroup] = useState(0);

  const save = useOrgAction(
    async ({ name, sort }: TNameSheetValue) => {
      if (sheet?.kind === 'group') {
        const body = { groupName: name, sort };
        return sheet.group
          ? call(
              roleEndpoints.rankGroupEdit,
              { body: { groupId: sheet.group.groupId, ...body } },
              { loading: '保存中…' },
            )
          : call(roleEndpoints.rankGroupCreate, { body }, { loading: '保存中…' });
      }
      const body = { rankName: name, groupId: rankGroup, sort };
      return sheet?.kind === 'rank' && sheet.rank
        ? call(roleEndpoints.rankEdit, { body: { rankId: sheet.rank.rankId, ...body } }, { loading: '保存中…' })
        : call(roleEndpoints.rankCreate, { body }, { loading: '保存中…' });
    },
    { onDone: () => setSheet(null) },
  );
  const removeRank = useOrgAction((rank: TRank) =>
    call(roleEndpoints.deleteRank, { query: { rankId: rank.rankId } }, { loading: '删除中…' }),
  );
  const removeGroup = useOrgAction((group: TGroup) =>
    call(roleEndpoints.deleteRankGroup, { query: { groupId: group.groupId } }, { loading: '删除中…' }),
  );

  const openRank = (groupId: number, rank: TRank | null) => {
    setRankGroup(groupId);
    setSheet({ kind: 'rank', rank, groupId });
  };
  const confirm = async (content: string) => (await dialog.confirm({ content, confirmText: '删除' })) === 'confirm';

  const body = () => {
    if (groups.isPending || ranks.isPending) return <LoadingBlock />;
    if (groups.isError || ranks.isError) {
      return (
        <LoadError
          error={groups.error ?? ranks.error}
          onRetry={() => {
            void groups.refetch();
            void ranks.refetch();
          }}
        />
      );
    }
    if (groups.data.length === 0) {
      return (
        <EmptyState
          title="暂无职级"
          description={mayEdit ? '先新增职级组（如「经纪人序列」），再在组内添加职级' : undefined}
        />
      );
    }
    return groups.data.map((group) => {
      const inGroup = ranks.data.filter((r) => r.groupId === group.groupId);
      return (
        <section key={group.groupId}>
          <div className={shared.sectionTitle}>
            <span>
              {group.groupName}（{inGroup.length}）
            </span>
            {mayEdit ? (
              <span className={styles.groupActions}>
                <button type="button" onClick={() => setSheet({ kind: 'group', group })}>
                  编辑
                </button>
                <button
                  type="button"
                  className={styles.danger}
                  onClick={async () => {
                    if (await confirm(`确定要删除职级组「${group.groupName}」吗？`)) removeGroup.mutate(group);
                  }}
                >
                  删除
                </button>
              </span>
            ) : null}
          </div>
          <List className={shared.card}>
            {inGroup.map((rank) => (
              <List.Item
                key={rank.rankId}
                description={`${rank.userCount} 人`}
                extra={
                  mayEdit ? (
                    <span className={styles.rowActions}>
                      <button type="button" onClick={() => openRank(group.groupId, rank)}>
                        编辑
                      </button>
                      <button
                        type="button"
                        className={styles.danger}
                        onClick={async () => {
                          if (await confirm(`确定要删除职级「${rank.rankName}」吗？`)) removeRank.mutate(rank);
                        }}
                      >
                        删除
                      </button>
                    </span>
                  ) : undefined
                }
              >
                {rank.rankName}
              </List.Item>
            ))}
            {inGroup.length === 0 && !mayEdit ? <List.Item>暂无职级</List.Item> : null}
            {mayEdit ? (
              <List.Item className={styles.addRow} onClick={() => openRank(group.groupId, null)} arrow={false}>
                ＋ 添加职级
              </List.Item>
            ) : null}
          </List>
        </section>
      );
    });
  };

  return (
    <PageShell
      title="职级管理"
      footer={
        mayEdit ? (
          <Button block color="primary" className={styles.add} onClick={() => setSheet({ kind: 'group', group: null })}>
            新增职级组
          </Button>
        ) : undefined
      }
    >
      {body()}
      <NameSheet
        visible={sheet !== null}
        title={
          sheet?.kind === 'group'
            ? sheet.group
              ? '编辑职级组'
              : '新增职级组'
            : sheet?.kind === 'rank' && sheet.rank
              ? '编辑职级'
              : '添加职级'
        }
        placeholder={sheet?.kind === 'group' ? ROLE_MSG.rankGroupNameRequired : ROLE_MSG.rankNameRequired}
        initial={
          sheet?.kind === 'group'
            ? { name: sheet.group?.groupName ?? '', sort: sheet.group?.sort ?? 0 }
            : {
                name: sheet?.kind === 'rank' ? (sheet.rank?.rankName ?? '') : '',
                sort: sheet?.kind === 'rank' ? (sheet.rank?.sort ?? 0) : 0,
              }
        }
        saving={save.isPending}
        onClose={() => setSheet(null)}
        onSave={(value) => {
          if (sheet?.kind === 'rank' && !rankGroup) Toast.show(ROLE_MSG.rankGroupRequired);
          else save.mutate(value);
        }}
      >
        {sheet?.kind === 'rank' && groups.data ? (
          <div className={styles.groupPick}>
            <span>职级组</span>
            <Selector
              columns={2}
              options={groups.data.map((g) => ({ label: g.groupName, value: g.groupId }))}
              value={rankGroup ? [rankGroup] : []}
              onChange={(v) => setRankGroup(v[0] ?? 0)}
            />
          </div>
        ) : null}
      </NameSheet>
    </PageShell>
  );
}
