import { Selector } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './filters.module.css';

export type TOption<V extends string | number = number> = { label: string; value: V };

/** A titled block of a filter sheet. */
export function FilterSection({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <section className={styles.section}>
      <div className={styles.sectionTitle}>
        <span>{title}</span>
        {extra}
      </div>
      {children}
    </section>
  );
}

type TChipsProps<V extends string | number> = {
  options: TOption<V>[];
  value: V[];
  onChange: (value: V[]) => void;
  multiple?: boolean;
  columns?: number;
};

/** Tappable chips (antd-mobile Selector) for one option list; tapping a chosen one clears it. */
export function OptionChips<V extends string | number>({
  options,
  value,
  onChange,
  multiple = true,
  columns = 4,
}: TChipsProps<V>) {
  return (
    <Selector<V>
      className={styles.selector}
      columns={columns}
      multiple={multiple}
      showCheckMark={false}
      options={options}
      value={value}
      onChange={(v) => onChange(v)}
    />
  );
}
