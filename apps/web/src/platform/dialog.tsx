import { Dialog, Modal, Toast } from 'antd-mobile';
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

/** The global dialog service: alert, confirm, open dialog, message, loading, custom alert. */
export const dialog = {
  async alert({
    title = DIALOG_DEFAULTS.title,
    content,
    confirmText = DIALOG_DEFAULTS.confirmText,
  }: TBase & { confirmText?: string }): Promise<TDialogResult> {
    await Dialog.alert({ title, content, confirmText });
    return 'confirm';
  },

  async confirm({
    title = DIALOG_DEFAULTS.title,
    content,
    confirmText = DIALOG_DEFAULTS.confirmText,
    cancelText = DIALOG_DEFAULTS.cancelText,
  }: TBase & { confirmText?: string; cancelText?: string }): Promise<TDialogResult> {
    const yes = await Dialog.confirm({ title, content, confirmText, cancelText });
    return yes ? 'confirm' : 'cancel';
  },

  /** A dialog with a main button, an optional other button and cancel; tapping the mask closes it. */
  open({
    title = DIALOG_DEFAULTS.title,
    content,
    confirmText = DIALOG_DEFAULTS.confirmText,
    cancelText = DIALOG_DEFAULTS.cancelText,
    otherText,
  }: TBase & { confirmText?: string; cancelText?: string; otherText?: string }): Promise<TDialogResult> {
    return new Promise((resolve) => {
      const handler = Modal.show({
        title,
        content,
        closeOnMaskClick: true,
        showCloseButton: true,
        onClose: () => resolve('close'),
        actions: [
          { key: 'confirm', text: confirmText, primary: true, onClick: () => finish('confirm') },
          ...(otherText ? [{ key: 'other', text: otherText, onClick: () => finish('other') }] : []),
          { key: 'cancel', text: cancelText, onClick: () => finish('cancel') },
        ],
      });
      function finish(result: TDialogResult) {
        resolve(result);
        handler.close();
      }
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
    return new Promise((resolve) => {
      const handler = Dialog.show({
        title,
        content,
        closeOnMaskClick: false,
        actions: [
          buttons.map((b) => ({
            key: b.text,
            text: b.text,
            bold: b.primary,
            danger: b.danger,
            onClick: () => {
              resolve(b.result);
              handler.close();
            },
          })),
        ],
      });
    });
  },
};
