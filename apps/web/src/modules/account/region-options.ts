import type { TCity, TProvince } from '@awb/contract/region.contract';

/** One node of a cascade picker (antd-mobile picks string values). */
export type TRegionOption = { label: string; value: string; children?: TRegionOption[] };

/** Provinces with their cities under them, for the 省/市 cascade picker; provinces without cities are left out. */
export function provinceCityOptions(provinces: TProvince[], cities: TCity[]): TRegionOption[] {
  const byProvince = new Map<number, TRegionOption[]>();
  for (const city of cities) {
    const list = byProvince.get(city.pid) ?? [];
    list.push({ label: city.name, value: String(city.id) });
    byProvince.set(city.pid, list);
  }
  return provinces.flatMap((p) => {
    const children = byProvince.get(p.id);
    return children?.length ? [{ label: p.name, value: String(p.id), children }] : [];
  });
}

/** `浙江省 杭州市` for a chosen [province, city], or '' when not (fully) chosen. */
export function regionLabel(options: TRegionOption[], value: (string | null)[]): string {
  const province = options.find((o) => o.value === value[0]);
  const city = province?.children?.find((c) => c.value === value[1]);
  if (!province || !city) return '';
  return province.label === city.label ? city.label : `${province.label} ${city.label}`;
}

/**
 * The [province, city] the picker starts at: the seed's default city (1013) under its own province.
 * The seed's default province (5) is kept when it holds the city; in our region data 1013 (太原) sits
 * under 山西, so the city decides, as the server does. Undefined when the city is not in the data.
 */
export function presetRegion(
  options: TRegionOption[],
  provinceId: number,
  cityId: number,
): [string, string] | undefined {
  const city = String(cityId);
  const holder =
    options.find((p) => p.value === String(provinceId) && p.children?.some((c) => c.value === city)) ??
    options.find((p) => p.children?.some((c) => c.value === city));
  return holder ? [holder.value, city] : undefined;
}
