import type { TDialogResult } from './dialog.tsx';
import { nav, withQuery } from './nav.ts';

/** The global dialog route (seed 000 §2): transparent, fade-in, drawn over the page that opened it. */
export const DIALOG_PAGE = 'common/dialog/index';
export const DIALOG_RESULT_EVENT = 'awb:dialog-result';

export type TDialogPageParams = {
  title?: string;
  content: string;
  confirmText?: string;
  cancelText?: string;
  /** false: an alert with the confirm button only. */
  showCancel?: boolean;
};

export type TDialogResultDetail = { id: string; result: TDialogResult };

let nextId = 0;

/**
 * Opens an overlay route that answers with `reportDialogResult(<its idParam>, result)` when it closes,
 * and resolves with that result: the global dialog route, and a module's own dialog route.
 */
export function openResultPage(
  path: string,
  query: Record<string, string | number | undefined>,
  idParam = 'id',
): Promise<TDialogResult> {
  nextId += 1;
  const id = `${Date.now().toString(36)}${nextId}`;
  return new Promise((resolve) => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<TDialogResultDetail>).detail;
      if (detail?.id !== id) return;
      window.removeEventListener(DIALOG_RESULT_EVENT, listener);
      resolve(detail.result);
    };
    window.addEventListener(DIALOG_RESULT_EVENT, listener);
    nav.navigateTo(withQuery(path, { ...query, [idParam]: id }));
  });
}

/** Opens the dialog route and resolves with how it was closed: confirm, cancel or close (mask). */
export function openDialogPage(params: TDialogPageParams): Promise<TDialogResult> {
  return openResultPage(DIALOG_PAGE, {
    title: params.title,
    content: params.content,
    confirmText: params.confirmText,
    cancelText: params.cancelText,
    showCancel: params.showCancel === false ? '0' : undefined,
  });
}

/** Called by the dialog route when it closes. */
export function reportDialogResult(id: string, result: TDialogResult): void {
  window.dispatchEvent(new CustomEvent<TDialogResultDetail>(DIALOG_RESULT_EVENT, { detail: { id, result } }));
}
