/** The seed's texts of the save-image action (seed 001 §8). */
export const SAVE_IMAGE_MSG = { saved: '保存图片成功', toAlbum: '已保存到相册', failed: '保存图片失败' } as const;

/** saved: downloaded as a file; album: handed to the phone's share sheet (存储图像 / 保存到相册); cancelled: sheet closed. */
export type TSaveOutcome = 'saved' | 'album' | 'cancelled' | 'failed';

type TShare = { canShare?: (data: ShareData) => boolean; share?: (data: ShareData) => Promise<void> };

export type TSaveDeps = {
  fetch: (url: string) => Promise<Response>;
  /** The phone's share sheet, when the browser can share files (a touch phone). */
  share: TShare | null;
  /** Starts the browser download of a blob under a file name. */
  download: (blob: Blob, fileName: string) => void;
};

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
};

/** A file name for the picture: the address's last segment when it has one, else 图片-<time>.<ext>. */
export function imageFileName(url: string, type: string, now = Date.now()): string {
  const ext = EXTENSIONS[type] ?? 'png';
  let last = '';
  try {
    last = decodeURIComponent(new URL(url, 'http://x').pathname.split('/').pop() ?? '');
  } catch {
    last = '';
  }
  if (/^[\w\u4e00-\u9fa5.-]{1,80}\.(png|jpe?g|webp|gif|svg)$/i.test(last)) return last;
  return `图片-${now}.${ext}`;
}

/**
 * Saves one picture of a viewer. A phone whose browser shares files gets the share sheet (its 存储图像
 * puts the picture in the photo album: 已保存到相册); elsewhere the picture is downloaded through an
 * <a download> of its blob (保存图片成功). A failed fetch, or a non-picture answer, is 保存图片失败.
 */
export async function saveImage(url: string, deps: TSaveDeps): Promise<TSaveOutcome> {
  let blob: Blob;
  try {
    const response = await deps.fetch(url);
    if (!response.ok) return 'failed';
    blob = await response.blob();
  } catch {
    return 'failed';
  }
  if (blob.size === 0 || !blob.type.startsWith('image/')) return 'failed';
  const fileName = imageFileName(url, blob.type);
  const file = typeof File === 'function' ? new File([blob], fileName, { type: blob.type }) : null;
  if (file && deps.share?.share && deps.share.canShare?.({ files: [file] })) {
    try {
      await deps.share.share({ files: [file] });
      return 'album';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      // A refused share still leaves the download.
    }
  }
  try {
    deps.download(blob, fileName);
    return 'saved';
  } catch {
    return 'failed';
  }
}

/** The toast text of an outcome; none when the user closed the share sheet. */
export function saveImageMessage(outcome: TSaveOutcome): string | null {
  if (outcome === 'saved') return SAVE_IMAGE_MSG.saved;
  if (outcome === 'album') return SAVE_IMAGE_MSG.toAlbum;
  if (outcome === 'failed') return SAVE_IMAGE_MSG.failed;
  return null;
}
