export type TFilterOption = { value: number; label: string };
/** A date range, YYYY-MM-DD at both ends, either end open. */
export type TDayRange = { start?: string; end?: string };

/** A choice's title on the bar: the chosen option's name once one is chosen (0 is "all"), else the plain title. */
export function choiceTitle(options: readonly TFilterOption[], value: number, title: string): string {
  if (!value) return title;
  return options.find((o) => o.value === value)?.label ?? title;
}

/** A date filter's title: 11/01-11/26, 11/01起 or 11/26止, or the plain title when open at both ends. */
export function dateRangeTitle(title: string, range: TDayRange): string {
  const short = (d?: string) => (d ? d.slice(5).replace('-', '/') : '');
  if (range.start && range.end) return `${short(range.start)}-${short(range.end)}`;
  if (range.start) return `${short(range.start)}起`;
  if (range.end) return `${short(range.end)}止`;
  return title;
}
