/** Padding kept around the ink, in canvas pixels. */
const MARGIN = 8;

/** The smallest box holding every pixel that is not fully transparent, or null when there is none. */
export function inkBounds(
  alpha: (x: number, y: number) => number,
  width: number,
  height: number,
): { left: number; top: number; right: number; bottom: number } | null {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (alpha(x, y) === 0) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  return right < 0 ? null : { left, top, right, bottom };
}

/** The canvas's drawing as a PNG cropped to the ink (plus a small margin), background left transparent. */
export async function trimTransparent(canvas: HTMLCanvasElement): Promise<Blob | null> {
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const { width, height } = canvas;
  const pixels = ctx.getImageData(0, 0, width, height).data;
  const box = inkBounds((x, y) => pixels[(y * width + x) * 4 + 3] ?? 0, width, height);
  if (!box) return null;
  const left = Math.max(0, box.left - MARGIN);
  const top = Math.max(0, box.top - MARGIN);
  const w = Math.min(width, box.right + MARGIN + 1) - left;
  const h = Math.min(height, box.bottom + MARGIN + 1) - top;
  const out = document.createElement('canvas');
  out.width = w;
  out.height = h;
  out.getContext('2d')?.drawImage(canvas, left, top, w, h, 0, 0, w, h);
  return new Promise((resolve) => out.toBlob((blob) => resolve(blob), 'image/png'));
}
