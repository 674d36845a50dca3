import { localDay } from '@awb/contract/common/china-time';
import { DatePicker, Selector } from 'antd-mobile';
import { useState } from 'react';
import { daysAgo } from '../house-format.ts';
import styles from './filters.module.css';

export type TDateRange = { start?: string; end?: string };

const PRESETS = [
  { label: '近7天', days: 7 },
  { label: '近15天', days: 15 },
  { label: '近30天', days: 30 },
  { label: '近90天', days: 90 },
];

/** A date range (YYYY-MM-DD at both ends, either may stay open) with 近N天 shortcuts. */
export function DateRangeField({ value, onChange }: { value: TDateRange; onChange: (v: TDateRange) => void }) {
  const [picking, setPicking] = useState<'start' | 'end' | null>(null);
  const today = localDay(new Date());
  const preset = PRESETS.findIndex((p) => value.end === today && value.start === daysAgo(p.days));
  const current = picking ? value[picking] : undefined;
  return (
    <div className={styles.range}>
      <Selector
        className={styles.selector}
        columns={4}
        showCheckMark={false}
        options={PRESETS.map((p, i) => ({ label: p.label, value: String(i) }))}
        value={preset >= 0 ? [String(preset)] : []}
        onChange={(picked) => {
          const p = picked[0] === undefined ? undefined : PRESETS[Number(picked[0])];
          onChange(p ? { start: daysAgo(p.days), end: today } : {});
        }}
      />
      <div className={styles.dateRow}>
        <button type="button" className={styles.dateButton} onClick={() => setPicking('start')}>
          {value.start ?? <span className={styles.datePlaceholder}>开始日期</span>}
        </button>
        <span className={styles.rangeDash}>—</span>
        <button type="button" className={styles.dateButton} onClick={() => setPicking('end')}>
          {value.end ?? <span className={styles.datePlaceholder}>结束日期</span>}
        </button>
      </div>
      <DatePicker
        visible={picking !== null}
        title={picking === 'start' ? '开始日期' : '结束日期'}
        value={current ? new Date(`${current}T00:00:00`) : new Date()}
        max={new Date()}
        min={new Date(2000, 0, 1)}
        onClose={() => setPicking(null)}
        onConfirm={(date) => {
          if (!picking) return;
          const next = { ...value, [picking]: localDay(date) };
          // A start after the end swaps the two rather than filtering to nothing.
          if (next.start && next.end && next.start > next.end) onChange({ start: next.end, end: next.start });
          else onChange(next);
        }}
      />
    </div>
  );
}
