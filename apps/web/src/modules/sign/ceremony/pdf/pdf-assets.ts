import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * pdf.js's CJK CMaps and standard fonts, served by this app (never a CDN): each file is a hashed asset
 * of the build (`no-inline`: fetch() under `connect-src 'self'` cannot read data: URLs), found by its
 * file name. The worker is a module file of this app too (CSP `worker-src 'self' blob:`).
 */
const cmapFiles = import.meta.glob<string>('../../../../../../../node_modules/pdfjs-dist/cmaps/*.bcmap', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});
const fontFiles = import.meta.glob<string>('../../../../../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const byName = (files: Record<string, string>) =>
  new Map(Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));

export const PDF_ASSETS = { workerUrl, cmaps: byName(cmapFiles), fonts: byName(fontFiles) };

type TKind = 'cMapUrl' | 'standardFontDataUrl' | 'wasmUrl';

/**
 * pdf.js's BinaryDataFactory contract (`fetch({ kind, filename })` → bytes), reading the bundled
 * files by name. With this factory pdf.js fetches on the main thread and hands the bytes to the worker.
 */
export class LocalBinaryDataFactory {
  async fetch({ kind, filename }: { kind: TKind; filename: string }): Promise<Uint8Array> {
    const url =
      kind === 'cMapUrl'
        ? PDF_ASSETS.cmaps.get(filename)
        : kind === 'standardFontDataUrl'
          ? PDF_ASSETS.fonts.get(filename)
          : undefined;
    if (!url) throw new Error(`pdf.js data not bundled: ${kind} ${filename}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`pdf.js data ${filename}: ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}
