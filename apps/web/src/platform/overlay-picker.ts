import { nav, withQuery } from './nav.ts';

/**
 * The round trip of a shared picker page (customers, the organisation …): the caller opens the page
 * and awaits the choice. The page is an overlay route, so the caller stays mounted beneath and keeps
 * its form. The request waits in sessionStorage under a fresh id (a reload of the picker still knows
 * what to offer); the answer is a window event with that id: the choice on 确定, null when the picker
 * is left any other way. One answer per request.
 */
export type TOverlayPicker<TRequest, TPick> = {
  /** Opens `page` with the request and resolves with the picker's answer. */
  open(page: string, request: TRequest): Promise<TPick | null>;
  /** The request stored under an id, or null when there is none (a bare link) or it cannot be read. */
  readRequest(id: string | null): TRequest | null;
  /** Called by the picker page: once with the choice, or with null when it closes otherwise. */
  report(id: string, pick: TPick | null): void;
};

export function overlayPicker<TRequest, TPick>(event: string, storagePrefix: string): TOverlayPicker<TRequest, TPick> {
  type TResultDetail = { id: string; pick: TPick | null };
  let nextId = 0;
  return {
    open(page, request) {
      nextId += 1;
      const id = `${Date.now().toString(36)}${nextId}`;
      sessionStorage.setItem(storagePrefix + id, JSON.stringify(request));
      return new Promise((resolve) => {
        const listener = (e: Event) => {
          const detail = (e as CustomEvent<TResultDetail>).detail;
          if (detail?.id !== id) return;
          window.removeEventListener(event, listener);
          sessionStorage.removeItem(storagePrefix + id);
          resolve(detail.pick);
        };
        window.addEventListener(event, listener);
        nav.navigateTo(withQuery(page, { id }));
      });
    },
    readRequest(id) {
      if (!id) return null;
      try {
        const raw = sessionStorage.getItem(storagePrefix + id);
        return raw ? (JSON.parse(raw) as TRequest) : null;
      } catch {
        return null;
      }
    },
    report(id, pick) {
      window.dispatchEvent(new CustomEvent<TResultDetail>(event, { detail: { id, pick } }));
    },
  };
}
