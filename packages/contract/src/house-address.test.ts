import { describe, expect, it } from 'vitest';
import {
  houseAddressText,
  houseRoomText,
  houseTitleText,
  numberedPart,
  regionText,
  streetText,
} from './house-address.ts';

const region = { province: '浙江省', city: '杭州市', district: '拱墅区' };

describe('house address', () => {
  it('writes the address once when the street address repeats the region', () => {
    const parts = {
      ...region,
      address: '浙江省杭州市拱墅区湖墅南路88号',
      community: '文鼎苑',
      building: '5',
      unit: '1',
      room: '1203',
    };
    expect(houseAddressText(parts)).toBe('浙江省杭州市拱墅区湖墅南路88号文鼎苑5幢1单元1203室');
    expect(streetText({ ...region, address: '杭州市拱墅区湖墅南路88号' })).toBe('湖墅南路88号');
    expect(streetText({ ...region, address: '拱墅区 湖墅南路88号' })).toBe('湖墅南路88号');
  });

  it('keeps a street address that does not start with the region', () => {
    expect(streetText({ ...region, address: '湖墅南路88号' })).toBe('湖墅南路88号');
    expect(streetText({ address: '杭州市拱墅区湖墅南路88号' })).toBe('杭州市拱墅区湖墅南路88号');
  });

  it('names a municipality once', () => {
    expect(regionText({ province: '北京市', city: '北京市', district: '朝阳区' })).toBe('北京市朝阳区');
  });

  it('adds 幢, 单元 and 室 only to bare numbers', () => {
    expect(numberedPart('6', '幢')).toBe('6幢');
    expect(numberedPart('5幢', '幢')).toBe('5幢');
    expect(numberedPart('6号楼', '幢')).toBe('6号楼');
    expect(numberedPart('A', '幢')).toBe('A幢');
    expect(numberedPart(' ', '幢')).toBe('');
    expect(houseRoomText({ building: '5幢', unit: '1单元', room: '1203室' })).toBe('5幢1单元1203室');
    expect(houseRoomText({ building: '6号楼', room: '1203' })).toBe('6号楼1203室');
  });

  it('names the house for a list: community, building, room', () => {
    expect(houseTitleText({ community: '文鼎苑', building: '6', room: '1203' })).toBe('文鼎苑6幢1203室');
    expect(houseTitleText({ community: '西溪花园', building: '', room: '' })).toBe('西溪花园');
  });
});
