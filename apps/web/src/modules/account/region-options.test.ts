import { describe, expect, it } from 'vitest';
import { presetRegion, provinceCityOptions, regionLabel } from './region-options.ts';

const provinces = [
  { id: 1, name: '北京市', code: '110000' },
  { id: 11, name: '浙江省', code: '330000' },
  { id: 34, name: '澳门特别行政区', code: '820000' },
];
const cities = [
  { pid: 11, id: 1087, name: '杭州市', code: '330100' },
  { pid: 1, id: 1000, name: '北京市', code: '110100' },
  { pid: 11, id: 1088, name: '宁波市', code: '330200' },
];

describe('provinceCityOptions', () => {
  it('nests cities under their province in province order, with string values', () => {
    const options = provinceCityOptions(provinces, cities);
    expect(options.map((o) => o.label)).toEqual(['北京市', '浙江省']);
    expect(options[1]).toEqual({
      label: '浙江省',
      value: '11',
      children: [
        { label: '杭州市', value: '1087' },
        { label: '宁波市', value: '1088' },
      ],
    });
  });
});

describe('regionLabel', () => {
  const options = provinceCityOptions(provinces, cities);
  it('names the province and city, once for a municipality', () => {
    expect(regionLabel(options, ['11', '1087'])).toBe('浙江省 杭州市');
    expect(regionLabel(options, ['1', '1000'])).toBe('北京市');
  });
  it('is empty until a city is chosen', () => {
    expect(regionLabel(options, [])).toBe('');
    expect(regionLabel(options, ['11', null])).toBe('');
    expect(regionLabel(options, ['11', '1000'])).toBe('');
  });
});

describe('presetRegion', () => {
  const options = provinceCityOptions(provinces, cities);
  it('preselects the default city under the default province when it holds the city', () => {
    expect(presetRegion(options, 11, 1088)).toEqual(['11', '1088']);
  });
  it('takes the city’s own province when the default province does not hold it', () => {
    expect(presetRegion(options, 5, 1087)).toEqual(['11', '1087']);
  });
  it('preselects nothing for a city the data does not have', () => {
    expect(presetRegion(options, 11, 9999)).toBeUndefined();
  });
});
