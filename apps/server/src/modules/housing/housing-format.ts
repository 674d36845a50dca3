import { LISTING_TYPE, RENT_UNIT } from '@awb/contract/housing-options';

/** CS000123 for sale, CZ000123 for rent. */
export function houseCode(type: number, id: number): string {
  return `${type === LISTING_TYPE.rent ? 'CZ' : 'CS'}${String(id).padStart(6, '0')}`;
}

/** The listing id of a house code (CS000123, cz123, 123), or null. */
export function parseHouseCode(text: string): { type: number | null; id: number } | null {
  const m = /^(CS|CZ)?0*(\d{1,15})$/i.exec(text.trim());
  if (!m?.[2]) return null;
  const id = Number(m[2]);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const prefix = m[1]?.toUpperCase();
  return { type: prefix === 'CS' ? LISTING_TYPE.sale : prefix === 'CZ' ? LISTING_TYPE.rent : null, id };
}

/** 3室2厅 89.5㎡. */
export function listingTitle(communityName: string, room: number, hall: number, area: number): string {
  return `${communityName} ${room}室${hall}厅 ${trimNumber(area)}㎡`;
}

export function trimNumber(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** 低/中/高楼层 by thirds of the building; a basement is 地下室. */
export function floorLevel(floor: number, totalFloor: number): string {
  if (floor < 1) return '地下室';
  if (totalFloor <= 3) return floor === 1 ? '低楼层' : '高楼层';
  const third = totalFloor / 3;
  if (floor <= third) return '低楼层';
  if (floor <= third * 2) return '中楼层';
  return '高楼层';
}

/** Unit price in 元/㎡ from a sale price in 万元. */
export function unitPriceOf(sellPrice: number | null, area: number): number | null {
  if (sellPrice === null || area <= 0) return null;
  return Math.round((sellPrice * 10_000) / area);
}

/** A rent in its unit as 元/月. */
export function monthlyRent(rentPrice: number | null, rentUnit: number, area: number): number | null {
  if (rentPrice === null) return null;
  if (rentUnit === RENT_UNIT.perYear) return Math.round((rentPrice / 12) * 100) / 100;
  if (rentUnit === RENT_UNIT.perSquareMetreDay) return Math.round(rentPrice * area * 30 * 100) / 100;
  return rentPrice;
}

// The API's one time format lives in the contract; kept importable from here for the modules that use it.
export { chinaDay, chinaDayStart, formatTime } from '@awb/contract/common/china-time';

/** 王先生: the surname and the form of address. */
export function maskName(name: string, level: string): string {
  return `${[...name][0] ?? ''}${level}`;
}

/** 138****5678; a landline keeps its area code and last 2 digits. */
export function maskContactPhone(phone: string): string {
  if (/^1\d{10}$/.test(phone)) return `${phone.slice(0, 3)}****${phone.slice(7)}`;
  if (phone.length <= 4) return '****';
  return `${phone.slice(0, Math.min(4, phone.length - 4))}****${phone.slice(-2)}`;
}

export const MASK = '**';
