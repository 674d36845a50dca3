import {
  ACQ_LISTING_TYPE_NAMES,
  ACQ_REQUEST_KIND,
  ACQ_REQUEST_STATE,
  ACQ_RESERVATION_STATE_NAMES,
} from '@awb/contract/acquisition-constants';
import type { TReservation } from '@awb/contract/acquisition-views';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { nav, withQuery } from '../../../platform/nav.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { PhoneLink } from '../../../ui/phone-link.tsx';
import { useRefreshAcquisition, useReservations } from '../acquisition.queries.ts';
import { settleRequest } from '../components/request-actions.ts';
import { StateTabs } from '../components/state-tabs.tsx';
import styles from './acquisition.module.css';

function ReservationRow({ r, onSettled }: { r: TReservation; onSettled: () => void }) {
  const settle = async (state: number, prompt: string) => {
    if (await settleRequest(r.reservationId, ACQ_REQUEST_KIND.reservation, state, prompt)) onSettled();
  };
  return (
    <article className={styles.row} aria-label={`预约 ${r.contactName}`}>
      <div className={styles.rowTop}>
        <span className={styles.rowTitle}>
          {r.contactName} 预约 {r.visitAt}
        </span>
        <Tag color={r.state === ACQ_REQUEST_STATE.pending ? 'danger' : 'default'} fill="outline">
          {r.stateName}
        </Tag>
      </div>
      {r.houseId ? (
        <button
          type="button"
          className={styles.more}
          onClick={() => nav.navigateTo(withQuery('pages/house/detail', { id: r.houseId, type: r.type }))}
        >
          {ACQ_LISTING_TYPE_NAMES[r.type]} · {r.houseTitle || '房源已删除'} {r.houseCode}
        </button>
      ) : null}
      <div className={styles.rowLine}>
        联系电话：<PhoneLink phone={r.contactPhone}>{r.contactPhone || '暂无号码'}</PhoneLink>
      </div>
      {r.remark ? <div className={styles.rowLine}>备注：{r.remark}</div> : null}
      <div className={styles.rowLine}>
        来自 {r.nickName || '访客'} · 提交于 {r.createdAt}
      </div>
      {r.state === ACQ_REQUEST_STATE.pending ? (
        <div className={styles.actions}>
          <Button size="small" onClick={() => void settle(ACQ_REQUEST_STATE.closed, '是否确定取消该预约？')}>
            取消预约
          </Button>
          <Button
            size="small"
            color="primary"
            onClick={() => void settle(ACQ_REQUEST_STATE.handled, '是否确定确认该预约？')}
          >
            确认预约
          </Button>
        </div>
      ) : null}
    </article>
  );
}

/** Viewing reservations (预约看房) from the micro-site, by state; a pending one is confirmed or cancelled. */
export default function ReservationPage() {
  const [state, setState] = useState(-1);
  const list = useReservations(state);
  const refresh = useRefreshAcquisition();
  return (
    <PageShell title="预约看房">
      <StateTabs names={ACQ_RESERVATION_STATE_NAMES} value={state} onChange={setState} />
      <InfiniteList
        query={list}
        className={styles.list}
        itemKey={(r) => r.reservationId}
        renderItem={(r) => <ReservationRow r={r} onSettled={() => void refresh()} />}
        empty={<EmptyState title="暂无预约" description="客户在小程序预约看房后会出现在这里" />}
      />
    </PageShell>
  );
}
