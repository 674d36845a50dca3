import type { ReactNode } from 'react';
import styles from './list-filter-bar.module.css';

/** The line above a filtered list: how many rows, and 清空筛选 while anything narrows it. */
export function ListTotal({ children, onClear }: { children: ReactNode; onClear?: () => void }) {
  return (
    <div className={styles.total}>
      <span>{children}</span>
      {onClear ? (
        <button type="button" onClick={onClear}>
          清空筛选
        </button>
      ) : null}
    </div>
  );
}
