/** The greeting of the home header by the local hour. */
export function greetingOf(hour: number): string {
  if (hour >= 5 && hour < 11) return '早上好';
  if (hour >= 11 && hour < 13) return '中午好';
  if (hour >= 13 && hour < 18) return '下午好';
  return '晚上好';
}

/** 13800000001 → 138****0001; anything that is not 11 digits is shown as is. */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** The unread badge: nothing for 0, the number up to 99, then 99+. */
export function badgeText(count: number | undefined): string | undefined {
  if (!count || count <= 0) return undefined;
  return count > 99 ? '99+' : String(count);
}

/** The tiles to show: only those whose page the app serves (an unbuilt module has no entry, not a "coming soon"). */
export function shownEntries<T extends { page: string }>(entries: T[], isPage: (path: string) => boolean): T[] {
  return entries.filter((e) => isPage(e.page));
}
