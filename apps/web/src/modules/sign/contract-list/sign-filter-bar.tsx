import { Button, Dropdown, type DropdownRef } from 'antd-mobile';
import { useRef, useState } from 'react';
import filters from '../../customer/components/filter-bar.module.css';
import { DateRangeField, type TDateRange } from '../../house/components/date-range-field.tsx';
import styles from './contract-list.module.css';
import { SIGN_SORT_OPTIONS, signDateTitle, type TSignListFilter } from './sign-list-filter.ts';

type TProps = { filter: TSignListFilter; onChange: (patch: Partial<TSignListFilter>) => void };

/** 发起日期 and 排序 under the state row: one tap opens the choices, one tap chooses and closes. */
export function SignFilterBar({ filter, onChange }: TProps) {
  const ref = useRef<DropdownRef>(null);
  const [range, setRange] = useState<TDateRange>({ start: filter.dateStart, end: filter.dateEnd });
  const dated = Boolean(filter.dateStart || filter.dateEnd);
  const sortName = SIGN_SORT_OPTIONS.find((o) => o.value === filter.sortField)?.label ?? '排序';
  return (
    <Dropdown ref={ref} className={filters.bar}>
      <Dropdown.Item
        key="date"
        title={<span className={dated ? filters.active : undefined}>{signDateTitle(filter)}</span>}
        destroyOnClose
      >
        <div className={styles.rangePanel}>
          <DateRangeField value={range} onChange={setRange} />
          <div className={styles.rangeButtons}>
            <Button
              shape="rounded"
              onClick={() => {
                setRange({});
                onChange({ dateStart: undefined, dateEnd: undefined });
                ref.current?.close();
              }}
            >
              重置
            </Button>
            <Button
              shape="rounded"
              color="primary"
              onClick={() => {
                onChange({ dateStart: range.start, dateEnd: range.end });
                ref.current?.close();
              }}
            >
              确定
            </Button>
          </div>
        </div>
      </Dropdown.Item>
      <Dropdown.Item key="sort" title={sortName} destroyOnClose>
        <div className={filters.options} role="listbox">
          {SIGN_SORT_OPTIONS.map((o) => (
            <button
              key={o.value}
              type="button"
              role="option"
              aria-selected={o.value === filter.sortField}
              className={o.value === filter.sortField ? filters.chosen : filters.option}
              onClick={() => {
                onChange({ sortField: o.value });
                ref.current?.close();
              }}
            >
              {o.label}
            </button>
          ))}
        </div>
      </Dropdown.Item>
    </Dropdown>
  );
}
