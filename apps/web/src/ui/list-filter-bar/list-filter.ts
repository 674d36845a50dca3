import type { ReactNode } from 'react';
import type { TDayRange, TFilterOption } from './filter-titles.ts';

/** One list of choices (状态, 排序, 类型 …): a tap on an option applies it and closes the dropdown. */
export type TChoiceFilter = {
  kind: 'choice';
  key: string;
  /** What the bar shows (see choiceTitle). */
  title: string;
  /** The title turns blue: this filter narrows the list. */
  active?: boolean;
  /** The options' accessible name, when the title names the choice rather than the filter. */
  label?: string;
  options: readonly TFilterOption[];
  value: number;
  onChange: (value: number) => void;
};

/** A date range edited in the panel and applied on 确定; 重置 clears and applies at once. */
export type TRangeFilter = {
  kind: 'range';
  key: string;
  title: string;
  active?: boolean;
  value: TDayRange;
  onChange: (range: TDayRange) => void;
  /** The field that edits the draft (the date field belongs to a module, not to the ui kit). */
  field: (draft: TDayRange, setDraft: (range: TDayRange) => void) => ReactNode;
};

/** One filter of a list's bar, drawn by the bar's items and its dropdown alike. */
export type TListFilter = TChoiceFilter | TRangeFilter;
