// The UI kit's setup, run once before the kit first renders (vite.config.ts, kitRenderHook).
//
// antd-mobile renders its imperative pieces (Toast.show, Dialog.show) through a render function
// that defaults to the legacy ReactDOM.render, which React 19 no longer has. Give it createRoot.
import { reduceMotion, restoreMotion } from 'antd-mobile/es/utils/reduce-and-restore-motion';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

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

// The device's "reduce motion" setting holds for the kit's sheets, dialogs, pickers and toasts
// too (they animate with react-spring, which the app's own CSS rules do not reach): shown and
// hidden at once, and again as soon as the setting changes.
const reducedMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)');
const followMotionSetting = () => (reducedMotion?.matches ? reduceMotion() : restoreMotion());
followMotionSetting();
reducedMotion?.addEventListener?.('change', followMotionSetting);
