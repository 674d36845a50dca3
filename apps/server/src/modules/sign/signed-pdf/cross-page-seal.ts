import sharp from 'sharp';
import { CROSS_SEAL_WIDTH, PAGE } from './pdf-page.ts';

/** Pixels of the seal picture before slicing: enough for print at the seal's size, small in the file. */
const SEAL_PIXELS = 480;

/**
 * Cuts the seal into `pages` vertical strips, left to right (骑缝章: stacked edge to edge, the
 * pages show the whole seal). Each strip is its own PNG, so no page carries the whole seal.
 */
export async function sliceSeal(png: Buffer, pages: number): Promise<Buffer[]> {
  const { data, info } = await sharp(png)
    .resize(SEAL_PIXELS, SEAL_PIXELS, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: 4 as const } };
  const strips: Buffer[] = [];
  for (let i = 0; i < pages; i++) {
    const left = Math.floor((i * info.width) / pages);
    const right = Math.floor(((i + 1) * info.width) / pages);
    strips.push(
      await sharp(data, raw)
        .extract({ left, top: 0, width: Math.max(1, right - left), height: info.height })
        .png()
        .toBuffer(),
    );
  }
  return strips;
}

/** Puts strip `index` of `count` against the right edge of the current page, vertically centred. */
export function drawSealStrip(doc: PDFKit.PDFDocument, strip: Buffer, count: number): void {
  const width = CROSS_SEAL_WIDTH / count;
  doc.image(strip, PAGE.width - width, (PAGE.height - CROSS_SEAL_WIDTH) / 2, {
    width,
    height: CROSS_SEAL_WIDTH,
  });
}
