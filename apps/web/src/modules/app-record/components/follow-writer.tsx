import { appRecordEndpoints } from '@awb/contract/app-record.contract';
import { HOUSING_MSG } from '@awb/contract/housing-options';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Selector, TextArea, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { call, REQUEST } from '../../../platform/api.ts';
import { authStore } from '../../../platform/auth-store.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { draftKey, dropDraft, readDraft, writeDraft } from '../../../platform/form-draft.ts';
import { nav } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { type TAppItem, useAppFollowCategories } from '../app-record.queries.ts';
import styles from './follow-writer.module.css';

export const FOLLOW_MAX = 1000;

type TDraft = { categoryType: number; content: string };

type TProps = {
  /** The calling module's query key, refreshed after sending. */
  keyRoot: string;
  item: TAppItem;
  /** Names the draft: `draft:<draftForm>:<myToken>:<itemId>`. */
  draftForm: string;
  /** Categories an agent may write (the others are the system's). */
  writable: readonly number[];
  /** Phrases agents write every day; a tap appends one. */
  phrases: readonly string[];
  placeholder: string;
};

/** Appends a phrase to the text, with a comma unless the text already ends a clause. */
export function appendPhrase(content: string, phrase: string, max = FOLLOW_MAX): string {
  return `${content}${content && !/[，。,.\s]$/.test(content) ? '，' : ''}${phrase}`.slice(0, max);
}

/**
 * 写跟进 of any sub-app (app/followUp): the category, the text (kept as a draft until sent) and quick
 * phrases; on success the server's message, then back after 1500 ms.
 */
export function FollowWriter({ keyRoot, item, draftForm, writable, phrases, placeholder }: TProps) {
  const queryClient = useQueryClient();
  const categories = useAppFollowCategories(keyRoot, item.appType);
  const options = (categories.data ?? []).filter((c) => writable.includes(c.value));
  const key = draftKey(draftForm, authStore.myToken(), item.itemId);
  const [draft, setDraft] = useState<TDraft>(
    () => readDraft<TDraft>(localStorage, key)?.values ?? { categoryType: 1, content: '' },
  );
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => writeDraft(localStorage, key, draft.content.trim() ? draft : { content: '' }), 500);
    return () => clearTimeout(timer);
  }, [draft, key]);

  const send = async () => {
    const content = draft.content.trim();
    if (!content) {
      Toast.show({ content: HOUSING_MSG.followContentRequired, duration: REQUEST.invalidToastMs });
      return;
    }
    setSending(true);
    try {
      const result = await call(
        appRecordEndpoints.followUp,
        { body: { ...item, categoryType: draft.categoryType, content } },
        { loading: '提交中…' },
      );
      dropDraft(localStorage, key);
      dialog.success(result.msg);
      await queryClient.invalidateQueries({ queryKey: [keyRoot] });
      setTimeout(() => nav.navigateBack(), REQUEST.toastMs);
    } catch {
      setSending(false);
    }
  };

  return (
    <PageShell
      title="写跟进"
      footer={
        <Button block color="primary" className={styles.submit} loading={sending} onClick={() => void send()}>
          提交跟进
        </Button>
      }
    >
      <section className={styles.card}>
        <h2>跟进方式</h2>
        <Selector
          className={styles.selector}
          columns={3}
          showCheckMark={false}
          options={options.length ? options : [{ value: 1, label: '普通跟进' }]}
          value={[draft.categoryType]}
          onChange={(v) => v[0] !== undefined && setDraft((d) => ({ ...d, categoryType: v[0]! }))}
        />
      </section>
      <section className={styles.card}>
        <h2>跟进内容</h2>
        <TextArea
          className={styles.text}
          placeholder={placeholder}
          value={draft.content}
          onChange={(content) => setDraft((d) => ({ ...d, content }))}
          maxLength={FOLLOW_MAX}
          rows={6}
          showCount
          autoSize={{ minRows: 6, maxRows: 12 }}
        />
        <div className={styles.phrases}>
          {phrases.map((p) => (
            <button
              key={p}
              type="button"
              onClick={() => setDraft((d) => ({ ...d, content: appendPhrase(d.content, p) }))}
            >
              {p}
            </button>
          ))}
        </div>
      </section>
    </PageShell>
  );
}
