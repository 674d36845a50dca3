import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { useChangeRecords } from '../customer.queries.ts';
import { dateTimeText } from '../customer-format.ts';
import styles from './timeline.module.css';

/** 变更记录: every change of the customer, who made it and when, newest first. */
export function RecordList({ customerId }: { customerId: number }) {
  const list = useChangeRecords(customerId, true);
  return (
    <InfiniteList
      query={list}
      itemKey={(r) => r.recordId}
      className={styles.timeline}
      empty={<EmptyState title="暂无变更记录" />}
      renderItem={(r) => (
        <div className={styles.item}>
          <span className={styles.dot} />
          <div className={styles.head}>
            <span className={styles.kind}>{r.typeName}</span>
            <span className={styles.who}>{r.userName || '系统'}</span>
            <span className={styles.when}>{dateTimeText(r.createdAt)}</span>
          </div>
          {r.content ? <div className={styles.content}>{r.content}</div> : null}
        </div>
      )}
    />
  );
}
