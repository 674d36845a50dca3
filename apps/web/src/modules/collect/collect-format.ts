import type { TCollectSearch } from '@awb/contract/collect.contract';
import {
  CLOUD_TYPE,
  COLLECT_ROOM_NAMES,
  COLLECT_SORT_FIELD,
  COLLECT_SORT_WAY,
  COLLECT_SOURCE_NAMES,
} from '@awb/contract/collect-constants';

/** What the agent chose on the bar; 0 is 不限 everywhere. */
export type TCollectChoice = {
  districtId: number;
  price: number;
  area: number;
  room: number;
  source: number;
  sort: number;
  keyword: string;
};
export const NO_CHOICE: TCollectChoice = { districtId: 0, price: 0, area: 0, room: 0, source: 0, sort: 0, keyword: '' };

type TBand = { label: string; min?: number; max?: number };
/** Price bands: sale in 万元, rent in 元/月. */
const PRICE_BANDS: Record<number, TBand[]> = {
  [CLOUD_TYPE.sale]: [
    { label: '200万以下', max: 200 },
    { label: '200-300万', min: 200, max: 300 },
    { label: '300-500万', min: 300, max: 500 },
    { label: '500-800万', min: 500, max: 800 },
    { label: '800万以上', min: 800 },
  ],
  [CLOUD_TYPE.rent]: [
    { label: '2000元以下', max: 2000 },
    { label: '2000-4000元', min: 2000, max: 4000 },
    { label: '4000-6000元', min: 4000, max: 6000 },
    { label: '6000-10000元', min: 6000, max: 10000 },
    { label: '10000元以上', min: 10000 },
  ],
};
const AREA_BANDS: TBand[] = [
  { label: '50㎡以下', max: 50 },
  { label: '50-70㎡', min: 50, max: 70 },
  { label: '70-90㎡', min: 70, max: 90 },
  { label: '90-120㎡', min: 90, max: 120 },
  { label: '120-150㎡', min: 120, max: 150 },
  { label: '150㎡以上', min: 150 },
];
/** 排序 choices: [label, sortField, sortWay]; the first is the default (newest collection first). */
const SORTS: [string, number, number][] = [
  ['最新采集', COLLECT_SORT_FIELD.collectedAt, COLLECT_SORT_WAY.desc],
  ['价格从低到高', COLLECT_SORT_FIELD.price, COLLECT_SORT_WAY.asc],
  ['价格从高到低', COLLECT_SORT_FIELD.price, COLLECT_SORT_WAY.desc],
  ['面积从大到小', COLLECT_SORT_FIELD.area, COLLECT_SORT_WAY.desc],
  ['单价从低到高', COLLECT_SORT_FIELD.unitPrice, COLLECT_SORT_WAY.asc],
];

const options = (all: string, labels: string[]) => [
  { value: 0, label: all },
  ...labels.map((label, i) => ({ value: i + 1, label })),
];

export const collectOptions = {
  price: (cloudType: number) =>
    options(
      '不限',
      (PRICE_BANDS[cloudType] ?? []).map((b) => b.label),
    ),
  area: options(
    '不限',
    AREA_BANDS.map((b) => b.label),
  ),
  room: Object.entries(COLLECT_ROOM_NAMES).map(([value, label]) => ({ value: Number(value), label })),
  source: [
    { value: 0, label: '全部来源' },
    ...Object.entries(COLLECT_SOURCE_NAMES).map(([value, label]) => ({ value: Number(value), label })),
  ],
  sort: SORTS.map(([label], value) => ({ value, label })),
  districts: (list: { id: number; name: string }[]) => [
    { value: 0, label: '不限' },
    ...list.map((d) => ({ value: d.id, label: d.name })),
  ],
};

/** The list's query from the tab and the choices (unit price sorts only make sense for sale). */
export function collectSearch(cloudtype: number, c: TCollectChoice): TCollectSearch {
  const price = PRICE_BANDS[cloudtype]?.[c.price - 1];
  const area = AREA_BANDS[c.area - 1];
  const [, sortField, sortWay] = SORTS[c.sort] ?? SORTS[0]!;
  return {
    cloudtype,
    address: c.keyword.trim(),
    districtId: c.districtId,
    roomtypestr: c.room ? String(c.room) : '',
    source: c.source,
    sortField,
    sortWay,
    ...(price?.min === undefined ? {} : { priceMin: price.min }),
    ...(price?.max === undefined ? {} : { priceMax: price.max }),
    ...(area?.min === undefined ? {} : { areaMin: area.min }),
    ...(area?.max === undefined ? {} : { areaMax: area.max }),
  };
}

const NUMERALS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
/** 2室1厅1卫 (a part that is 0 is left out, except the rooms). */
export function layoutText(room: number, hall: number, toilet: number): string {
  const n = (v: number) => NUMERALS[v] ?? String(v);
  return `${n(room)}室${hall ? `${n(hall)}厅` : ''}${toilet ? `${n(toilet)}卫` : ''}`;
}

const trim = (v: number) => String(Number(v.toFixed(2)));
/** 320万 / 3500元/月. */
export function priceText(cloudtype: number, price: number): string {
  return cloudtype === CLOUD_TYPE.sale ? `${trim(price)}万` : `${trim(price)}元/月`;
}

/** 单价 35,000元/㎡ for a sale, '' for a rent. */
export function unitPriceText(cloudtype: number, unitPrice: number): string {
  return cloudtype === CLOUD_TYPE.sale && unitPrice > 0 ? `${Math.round(unitPrice).toLocaleString('en-US')}元/㎡` : '';
}

/** 中楼层 5/18层 style: the floor and the total, when the portal gave them. */
export function floorText(floor: number | null, total: number | null): string {
  if (floor === null && total === null) return '';
  if (floor === null) return `共${total}层`;
  return total === null ? `${floor}层` : `${floor}/${total}层`;
}
