import { ImageViewer, Toast } from 'antd-mobile';
import { createElement } from 'react';
import { NO_PICTURE, viewableImages } from './image-list.ts';
import { SaveImageButton } from './save-image-button.tsx';

/**
 * Opens the full-screen viewer at a picture, with 保存图片 under it; with no picture it says 暂无图片
 * instead of an empty viewer.
 */
export function showImages(images: (string | null | undefined)[], index = 0): void {
  const list = viewableImages(images);
  if (list.length === 0) {
    Toast.show({ content: NO_PICTURE });
    return;
  }
  const viewer = ImageViewer.Multi.show({
    images: list,
    defaultIndex: Math.min(Math.max(index, 0), list.length - 1),
    renderFooter: (image) => createElement(SaveImageButton, { url: image }),
  });
  // The viewer lives outside the router: leaving the page (back, a link) closes it too.
  window.addEventListener('hashchange', () => viewer.close(), { once: true });
}
