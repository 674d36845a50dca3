import { parse } from 'csv-parse/sync';
import { resolveEntry, type TCatalogueEntry } from './catalogue-import.ts';

/** The CSV columns of a catalogue file (docs/community.md); the first line names them, in any order. */
export const CATALOGUE_COLUMNS = [
  'city',
  'district',
  'region',
  'name',
  'otherName',
  'address',
  'buildingCompany',
  'years',
  'green',
  'propertyCompany',
  'propertyfee',
  'primarySchool',
  'middleSchool',
  'longitude',
  'latitude',
  'buildings',
  'units',
  'floors',
  'perFloor',
  'areas',
] as const;
const REQUIRED = ['city', 'district', 'name', 'buildings', 'units', 'floors', 'perFloor'] as const;

const num = (v: string | undefined): number | null => {
  const text = (v ?? '').trim();
  if (!text) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : Number.NaN;
};

/**
 * Reads a catalogue CSV (UTF-8, with or without BOM). Answers the entries, or the problems found,
 * each with its line number, so that an operator can fix the file before anything is written.
 */
export function parseCatalogueCsv(text: string): { entries: TCatalogueEntry[]; problems: string[] } {
  const problems: string[] = [];
  let rows: Record<string, string>[];
  try {
    rows = parse(text, { columns: true, bom: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
  } catch (error) {
    return { entries: [], problems: [`CSV格式错误：${(error as Error).message}`] };
  }
  const header = rows[0] ? Object.keys(rows[0]) : [];
  for (const column of REQUIRED) if (rows.length > 0 && !header.includes(column)) problems.push(`缺少列：${column}`);
  if (problems.length > 0) return { entries: [], problems };
  const entries: TCatalogueEntry[] = [];
  rows.forEach((r, i) => {
    const line = i + 2;
    const numbers = {
      years: num(r.years),
      green: num(r.green),
      propertyfee: num(r.propertyfee),
      longitude: num(r.longitude),
      latitude: num(r.latitude),
      units: num(r.units),
      floors: num(r.floors),
      perFloor: num(r.perFloor),
    };
    const bad = Object.entries(numbers)
      .filter(([, v]) => Number.isNaN(v))
      .map(([k]) => k);
    if (bad.length > 0) {
      problems.push(`第${line}行：${bad.join('、')}不是数字`);
      return;
    }
    const entry: TCatalogueEntry = {
      city: r.city ?? '',
      district: r.district ?? '',
      region: r.region ?? '',
      name: r.name ?? '',
      otherName: r.otherName ?? '',
      address: r.address ?? '',
      buildingCompany: r.buildingCompany ?? '',
      years: numbers.years,
      green: numbers.green,
      propertyCompany: r.propertyCompany ?? '',
      propertyfee: numbers.propertyfee,
      primarySchool: r.primarySchool ?? '',
      middleSchool: r.middleSchool ?? '',
      longitude: numbers.longitude,
      latitude: numbers.latitude,
      buildings: r.buildings ?? '',
      units: numbers.units ?? 0,
      floors: numbers.floors ?? 0,
      perFloor: numbers.perFloor ?? 0,
      areas: r.areas ?? '',
    };
    let problem: string | null = null;
    try {
      const resolved = resolveEntry(entry);
      if (typeof resolved === 'string') problem = resolved;
    } catch (error) {
      problem = (error as Error).message;
    }
    if (problem) problems.push(`第${line}行：${problem}`);
    else entries.push(entry);
  });
  return { entries, problems };
}
