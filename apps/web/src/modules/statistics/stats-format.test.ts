import { localDay } from '@awb/contract/common/china-time';
import { describe, expect, it } from 'vitest';
import { barOption, moneyFigures, periodLabel, trendSeries } from './stats-format.ts';

const day = (date: string, n: number) => ({
  date,
  newHouseCount: n,
  houseFollowCount: 0,
  newCustomerCount: n * 2,
  customerFollowCount: 0,
  visitCount: 1,
  dealCount: 0,
});

describe('the statistics formats', () => {
  it('maps the daily series to chart axes and lines', () => {
    const out = trendSeries([day('2026-11-01', 1), day('2026-11-02', 3)]);
    expect(out.dates).toEqual(['11-01', '11-02']);
    expect(out.lines[0]).toEqual({ name: '新增房源', data: [1, 3] });
    expect(out.lines[1]).toEqual({ name: '新增客户', data: [2, 6] });
    expect(out.lines.map((l) => l.name)).toEqual(['新增房源', '新增客户', '客户跟进', '带看']);
  });

  it('builds a bar per department', () => {
    const table = {
      period: { dateType: 3, startDate: '', endDate: '' },
      groupBy: 'dept' as const,
      rows: [{ id: 1, name: '文三路店', newCount: 3, followCount: 4, keyCount: 0, entrustCount: 0, surveyCount: 0 }],
      total: { newCount: 3, followCount: 4, keyCount: 0, entrustCount: 0, surveyCount: 0 },
    };
    const option = barOption(table, [
      { key: 'newCount', name: '新增' },
      { key: 'followCount', name: '跟进' },
    ]);
    expect(option.xAxis.data).toEqual(['文三路店']);
    expect(option.series.map((s) => s.data)).toEqual([[3], [4]]);
  });

  it('writes days, periods and money', () => {
    expect(localDay(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(periodLabel({ startDate: '2026-11-01', endDate: '2026-11-23' })).toBe('2026-11-01 至 2026-11-23');
    expect(periodLabel({ startDate: '2026-11-23', endDate: '2026-11-23' })).toBe('2026-11-23');
  });

  it('gives the money figures of one card one unit, the largest deciding', () => {
    expect(
      moneyFigures([
        ['已收佣金', 9_800],
        ['应收佣金', 173_500],
      ]),
    ).toEqual([
      { label: '已收佣金(万元)', value: '0.98' },
      { label: '应收佣金(万元)', value: '17.35' },
    ]);
    expect(
      moneyFigures([
        ['已收佣金', 1234.5],
        ['应收佣金', 0],
      ]),
    ).toEqual([
      { label: '已收佣金(元)', value: '1234.5' },
      { label: '应收佣金(元)', value: '0' },
    ]);
  });
});
