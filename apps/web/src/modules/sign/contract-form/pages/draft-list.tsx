import { APP_TYPE } from '@awb/contract/common/apps';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { authStore } from '../../../../platform/auth-store.ts';
import { dialog } from '../../../../platform/dialog.tsx';
import { nav, withQuery } from '../../../../platform/nav.ts';
import { AppGate } from '../../../../ui/app-gate.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { PageShell } from '../../../../ui/page-shell.tsx';
import { QueryView } from '../../../../ui/query-view.tsx';
import styles from '../components/contract-form.module.css';
import { deleteDraft, FORM_KEY, sendDraft, useDraftList } from '../contract-form.queries.ts';
import { CONTRACT_FORM_PAGE } from '../contract-form-links.ts';
import { dropEntry, flushOutbox, listEntries } from '../draft-outbox.ts';
import { mergeDraftRows, type TDraftListRow } from '../draft-rows.ts';

/** Seed 000 §4: delete draft asks first. */
export const DRAFT_DELETE_CONFIRM = '确定删除该草稿吗？删除后不可恢复';

/**
 * 草稿箱 (pages/sign/draft-list): the caller's drafts, newest first, with the ones still waiting on
 * the phone; opening one resumes it, delete asks first. Waiting drafts are sent on opening and
 * when the network comes back.
 */
export default function SignDraftListPage() {
  return (
    <PageShell title="草稿箱">
      <AppGate appType={APP_TYPE.sign}>
        <DraftList />
      </AppGate>
    </PageShell>
  );
}

function DraftList() {
  const owner = authStore.myToken();
  const drafts = useDraftList();
  const queryClient = useQueryClient();
  const [local, setLocal] = useState(() => listEntries(localStorage, owner));

  useEffect(() => {
    const flush = async () => {
      const sent = await flushOutbox(localStorage, owner, sendDraft);
      setLocal(listEntries(localStorage, owner));
      if (sent.some((s) => s.result.kind === 'saved'))
        await queryClient.invalidateQueries({ queryKey: [...FORM_KEY, 'drafts'] });
    };
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [owner, queryClient]);

  const remove = async (row: TDraftListRow) => {
    if ((await dialog.confirm({ content: DRAFT_DELETE_CONFIRM })) !== 'confirm') return;
    if (!row.unsent || drafts.data?.some((d) => d.draftCode === row.draftCode)) {
      try {
        await deleteDraft(row.draftCode);
      } catch {
        return;
      }
    }
    dropEntry(localStorage, owner, row.draftCode);
    setLocal(listEntries(localStorage, owner));
    Toast.show({ icon: 'success', content: '删除成功' });
    await queryClient.invalidateQueries({ queryKey: [...FORM_KEY, 'drafts'] });
  };

  return (
    <QueryView query={drafts}>
      {(rows) => {
        const merged = mergeDraftRows(rows, local);
        if (merged.length === 0) {
          return (
            <EmptyState title="暂无草稿" description="填写合同时会自动保存草稿">
              <Button color="primary" shape="rounded" onClick={() => nav.navigateTo(CONTRACT_FORM_PAGE.open)}>
                发起签约
              </Button>
            </EmptyState>
          );
        }
        return (
          <section className={styles.choice} aria-label="草稿列表">
            {merged.map((row) => (
              <article key={row.draftCode} className={styles.listRow} aria-label={row.place}>
                <button
                  type="button"
                  className={styles.listMain}
                  onClick={() => nav.navigateTo(withQuery(CONTRACT_FORM_PAGE.open, { draftCode: row.draftCode }))}
                >
                  <div className={styles.listTitle}>
                    {row.place}
                    {row.unsent ? <span className={styles.badge}>未同步</span> : null}
                  </div>
                  <div className={styles.listMeta}>
                    {row.title} · {row.updatedAt}
                  </div>
                </button>
                <button type="button" className={styles.danger} onClick={() => void remove(row)}>
                  删除
                </button>
              </article>
            ))}
          </section>
        );
      }}
    </QueryView>
  );
}
