import type { Area } from 'react-easy-crop';

/** Avatars are stored as square JPEGs of this many pixels: sharp on 3× screens, small to upload. */
export const AVATAR_PIXELS = 480;
/** The server accepts 2 MB; a phone photo may be far larger before it is cropped. */
export const AVATAR_SOURCE_MAX_BYTES = 20 * 1024 * 1024;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('图片加载失败'));
    image.src = src;
  });
}

/** Draws the area react-easy-crop chose onto a square canvas and encodes it as JPEG. */
export async function cropToJpeg(src: string, area: Area, pixels = AVATAR_PIXELS): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = pixels;
  canvas.height = pixels;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('图片处理失败');
  // JPEG has no transparency: a transparent PNG gets a white, not black, background.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, pixels, pixels);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, pixels, pixels);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('图片处理失败'))), 'image/jpeg', 0.9),
  );
}
