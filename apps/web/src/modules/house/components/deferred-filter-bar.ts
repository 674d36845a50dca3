import { deferredBar } from '../../../ui/deferred-dropdown/deferred-dropdown.tsx';
import { filterBarItems, type TListFilterBarProps } from './filter-bar-items.tsx';
import styles from './filters.module.css';

/** The listing list's filter bar, its dropdown code loaded after the list has shown. */
export const LISTING_FILTER_BAR = deferredBar<TListFilterBarProps>(
  () => import('./list-filter-bar.tsx').then((m) => m.ListFilterBar),
  filterBarItems,
  styles.bar,
);
