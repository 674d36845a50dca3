import { DeferredDropdown, deferredBar } from '../deferred-dropdown/deferred-dropdown.tsx';
import { filterBarItems } from './filter-bar-items.tsx';
import type { TListFilter } from './list-filter.ts';
import styles from './list-filter-bar.module.css';

export type { TChoiceFilter, TListFilter, TRangeFilter } from './list-filter.ts';

const BAR = deferredBar<{ filters: readonly TListFilter[] }>(
  () => import('./dropdown-filter-bar.tsx').then((m) => m.DropdownFilterBar),
  filterBarItems,
  styles.bar,
);

/**
 * The dropdown filters under a list's search box (the customer tab, contracts, signing, collection), drawn
 * at once and made to open once their code has loaded (deferred-dropdown).
 */
export function ListFilterBar({ filters }: { filters: readonly TListFilter[] }) {
  return <DeferredDropdown bar={BAR} props={{ filters }} />;
}
