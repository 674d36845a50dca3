import { Button, Dropdown, type DropdownRef } from 'antd-mobile';
import { useRef, useState } from 'react';
import filters from '../../customer/components/filter-bar.module.css';
import { DateRangeField, type TDateRange } from '../../house/components/date-range-field.tsx';
import styles from '../contract.module.css';
import { CONTRACT_SORT_OPTIONS, dateRangeTitle, type TContractFilter } from '../contract-list-filter.ts';
import { stateFilterOptions } from '../contract-state.ts';

type TProps = { contractType: number; filter: TContractFilter; onChange: (patch: Partial<TContractFilter>) => void };

/** 状态, 签约日期 and 排序 under the search box: one tap opens the choices, one tap chooses and closes. */
export function ListFilterBar({ contractType, filter, onChange }: TProps) {
  const ref = useRef<DropdownRef>(null);
  const [range, setRange] = useState<TDateRange>({ start: filter.dateStart, end: filter.dateEnd });
  const states = stateFilterOptions(contractType);
  const chosenState = states.find((s) => s.value === filter.state);
  const options = (items: readonly { value: number; label: string }[], value: number, key: keyof TContractFilter) => (
    <div className={filters.options} role="listbox">
      {items.map((o) => (
        <button
          key={o.value}
          type="button"
          role="option"
          aria-selected={o.value === value}
          className={o.value === value ? filters.chosen : filters.option}
          onClick={() => {
            onChange({ [key]: o.value });
            ref.current?.close();
          }}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
  const dated = Boolean(filter.dateStart || filter.dateEnd);
  return (
    <Dropdown ref={ref} className={filters.bar}>
      <Dropdown.Item
        key="state"
        title={
          <span className={filter.state ? filters.active : undefined}>
            {filter.state ? chosenState?.label : '状态'}
          </span>
        }
        destroyOnClose
      >
        {options(states, filter.state, 'state')}
      </Dropdown.Item>
      <Dropdown.Item
        key="date"
        title={<span className={dated ? filters.active : undefined}>{dateRangeTitle(filter)}</span>}
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
      <Dropdown.Item key="sort" title="排序" destroyOnClose>
        {options(CONTRACT_SORT_OPTIONS, filter.sort, 'sort')}
      </Dropdown.Item>
    </Dropdown>
  );
}
