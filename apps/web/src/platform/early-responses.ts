/**
 * Answers to the first page's reads, asked for by the document's inline script before the app's code
 * has loaded (apps/web/build/page-preloads.ts): the request layer takes one instead of
 * sending the same request again. Each is taken at most once, only by the very same request (method,
 * URL, body) of the same session, and only while fresh.
 */
/**
 * A read the document sends for a page before the app's code has loaded: `requestOf` of the call the
 * page's prefetch makes, and, when the page's state lives in sessionStorage, the key whose presence
 * means the page will ask something else (the default state's request would go unused).
 */
export type TFirstRequest = {
  method: string;
  url: string;
  body?: string;
  unlessStored?: string;
  /**
   * Pictures of the answer's first rows to preload as soon as it arrives (the listing tab's covers, its
   * largest paint): `field` of the first `count` rows of `data`, as thumbnails of `width` (file-url.ts),
   * those that match `signed` (the source of file-url.ts `SIGNED_PICTURE`).
   */
  pictures?: { field: string; count: number; width: number; signed: string };
};

export type TEarlyRequest = { key: string; token: string; at: number; response: Promise<Response> };

declare global {
  interface Window {
    /** Filled by the inline script of index.html (preloadPage). */
    __awbEarly?: TEarlyRequest[];
    /** Settles once the inline script has preloaded the pictures of an early answer (`TFirstRequest.pictures`). */
    __awbPictures?: Promise<void>;
  }
}

/**
 * Settles once the document's inline script is done preloading an early answer's pictures (at once when it
 * preloads none): a page preloading the same pictures itself waits for it, so that each is asked for once,
 * by the document's link wherever it can (no script of the app on its way).
 */
export function documentPictures(): Promise<void> {
  return (typeof window === 'undefined' ? undefined : window.__awbPictures) ?? Promise.resolve();
}

/** An early answer older than this is not used: the app asks again. */
export const EARLY_KEEP_MS = 10_000;

/** How the inline script and the request layer name a request. */
export const earlyKey = (method: string, url: string, body: string | undefined) => `${method} ${url} ${body ?? ''}`;

export function takeEarlyResponse(
  method: string,
  url: string,
  body: string | undefined,
  token: string | undefined,
): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__awbEarly;
  if (!early || early.length === 0 || !token) return undefined;
  const key = earlyKey(method, url, body);
  const index = early.findIndex((r) => r.key === key && r.token === token);
  if (index < 0) return undefined;
  const [found] = early.splice(index, 1);
  return found && Date.now() - found.at < EARLY_KEEP_MS ? found.response : undefined;
}
