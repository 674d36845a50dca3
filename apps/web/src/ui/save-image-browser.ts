import { Toast } from 'antd-mobile';
import { saveImage, saveImageMessage, type TSaveDeps } from './save-image.ts';

/** Downloads a blob through a temporary <a download> (no inline script: CSP-safe). */
function downloadBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the download a moment to start before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The share sheet only on a touch phone: a desktop's share dialog is no photo album. */
function phoneShare(): TSaveDeps['share'] {
  const touch = window.matchMedia?.('(pointer: coarse)').matches ?? false;
  return touch && typeof navigator.share === 'function' ? navigator : null;
}

/** Saves a picture of a viewer and tells the user how it went (保存图片成功 / 已保存到相册 / 保存图片失败). */
export async function saveImageWithToast(url: string): Promise<void> {
  const outcome = await saveImage(url, {
    fetch: (u) => fetch(u, { credentials: 'same-origin' }),
    share: phoneShare(),
    download: downloadBlob,
  });
  const message = saveImageMessage(outcome);
  if (message) Toast.show({ content: message, icon: outcome === 'failed' ? 'fail' : 'success' });
}
