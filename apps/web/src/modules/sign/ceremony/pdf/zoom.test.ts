import { describe, expect, it } from 'vitest';
import { nextZoom, pageScale, ZOOM } from './zoom.ts';

describe('zoom', () => {
  it('steps by a quarter and stops at its bounds', () => {
    expect(nextZoom(1, 1)).toBe(1.25);
    expect(nextZoom(1, -1)).toBe(0.75);
    expect(nextZoom(ZOOM.max, 1)).toBe(ZOOM.max);
    expect(nextZoom(ZOOM.min, -1)).toBe(ZOOM.min);
  });
  it('fits an A4 page (595 pt) to a 351 px wide screen at 100%', () => {
    expect(pageScale(351, 595, 1)).toBeCloseTo(0.5899, 3);
    expect(pageScale(351, 595, 2)).toBeCloseTo(1.1798, 3);
  });
});
