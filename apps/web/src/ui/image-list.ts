/** The seed's answer when there is no picture to view (seed 001 §5). */
export const NO_PICTURE = '暂无图片';

/** The pictures a viewer can show: blank addresses dropped. */
export function viewableImages(images: (string | null | undefined)[]): string[] {
  return images.filter((i): i is string => typeof i === 'string' && i.trim() !== '');
}
