import { appRecordEndpoints, type TFollowUp } from '@awb/contract/app-record.contract';
import { useQueryClient } from '@tanstack/react-query';
import { CapsuleTabs } from 'antd-mobile';
import { useState } from 'react';
import { call } from '../../../platform/api.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { timeAgo } from '../../../ui/time-ago.ts';
import { UserAvatar } from '../../../ui/user-avatar.tsx';
import { type TAppItem, useAppFollowCategories, useAppFollowUps } from '../app-record.queries.ts';
import styles from './follow-up-list.module.css';

/** Seed 000 §5: a confirm prompt before deleting a follow-up. */
export const FOLLOW_DELETE_CONFIRM = '确定要删除该跟进吗？';

type TProps = {
  /** The calling module's query key (refreshed after a delete). */
  keyRoot: string;
  item: TAppItem;
  /** The empty state's line of help. */
  emptyDescription?: string;
};

/** Follow-ups of an item by category (全部 first), 15 a page, newest first; the writer may delete. */
export function AppFollowUpList({ keyRoot, item, emptyDescription }: TProps) {
  const [category, setCategory] = useState(0);
  const categories = useAppFollowCategories(keyRoot, item.appType);
  const list = useAppFollowUps(keyRoot, item, category);
  const queryClient = useQueryClient();
  const tabs = [{ value: 0, label: '全部' }, ...(categories.data ?? []).filter((c) => c.value !== 0)];

  const remove = async (f: TFollowUp) => {
    if ((await dialog.confirm({ content: FOLLOW_DELETE_CONFIRM })) !== 'confirm') return;
    try {
      const result = await call(appRecordEndpoints.followUpDel, { body: { ...item, followId: f.followId } });
      dialog.success(result.msg);
      await queryClient.invalidateQueries({ queryKey: [keyRoot, 'follow', item.itemId] });
    } catch {
      // Shown by the request layer.
    }
  };

  return (
    <div>
      <CapsuleTabs className={styles.tabs} activeKey={String(category)} onChange={(k) => setCategory(Number(k))}>
        {tabs.map((t) => (
          <CapsuleTabs.Tab key={String(t.value)} title={t.label} />
        ))}
      </CapsuleTabs>
      <InfiniteList
        query={list}
        itemKey={(f) => f.followId}
        empty={<EmptyState title="暂无跟进" description={emptyDescription} />}
        className={styles.list}
        renderItem={(f) => (
          <article className={styles.item}>
            <UserAvatar src={f.avatar || undefined} name={f.userName} size={32} />
            <div className={styles.body}>
              <div className={styles.head}>
                <b>{f.userName}</b>
                <span className={styles.category}>{f.categoryName}</span>
                <time className={styles.time}>{timeAgo(f.createdAt)}</time>
              </div>
              {f.deptName ? <div className={styles.dept}>{f.deptName}</div> : null}
              <p className={styles.content}>{f.content}</p>
              {f.canDelete ? (
                <button type="button" className={styles.delete} onClick={() => void remove(f)}>
                  删除
                </button>
              ) : null}
            </div>
          </article>
        )}
      />
    </div>
  );
}
