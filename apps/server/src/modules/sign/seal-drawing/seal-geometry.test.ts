import { describe, expect, it } from 'vitest';
import { bottomLayout, CENTRE, nameLayout, SEAL_SHAPES, slotOffsets, type TGlyphBox } from './seal-geometry.ts';

const chars = (count: number) => Array.from({ length: count }, () => '国');

/** The four corners of a character's em box on the canvas. */
function corners(box: TGlyphBox) {
  const a = (box.rotate * Math.PI) / 180;
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([sx, sy]) => {
    const x = ((sx as number) * box.width) / 2;
    const y = ((sy as number) * box.height) / 2;
    return { x: box.x + x * Math.cos(a) - y * Math.sin(a), y: box.y + x * Math.sin(a) + y * Math.cos(a) };
  });
}

/** Where a character's foot (the middle of its em box's bottom edge) is. */
const foot = (box: TGlyphBox) => {
  const a = (box.rotate * Math.PI) / 180;
  return { x: box.x - (Math.sin(a) * box.height) / 2, y: box.y + (Math.cos(a) * box.height) / 2 };
};

describe.each([1, 2, 3] as const)('seal type %i', (sealType) => {
  const shape = SEAL_SHAPES[sealType];
  const insideRing = (p: { x: number; y: number }) =>
    ((p.x - CENTRE) / (shape.rx - shape.ring)) ** 2 + ((p.y - CENTRE) / (shape.ry - shape.ring)) ** 2 <= 1;

  it.each([2, 5, 12, 20, 30, 40])('lays %i characters inside the ring, evenly, reading clockwise', (count) => {
    const boxes = nameLayout(shape, chars(count));
    expect(boxes).toHaveLength(count);
    for (const box of boxes) for (const corner of corners(box)) expect(insideRing(corner)).toBe(true);
    for (let i = 1; i < count; i++) {
      const [a, b] = [boxes[i - 1] as TGlyphBox, boxes[i] as TGlyphBox];
      expect(b.rotate).toBeGreaterThan(a.rotate);
      const [fa, fb] = [foot(a), foot(b)];
      expect(Math.hypot(fb.x - fa.x, fb.y - fa.y)).toBeGreaterThanOrEqual(a.width * 0.95);
    }
    // Symmetric about the vertical axis, and upright at the top.
    const first = boxes[0] as TGlyphBox;
    const last = boxes.at(-1) as TGlyphBox;
    expect(first.x - CENTRE).toBeCloseTo(CENTRE - last.x, 6);
    expect(first.rotate).toBeCloseTo(-last.rotate, 6);
    expect(first.rotate).toBeGreaterThanOrEqual(-shape.maxHalfSpanDeg - 25);
    // Characters narrow before they shrink, and never below 55 % of their height.
    for (const box of boxes) expect(box.width / box.height).toBeGreaterThanOrEqual(0.55 - 1e-9);
  });

  it('keeps the bottom text straight, inside the ring and below the star', () => {
    for (const count of [2, 5, 12, 20]) {
      const boxes = bottomLayout(shape, chars(count));
      expect(new Set(boxes.map((b) => b.y)).size).toBe(1);
      for (const box of boxes) {
        expect(box.rotate).toBe(0);
        for (const corner of corners(box)) expect(insideRing(corner)).toBe(true);
        expect(box.y - box.height / 2).toBeGreaterThan(CENTRE + shape.starY + shape.starRadius * Math.cos(Math.PI / 5));
      }
    }
    expect(bottomLayout(shape, [])).toEqual([]);
  });
});

describe('slotOffsets', () => {
  it('gives Latin letters and digits half a step', () => {
    expect(slotOffsets(['A', '国', '1'])).toEqual({ offsets: [-0.75, 0, 0.75], extent: 1.5, units: 2 });
    expect(slotOffsets(['国'])).toEqual({ offsets: [0], extent: 0, units: 1 });
  });
});
