import { ImageViewer, Toast } from 'antd-mobile';
import { NO_PICTURE, viewableImages } from './image-list.ts';

/** Opens the full-screen viewer at a picture; with no picture it says 暂无图片 instead of an empty viewer. */
export function showImages(images: (string | null | undefined)[], index = 0): void {
  const list = viewableImages(images);
  if (list.length === 0) {
    Toast.show({ content: NO_PICTURE });
    return;
  }
  ImageViewer.Multi.show({ images: list, defaultIndex: Math.min(Math.max(index, 0), list.length - 1) });
}
