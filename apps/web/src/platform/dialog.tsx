import { Dialog, Modal, Toast } from 'antd-mobile';
import type { Action as TDialogAction } from 'antd-mobile/es/components/dialog';
import type { ReactNode } from 'react';

/** Results a dialog resolves with (seed 000 §4). */
export type TDialogResult = 'confirm' | 'cancel' | 'close' | 'other';

/** Chinese defaults of the modal (seed 000 §8: title 'Tip', buttons 'OK'/'Cancel', 'Loading...'). */
export const DIALOG_DEFAULTS = {
  title: '提示',
  confirmText: '确定',
  cancelText: '取消',
  loadingText: '加载中…',
} as const;

type TBase = { title?: string; content: ReactNode };
type TButton = { key: TDialogResult; text: string; bold?: boolean; danger?: boolean; primary?: boolean };

/** Open dialogs; the system back gesture or button closes them (result 'close') instead of leaving them over the next page. */
const open = new Set<(result: TDialogResult) => void>();
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    for (const finish of [...open]) finish('close');
  });
}

/** Shows an antd dialog whose promise always settles: by a button, the mask, or back navigation. */
function present(
  kind: 'dialog' | 'modal',
  { title, content, buttons, row, maskCloses }: TBase & { buttons: TButton[]; row?: boolean; maskCloses?: boolean },
): Promise<TDialogResult> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (result: TDialogResult) => {
      if (done) return;
      done = true;
      open.delete(finish);
      handler.close();
      resolve(result);
    };
    const actions: TDialogAction[] = buttons.map((b, index) => ({
      key: `${index}-${b.key}`,
      text: b.text,
      bold: b.bold,
      danger: b.danger,
      primary: b.primary,
      onClick: () => finish(b.key),
    }));
    const common = { title, content, closeOnMaskClick: maskCloses ?? false, onClose: () => finish('close') };
    const handler =
      kind === 'modal'
        ? Modal.show({ ...common, showCloseButton: true, actions })
        : Dialog.show({ ...common, actions: row ? [actions] : actions });
    open.add(finish);
  });
}

/** The global dialog service: alert, confirm, open dialog, message, loading, custom alert. */
export const dialog = {
  alert({
    title = DIALOG_DEFAULTS.title,
    content,
    confirmText = DIALOG_DEFAULTS.confirmText,
  }: TBase & { confirmText?: string }): Promise<TDialogResult> {
    return present('dialog', { title, content, buttons: [{ key: 'confirm', text: confirmText, bold: true }] });
  },

  confirm({
    title = DIALOG_DEFAULTS.title,
    content,
    confirmText = DIALOG_DEFAULTS.confirmText,
    cancelText = DIALOG_DEFAULTS.cancelText,
  }: TBase & { confirmText?: string; cancelText?: string }): Promise<TDialogResult> {
    return present('dialog', {
      title,
      content,
      row: true,
      buttons: [
        { key: 'cancel', text: cancelText },
        { key: 'confirm', text: confirmText, bold: true },
      ],
    });
  },

  /** A dialog with a main button, an optional other button and cancel; tapping the mask closes it. */
  open({
    title = DIALOG_DEFAULTS.title,
    content,
    confirmText = DIALOG_DEFAULTS.confirmText,
    cancelText = DIALOG_DEFAULTS.cancelText,
    otherText,
  }: TBase & { confirmText?: string; cancelText?: string; otherText?: string }): Promise<TDialogResult> {
    return present('modal', {
      title,
      content,
      maskCloses: true,
      buttons: [
        { key: 'confirm', text: confirmText, primary: true },
        ...(otherText ? [{ key: 'other' as const, text: otherText }] : []),
        { key: 'cancel', text: cancelText },
      ],
    });
  },

  message(content: string, duration = 1500): void {
    Toast.show({ content, duration });
  },

  success(content: string, duration = 1500): void {
    Toast.show({ icon: 'success', content, duration });
  },

  /** Shows a loading popup until the returned function is called. */
  loading(content: string = DIALOG_DEFAULTS.loadingText): () => void {
    const handler = Toast.show({ icon: 'loading', content, duration: 0, maskClickable: false });
    return () => handler.close();
  },

  /** An alert with any buttons; resolves with the button's result. */
  custom({
    title = DIALOG_DEFAULTS.title,
    content,
    buttons,
  }: TBase & {
    buttons: { text: string; result: TDialogResult; primary?: boolean; danger?: boolean }[];
  }): Promise<TDialogResult> {
    return present('dialog', {
      title,
      content,
      row: true,
      buttons: buttons.map((b) => ({ key: b.result, text: b.text, bold: b.primary, danger: b.danger })),
    });
  },
};
