import type { TCommunityValues } from '@awb/contract/community-shapes';
import { regionData } from '../region/region-data.ts';
import type { TCommunityRow } from './community.repository.ts';

export function districtName(districtId: number): string {
  return districtId ? (regionData().district(districtId)?.name ?? '') : '';
}

/** A community row as the API shows its fields. */
export function toValues(row: TCommunityRow, regionName: string | null): TCommunityValues {
  return {
    communityId: row.id,
    name: row.name,
    otherName: row.otherName,
    cityId: row.cityId,
    districtId: row.districtId,
    districtName: districtName(row.districtId),
    regionId: row.regionId,
    regionName: regionName ?? '',
    address: row.address,
    buildingCompany: row.buildingCompany,
    green: row.green,
    middleSchool: row.middleSchool,
    primarySchool: row.primarySchool,
    propertyCompany: row.propertyCompany,
    propertyfee: row.propertyfee,
    remark: row.remark,
    years: row.years,
    longitude: row.longitude,
    latitude: row.latitude,
    catalogueId: row.catalogueId ?? 0,
  };
}

/** Field labels for the change record of an edit. */
export const FIELD_LABELS: Record<string, string> = {
  name: '小区名称',
  otherName: '别名',
  districtId: '区域',
  regionId: '板块',
  address: '地址',
  buildingCompany: '开发商',
  green: '绿化率',
  middleSchool: '对口中学',
  primarySchool: '对口小学',
  propertyCompany: '物业公司',
  propertyfee: '物业费',
  remark: '备注',
  years: '建成年代',
  longitude: '经度',
  latitude: '纬度',
};

/** 修改了：地址、物业费 — the fields an edit changed. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(FIELD_LABELS)
    .filter((k) => k in after && String(before[k] ?? '') !== String(after[k] ?? ''))
    .map((k) => FIELD_LABELS[k]!);
}
