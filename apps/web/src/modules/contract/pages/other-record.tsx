import { APP_TYPE } from '@awb/contract/common/apps';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { withRequiredParams } from '../../../ui/required-params.tsx';
import { useAppRecordList } from '../../app-record/app-record.queries.ts';
import { TimelineEntry } from '../../app-record/components/record-timeline.tsx';
import styles from '../contract.module.css';
import { CONTRACT_KEY } from '../contract.queries.ts';
import { useContractParams } from '../use-contract-params.ts';

/** pages/contract/other-record?id&type: what was done to a contract (app/appRecord, appType 5), 15 a page. */
function OtherRecordPage() {
  const { contractId, contractType } = useContractParams();
  const list = useAppRecordList(
    CONTRACT_KEY,
    { appType: APP_TYPE.contract, type: contractType, itemId: contractId },
    0,
  );
  return (
    <PageShell title="变更记录">
      <InfiniteList
        query={list}
        itemKey={(r) => r.recordId}
        className={styles.recordList}
        empty={<EmptyState title="暂无变更记录" description="新增、修改、状态变更和图片更新会记录在这里" />}
        renderItem={(r) => (
          <TimelineEntry
            item={{ id: r.recordId, title: r.action, content: r.content, who: r.userName, at: r.createdAt }}
          />
        )}
      />
    </PageShell>
  );
}

export default withRequiredParams(OtherRecordPage, '变更记录');
