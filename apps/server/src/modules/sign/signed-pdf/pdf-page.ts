import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Page geometry and type of the signed contract PDF. The CJK face is Noto Serif SC Regular from
 * the npm package @expo-google-fonts/noto-serif-sc (never a system path); pdfkit embeds it as a
 * CID font and fontkit subsets it to the glyphs used, with a ToUnicode map so text is searchable.
 */
export const CONTRACT_FONT_FILE = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-serif-sc/400Regular/NotoSerifSC_400Regular.ttf',
);
export const FONT = 'NotoSerifSC';

let fontBytes: Buffer | null = null;
/** The 14 MB font read once per process. */
export function contractFont(): Buffer {
  fontBytes ??= fs.readFileSync(CONTRACT_FONT_FILE);
  return fontBytes;
}

/** A4 in points, margins wide enough for the footer and the cross-page seal strip on the right. */
export const PAGE = {
  width: 595.28,
  height: 841.89,
  margin: { top: 60, bottom: 96, left: 64, right: 72 },
} as const;
export const CONTENT_WIDTH = PAGE.width - PAGE.margin.left - PAGE.margin.right;

export const TYPE = { title: 18, heading: 12, body: 10.5, small: 8, footer: 8 } as const;

/** Seal pictures are printed 42 mm wide (a common round seal); signatures 110 pt wide. */
export const MARK_WIDTH = { seal: 120, signature: 110 } as const;
/** Width of the whole cross-page seal before it is cut into strips (one per page). */
export const CROSS_SEAL_WIDTH = 120;

/**
 * An image opened once and placed many times (one XObject in the file). pdfkit has
 * doc.openImage, and doc.image accepts what it returns, but @types/pdfkit does not declare them.
 */
export type TPdfImage = { width: number; height: number };
type TImageDoc = { openImage(src: Buffer): TPdfImage };

export function openImage(doc: PDFKit.PDFDocument, png: Buffer): TPdfImage {
  return (doc as unknown as TImageDoc).openImage(png);
}

export function placeImage(
  doc: PDFKit.PDFDocument,
  image: TPdfImage,
  x: number,
  y: number,
  options: PDFKit.Mixins.ImageOption,
): void {
  doc.image(image as unknown as Buffer, x, y, options);
}
