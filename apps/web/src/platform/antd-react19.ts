import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 renders Toast, Dialog.alert/confirm, Modal.show and ActionSheet.show through
 * ReactDOM.render, which React 19 removed: without this adapter every imperative toast and dialog
 * silently fails. See mobile.ant.design/guide/v5-for-19.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});
