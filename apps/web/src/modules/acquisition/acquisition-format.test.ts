import { describe, expect, it } from 'vitest';
import { cardColor, idParam, priceText, stayText } from './acquisition-format.ts';

describe('acquisition formats', () => {
  it('shows prices by listing type', () => {
    expect(priceText(1, 320, null)).toBe('320万');
    expect(priceText(2, null, 4500)).toBe('4500元/月');
    expect(priceText(1, null, null)).toBe('');
  });

  it('shows a stay in minutes and seconds', () => {
    expect(stayText(45)).toBe('45秒');
    expect(stayText(90)).toBe('1分30秒');
    expect(stayText(120)).toBe('2分');
    expect(stayText(0)).toBe('');
  });

  it('falls back to the first card style and reads ids', () => {
    expect(cardColor(99)).toBe(cardColor(1));
    expect(idParam('12')).toBe(12);
    expect(idParam('x')).toBe(0);
    expect(idParam(null)).toBe(0);
  });
});
