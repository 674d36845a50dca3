/**
 * The address of a contract's house, built once from its structured parts (province, city,
 * district, street address, community, building, unit, room) for the signing form's preview, the
 * contract lists, the signed PDF, the verification page and the approvals. Parts come as people
 * typed them or as a listing stores them, so the rules normalise: a street address that already
 * starts with the province, city or district loses that prefix (no 杭州市拱墅区杭州市拱墅区), and a
 * building, unit or room that already carries its word (5幢, 6号楼, 1单元, 1203室) gets none added.
 */
export type THouseAddressParts = {
  province?: string | undefined;
  city?: string | undefined;
  district?: string | undefined;
  address?: string | undefined;
  community?: string | undefined;
  building?: string | undefined;
  unit?: string | undefined;
  room?: string | undefined;
};

/** The word a bare number of each part takes: 5 → 5幢, 1 → 1单元, 1203 → 1203室. */
export const HOUSE_NUMBER_WORDS = { building: '幢', unit: '单元', room: '室' } as const;

const clean = (v: string | undefined) => (v ?? '').trim();

/** A building, unit or room number with its word, unless it already ends in a Chinese word (6号楼, 5幢). */
export function numberedPart(value: string | undefined, word: string): string {
  const v = clean(value);
  if (v === '') return '';
  return /\p{Script=Han}$/u.test(v) ? v : `${v}${word}`;
}

/** Province, city and district, each once (a municipality's 北京市北京市 reads 北京市). */
export function regionText(parts: Pick<THouseAddressParts, 'province' | 'city' | 'district'>): string {
  const names = [clean(parts.province), clean(parts.city), clean(parts.district)].filter((n) => n !== '');
  return names.filter((n, i) => n !== names[i - 1]).join('');
}

/** The street address without the province, city or district it may repeat at its start. */
export function streetText(parts: Pick<THouseAddressParts, 'province' | 'city' | 'district' | 'address'>): string {
  const names = [clean(parts.province), clean(parts.city), clean(parts.district)].filter((n) => n !== '');
  let street = clean(parts.address);
  for (let stripped = true; stripped; ) {
    stripped = false;
    for (const name of names) {
      if (street.startsWith(name)) {
        street = street.slice(name.length).trim();
        stripped = true;
      }
    }
  }
  return street;
}

/** 5幢1单元1203室: building, unit and room, each with its word, what is there. */
export function houseRoomText(parts: Pick<THouseAddressParts, 'building' | 'unit' | 'room'>): string {
  const w = HOUSE_NUMBER_WORDS;
  return numberedPart(parts.building, w.building) + numberedPart(parts.unit, w.unit) + numberedPart(parts.room, w.room);
}

/** 文鼎苑6幢1203室: the house as a list or an approval names it. */
export function houseTitleText(parts: Pick<THouseAddressParts, 'community' | 'building' | 'unit' | 'room'>): string {
  return `${clean(parts.community)}${houseRoomText(parts)}`;
}

/** 浙江省杭州市拱墅区湖墅南路88号文鼎苑5幢1单元1203室: the whole address, each part once. */
export function houseAddressText(parts: THouseAddressParts): string {
  return `${regionText(parts)}${streetText(parts)}${houseTitleText(parts)}`;
}
