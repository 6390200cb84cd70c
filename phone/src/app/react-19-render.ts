import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 draws its imperative parts (Toast, Dialog.confirm) with ReactDOM.render, which React 19 removed; this is
 * its documented hook for React 19 (mobile.ant.design/guide/v5-for-19): one root per container, unmounted after use.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return () =>
    new Promise<void>((resolve) => {
      setTimeout(() => {
        root.unmount();
        roots.delete(container);
        resolve();
      });
    });
});
