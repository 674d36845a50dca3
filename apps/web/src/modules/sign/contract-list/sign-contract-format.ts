import { houseTitleText } from '@awb/contract/house-address';
import { SIGN_CONTRACT_STATE } from '@awb/contract/sign-contract-constants';

/** Display rules of a signing contract on the list and the detail (pure; tested). */

/** 西溪花园3幢1201室: community, then building and room, what is there (the shared address rules). */
export function signHouseLine(c: { houseName: string; houseBuilding: string; houseRoomNo: string }): string {
  return houseTitleText({ community: c.houseName, building: c.houseBuilding, room: c.houseRoomNo });
}

/**
 * A party's name as the list shows it to colleagues: the first character kept, the rest hidden except
 * the last of a name of three or more (王* / 王*强 / 杭州**公司 keeps two at each end of a long name).
 */
export function maskPartyName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  if (chars.length === 1) return chars[0] ?? '';
  if (chars.length === 2) return `${chars[0]}*`;
  if (chars.length <= 4) return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}**${chars.slice(-2).join('')}`;
}

export type TSignStateTone = { color: string; background: string };

const TONES: Record<number, TSignStateTone> = {
  [SIGN_CONTRACT_STATE.waiting]: { color: '#ff7d00', background: '#fff3e8' },
  [SIGN_CONTRACT_STATE.signing]: { color: '#2e64ff', background: '#ebf0ff' },
  [SIGN_CONTRACT_STATE.done]: { color: '#00a870', background: '#e8f8f0' },
  [SIGN_CONTRACT_STATE.invalid]: { color: '#86909c', background: '#f2f3f5' },
  [SIGN_CONTRACT_STATE.withdrawn]: { color: '#f53f3f', background: '#ffeded' },
};

/** The state tag's colours: waiting orange, signing blue, done green, invalid grey, withdrawn red. */
export function signStateTone(state: number): TSignStateTone {
  return TONES[state] ?? { color: '#86909c', background: '#f2f3f5' };
}

/** The day of a `YYYY-MM-DD HH:mm:ss` time (the list shows the day only). */
export function dayOf(time: string): string {
  return time.slice(0, 10);
}

/** A short device name from a user agent, for the operation log (iPhone, Android, Windows …). */
export function deviceName(userAgent: string): string {
  const ua = userAgent.trim();
  if (!ua) return '未知设备';
  if (/iPhone/i.test(ua)) return 'iPhone';
  if (/iPad/i.test(ua)) return 'iPad';
  const android = /Android[^;)]*;\s*([^;)]+?)(?:\s+Build|\))/i.exec(ua);
  if (android?.[1] && !/^(Linux|U|wv)$/i.test(android[1])) return `Android ${android[1].trim()}`;
  if (/Android/i.test(ua)) return 'Android';
  if (/Windows/i.test(ua)) return 'Windows';
  if (/Macintosh|Mac OS X/i.test(ua)) return 'Mac';
  if (/Linux/i.test(ua)) return 'Linux';
  return ua.slice(0, 40);
}

/**
 * Stable React keys for rows that have no id (paragraphs, co-owners, appliances): the row's text,
 * with the count of earlier rows of the same text when it repeats.
 */
export function keyedRows<T>(rows: readonly T[], text: (row: T) => string): { key: string; row: T }[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const base = text(row);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return { key: n === 0 ? base : `${base}#${n}`, row };
  });
}
