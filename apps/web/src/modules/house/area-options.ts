import type { TDistrictOption } from './components/region-panel.tsx';

type TRegion = { regionId: number; districtId: number; name: string };

/** Districts of the company's city with their business areas (板块); districts without any are kept. */
export function districtOptions(districts: { id: number; name: string }[], regions: TRegion[]): TDistrictOption[] {
  return districts.map((d) => ({
    id: d.id,
    name: d.name,
    regions: regions.filter((r) => r.districtId === d.id).map((r) => ({ id: r.regionId, name: r.name })),
  }));
}
