import { PUSH_STATE } from '@awb/contract/promotion-constants';
import type { TPushRecord } from '@awb/contract/promotion-views';
import styles from '../pages/promotion.module.css';

/**
 * A push record's lines under its title: who pushed it and when (with `detail` after it: the portal's id
 * on the listing's page, the publisher in the lists), and the portal's message (red when it failed).
 */
export function PushRecordLines({
  record,
  detail,
}: {
  record: Pick<TPushRecord, 'pushedAt' | 'pushedByName' | 'message' | 'state'>;
  detail?: string;
}) {
  return (
    <>
      {record.pushedAt ? (
        <div className={styles.rowLine}>
          {record.pushedByName} 推送于 {record.pushedAt}
          {detail ? ` · ${detail}` : ''}
        </div>
      ) : null}
      {record.message ? (
        <div className={record.state === PUSH_STATE.failed ? styles.message : styles.rowLine}>{record.message}</div>
      ) : null}
    </>
  );
}
