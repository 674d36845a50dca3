import type { TCommunityRow } from '@awb/contract/community-shapes';

/** 西湖区 · 文教区 · 2003年 — the second line of a community row. */
export function communityPlace(r: Pick<TCommunityRow, 'districtName' | 'regionName' | 'years'>): string {
  return [r.districtName, r.regionName, r.years ? `${r.years}年建成` : ''].filter(Boolean).join(' · ');
}

/** 3室2厅2卫 */
export function layoutText(h: { room: number; hall: number; showerRoom: number }): string {
  return `${h.room}室${h.hall}厅${h.showerRoom}卫`;
}

/** A value or 暂无. */
export function orNone(v: string | number | null | undefined, unit = ''): string {
  return v === null || v === undefined || v === '' ? '暂无' : `${v}${unit}`;
}

/** 1.2km / 350m */
export function distanceText(metres: number | null): string {
  if (metres === null) return '';
  return metres >= 1000 ? `${(metres / 1000).toFixed(1)}km` : `${Math.round(metres)}m`;
}
