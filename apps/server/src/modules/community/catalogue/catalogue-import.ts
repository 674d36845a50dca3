import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../platform/db/db.ts';
import { regionData } from '../../region/region-data.ts';
import {
  catalogueBuildings,
  catalogueCommunities,
  catalogueHouses,
  catalogueUnits,
  estateRegions,
} from './catalogue.table.ts';

/**
 * One catalogue community as operators supply it (the CSV columns of docs/community.md). Buildings
 * are listed as numbers and ranges ("1-12,15"); every building gets `units` units of `floors` floors
 * with `perFloor` houses a floor (101, 102 … 1802), house areas cycling through `areas` ("89|128").
 */
export type TCatalogueEntry = {
  city: string;
  district: string;
  region: string;
  name: string;
  otherName?: string;
  address: string;
  buildingCompany?: string;
  years?: number | null;
  green?: number | null;
  propertyCompany?: string;
  propertyfee?: number | null;
  primarySchool?: string;
  middleSchool?: string;
  longitude?: number | null;
  latitude?: number | null;
  buildings: string;
  units: number;
  floors: number;
  perFloor: number;
  areas?: string;
};

/** "1-3,5" → ["1","2","3","5"]; other names ("A座") are kept as they are. */
export function expandBuildings(spec: string): string[] {
  const out: string[] = [];
  for (const part of spec
    .split(/[,，、\s]+/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const range = /^(\d{1,4})-(\d{1,4})$/.exec(part);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      if (to < from || to - from > 200) throw new Error(`楼栋范围不正确：${part}`);
      for (let n = from; n <= to; n += 1) out.push(String(n));
    } else {
      out.push(part);
    }
  }
  return [...new Set(out)];
}

/** Checks an entry and resolves its city and district; answers the problem in Chinese or the ids. */
export function resolveEntry(e: TCatalogueEntry): { cityId: number; districtId: number } | string {
  const regions = regionData();
  const city = regions.cities.find((c) => c.name === e.city || c.name === `${e.city}市`);
  if (!city) return `城市不存在：${e.city}`;
  const district = regions.districtsOf(city.id).find((d) => d.name === e.district);
  if (!district) return `${city.name}没有区县：${e.district}`;
  if (!e.name.trim()) return '小区名称为空';
  if (!Number.isInteger(e.units) || e.units < 1 || e.units > 10) return `${e.name}：单元数应为1到10`;
  if (!Number.isInteger(e.floors) || e.floors < 1 || e.floors > 99) return `${e.name}：楼层数应为1到99`;
  if (!Number.isInteger(e.perFloor) || e.perFloor < 1 || e.perFloor > 20) return `${e.name}：每层户数应为1到20`;
  if (expandBuildings(e.buildings).length === 0) return `${e.name}：没有楼栋`;
  return { cityId: city.id, districtId: district.id };
}

/**
 * Loads entries into the catalogue (inside the caller's transaction): business areas and communities
 * are upserted by name, a community's buildings, units and houses are replaced. Companies that
 * adopted a community keep their own copy. Answers how many communities were written.
 */
export async function importCatalogue(tx: TExecutor, entries: TCatalogueEntry[]): Promise<number> {
  let written = 0;
  for (const e of entries) {
    const resolved = resolveEntry(e);
    if (typeof resolved === 'string') throw new Error(resolved);
    const { cityId, districtId } = resolved;
    let regionId = 0;
    if (e.region.trim()) {
      const [region] = await tx
        .insert(estateRegions)
        .values({ cityId, districtId, name: e.region.trim() })
        .onConflictDoUpdate({ target: [estateRegions.districtId, estateRegions.name], set: { cityId } })
        .returning({ id: estateRegions.id });
      regionId = region?.id ?? 0;
    }
    const values = {
      cityId,
      districtId,
      regionId,
      name: e.name.trim(),
      otherName: e.otherName?.trim() ?? '',
      address: e.address.trim(),
      buildingCompany: e.buildingCompany?.trim() ?? '',
      years: e.years ?? null,
      green: e.green ?? null,
      propertyCompany: e.propertyCompany?.trim() ?? '',
      propertyfee: e.propertyfee ?? null,
      primarySchool: e.primarySchool?.trim() ?? '',
      middleSchool: e.middleSchool?.trim() ?? '',
      longitude: e.longitude ?? null,
      latitude: e.latitude ?? null,
    };
    const [community] = await tx
      .insert(catalogueCommunities)
      .values(values)
      .onConflictDoUpdate({
        target: [catalogueCommunities.cityId, catalogueCommunities.districtId, catalogueCommunities.name],
        set: values,
      })
      .returning({ id: catalogueCommunities.id });
    if (!community) throw new Error(`写入失败：${e.name}`);
    await replaceStructure(tx, community.id, e);
    written += 1;
  }
  return written;
}

async function replaceStructure(tx: TExecutor, communityId: number, e: TCatalogueEntry): Promise<void> {
  await tx.delete(catalogueHouses).where(eq(catalogueHouses.communityId, communityId));
  await tx.delete(catalogueUnits).where(eq(catalogueUnits.communityId, communityId));
  await tx.delete(catalogueBuildings).where(eq(catalogueBuildings.communityId, communityId));
  const names = expandBuildings(e.buildings);
  await tx.insert(catalogueBuildings).values(names.map((name, i) => ({ communityId, name, sort: i })));
  await tx.execute(sql`insert into catalogue_units (community_id, building_id, name, floors, per_floor, sort)
    select b.community_id, b.id, n::text, ${e.floors}::int, ${e.perFloor}::int, n
    from catalogue_buildings b, generate_series(1, ${e.units}::int) n where b.community_id = ${communityId}`);
  const areas = (e.areas ?? '')
    .split('|')
    .map((a) => Number(a))
    .filter((a) => a > 0 && a < 10000);
  const areaList = areas.length > 0 ? `{${areas.join(',')}}` : '{}';
  await tx.execute(sql`insert into catalogue_houses (community_id, building_id, unit_id, name, floor, house_area)
    select u.community_id, u.building_id, u.id, (f * 100 + r)::text, f,
      (${areaList}::numeric[])[((r - 1) % greatest(cardinality(${areaList}::numeric[]), 1)) + 1]
    from catalogue_units u, generate_series(1, u.floors::int) f, generate_series(1, u.per_floor::int) r
    where u.community_id = ${communityId}`);
}

/** Whether the catalogue already holds a community (the demo seed loads the city once). */
export async function catalogueHas(tx: TExecutor, cityId: number, name: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: catalogueCommunities.id })
    .from(catalogueCommunities)
    .where(and(eq(catalogueCommunities.cityId, cityId), eq(catalogueCommunities.name, name)))
    .limit(1);
  return row !== undefined;
}
