import type { TDropdownNavItem } from '../deferred-dropdown/dropdown-nav.tsx';
import type { TListFilter } from './list-filter.ts';
import styles from './list-filter-bar.module.css';

/** The bar's titles, blue when their filter narrows the list: for the bar and its stand-in. */
export function filterBarItems({ filters }: { filters: readonly TListFilter[] }): TDropdownNavItem[] {
  return filters.map((f) => ({
    key: f.key,
    title: <span className={f.active ? styles.active : undefined}>{f.title}</span>,
  }));
}
