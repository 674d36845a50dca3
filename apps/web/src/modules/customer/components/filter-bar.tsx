import { Dropdown, type DropdownRef } from 'antd-mobile';
import { useRef } from 'react';
import styles from './filter-bar.module.css';

export type TOption = { value: number; label: string };

type TFilter = {
  key: string;
  /** The title when nothing (value 0) is chosen. */
  title: string;
  options: readonly TOption[];
  value: number;
  onChange: (value: number) => void;
};

/** Dropdown filters under the search box (类型, 户型 …): one tap opens the choices, one tap chooses and closes. */
export function FilterBar({ filters }: { filters: TFilter[] }) {
  const ref = useRef<DropdownRef>(null);
  return (
    <Dropdown ref={ref} className={styles.bar}>
      {filters.map((f) => {
        const chosen = f.options.find((o) => o.value === f.value);
        return (
          <Dropdown.Item
            key={f.key}
            title={
              <span className={f.value ? styles.active : undefined}>{f.value && chosen ? chosen.label : f.title}</span>
            }
            destroyOnClose
          >
            <div className={styles.options} role="listbox" aria-label={f.title}>
              {f.options.map((o) => (
                <button
                  key={o.value}
                  type="button"
                  role="option"
                  aria-selected={o.value === f.value}
                  className={o.value === f.value ? styles.chosen : styles.option}
                  onClick={() => {
                    f.onChange(o.value);
                    ref.current?.close();
                  }}
                >
                  {o.label}
                </button>
              ))}
            </div>
          </Dropdown.Item>
        );
      })}
    </Dropdown>
  );
}
