import { Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { nav, withQuery } from '../../../platform/nav.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { OaIcon } from '../components/oa-icon.tsx';
import { useOaRecords } from '../oa.queries.ts';
import { parseRecordTab, RECORD_TABS, recordStatus } from '../oa-records.ts';
import styles from './oa.module.css';

/** 审批: records in the four tabs, 15 a page loaded as the end comes into view. */
export default function ApproveRecordPage() {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<number>(() => parseRecordTab(params.get('tab')));
  const list = useOaRecords(tab);
  return (
    <PageShell title="审批">
      <Tabs activeKey={String(tab)} onChange={(key) => setTab(parseRecordTab(key))}>
        {RECORD_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <InfiniteList
        query={list}
        className={styles.records}
        itemKey={(row) => row.approvalId}
        renderItem={(row) => {
          const state = recordStatus(row.status);
          return (
            <button
              type="button"
              className={styles.record}
              onClick={() => nav.navigateTo(withQuery('pages/user/oa/approve-detail', { approvalId: row.approvalId }))}
            >
              <OaIcon icon={row.icon} size={36} />
              <span className={styles.recordBody}>
                <strong>
                  {row.sponsorName}的{row.itemName || row.approvalName}
                </strong>
                <span>{row.targetTitle}</span>
                <span>{row.createdAt}</span>
              </span>
              <Tag color={state.color} fill="outline">
                {state.label}
              </Tag>
            </button>
          );
        }}
        empty={<EmptyState title="暂无审批记录" />}
      />
    </PageShell>
  );
}
