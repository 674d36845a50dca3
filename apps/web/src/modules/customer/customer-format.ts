import { localDay, localTime, parseChinaTime } from '@awb/contract/common/china-time';
import type { TRangeText } from './components/range-input.tsx';

/** 80–120㎡, 200万以上, 5层以下, or '' when neither bound is set. */
export function rangeText(min: number | null | undefined, max: number | null | undefined, unit: string): string {
  const low = min ?? null;
  const high = max ?? null;
  if (low === null && high === null) return '';
  if (low !== null && high !== null) return low === high ? `${trim(low)}${unit}` : `${trim(low)}-${trim(high)}${unit}`;
  if (low !== null) return `${trim(low)}${unit}以上`;
  return `${trim(high as number)}${unit}以下`;
}

function trim(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toFixed(2)));
}

/** The typed pair as numbers for the call (empty = no bound). */
export function rangeNumbers(range: TRangeText | undefined): { min: number | null; max: number | null } {
  const parse = (text: string | undefined) => {
    const t = (text ?? '').trim();
    if (t === '' || t === '.') return null;
    const n = Number(t);
    return Number.isFinite(n) ? n : null;
  };
  return { min: parse(range?.min), max: parse(range?.max) };
}

/** A stored pair back into the form's text. */
export function rangeFromNumbers(min: number | null | undefined, max: number | null | undefined): TRangeText {
  return {
    min: min === null || min === undefined ? '' : String(min),
    max: max === null || max === undefined ? '' : String(max),
  };
}

/** 最低不能高于最高: the one check the form makes before the server's. */
export function rangeProblem(label: string, range: TRangeText | undefined): string | null {
  const { min, max } = rangeNumbers(range);
  if (min !== null && max !== null && min > max) return `${label}的最低值不能高于最高值`;
  return null;
}

/** The moment of an answer's time (Beijing `YYYY-MM-DD HH:mm`), a timestamp or a Date; NaN when unreadable. */
function momentOf(at: string | number | Date): number {
  if (typeof at === 'string') return (parseChinaTime(at) ?? new Date(at)).getTime();
  return new Date(at).getTime();
}

/** 3天前, 刚刚, 2026-03-05: how long ago a follow-up or change happened. */
export function timeAgo(at: string | number | Date, now = Date.now()): string {
  const time = momentOf(at);
  if (Number.isNaN(time)) return '';
  const minutes = Math.floor((now - time) / 60_000);
  if (minutes < 1) return '刚刚';
  if (minutes < 60) return `${minutes}分钟前`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}小时前`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `${days}天前`;
  return dateText(at);
}

/** 2026-03-05: an answer's time as sent (Beijing); a Date or timestamp in the phone's day. */
export function dateText(at: string | number | Date): string {
  if (typeof at === 'string' && parseChinaTime(at)) return at.slice(0, 10);
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? '' : localDay(d);
}

/** 2026-03-05 14:30: an answer's time as sent (Beijing); a Date or timestamp in the phone's time. */
export function dateTimeText(at: string | number | Date): string {
  if (typeof at === 'string' && parseChinaTime(at)) return at;
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? '' : localTime(d);
}

/** The first character of a name for an avatar circle. */
export function initial(name: string): string {
  return Array.from(name.trim())[0] ?? '客';
}

/** What a summary of an intention needs (list rows and the detail both have it). */
export type TIntentionBasics = {
  customerType: number;
  room: number;
  area: number | null;
  tarea: number | null;
  price: number | null;
  tprice: number | null;
};

const ROOM_SHORT: Record<number, string> = { 1: '1室', 2: '2室', 3: '3室', 4: '4室+' };

/** 3室 · 80-120㎡ · 200-300万: the parts of an intention that are set, for a one-line summary. */
export function intentionParts(c: TIntentionBasics, priceUnit: string): string[] {
  return [ROOM_SHORT[c.room] ?? '', rangeText(c.area, c.tarea, '㎡'), rangeText(c.price, c.tprice, priceUnit)].filter(
    (part) => part !== '',
  );
}

/** 3天后转公 / 今天转公, or '' when the rules will not move the customer. */
export function outLabel(outAt: string, now = Date.now()): string {
  if (!outAt) return '';
  const time = momentOf(outAt);
  if (Number.isNaN(time)) return '';
  const days = Math.ceil((time - now) / 86_400_000);
  if (days <= 0) return '即将转公';
  if (days > 30) return '';
  return `${days}天后转公`;
}
