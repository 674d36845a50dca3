import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';

/** Noto Serif SC Bold: a Song (宋体) style face, as Chinese seals are cut. */
export const SEAL_FONT_FILE = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-serif-sc/700Bold/NotoSerifSC_700Bold.ttf',
);
export const SEAL_FONT_FAMILY = 'Noto Serif SC';

/**
 * Glyph outlines are taken at font-size 1000 (one unit = 1/1000 em), horizontally centred on x = 0
 * with the baseline at y = 0. The ideographic em box of the font spans y −880…120, so its centre is
 * at y = −380: placing a glyph by that centre keeps 一 and 口 on the same line.
 */
export const GLYPH_EM = 1000;
export const GLYPH_EM_CENTRE_Y = -380;

/** Company names use few distinct characters; the bound only guards memory against abuse. */
const CACHE_LIMIT = 4000;
const cache = new Map<string, string>();

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.codePointAt(0)};`);

/**
 * The outline (SVG path data, em units) of each character; whitespace has an empty outline.
 * Outlines come from resvg's own text layout (`toString()` writes text as paths), so the font file
 * is read only when a character is met for the first time, all new ones in one pass.
 */
export function glyphOutlines(chars: readonly string[]): Map<string, string> {
  const missing = [...new Set(chars)].filter((c) => !cache.has(c));
  if (missing.length > 0) {
    for (const [char, outline] of extractOutlines(missing)) {
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(char, outline);
    }
  }
  return new Map(chars.map((c) => [c, cache.get(c) ?? '']));
}

function extractOutlines(chars: string[]): Map<string, string> {
  const texts = chars
    .map(
      (c, i) =>
        `<text id="g${i}" x="0" y="0" font-family="${SEAL_FONT_FAMILY}" font-weight="700" font-size="${GLYPH_EM}" text-anchor="middle">${escapeXml(c)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${GLYPH_EM}" height="${GLYPH_EM}">${texts}</svg>`;
  const resvg = new Resvg(svg, {
    font: { fontFiles: [SEAL_FONT_FILE], loadSystemFonts: false, defaultFontFamily: SEAL_FONT_FAMILY },
  });
  const out = resvg.toString();
  const result = new Map<string, string>(chars.map((c) => [c, '']));
  // resvg keeps each <text>'s id on the group that holds its paths; a blank character has no group.
  for (const group of out.matchAll(/<g id="g(\d+)"[^>]*>([\s\S]*?)<\/g>/g)) {
    const char = chars[Number(group[1])];
    if (char === undefined) continue;
    const paths = [...(group[2] ?? '').matchAll(/ d="([^"]+)"/g)].map((m) => compactPath(m[1] ?? ''));
    result.set(char, paths.join(' '));
  }
  return result;
}

/** Rounds to whole em units (≈0.09 px on a 600 px seal) and drops the spaces around commands. */
function compactPath(d: string): string {
  return d
    .replace(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g, (n) => String(Math.round(Number(n))))
    .replace(/\s*([MLQCZ])\s*/g, '$1')
    .trim();
}
