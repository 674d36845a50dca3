import { describe, expect, it } from 'vitest';
import { inkBounds } from './trim-transparent.ts';

describe('inkBounds', () => {
  it('is null on a blank canvas', () => {
    expect(inkBounds(() => 0, 10, 10)).toBeNull();
  });

  it('boxes every pixel with ink', () => {
    const ink = new Set(['2,3', '7,4', '5,8']);
    expect(inkBounds((x, y) => (ink.has(`${x},${y}`) ? 255 : 0), 10, 10)).toEqual({
      left: 2,
      top: 3,
      right: 7,
      bottom: 8,
    });
  });
});
