import { parseChinaTime } from '@awb/contract/common/china-time';

/** Where a member of staff sits: 西湖店 · 置业顾问 · 高级经纪人 (未分配部门 when in none). */
export function staffPlace(row: { deptName: string; jobName: string; rankName?: string }): string {
  return [row.deptName || '未分配部门', row.jobName, row.rankName].filter(Boolean).join(' · ');
}

/** `2025-07-03`: the day of an answer's time (Beijing `YYYY-MM-DD HH:mm`) as sent; empty when absent. */
export function dayOf(value: string | null | undefined): string {
  return parseChinaTime(value) ? (value as string).slice(0, 10) : '';
}

/** The page a new colleague opens from the invite QR code: register, with the company's invite code filled in. */
export const INVITE_REGISTER_PAGE = 'pages/user/register';

/** `https://host/h5/#/pages/user/register?invite=CODE` from the app's own address (origin + path, no hash). */
export function inviteLink(appUrl: string, code: string): string {
  const base = appUrl.split('#')[0]!;
  return `${base}#/${INVITE_REGISTER_PAGE}?invite=${encodeURIComponent(code)}`;
}
