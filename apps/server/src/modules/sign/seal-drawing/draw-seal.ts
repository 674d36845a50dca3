import { renderAsync } from '@resvg/resvg-js';
import { GLYPH_EM, GLYPH_EM_CENTRE_Y, glyphOutlines } from './glyph-outlines.ts';
import {
  bottomLayout,
  CANVAS,
  CENTRE,
  fmt,
  nameLayout,
  SEAL_SHAPES,
  starPath,
  type TGlyphBox,
} from './seal-geometry.ts';

/** Seal red (GB/T seal ink is a pure vermilion; this is the red the product uses). */
export const SEAL_RED = '#E60012';
export const SEAL_TYPES = [1, 2, 3] as const;
export type TSealType = (typeof SEAL_TYPES)[number];

const LIMITS = { htext: 40, qtext: 20 };

/**
 * Draws a company seal: the company name (htext) round the top of the ring, the bottom line (qtext)
 * straight under the star. The SVG holds only paths (the text is outlined), so it looks the same
 * everywhere without the font; the PNG is 600 × 600 with a transparent background.
 */
export async function drawSeal(input: {
  sealType: 1 | 2 | 3;
  htext: string;
  qtext: string;
}): Promise<{ svg: string; png: Buffer }> {
  const shape = SEAL_SHAPES[input.sealType];
  if (!shape) throw new Error(`unknown seal type ${String(input.sealType)}`);
  const name = [...input.htext.trim()];
  const bottom = [...input.qtext.trim()];
  if (name.length < 1 || name.length > LIMITS.htext) throw new Error(`htext must have 1 to ${LIMITS.htext} characters`);
  if (bottom.length > LIMITS.qtext) throw new Error(`qtext must have at most ${LIMITS.qtext} characters`);

  const outlines = glyphOutlines([...name, ...bottom]);
  const glyphs = [
    ...placeGlyphs(name, nameLayout(shape, name), outlines),
    ...placeGlyphs(bottom, bottomLayout(shape, bottom), outlines),
  ];
  const ringX = shape.rx - shape.ring / 2;
  const ringY = shape.ry - shape.ring / 2;
  const ring =
    ringX === ringY
      ? `<circle cx="${CENTRE}" cy="${CENTRE}" r="${fmt(ringX)}"`
      : `<ellipse cx="${CENTRE}" cy="${CENTRE}" rx="${fmt(ringX)}" ry="${fmt(ringY)}"`;
  const star = shape.starRadius > 0 ? `<path d="${starPath(CENTRE, CENTRE + shape.starY, shape.starRadius)}"/>` : '';
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">`,
    `<g fill="${SEAL_RED}" fill-rule="nonzero">`,
    `${ring} fill="none" stroke="${SEAL_RED}" stroke-width="${fmt(shape.ring)}"/>`,
    star,
    ...glyphs,
    '</g></svg>',
  ].join('');
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'width', value: CANVAS },
    font: { loadSystemFonts: false },
    shapeRendering: 2,
  });
  return { svg, png: rendered.asPng() };
}

function placeGlyphs(chars: string[], boxes: TGlyphBox[], outlines: Map<string, string>): string[] {
  return chars.flatMap((char, i) => {
    const box = boxes[i];
    const d = outlines.get(char);
    if (!box || !d) return [];
    const transform = [
      `translate(${fmt(box.x)} ${fmt(box.y)})`,
      box.rotate ? `rotate(${fmt(box.rotate)})` : '',
      `scale(${(box.width / GLYPH_EM).toFixed(5)} ${(box.height / GLYPH_EM).toFixed(5)})`,
      `translate(0 ${-GLYPH_EM_CENTRE_Y})`,
    ]
      .filter(Boolean)
      .join(' ');
    return [`<path transform="${transform}" d="${d}"/>`];
  });
}
