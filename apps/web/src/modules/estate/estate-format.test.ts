import { describe, expect, it } from 'vitest';
import { communityPlace, distanceText, layoutText, orNone } from './estate-format.ts';
import { estatePickLabel } from './picker/estate-pick.ts';

describe('estate formats', () => {
  it('describes a community, a layout, a distance and an empty value', () => {
    expect(communityPlace({ districtName: '西湖区', regionName: '文教区', years: 2003 })).toBe(
      '西湖区 · 文教区 · 2003年建成',
    );
    expect(communityPlace({ districtName: '西湖区', regionName: '', years: null })).toBe('西湖区');
    expect(layoutText({ room: 3, hall: 2, showerRoom: 1 })).toBe('3室2厅1卫');
    expect(distanceText(350.4)).toBe('350m');
    expect(distanceText(1250)).toBe('1.3km');
    expect(distanceText(null)).toBe('');
    expect(orNone('')).toBe('暂无');
    expect(orNone(2.5, '元')).toBe('2.5元');
  });

  it('labels a pick with its building, unit and room', () => {
    const base = {
      communityId: 1,
      communityName: '绿城春江花月',
      cityId: 1086,
      districtId: 330108,
      districtName: '滨江区',
      regionId: 0,
      regionName: '',
      address: '',
    };
    expect(estatePickLabel(base)).toBe('绿城春江花月');
    expect(estatePickLabel({ ...base, buildingNo: '3', unitNo: '2', roomNo: '1202' })).toBe(
      '绿城春江花月 3栋2单元1202',
    );
  });
});
