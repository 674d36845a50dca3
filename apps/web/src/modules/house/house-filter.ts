import type { TOrgPick } from '../org/org-picker.ts';
import type { TDateRange } from './components/date-range-field.tsx';
import type { TRange } from './components/range-field.tsx';

/** What the list's filter bar and 更多 sheet hold (seed 000 §3 listing search); mapped onto housingPosts. */
export type THouseFilter = {
  districtId?: number;
  regionId?: number;
  price: TRange;
  unitPrice: TRange;
  area: TRange;
  floor: TRange;
  dateType?: number;
  date: TDateRange;
  houseType: number[];
  renovation: number[];
  toward: number[];
  property: number[];
  propertyRight: number[];
  housingType: number[];
  houseState: number[];
  tags: number[];
  infoAttribution: number[];
  waitTeamType?: number;
  teamRole: number[];
  luru: TOrgPick;
  buildingNo: string;
  unitNo: string;
  roomNo: string;
  contactPhone: string;
  /** Only the caller's favourites (app/collection). */
  collected: boolean;
};

export const EMPTY_FILTER: THouseFilter = {
  price: {},
  unitPrice: {},
  area: {},
  floor: {},
  date: {},
  houseType: [],
  renovation: [],
  toward: [],
  property: [],
  propertyRight: [],
  housingType: [],
  houseState: [],
  tags: [],
  infoAttribution: [],
  teamRole: [],
  luru: { depts: [], users: [] },
  buildingNo: '',
  unitNo: '',
  roomNo: '',
  contactPhone: '',
  collected: false,
};

const rangeSet = (r: TRange | TDateRange) => Object.values(r).some((v) => v !== undefined && v !== '');

/** Keys of the 更多 sheet (the other filters have their own dropdown). */
const MORE_KEYS = [
  'unitPrice',
  'area',
  'floor',
  'date',
  'renovation',
  'toward',
  'property',
  'propertyRight',
  'housingType',
  'houseState',
  'tags',
  'infoAttribution',
  'waitTeamType',
  'teamRole',
  'luru',
  'buildingNo',
  'unitNo',
  'roomNo',
  'contactPhone',
  'collected',
] as const satisfies (keyof THouseFilter)[];
export type TMoreKey = (typeof MORE_KEYS)[number];

function isSet(value: THouseFilter[keyof THouseFilter]): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return true;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length > 0;
  if ('depts' in value) return value.depts.length + value.users.length > 0;
  return rangeSet(value);
}

/** How many filters of the 更多 sheet are set (the badge on 更多). */
export function moreFilterCount(filter: THouseFilter): number {
  return MORE_KEYS.filter((k) => isSet(filter[k])).length;
}

/** The 更多 part of a filter reset, the dropdown parts kept. */
export function resetMore(filter: THouseFilter): THouseFilter {
  const next: THouseFilter = { ...filter };
  for (const key of MORE_KEYS) (next as Record<string, unknown>)[key] = EMPTY_FILTER[key];
  next.dateType = undefined;
  return next;
}
