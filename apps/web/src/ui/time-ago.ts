import { localTime, parseChinaTime } from '@awb/contract/common/china-time';

/** 刚刚 / N分钟前 / N小时前 / N天前 / the time, for follow-ups and records (answers carry Beijing text). */
export function timeAgo(iso: string, now = Date.now()): string {
  const beijing = parseChinaTime(iso);
  const t = (beijing ?? new Date(iso)).getTime();
  if (!Number.isFinite(t)) return iso;
  const minutes = Math.floor((now - t) / 60_000);
  if (minutes < 1) return '刚刚';
  if (minutes < 60) return `${minutes}分钟前`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}小时前`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}天前`;
  if (beijing) return iso;
  return localTime(new Date(t));
}
