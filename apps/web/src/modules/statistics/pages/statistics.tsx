import { localDay } from '@awb/contract/common/china-time';
import {
  BUSINESS_METRIC_NAMES,
  BUSINESS_METRICS,
  CUSTOMER_METRIC_NAMES,
  CUSTOMER_METRICS,
  HOUSE_METRIC_NAMES,
  HOUSE_METRICS,
  STATS_TYPE_NAMES,
} from '@awb/contract/statistics.contract';
import { DATE_TYPE } from '@awb/contract/statistics-period';
import { DatePicker, ErrorBlock, Selector, Tag } from 'antd-mobile';
import { Suspense, useMemo, useState } from 'react';
import { PageShell } from '../../../ui/page-shell.tsx';
import { LoadingBlock, QueryView } from '../../../ui/query-view.tsx';
import { CompanyCard, ContractReportCard, Figures, PerformanceCard, WaitCard } from '../components/stats-cards.tsx';
import { StatsChart, TableSection } from '../components/stats-table.tsx';
import { useCards, useManageSetting, usePeriodStatistics } from '../statistics.queries.ts';
import { DEFAULT_FILTERS, PERIOD_OPTIONS, periodLabel, type TStatsFilters, trendOption } from '../stats-format.ts';
import styles from './statistics.module.css';

const TYPE_OPTIONS = [0, 1, 2].map((value) => ({ value, label: STATS_TYPE_NAMES[value] ?? '' }));
const HOUSE_COLUMNS = HOUSE_METRICS.map((key) => ({ key, name: HOUSE_METRIC_NAMES[key] }));
const CUSTOMER_COLUMNS = CUSTOMER_METRICS.map((key) => ({ key, name: CUSTOMER_METRIC_NAMES[key] }));
const HOUSE_BARS = {
  bars: [
    { key: 'newCount', name: '新增房源' },
    { key: 'followCount', name: '跟进' },
  ],
  colors: ['#2e64ff', '#13ad6b'],
};
const CUSTOMER_BARS = {
  bars: [
    { key: 'newCount', name: '新增客户' },
    { key: 'visitCount', name: '带看' },
  ],
  colors: ['#ff7a1a', '#6a52f5'],
};

/** 经营统计 (pages/index/statistics1): the company, what waits, and the period's figures. */
export default function StatisticsPage() {
  const setting = useManageSetting();
  return (
    <PageShell title="经营统计" background="#f5f6fa">
      <QueryView query={setting}>
        {(s) =>
          s.statistics ? (
            <Statistics withContracts={s.sections.contract} />
          ) : (
            <ErrorBlock status="default" title="暂无权限" description="您没有权限，请联系管理员设置相关权限" />
          )
        }
      </QueryView>
    </PageShell>
  );
}

function Statistics({ withContracts }: { withContracts: boolean }) {
  const [filters, setFilters] = useState<TStatsFilters>(DEFAULT_FILTERS);
  const [dept, setDept] = useState<string>('');
  const [picking, setPicking] = useState<'start' | 'end' | null>(null);
  const cards = useCards(true, withContracts);
  const period = usePeriodStatistics(true, withContracts, filters);
  const change = (patch: Partial<TStatsFilters>) => setFilters((f) => ({ ...f, ...patch }));

  const trend = useMemo(
    () => (period.business.data ? trendOption(period.business.data.series) : null),
    [period.business.data],
  );
  const drill = (id: number, name: string) => {
    setDept(name);
    change({ deptIds: [id] });
  };
  const shown = period.business.data?.period;
  const waiting = filters.dateType === DATE_TYPE.custom && (!filters.startDate || !filters.endDate);

  return (
    <div className={styles.body}>
      <CompanyCard company={cards.company} account={cards.account} />
      <WaitCard wait={cards.wait} />

      <section className={styles.filters}>
        <Selector
          className={styles.periods}
          columns={5}
          options={PERIOD_OPTIONS}
          value={[filters.dateType]}
          onChange={(v) => {
            if (v[0] !== undefined) change({ dateType: v[0] });
          }}
        />
        {filters.dateType === DATE_TYPE.custom ? (
          <div className={styles.range}>
            <button type="button" onClick={() => setPicking('start')}>
              {filters.startDate || '开始日期'}
            </button>
            <span>至</span>
            <button type="button" onClick={() => setPicking('end')}>
              {filters.endDate || '结束日期'}
            </button>
          </div>
        ) : null}
        <DatePicker
          visible={picking !== null}
          title={picking === 'start' ? '开始日期' : '结束日期'}
          max={new Date()}
          min={new Date(2015, 0, 1)}
          onClose={() => setPicking(null)}
          onConfirm={(d) => change(picking === 'start' ? { startDate: localDay(d) } : { endDate: localDay(d) })}
        />
        <div className={styles.filterRow}>
          <Selector
            className={styles.type}
            options={TYPE_OPTIONS}
            value={[filters.type]}
            onChange={(v) => {
              if (v[0] !== undefined) change({ type: v[0] });
            }}
          />
          {dept ? (
            <Tag
              round
              color="primary"
              fill="outline"
              onClick={() => {
                setDept('');
                change({ deptIds: [] });
              }}
            >
              {dept} ✕
            </Tag>
          ) : null}
        </div>
        {shown && !waiting ? <div className={styles.periodText}>{periodLabel(shown)}</div> : null}
      </section>

      {withContracts ? <PerformanceCard performance={period.performance} /> : null}

      <section className={styles.card}>
        <div className={styles.title}>经营概况</div>
        {waiting ? (
          <div className={styles.empty}>请选择开始日期和结束日期</div>
        ) : (
          <QueryView query={period.business}>
            {(b) => (
              <>
                <Figures
                  items={BUSINESS_METRICS.map((m) => ({ label: BUSINESS_METRIC_NAMES[m], value: b.summary[m] }))}
                />
                {trend ? (
                  <Suspense fallback={<LoadingBlock />}>
                    <StatsChart option={trend} height={220} label="经营趋势" />
                  </Suspense>
                ) : null}
              </>
            )}
          </QueryView>
        )}
      </section>

      <TableSection title="房源统计" query={period.house} columns={HOUSE_COLUMNS} bars={HOUSE_BARS} onDept={drill} />
      <TableSection
        title="客源统计"
        query={period.customer}
        columns={CUSTOMER_COLUMNS}
        bars={CUSTOMER_BARS}
        onDept={drill}
      />

      {withContracts ? <ContractReportCard report={cards.report} /> : null}
    </div>
  );
}
