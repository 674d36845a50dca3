import { withQuery } from '../../../platform/nav.ts';

/**
 * Pages of the signing ceremony: the seed's pdf-viewer and print (seed 000 §2), and pages
 * of our own for on-site signing and the public verification page (docs/signing-ceremony-pages.md).
 * The signing link itself opens pages/h5/lime-signature?token= (SIGN_PAGE.draw).
 */
export const CEREMONY_PAGE = {
  onsite: 'pages/sign/onsite',
  pdfViewer: 'pages/public/pdf-viewer',
  print: 'pages/public/print',
  verify: 'pages/public/verify',
  /** A party's copy text opens it (CONTRACT_COPY_PATH of the contract package). */
  copy: 'pages/public/contract-copy',
} as const;

/** The viewer of a PDF link; `contractId` lets its share button ask for a longer-lived link. */
export function pdfViewerPage(url: string, title: string, contractId?: number): string {
  return withQuery(CEREMONY_PAGE.pdfViewer, { url, title, type: 'pdf', contractId });
}

/** Only a PDF link of this server opens in the viewer: a path, or an address on this origin. */
export function sameOriginPath(raw: string | null | undefined, origin: string): string | null {
  const text = raw?.trim();
  if (!text) return null;
  try {
    const url = new URL(text, origin);
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** The address to copy for a share: the viewer page opening the link, absolute, for a text message. */
export function shareAddress(origin: string, base: string, pdfUrl: string, title: string): string {
  return `${origin}${base}#/${withQuery(CEREMONY_PAGE.pdfViewer, { url: pdfUrl, title, type: 'pdf' })}`;
}
