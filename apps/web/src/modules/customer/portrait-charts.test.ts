import { describe, expect, it } from 'vitest';
import { heatWord, keywordSize, monthlyOption } from './portrait-charts.ts';

describe('portrait charts', () => {
  it('names the heat', () => {
    expect(heatWord(85)).toBe('高意向');
    expect(heatWord(40)).toBe('有意向');
    expect(heatWord(10)).toBe('待激活');
  });
  it('scales keywords between 13 and 22 px', () => {
    expect(keywordSize(1, 1)).toBe(15);
    expect(keywordSize(1, 5)).toBe(13);
    expect(keywordSize(5, 5)).toBe(22);
  });
  it('labels months by number', () => {
    const option = monthlyOption([{ month: '2026-03', normal: 2, visit: 1 }]) as { xAxis: { data: string[] } };
    expect(option.xAxis.data).toEqual(['3月']);
  });
});
