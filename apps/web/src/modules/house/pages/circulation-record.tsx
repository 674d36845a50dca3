import { APP_RECORD_TYPE } from '@awb/contract/housing-options';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { TimelineEntry } from '../../app-record/components/record-timeline.tsx';
import { useAppRecords, useTeamChanges } from '../house.queries.ts';
import styles from './records.module.css';

/**
 * pages/house/circulation-record?id&type: how the listing moved between people — owner, attribution,
 * public pool, hand-over (app/appRecord recordType 2) — and every team change (teamChangeRecord).
 */
function CirculationRecordPage() {
  const [params] = useSearchParams();
  const houseId = Number(params.get('id')) || 0;
  const type = Number(params.get('type')) || 1;
  const [tab, setTab] = useState('circulation');
  return (
    <PageShell title="流转记录">
      <Tabs className={styles.tabs} activeKey={tab} onChange={setTab}>
        <Tabs.Tab key="circulation" title="房源流转" />
        <Tabs.Tab key="team" title="团队变更" />
      </Tabs>
      {tab === 'circulation' ? <Circulation houseId={houseId} type={type} /> : <TeamChanges houseId={houseId} />}
    </PageShell>
  );
}

function Circulation({ houseId, type }: { houseId: number; type: number }) {
  const list = useAppRecords(houseId, type, APP_RECORD_TYPE.circulation);
  return (
    <InfiniteList
      query={list}
      itemKey={(r) => r.recordId}
      className={styles.list}
      empty={<EmptyState title="暂无流转记录" description="归属变更、转公盘、离职交接会记录在这里" />}
      renderItem={(r) => (
        <TimelineEntry
          item={{ id: r.recordId, title: r.action, content: r.content, who: r.userName, at: r.createdAt }}
        />
      )}
    />
  );
}

function TeamChanges({ houseId }: { houseId: number }) {
  const list = useTeamChanges(houseId);
  return (
    <InfiniteList
      query={list}
      itemKey={(c) => c.changeId}
      className={styles.list}
      empty={<EmptyState title="暂无团队变更" />}
      renderItem={(c) => (
        <TimelineEntry
          item={{
            id: c.changeId,
            title: `${c.actionName}${c.teamTypeName}`,
            content:
              c.previousUserName && c.userName
                ? `${c.previousUserName} → ${c.userName}`
                : c.userName || c.previousUserName,
            who: c.operatorName,
            at: c.createdAt,
          }}
        />
      )}
    />
  );
}

export default withRequiredParams(CirculationRecordPage, '流转记录');
