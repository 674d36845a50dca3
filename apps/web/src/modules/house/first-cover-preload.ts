import { documentPictures } from '../../platform/early-responses.ts';
import { EAGER_COVERS, listingCoverSrc } from './components/listing-cover.ts';

/**
 * Starts the first cards' cover downloads as soon as the listing tab's first page answers, while the
 * tab's code and the app-use check are still on their way (the cover is the tab's LCP). A
 * `<link rel=preload>` with the very URL the card's `<img>` asks for, so the browser fetches it once.
 */
export function preloadFirstCovers(rows: readonly { cover: string }[]): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  // After the document's own preload of the first page's covers, if it makes one (index.html's inline
  // script): its links depend on nothing but the document, and a cover already preloaded is skipped.
  return documentPictures().then(() => {
    for (const row of rows.slice(0, EAGER_COVERS)) {
      if (!row.cover) continue;
      const href = listingCoverSrc(row.cover);
      if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = href;
      link.fetchPriority = 'high';
      document.head.append(link);
    }
  });
}
