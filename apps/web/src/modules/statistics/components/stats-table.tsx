import type { TCustomerTable, THouseTable } from '@awb/contract/statistics.contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { LoadingBlock, QueryView } from '../../../ui/query-view.tsx';
import styles from '../pages/statistics.module.css';
import { barOption } from '../stats-format.ts';

/** ECharts is loaded only when a chart is drawn: it stays out of the first screen. */
export const StatsChart = lazy(() => import('./stats-chart.tsx'));

type TColumn = { key: string; name: string };

/** A figures table per department or agent, with the total row; a department row drills into its agents. */
export function StatsTable({
  table,
  columns,
  onDept,
}: {
  table: THouseTable | TCustomerTable;
  columns: TColumn[];
  onDept?: (id: number, name: string) => void;
}) {
  const rows = table.rows as unknown as (Record<string, number> & { id: number; name: string })[];
  const total = table.total as Record<string, number>;
  if (rows.length === 0) return <div className={styles.empty}>暂无数据</div>;
  const drill = table.groupBy === 'dept' && onDept;
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{table.groupBy === 'dept' ? '部门' : '经纪人'}</th>
            {columns.map((c) => (
              <th key={c.key}>{c.name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} onClick={drill && r.id > 0 ? () => onDept(r.id, r.name) : undefined}>
              <td className={drill && r.id > 0 ? styles.link : undefined}>{r.name}</td>
              {columns.map((c) => (
                <td key={c.key}>{r[c.key] ?? 0}</td>
              ))}
            </tr>
          ))}
          <tr className={styles.totalRow}>
            <td>合计</td>
            {columns.map((c) => (
              <td key={c.key}>{total[c.key] ?? 0}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** A card of one table call: its bar chart (when there are rows) and its table. */
export function TableSection({
  title,
  query,
  columns,
  bars,
  onDept,
}: {
  title: string;
  query: UseQueryResult<THouseTable | TCustomerTable>;
  columns: TColumn[];
  bars: { bars: TColumn[]; colors: string[] };
  onDept: (id: number, name: string) => void;
}) {
  const option = useMemo(() => (query.data ? barOption(query.data, bars.bars, bars.colors) : null), [query.data, bars]);
  return (
    <section className={styles.card}>
      <div className={styles.title}>{title}</div>
      <QueryView query={query}>
        {(table) => (
          <>
            {option && table.rows.length > 0 ? (
              <Suspense fallback={<LoadingBlock />}>
                <StatsChart option={option} height={200} label={`${title}图`} />
              </Suspense>
            ) : null}
            <StatsTable table={table} columns={columns} onDept={onDept} />
          </>
        )}
      </QueryView>
    </section>
  );
}
