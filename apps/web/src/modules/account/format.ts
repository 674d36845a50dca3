/** `2025年7月3日 09:05` in the phone's time zone, for dates the server sends as ISO strings. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日 ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Whole days from `now` until `value`, rounded up; 0 when past. */
export function daysUntil(value: string | null | undefined, now: Date = new Date()): number {
  if (!value) return 0;
  const ms = new Date(value).getTime() - now.getTime();
  return Number.isNaN(ms) || ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}

/** The role shown in the personal centre: 管理员, else the roles held (店长、组长), else 经纪人. */
export function roleName(user: { isManager: boolean; roleNames?: string[] }): string {
  if (user.isManager) return '管理员';
  return user.roleNames?.length ? user.roleNames.join('、') : '经纪人';
}
