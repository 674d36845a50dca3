type TPoint = { x: number; y: number; pressure: number; time: number };
type TGroup = { points: TPoint[]; dotSize: number; minWidth: number; maxWidth: number };
type TSize = { width: number; height: number };

/**
 * Strokes drawn in a box of `from` size, scaled uniformly and centred to fit a box of `to` size, so that
 * turning the phone keeps the whole signature in view (pen widths scale with it).
 */
export function fitStrokes<G extends TGroup>(groups: readonly G[], from: TSize, to: TSize): G[] {
  if (from.width <= 0 || from.height <= 0) return [...groups];
  const scale = Math.min(to.width / from.width, to.height / from.height);
  const dx = (to.width - from.width * scale) / 2;
  const dy = (to.height - from.height * scale) / 2;
  return groups.map((g) => ({
    ...g,
    dotSize: g.dotSize * scale,
    minWidth: g.minWidth * scale,
    maxWidth: g.maxWidth * scale,
    points: g.points.map((p) => ({ ...p, x: p.x * scale + dx, y: p.y * scale + dy })),
  }));
}
