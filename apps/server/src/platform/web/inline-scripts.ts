import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of a page: the web build writes one into
 * index.html, which preloads the opened page's chunks (apps/web/build/page-preloads.ts).
 * Allowing exactly these keeps `script-src` free of 'unsafe-inline'.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.trim() !== '')
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/** The hashes of the web build's index.html, or none when the app is not built. */
export function webBuildScriptHashes(webDist: string): string[] {
  const file = path.join(webDist, 'index.html');
  return fs.existsSync(file) ? inlineScriptHashes(fs.readFileSync(file, 'utf8')) : [];
}
