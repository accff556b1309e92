// The API layer's toasts before the app has registered its own: a 999 checked by the start-up's
// prefetch, before the app's first render, still tells the user why they are signed out.
import { beforeEach, expect, it, vi } from 'vitest';
import type * as EffectsModule from '@/api/effects';

// A fresh copy of the module, as at start-up (tests/unit/setup.ts registers a toast at once).
let effects: typeof EffectsModule;
beforeEach(async () => {
  vi.resetModules();
  effects = await import('@/api/effects');
});

it('shows a message asked for before the app registered its toast once it does', () => {
  effects.apiEffects.toast('Please log in first');
  const toast = vi.fn();
  effects.setApiEffects({ navigate: vi.fn() });
  expect(toast).not.toHaveBeenCalled();
  effects.setApiEffects({ toast });
  expect(toast).toHaveBeenCalledTimes(1);
  expect(toast).toHaveBeenCalledWith('Please log in first');
  // Shown once: registering again (a new router) shows nothing old.
  const again = vi.fn();
  effects.setApiEffects({ toast: again });
  expect(again).not.toHaveBeenCalled();
  // And later messages go straight to the app's toast.
  effects.apiEffects.toast('Please complete identity verification first');
  expect(again).toHaveBeenCalledWith('Please complete identity verification first');
});

it('keeps only the last few messages while nothing can show them', () => {
  for (let i = 1; i <= 5; i += 1) effects.apiEffects.toast(`message ${i}`);
  const toast = vi.fn();
  effects.setApiEffects({ toast });
  expect(toast.mock.calls.map(([message]) => message)).toEqual(['message 3', 'message 4', 'message 5']);
});
