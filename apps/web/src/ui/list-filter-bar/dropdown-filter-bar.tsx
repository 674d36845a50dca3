import { Button, Dropdown, type DropdownRef } from 'antd-mobile';
import { useRef, useState } from 'react';
import type { TOpenAtStart } from '../deferred-dropdown/deferred-dropdown.tsx';
import { filterBarItems } from './filter-bar-items.tsx';
import type { TDayRange } from './filter-titles.ts';
import type { TChoiceFilter, TListFilter, TRangeFilter } from './list-filter.ts';
import styles from './list-filter-bar.module.css';

/**
 * The dropdown filters under a list's search box: one tap opens the choices, one tap chooses and closes.
 * Loaded after the list has shown (list-filter-bar.tsx); `openAtStart` opens the item tapped before.
 */
export function DropdownFilterBar({ filters, openAtStart }: { filters: readonly TListFilter[] } & TOpenAtStart) {
  const ref = useRef<DropdownRef>(null);
  const close = () => ref.current?.close();
  const items = filterBarItems({ filters });
  return (
    <Dropdown ref={ref} className={styles.bar} defaultActiveKey={openAtStart ?? null}>
      {filters.map((f, i) => (
        <Dropdown.Item key={f.key} title={items[i]?.title} destroyOnClose>
          {f.kind === 'choice' ? <ChoicePanel filter={f} onDone={close} /> : <RangePanel filter={f} onDone={close} />}
        </Dropdown.Item>
      ))}
    </Dropdown>
  );
}

function ChoicePanel({ filter, onDone }: { filter: TChoiceFilter; onDone: () => void }) {
  return (
    <div className={styles.options} role="listbox" aria-label={filter.label ?? filter.title}>
      {filter.options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="option"
          aria-selected={o.value === filter.value}
          className={o.value === filter.value ? styles.chosen : styles.option}
          onClick={() => {
            filter.onChange(o.value);
            onDone();
          }}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** The draft starts from the applied range each time the panel opens (the panel is destroyed on close). */
function RangePanel({ filter, onDone }: { filter: TRangeFilter; onDone: () => void }) {
  const [draft, setDraft] = useState<TDayRange>(filter.value);
  return (
    <div className={styles.rangePanel}>
      {filter.field(draft, setDraft)}
      <div className={styles.rangeButtons}>
        <Button
          shape="rounded"
          onClick={() => {
            setDraft({});
            filter.onChange({});
            onDone();
          }}
        >
          重置
        </Button>
        <Button
          shape="rounded"
          color="primary"
          onClick={() => {
            filter.onChange(draft);
            onDone();
          }}
        >
          确定
        </Button>
      </div>
    </div>
  );
}
