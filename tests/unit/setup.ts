// Test setup: jest-dom matchers, the app's real i18n (English), the UI kit's React 19 render
// hook, the browser APIs jsdom lacks, and an MSW server that starts with no handlers: each test
// installs the generated handlers it needs.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { configureApi } from '@/api/config';
import { setApiEffects } from '@/api/effects';
import { showToast } from '@/app/ui-kit';
import { clearSession } from '@/api/session';
import { initI18n, i18next } from '@/app/i18n';
import { server } from './msw-server';

// The 2-core CI machine can take more than a second for a first render: wait up to 5 s.
configure({ asyncUtilTimeout: 5000 });

// No real socket in unit tests: screens get an in-memory event bus (see fake-socket.ts).
vi.mock('@/api/socket', () => import('./fake-socket'));

// The UI kit renders toasts and dialogs in roots of their own; in tests those renders go
// through act() like every other render, so that what they show can be asserted.
const kitRoots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  let root = kitRoots.get(container);
  if (!root) {
    root = createRoot(container);
    kitRoots.set(container, root);
  }
  const current = root;
  act(() => current.render(node));
  return async () => {
    await act(async () => current.unmount());
    kitRoots.delete(container);
  };
});

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

afterEach(() => {
  // Close the kit's toasts and dialogs through the kit, which keeps handles to them.
  act(() => {
    Toast.clear();
    Dialog.clear();
  });
  cleanup();
  server.resetHandlers();
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  configureApi({ authScheme: 'raw', encoding: 'form', redirectDelay: 1200 });
  vi.useRealTimers();
});

afterAll(() => server.close());
