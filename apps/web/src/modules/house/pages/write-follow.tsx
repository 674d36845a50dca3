import { appRecordEndpoints } from '@awb/contract/app-record.contract';
import { APP_TYPE } from '@awb/contract/common/apps';
import { HOUSE_FOLLOW_WRITABLE, HOUSING_MSG } from '@awb/contract/housing-options';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Selector, TextArea, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call, REQUEST } from '../../../platform/api.ts';
import { authStore } from '../../../platform/auth-store.ts';
import { dialog } from '../../../platform/dialog.tsx';
import { draftKey, dropDraft, readDraft, writeDraft } from '../../../platform/form-draft.ts';
import { nav } from '../../../platform/nav.ts';
import { PageShell } from '../../../ui/page-shell.tsx';
import { HOUSE_KEY, useFollowCategories } from '../house.queries.ts';
import styles from './write-follow.module.css';

const FOLLOW_MAX = 1000;
/** Phrases agents write every day; a tap appends one. */
const PHRASES = [
  '业主诚心出售，价格可谈',
  '已电话回访业主',
  '带客户实地看房',
  '业主暂不考虑调价',
  '钥匙已放门店',
  '房屋已空置，随时可看',
];

type TDraft = { categoryType: number; content: string };

/** pages/house/write-follow?id&type: write a follow-up (app/followUp); the text is kept until sent. */
export default function WriteFollowPage() {
  const [params] = useSearchParams();
  const houseId = Number(params.get('id')) || 0;
  const type = Number(params.get('type')) || 1;
  const queryClient = useQueryClient();
  const categories = useFollowCategories();
  const writable = (categories.data ?? []).filter((c) =>
    (HOUSE_FOLLOW_WRITABLE as readonly number[]).includes(c.value),
  );
  const key = draftKey('house-follow', authStore.myToken(), houseId);
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
        { body: { appType: APP_TYPE.house, type, itemId: houseId, categoryType: draft.categoryType, content } },
        { loading: '提交中…' },
      );
      dropDraft(localStorage, key);
      dialog.success(result.msg);
      await queryClient.invalidateQueries({ queryKey: [HOUSE_KEY] });
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
          options={writable.length ? writable : [{ value: 1, label: '普通跟进' }]}
          value={[draft.categoryType]}
          onChange={(v) => v[0] !== undefined && setDraft((d) => ({ ...d, categoryType: v[0]! }))}
        />
      </section>
      <section className={styles.card}>
        <h2>跟进内容</h2>
        <TextArea
          className={styles.text}
          placeholder="记录与业主沟通的情况、带看反馈、价格变化等"
          value={draft.content}
          onChange={(content) => setDraft((d) => ({ ...d, content }))}
          maxLength={FOLLOW_MAX}
          rows={6}
          showCount
          autoSize={{ minRows: 6, maxRows: 12 }}
        />
        <div className={styles.phrases}>
          {PHRASES.map((p) => (
            <button
              key={p}
              type="button"
              onClick={() =>
                setDraft((d) => ({
                  ...d,
                  content: `${d.content}${d.content && !/[，。,.\s]$/.test(d.content) ? '，' : ''}${p}`.slice(
                    0,
                    FOLLOW_MAX,
                  ),
                }))
              }
            >
              {p}
            </button>
          ))}
        </div>
      </section>
    </PageShell>
  );
}
