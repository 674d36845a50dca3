import { describe, expect, it } from 'vitest';
import { fitStrokes } from './fit-strokes.ts';

const stroke = (points: [number, number][]) => ({
  dotSize: 0,
  minWidth: 1,
  maxWidth: 4,
  penColor: '#111',
  points: points.map(([x, y]) => ({ x, y, pressure: 0.5, time: 0 })),
});

describe('fitStrokes', () => {
  it('shrinks a portrait drawing into a landscape box, centred', () => {
    const [g] = fitStrokes(
      [
        stroke([
          [0, 0],
          [350, 650],
        ]),
      ],
      { width: 350, height: 650 },
      { width: 780, height: 325 },
    );
    expect(g?.points.map((p) => [p.x, p.y])).toEqual([
      [302.5, 0],
      [477.5, 325],
    ]);
    expect(g?.maxWidth).toBe(2);
    expect(g?.penColor).toBe('#111');
  });

  it('leaves the strokes alone when the box keeps its size', () => {
    const groups = [stroke([[10, 20]])];
    expect(fitStrokes(groups, { width: 100, height: 50 }, { width: 100, height: 50 })).toEqual(groups);
  });
});
