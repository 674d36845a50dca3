import { APP_RECORD_TYPE } from '@awb/contract/housing-options';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { TimelineEntry } from '../../app-record/components/record-timeline.tsx';
import { useAppRecords } from '../house.queries.ts';
import styles from './records.module.css';

/** pages/house/other-record?id&type: what was done to the listing (app/appRecord, recordType 1), 15 a page. */
function OtherRecordPage() {
  const [params] = useSearchParams();
  const houseId = Number(params.get('id')) || 0;
  const type = Number(params.get('type')) || 1;
  const list = useAppRecords(houseId, type, APP_RECORD_TYPE.operation);
  return (
    <PageShell title="操作记录">
      <InfiniteList
        query={list}
        itemKey={(r) => r.recordId}
        className={styles.list}
        empty={<EmptyState title="暂无操作记录" />}
        renderItem={(r) => (
          <TimelineEntry
            item={{ id: r.recordId, title: r.action, content: r.content, who: r.userName, at: r.createdAt }}
          />
        )}
      />
    </PageShell>
  );
}

export default withRequiredParams(OtherRecordPage, '操作记录');
