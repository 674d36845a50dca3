import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';

/** The one CJK face the demo pictures use, from the font package (no system fonts, no download). */
export const PICTURE_FONT_FAMILY = 'Noto Serif SC';
const FONT_FILE = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-serif-sc/500Medium/NotoSerifSC_500Medium.ttf',
);

/** Glyphs are taken at font-size 1000, origin at x = 0 on the baseline. */
const EM = 1000;
/** 一 has a single contour: after a character it marks where that character's advance ends. */
const MARK = '一';

type TGlyph = { d: string; advance: number };
const glyphs = new Map<string, TGlyph>();

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);
}

const unescapeXml = (text: string) => text.replace(/&(lt|gt|amp|apos|quot);/g, (_, e: string) => ENTITIES[e] ?? '');

const firstX = (subpath: string) => Number(/^M\s*(-?[\d.]+)/.exec(subpath)?.[1] ?? 0);

/**
 * Shaping text with a 15 MB CJK face costs resvg a few milliseconds per glyph on every render, so
 * each character is shaped once: one layout pass for all new characters (each followed by the mark,
 * which gives its advance), read back from resvg's own text-to-path output.
 */
function loadGlyphs(chars: string[]): void {
  const missing = [...new Set(chars)].filter((c) => !glyphs.has(c));
  if (missing.length === 0) return;
  const spans = [MARK, ...missing.map((c) => `${c}${MARK}`)]
    .map((s) => `<tspan x="0" y="0">${escapeXml(s)}</tspan>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${EM}" height="${EM}"><text font-family="${PICTURE_FONT_FAMILY}" font-size="${EM}" xml:space="preserve">${spans}</text></svg>`;
  const out = new Resvg(svg, {
    font: { fontFiles: [FONT_FILE], loadSystemFonts: false, defaultFontFamily: PICTURE_FONT_FAMILY },
  }).toString();
  const paths = [...out.matchAll(/<path[^>]* d="([^"]+)"/g)].map((m) =>
    (m[1] ?? '').split(/(?=M)/).map((p) => p.trim()),
  );
  if (paths.length !== missing.length + 1) throw new Error('glyph layout: unexpected resvg output');
  const markX = firstX(paths[0]?.[0] ?? '');
  missing.forEach((c, i) => {
    const subpaths = paths[i + 1] ?? [];
    const mark = subpaths.pop() ?? '';
    glyphs.set(c, { d: subpaths.join(' ').replace(/(\.\d)\d+/g, '$1'), advance: firstX(mark) - markX });
  });
}

const attr = (attrs: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)?.[1];

/** A `<text>` element as the glyph outlines of its characters, placed as resvg would lay them out. */
function textAsPaths(attrs: string, content: string): string {
  const chars = [...unescapeXml(content)];
  const size = Number(attr(attrs, 'font-size') ?? 16);
  const anchor = attr(attrs, 'text-anchor') ?? 'start';
  const width = chars.reduce((sum, c) => sum + (glyphs.get(c)?.advance ?? 0), 0);
  let at = anchor === 'middle' ? -width / 2 : anchor === 'end' ? -width : 0;
  const placed: string[] = [];
  for (const c of chars) {
    const g = glyphs.get(c);
    if (g?.d) placed.push(`<path transform="translate(${Math.round(at)} 0)" d="${g.d}"/>`);
    at += g?.advance ?? 0;
  }
  const transform = attr(attrs, 'transform') ?? '';
  const x = attr(attrs, 'x') ?? '0';
  const y = attr(attrs, 'y') ?? '0';
  return `<g transform="${transform} translate(${x} ${y}) scale(${size / EM})" fill="${attr(attrs, 'fill') ?? '#000000'}">${placed.join('')}</g>`;
}

const TEXT = /<text([^>]*)>([^<]*)<\/text>/g;

/**
 * Renders one of the generated SVGs to PNG at its own size. Its `<text>` elements (x, y, font-size,
 * text-anchor, fill, transform; plain content) become glyph outlines first, so the render itself
 * needs no font: ~20 ms a picture instead of ~200 ms.
 */
export function renderPng(svg: string): Buffer {
  const texts = [...svg.matchAll(TEXT)];
  loadGlyphs(texts.flatMap((m) => [...unescapeXml(m[2] ?? '')]));
  const outlined = svg.replace(TEXT, (_, attrs: string, content: string) => textAsPaths(attrs, content));
  return new Resvg(outlined, { font: { loadSystemFonts: false }, shapeRendering: 2 }).render().asPng();
}

/** A small seeded generator, so that a picture is the same on every start. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 0x1_0000_0000;
  };
}

/** Rounds for SVG coordinates. */
export const n1 = (v: number): string => String(Math.round(v * 10) / 10);
