import { describe, expect, it } from 'vitest';
import { parseCatalogueCsv } from './catalogue-csv.ts';

const HEADER = 'city,district,region,name,address,years,buildings,units,floors,perFloor,areas';

describe('parseCatalogueCsv', () => {
  it('reads entries with quoted fields and a BOM', () => {
    const text = `\uFEFF${HEADER}\n上海市,徐汇区,徐家汇,"汇翠花园","徐汇区漕溪北路, 近地铁",1998,1-3,2,18,4,89|120\n`;
    const { entries, problems } = parseCatalogueCsv(text);
    expect(problems).toEqual([]);
    expect(entries[0]).toMatchObject({
      city: '上海市',
      district: '徐汇区',
      name: '汇翠花园',
      address: '徐汇区漕溪北路, 近地铁',
      years: 1998,
      floors: 18,
    });
  });

  it('reports every problem with its line and imports nothing', () => {
    const text = `${HEADER}\n上海市,徐汇区,,甲,,abc,1,1,1,1,\n杭州市,不存在区,,乙,,,1,1,1,1,\n杭州市,西湖区,,丙,,,1,1,120,1,\n`;
    const { entries, problems } = parseCatalogueCsv(text);
    expect(entries).toHaveLength(0);
    expect(problems).toEqual(['第2行：years不是数字', '第3行：杭州市没有区县：不存在区', '第4行：丙：楼层数应为1到99']);
    expect(parseCatalogueCsv('name\n甲\n').problems[0]).toBe('缺少列：city');
  });
});
