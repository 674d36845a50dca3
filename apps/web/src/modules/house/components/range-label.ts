/** A range filter's value; either end may be open. */
export type TRange = { min?: number; max?: number };

/**
 * 200-300万, 200万以上, 300万以下, or '' when open at both ends. Apart from range-field.tsx so that the
 * filter bar's titles do not bring its Input and Selector into the listing tab's first render.
 */
export function rangeLabel(range: TRange | undefined, unit: string): string {
  if (!range || (range.min === undefined && range.max === undefined)) return '';
  if (range.min !== undefined && range.max !== undefined) return `${range.min}-${range.max}${unit}`;
  if (range.min !== undefined) return `${range.min}${unit}以上`;
  return `${range.max}${unit}以下`;
}
