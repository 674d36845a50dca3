import type { TRechargeOrder } from '@awb/contract/recharge.contract';
import { RECHARGE_PAGE, yuan } from '@awb/contract/recharge-constants';
import { Button } from 'antd-mobile';
import { nav, withQuery } from '../../../platform/nav.ts';
import { totalLabel } from '../../../platform/paging.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { useRecords } from '../recharge.queries.ts';
import { monthsLabel } from '../recharge-format.ts';
import styles from './recharge.module.css';

function RecordCard({ order }: { order: TRechargeOrder }) {
  const until =
    order.granted
      .map((g) => g.expire.slice(0, 10))
      .sort()
      .at(-1) ?? '';
  return (
    <button
      type="button"
      className={`${styles.record} ${styles.plan}`}
      onClick={() => nav.navigateTo(withQuery(RECHARGE_PAGE.orderDetail, { orderNo: order.orderNo }))}
    >
      <div className={styles.recordTop}>
        <span>{order.planName}</span>
        <span className={styles.price}>{yuan(order.amount)}</span>
      </div>
      <div className={styles.recordLine}>
        {order.appNames.join('、')} · {monthsLabel(order.months)}
      </div>
      <div className={styles.recordLine}>
        {order.stateName} · {order.payChannelName} · {order.paidAt}
        {until ? ` · 有效期至 ${until}` : ''}
      </div>
      <div className={styles.recordLine}>订单号 {order.orderNo}</div>
    </button>
  );
}

/** 购买记录: the company's paid orders, newest payment first, more as the list scrolls to its end. */
export default function RechargeRecordPage() {
  const records = useRecords();
  return (
    <PageShell title="购买记录" background="#f5f6f8">
      <InfiniteList
        query={records}
        className={styles.list}
        header={(total) => <div className={styles.hint}>共 {totalLabel(total)} 笔购买</div>}
        itemKey={(o) => o.orderNo}
        renderItem={(o) => <RecordCard order={o} />}
        empty={
          <EmptyState title="暂无购买记录" description="购买套餐后，记录会出现在这里">
            <Button color="primary" fill="outline" onClick={() => nav.navigateTo(RECHARGE_PAGE.detail)}>
              去购买
            </Button>
          </EmptyState>
        }
      />
    </PageShell>
  );
}
