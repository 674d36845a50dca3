/**
 * Seal geometry on a 600 × 600 px canvas that stands for 44 × 44 mm, so a 42 mm seal fills it with a
 * 1 mm margin (docs/signing-seal-geometry.md). All lengths below are pixels of that canvas.
 */
export const CANVAS = 600;
export const PX_PER_MM = CANVAS / 44;
const mm = (value: number) => value * PX_PER_MM;
export const CENTRE = CANVAS / 2;

export type TSealShape = {
  /** Outer edge of the ring: equal radii make a circle, different ones an oval. */
  rx: number;
  ry: number;
  ring: number;
  /** Space between the ring's inner edge and the top of the company name. */
  textGap: number;
  /** Em-box height of the company name characters before they shrink to fit. */
  nameHeight: number;
  /** Half of the widest arc the name may take, as the ellipse's parameter angle from the top. */
  maxHalfSpanDeg: number;
  /**
   * Where along the character the even steps are measured: 0 at its centre, 1 at its foot. An oval
   * curves sharply at its ends, so there the feet would crowd unless the steps are taken near them.
   */
  stepDepth: number;
  /** Circumradius of the star (0: none) and its centre below the seal's centre. */
  starRadius: number;
  starY: number;
  /** Bottom text: em-box height and the centre of its line below the seal's centre. */
  bottomHeight: number;
  bottomY: number;
};

/** 1 公章 and 2 合同章: the 42 mm round seal with a 14 mm star; 3 财务章: a 42 × 30 mm oval. */
export const SEAL_SHAPES: Record<1 | 2 | 3, TSealShape> = {
  1: round(),
  2: round(),
  3: {
    rx: mm(21),
    ry: mm(15),
    ring: mm(1.1),
    textGap: mm(0.9),
    nameHeight: mm(5.2),
    maxHalfSpanDeg: 100,
    stepDepth: 1,
    starRadius: mm(3.4),
    starY: mm(-2),
    bottomHeight: mm(4.2),
    bottomY: mm(5.4),
  },
};

function round(): TSealShape {
  return {
    rx: mm(21),
    ry: mm(21),
    ring: mm(1.3),
    textGap: mm(0.9),
    nameHeight: mm(6.3),
    maxHalfSpanDeg: 120,
    stepDepth: 0,
    starRadius: mm(7),
    starY: 0,
    bottomHeight: mm(4.6),
    bottomY: mm(11.4),
  };
}

/** Where one character goes: its centre, its rotation (degrees, 0 = upright) and its em-box size. */
export type TGlyphBox = { x: number; y: number; rotate: number; width: number; height: number };

/**
 * Lays the company name along the top of the ring, reading clockwise, centred on the top: equal
 * arc-length steps, 1.5 em apart for short names, closer as names grow until the arc reaches its
 * widest. Characters are then narrowed so that neighbours' feet (the inner, tighter side) never
 * overlap, down to 55 % of their height as seal cutters condense them, and only then shrink.
 */
export function nameLayout(shape: TSealShape, chars: readonly string[]): TGlyphBox[] {
  const slots = slotOffsets(chars);
  let height = shape.nameHeight;
  for (let pass = 0; ; pass++) {
    const inset = shape.ring + shape.textGap + height / 2;
    const arc = new EllipseArc(shape.rx - inset, shape.ry - inset);
    const foot = inset + (shape.stepDepth * height) / 2;
    const stepArc = new EllipseArc(shape.rx - foot, shape.ry - foot);
    const maxHalf = stepArc.lengthTo((shape.maxHalfSpanDeg * Math.PI) / 180);
    const step = slots.extent > 0 ? Math.min(1.5 * shape.nameHeight, (2 * maxHalf) / slots.extent) : 0;
    const points = slots.offsets.map((offset) => arc.pointAtAngle(stepArc.angleAt(offset * step)));
    let width = height;
    for (let i = 1; i < points.length; i++) {
      const units = (slots.offsets[i] as number) - (slots.offsets[i - 1] as number);
      const gap = distance(footOf(points[i - 1], height), footOf(points[i], height));
      width = Math.min(width, gap / units);
    }
    // A smaller height moves the line outwards, lengthening the arc: a few passes settle it.
    if (width < 0.55 * height && pass < 4) {
      height = Math.min(height * 0.97, width / 0.55);
      continue;
    }
    return points.map((point) => ({ ...point, width: Math.max(width, 0.55 * height), height }));
  }
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/** The middle of the bottom edge of a character's em box. */
function footOf(point: { x: number; y: number; rotate: number } | undefined, height: number) {
  const a = ((point?.rotate ?? 0) * Math.PI) / 180;
  return { x: (point?.x ?? 0) - (Math.sin(a) * height) / 2, y: (point?.y ?? 0) + (Math.cos(a) * height) / 2 };
}

/** The bottom line (合同专用章 …): straight, centred, narrowed and then shrunk to fit inside the ring. */
export function bottomLayout(shape: TSealShape, chars: readonly string[]): TGlyphBox[] {
  if (chars.length === 0) return [];
  const slots = slotOffsets(chars);
  let height = shape.bottomHeight;
  const innerX = (y: number) => {
    const rx = shape.rx - shape.ring - shape.textGap * 2;
    const ry = shape.ry - shape.ring - shape.textGap * 2;
    return rx * Math.sqrt(Math.max(0, 1 - (y / ry) ** 2));
  };
  const available = 2 * innerX(shape.bottomY + height / 2) * 0.82;
  let pitch = Math.min(height * 1.2, available / slots.units);
  let width = Math.min(height, pitch * 0.92);
  if (width < 0.55 * height) {
    height = width / 0.55;
    pitch = Math.min(height * 1.2, available / slots.units);
    width = Math.min(height, pitch * 0.92);
  }
  return slots.offsets.map((offset) => ({
    x: CENTRE + offset * pitch,
    y: CENTRE + shape.bottomY,
    rotate: 0,
    width,
    height,
  }));
}

/** Latin letters, digits and ASCII signs are half as wide as Chinese characters (and full-width forms). */
const slotWidth = (char: string) => ((char.codePointAt(0) ?? 0) < 0x1100 ? 0.5 : 1);

/**
 * Centres of the characters in steps (one step per Chinese character) from the middle of the line;
 * `extent` is the distance from the first centre to the last, `units` the width of the whole line.
 */
export function slotOffsets(chars: readonly string[]): { offsets: number[]; extent: number; units: number } {
  const widths = chars.map(slotWidth);
  const units = widths.reduce((sum, w) => sum + w, 0);
  let start = 0;
  const offsets = widths.map((w) => {
    const centre = start + w / 2 - units / 2;
    start += w;
    return centre;
  });
  const extent = offsets.length > 1 ? (offsets.at(-1) ?? 0) - (offsets[0] ?? 0) : 0;
  return { offsets, extent, units };
}

/** A solid five-pointed star, one point up. */
export function starPath(cx: number, cy: number, radius: number): string {
  const inner = radius * 0.382;
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? radius : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${fmt(cx + r * Math.cos(a))} ${fmt(cy + r * Math.sin(a))}`;
  });
  return `M${points.join('L')}Z`;
}

export const fmt = (value: number) => String(Math.round(value * 100) / 100);

/** Arc length along an ellipse centred on the canvas, measured from its top, clockwise positive. */
class EllipseArc {
  private readonly angles: number[] = [];
  private readonly lengths: number[] = [];

  constructor(
    private readonly rx: number,
    private readonly ry: number,
  ) {
    const steps = 720;
    let length = 0;
    let previous = this.at(0);
    for (let i = 0; i <= steps; i++) {
      const angle = (i / steps) * Math.PI;
      const point = this.at(angle);
      length += Math.hypot(point.x - previous.x, point.y - previous.y);
      previous = point;
      this.angles.push(angle);
      this.lengths.push(length);
    }
  }

  /** `angle` is measured from the top (0) clockwise; x and y are offsets from the centre. */
  private at(angle: number) {
    return { x: this.rx * Math.sin(angle), y: -this.ry * Math.cos(angle) };
  }

  lengthTo(angle: number): number {
    const i = Math.min(this.angles.length - 1, Math.round((angle / Math.PI) * (this.angles.length - 1)));
    return this.lengths[i] ?? 0;
  }

  /** The angle (signed like the length) reached after `signedLength` along the ellipse. */
  angleAt(signedLength: number): number {
    const length = Math.abs(signedLength);
    let i = this.lengths.findIndex((l) => l >= length);
    if (i < 0) i = this.lengths.length - 1;
    const l0 = this.lengths[i - 1] ?? 0;
    const l1 = this.lengths[i] ?? 0;
    const a0 = this.angles[i - 1] ?? 0;
    const a1 = this.angles[i] ?? 0;
    const angle = l1 > l0 ? a0 + ((a1 - a0) * (length - l0)) / (l1 - l0) : a1;
    return signedLength < 0 ? -angle : angle;
  }

  pointAtAngle(signedAngle: number): { x: number; y: number; rotate: number } {
    const side = signedAngle < 0 ? -1 : 1;
    const point = this.at(Math.abs(signedAngle));
    // The character's up is the outward normal of the ellipse, (x / rx², y / ry²).
    const nx = (side * point.x) / this.rx ** 2;
    const ny = point.y / this.ry ** 2;
    return {
      x: CENTRE + side * point.x,
      y: CENTRE + point.y,
      rotate: (Math.atan2(nx, -ny) * 180) / Math.PI,
    };
  }
}
