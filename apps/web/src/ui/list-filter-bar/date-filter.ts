import type { ReactNode } from 'react';
import { dateRangeTitle, type TDayRange } from './filter-titles.ts';
import type { TRangeFilter } from './list-filter-bar.tsx';

/** The date range of a list's filter, as its filter type keeps it. */
type TDated = { dateStart?: string; dateEnd?: string };

/**
 * The 签约日期 / 发起日期 filter of a list whose filter holds dateStart and dateEnd: titled by the range,
 * blue while set, and applied as a patch of both ends.
 */
export function dateFilter(
  title: string,
  dated: TDated,
  onChange: (patch: TDated) => void,
  field: (draft: TDayRange, setDraft: (range: TDayRange) => void) => ReactNode,
): TRangeFilter {
  const range = { start: dated.dateStart, end: dated.dateEnd };
  return {
    kind: 'range',
    key: 'date',
    title: dateRangeTitle(title, range),
    active: Boolean(range.start || range.end),
    value: range,
    onChange: (r) => onChange({ dateStart: r.start, dateEnd: r.end }),
    field,
  };
}
