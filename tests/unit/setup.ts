// Test setup: jest-dom matchers, the app's real i18n (English), the UI kit's React 19 render
// hook, the browser APIs jsdom lacks, and an MSW server that starts with no handlers: each test
// installs the generated handlers it needs.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import KitToast from 'antd-mobile/es/components/toast';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { configureApi } from '@/api/config';
import { setApiEffects } from '@/api/effects';
import { showToast } from '@/app/ui-kit';
import { toastsShown } from '@/lib/toast';
import { clearSession } from '@/api/session';
import { initI18n, i18next } from '@/app/i18n';
import { server } from './msw-server';

// The 2-core CI machine can take more than a second for a first render: wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

// No real socket in unit tests: screens get an in-memory event bus (see fake-socket.ts).
vi.mock('@/api/socket', () => import('./fake-socket'));

// The UI kit renders toasts and dialogs in roots of their own; in tests those renders go
// through act() like every other render, so that what they show can be asserted.
const kitRoots = new Map<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  let root = kitRoots.get(container);
  if (!root) {
    root = createRoot(container);
    kitRoots.set(container, root);
  }
  const current = root;
  act(() => current.render(node));
  // Synchronous act(): the kit calls this from its animation callbacks without awaiting it, and an
  // async act() left running there would overlap the test's own act() calls (user-event, findBy),
  // which leaves React's act queue unflushed: the next screens of the file would render nothing.
  let unmounted = false;
  return async () => {
    if (kitRoots.get(container) === current) kitRoots.delete(container);
    if (unmounted) return;
    unmounted = true;
    act(() => current.unmount());
  };
});

/**
 * A closed toast or dialog stays in the page until its fade-out animation ends, which in jsdom
 * can outlast the test: its text would then be found by the next test of the file. Every root
 * of the kit still open when a test ends leaves the document; its React tree is left to finish
 * (the kit unmounts it when its animation ends), so the kit's own state about what it shows
 * stays right for the next test.
 */
function removeKitRoots(): void {
  for (const container of kitRoots.keys()) {
    if (container instanceof Element) container.remove();
  }
  kitRoots.clear();
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub, IntersectionObserver: IntersectionObserverStub });
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};

beforeAll(async () => {
  // Testing Library sets this flag around the first file that imports it only: test files that
  // share a worker (vitest.config.ts) each need it.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  server.listen({ onUnhandledRequest: 'error' });
  setApiEffects({ toast: showToast, navigate: () => {} });
  await initI18n('en');
  await i18next.loadNamespaces([
    'common',
    'auth',
    'home',
    'kyc',
    'market',
    'chart',
    'spot-trade',
    'contract-trade',
    'seconds-trade',
    'assets',
    'deposit',
    'withdraw',
    'account',
  ]);
});

afterEach(async () => {
  // A message the test asked for just before it ended is shown now, not during the next test
  // (its code loads on demand), and closed with the others.
  await toastsShown();
  // Close the kit's toasts and dialogs through the kit, which keeps handles to them, then drop
  // whatever is still fading out.
  act(() => {
    Toast.clear();
    // The app's toasts (src/app/ui-kit.ts) import the kit's toast module by its own path, which
    // the test runner may load as a second instance with its own "current toast".
    KitToast.clear();
    Dialog.clear();
  });
  removeKitRoots();
  cleanup();
  server.resetHandlers();
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  configureApi({ authScheme: 'raw', encoding: 'form', redirectDelay: 1200 });
  vi.useRealTimers();
});

afterAll(() => server.close());
