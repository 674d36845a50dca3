import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { nav, withQuery } from '../../../platform/nav.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/infinite-list.tsx';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadingBlock, QueryView } from '../../../ui/query-view.tsx';
import { useDebounced } from '../../../ui/use-debounced.ts';
import { useAcqStatistics, useAgentCard, useClients, useVisits } from '../acquisition.queries.ts';
import { AgentCardView, ClientRow, VisitRow } from '../components/acq-rows.tsx';
import styles from './acquisition.module.css';

const RECENT_VISITS = 5;

function Stat({ label, value, hint, page }: { label: string; value: number; hint?: string; page?: string }) {
  return (
    <button
      type="button"
      className={styles.stat}
      disabled={!page}
      onClick={page ? () => nav.navigateTo(page) : undefined}
      aria-label={`${label} ${value}`}
    >
      <span className={styles.statValue}>{value}</span>
      <span className={styles.statLabel}>{label}</span>
      {hint ? <span className={styles.statHint}>{hint}</span> : null}
    </button>
  );
}

function Statistics() {
  const stats = useAcqStatistics();
  return (
    <section className={styles.panel} aria-label="获客统计">
      <div className={styles.panelHead}>获客统计</div>
      <QueryView query={stats}>
        {(s) => (
          <div className={styles.stats}>
            <Stat
              label="访客量"
              value={s.viewCount}
              hint={`今日 ${s.todayViewCount}`}
              page="pages/cus-acq-admin/more-visitor"
            />
            <Stat label="客户" value={s.customerCount.total} hint={`今日新增 ${s.customerCount.newCount}`} />
            <Stat
              label="委托"
              value={s.entrustmentCount}
              hint={s.pendingEntrustmentCount ? `${s.pendingEntrustmentCount} 待处理` : undefined}
              page="pages/cus-acq-admin/entrust"
            />
            <Stat
              label="预约"
              value={s.reservationCount}
              hint={s.pendingReservationCount ? `${s.pendingReservationCount} 待确认` : undefined}
              page="pages/cus-acq-admin/reservation"
            />
            <Stat
              label="出售房源"
              value={s.sellHouseCount}
              page={withQuery('pages/cus-acq-admin/house', { type: 1 })}
            />
            <Stat
              label="出租房源"
              value={s.rentHouseCount}
              page={withQuery('pages/cus-acq-admin/house', { type: 2 })}
            />
            <Stat label="新房" value={s.newHouseCount} />
          </div>
        )}
      </QueryView>
    </section>
  );
}

function RecentVisits() {
  const visits = useVisits(RECENT_VISITS);
  const rows = visits.data?.pages[0]?.data ?? [];
  return (
    <section className={styles.panel} aria-label="最近访客">
      <div className={styles.panelHead}>
        最近访客
        <button
          type="button"
          className={styles.more}
          onClick={() => nav.navigateTo('pages/cus-acq-admin/more-visitor')}
        >
          更多 &gt;
        </button>
      </div>
      {visits.isPending ? (
        <LoadingBlock />
      ) : rows.length === 0 ? (
        <EmptyState title="暂无访客" description="分享名片或房源后，访客会出现在这里" />
      ) : (
        rows.map((v) => <VisitRow key={v.visitId} visit={v} />)
      )}
    </section>
  );
}

/** 获客小程序 admin home: the card, acquisition statistics, recent visitors and the clients. */
export default function AcquisitionIndexPage() {
  const card = useAgentCard();
  const [key, setKey] = useState('');
  const clients = useClients(useDebounced(key, 300));
  return (
    <PageShell title="获客小程序">
      <QueryView query={card}>
        {(c) => <AgentCardView card={c} onEdit={() => nav.navigateTo('pages/cus-acq-admin/card-operate')} />}
      </QueryView>
      <Statistics />
      <RecentVisits />
      <section className={styles.panel} aria-label="我的客户">
        <div className={styles.panelHead}>我的客户</div>
        <div className={styles.search}>
          <SearchBar placeholder="搜索昵称或手机号" value={key} onChange={setKey} />
        </div>
        <InfiniteList
          query={clients}
          className={styles.list}
          itemKey={(c) => c.clientCustomerId}
          renderItem={(c) => <ClientRow client={c} />}
          empty={<EmptyState title={key ? '没有找到相关客户' : '暂无客户'} />}
        />
      </section>
    </PageShell>
  );
}
