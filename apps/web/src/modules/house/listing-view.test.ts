import type { TListingRow } from '@awb/contract/housing-views';
import { describe, expect, it } from 'vitest';
import { listingCardView, priceText } from './listing-view.ts';

const row: TListingRow = {
  houseId: 7,
  type: 1,
  houseCode: 'CS000007',
  title: '西城年华 3室2厅 118㎡',
  communityId: 4,
  communityName: '西城年华',
  districtName: '西湖区',
  regionName: '古墩路',
  room: 3,
  hall: 2,
  showerRoom: 2,
  houseArea: 118,
  floorLevel: '高楼层',
  totalFloor: 18,
  toward: 5,
  towardName: '东南',
  renovation: 3,
  renovationName: '中装',
  sellPrice: 660.8,
  unitPrice: 56000,
  rentPrice: null,
  rentUnit: 0,
  rentUnitName: '',
  tags: [2],
  tagNames: ['满五唯一'],
  houseState: 1,
  stateName: '有效',
  siPan: true,
  isTop: true,
  isSealed: false,
  isLocked: false,
  haveKeys: 1,
  cover: '',
  ownerId: 2,
  ownerName: '李娜',
  deptName: '文三路一组',
  maintainerName: '李娜',
  createdAt: '2026-06-09T08:16:00.000Z',
  updatedAt: '2026-06-09T08:16:00.000Z',
  followAt: '',
  poolDue: false,
};

describe('listing cards', () => {
  it('shows a sale listing with layout, floor level, flags and prices', () => {
    const view = listingCardView(row);
    expect(view.title).toBe('西城年华');
    expect(view.summary).toBe('3室2厅2卫 · 118㎡ · 东南 · 高楼层/18层 · 中装');
    expect(view.tags).toEqual(['私盘', '有钥匙', '满五唯一']);
    expect(view.flags).toEqual(['置顶']);
    expect(view.price).toBe('660.8万');
    expect(view.subPrice).toBe('56,000元/㎡');
    expect(view.cover).toBeNull();
    expect(listingCardView({ ...row, poolDue: true }).tags[0]).toBe('待转公盘');
  });
  it('shows a rent listing per its unit', () => {
    expect(priceText({ type: 2, sellPrice: null, rentPrice: 3500, rentUnitName: '元/月' })).toBe('3500元/月');
    expect(priceText({ type: 2, sellPrice: null, rentPrice: null, rentUnitName: '' })).toBe('');
  });
});
