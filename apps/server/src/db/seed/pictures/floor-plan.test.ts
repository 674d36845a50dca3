import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FLOOR_PLAN_SIZE, floorPlanSvg } from './floor-plan.ts';
import { renderPng } from './render.ts';

const labels = (svg: string, label: string) => svg.split(`>${label}<`).length - 1;

describe('floor plan', () => {
  const svg = floorPlanSvg({ room: 3, hall: 2, showerRoom: 2, area: 128, title: '三房', toward: '南北' });

  it('has a room for each of 3室2厅2卫, a kitchen and a balcony', () => {
    expect(labels(svg, '卧室')).toBe(3);
    expect(labels(svg, '客厅')).toBe(1);
    expect(labels(svg, '餐厅')).toBe(1);
    expect(labels(svg, '卫生间')).toBe(2);
    expect(labels(svg, '厨房')).toBe(1);
    expect(labels(svg, '阳台')).toBe(1);
    expect(svg).toContain('三房 · 3室2厅2卫');
    expect(svg).toContain('建筑面积 128㎡');
    expect(svg).toContain('>北<');
    expect(svg).toContain('>4m<');
  });

  it('follows the layout: one hall has no dining room, a second balcony when asked for', () => {
    const small = floorPlanSvg({ room: 1, hall: 1, showerRoom: 1, area: 45 });
    expect(labels(small, '卧室')).toBe(1);
    expect(labels(small, '餐厅')).toBe(0);
    expect(labels(small, '卫生间')).toBe(1);
    const big = floorPlanSvg({ room: 4, hall: 2, showerRoom: 3, area: 178, balcony: 2 });
    expect(labels(big, '卧室')).toBe(4);
    expect(labels(big, '卫生间')).toBe(3);
    expect(labels(big, '阳台')).toBe(2);
  });

  it('renders to a PNG of its size', async () => {
    const png = renderPng(svg);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([FLOOR_PLAN_SIZE.width, FLOOR_PLAN_SIZE.height]);
    // The labels are drawn, not dropped for want of a font: a plan with text differs from one without.
    const bare = renderPng(svg.replace(/<text[^>]*>[^<]*<\/text>/g, ''));
    expect(Buffer.compare(png, bare)).not.toBe(0);
  });
});
