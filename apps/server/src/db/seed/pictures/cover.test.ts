import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COVER_SIZE, coverSvg } from './cover.ts';
import { renderPng } from './render.ts';

describe('cover', () => {
  it('names the community, its district and year, in a colour of its own', async () => {
    const svg = coverSvg({ id: 3, name: '文鼎苑', district: '西湖区', region: '文一路', years: 2003 });
    expect(svg).toContain('>文鼎苑<');
    expect(svg).toContain('西湖区 · 文一路');
    expect(svg).toContain('2003年建成');
    expect(coverSvg({ id: 4, name: '文鼎苑', district: '西湖区' })).not.toBe(svg);
    expect(coverSvg({ id: 3, name: '文鼎苑', district: '西湖区', region: '文一路', years: 2003 })).toBe(svg);
    const meta = await sharp(renderPng(svg)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', COVER_SIZE.width, COVER_SIZE.height]);
  });

  it('escapes a name with markup characters', () => {
    expect(coverSvg({ id: 1, name: 'A&B<小区>', district: '' })).toContain('A&amp;B&lt;小区&gt;');
  });
});
