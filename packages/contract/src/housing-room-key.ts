/**
 * Room-number normalisation for the duplicate check: the same community + building + unit
 * + room is one house per company and type, however it was typed. 0501 = 501, ５-５０１ = 5栋501,
 * 五幢二单元501室 = 5-2-501. Pure, so the web form and the server agree.
 */

const CN_DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** 十 → 10, 二十三 → 23, 五零一 → 501. */
function chineseNumber(run: string): string {
  if (!run.includes('十')) return [...run].map((c) => String(CN_DIGITS[c] ?? '')).join('');
  const [tens = '', ones = ''] = run.split('十');
  const t = tens === '' ? 1 : (CN_DIGITS[tens] ?? 0);
  const o = ones === '' ? 0 : (CN_DIGITS[ones] ?? 0);
  return String(t * 10 + o);
}

/** Full-width to half-width, no spaces, upper case, Chinese numerals to digits, dashes unified. */
function clean(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/[零〇一二两三四五六七八九十]+/g, chineseNumber)
    .replace(/[‐‑‒–—―－_/\\~～#＃]/g, '-');
}

const stripZeros = (s: string) => s.replace(/\d+/g, (m) => m.replace(/^0+(?=\d)/, ''));
const BUILDING_LABEL = /(号楼|栋|幢|座|号)$/;
const UNIT_LABEL = /(单元|门)$/;
const ROOM_LABEL = /(室|号|房)$/;

export function normaliseBuilding(raw: string): string {
  return stripZeros(clean(raw).replace(BUILDING_LABEL, ''));
}

export function normaliseUnit(raw: string): string {
  return stripZeros(clean(raw).replace(UNIT_LABEL, ''));
}

export type TRoomParts = { building: string; unit: string; room: string };

/**
 * Splits and normalises an address. The room may carry the building and unit itself ("5-501",
 * "5栋2单元501室", "5-2-501"); they are taken from it when the separate fields are empty or agree.
 */
export function normaliseRoom(buildingRaw: string, unitRaw: string, roomRaw: string): TRoomParts {
  let building = normaliseBuilding(buildingRaw);
  let unit = normaliseUnit(unitRaw);
  const room = clean(roomRaw)
    .replace(/(号楼|栋|幢|座)/g, '-')
    .replace(/单元/g, '-')
    .replace(ROOM_LABEL, '');
  const tokens = room
    .split('-')
    .filter((t) => t !== '')
    .map(stripZeros);
  let roomNo = tokens.join('-');
  if (tokens.length === 2 || tokens.length === 3) {
    const [b = '', ...rest] = tokens;
    const u = tokens.length === 3 ? (rest[0] ?? '') : '';
    const r = rest[rest.length - 1] ?? '';
    const buildingAgrees = building === '' || building === b;
    const unitAgrees = tokens.length === 2 || unit === '' || unit === u;
    if (buildingAgrees && unitAgrees) {
      building = b;
      if (u !== '') unit = u;
      roomNo = r;
    }
  }
  return { building, unit, room: roomNo };
}

/** The duplicate-check key stored beside a listing: `building|unit|room`, normalised. */
export function roomKey(buildingRaw: string, unitRaw: string, roomRaw: string): string {
  const p = normaliseRoom(buildingRaw, unitRaw, roomRaw);
  return `${p.building}|${p.unit}|${p.room}`;
}

/** 5栋2单元501 for display (labels default 栋 / 单元). */
export function roomLabel(p: TRoomParts, buildingLabel = '栋', unitLabel = '单元'): string {
  return `${p.building ? `${p.building}${buildingLabel}` : ''}${p.unit ? `${p.unit}${unitLabel}` : ''}${p.room}`;
}
