// The kit's sheets, dialogs, pickers and toasts follow the device's "reduce motion" setting
// (src/app/ui-kit-render.ts): the kit's own switch (react-spring's skipAnimation behind it) is
// set from the setting when the kit loads, and again whenever the setting changes.
import { isMotionReduced, restoreMotion } from 'antd-mobile/es/utils/reduce-and-restore-motion';
import { afterAll, expect, it, vi } from 'vitest';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The device's setting, as matchMedia reports it, with a way to change it. */
function deviceSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: reduce,
    media: QUERY,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const other = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    query === QUERY ? (list as unknown as MediaQueryList) : other(query),
  );
  return (next: boolean) => {
    list.matches = next;
    for (const listener of listeners) listener();
  };
}

afterAll(() => restoreMotion());

it('reduces the kit motion when the device asks for it, and follows the setting as it changes', async () => {
  const change = deviceSetting(true);
  expect(isMotionReduced()).toBe(false);
  await import('../../../src/app/ui-kit-render');
  expect(isMotionReduced()).toBe(true);
  change(false);
  expect(isMotionReduced()).toBe(false);
  change(true);
  expect(isMotionReduced()).toBe(true);
});
