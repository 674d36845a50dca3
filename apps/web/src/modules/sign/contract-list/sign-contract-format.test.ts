import { describe, expect, it } from 'vitest';
import { dayOf, deviceName, keyedRows, maskPartyName, signHouseLine, signStateTone } from './sign-contract-format.ts';

describe('signing contract display', () => {
  it('writes the house as community, building and room', () => {
    expect(signHouseLine({ houseName: '西溪花园', houseBuilding: '3幢', houseRoomNo: '1201' })).toBe(
      '西溪花园3幢1201室',
    );
    expect(signHouseLine({ houseName: '文鼎苑', houseBuilding: '6', houseRoomNo: '1203' })).toBe('文鼎苑6幢1203室');
    expect(signHouseLine({ houseName: '西溪花园', houseBuilding: '', houseRoomNo: '1201' })).toBe('西溪花园1201室');
    expect(signHouseLine({ houseName: '', houseBuilding: '', houseRoomNo: '' })).toBe('');
  });

  it('masks party names, keeping the first character', () => {
    expect(maskPartyName('王强')).toBe('王*');
    expect(maskPartyName('王小强')).toBe('王*强');
    expect(maskPartyName('欧阳娜娜')).toBe('欧**娜');
    expect(maskPartyName('杭州安居房产经纪有限公司')).toBe('杭州**公司');
    expect(maskPartyName('张')).toBe('张');
    expect(maskPartyName(' ')).toBe('');
  });

  it('colours each state, unknown ones grey', () => {
    expect(signStateTone(1).color).toBe('#ff7d00');
    expect(signStateTone(3).color).toBe('#00a870');
    expect(signStateTone(99).color).toBe('#86909c');
  });

  it('names the device of a log row from its user agent', () => {
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe('iPhone');
    expect(deviceName('Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A) AppleWebKit/537.36')).toBe(
      'Android Pixel 8',
    );
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
    expect(deviceName('')).toBe('未知设备');
    expect(dayOf('2026-11-26 09:30:00')).toBe('2026-11-26');
  });

  it('keys rows without ids by their text, repeats numbered', () => {
    expect(keyedRows(['甲', '乙', '甲', '甲'], (r) => r).map((k) => k.key)).toEqual(['甲', '乙', '甲#1', '甲#2']);
  });
});
