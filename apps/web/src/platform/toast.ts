import type { ToastShowProps } from 'antd-mobile/es/components/toast';

/**
 * antd-mobile's Toast, loaded on first use: it brings the mask and react-spring's
 * animation code, which the first screen does not need until something goes wrong or a request is
 * slow. Calls run in the order made, so a `clear` right after a `show` still clears it.
 */
let ready: Promise<typeof import('antd-mobile/es/components/toast').default> | undefined;
let queue: Promise<unknown> = Promise.resolve();

function withToast(action: (toast: typeof import('antd-mobile/es/components/toast').default) => void): void {
  ready ??= import('antd-mobile/es/components/toast').then((m) => m.default);
  const loaded = ready;
  queue = queue.then(() => loaded.then(action)).catch((error: unknown) => console.error(error));
}

export const toast = {
  /** Shows a toast; the answer closes this one toast only (never a later one, such as a success message). */
  show(props: ToastShowProps | string): { close(): void } {
    let handler: { close(): void } | undefined;
    withToast((t) => {
      handler = t.show(props);
    });
    return {
      close() {
        withToast(() => handler?.close());
      },
    };
  },
  clear(): void {
    withToast((t) => t.clear());
  },
};
