// Work kept off the first content (the kit's texts on Home, the sanitizer, Home's hidden tiles)
// waits while the page is still loading (requests, its code) and while an image it asked for at
// once has not arrived; it runs two quiet frames later, when idle; and at the latest after its
// timeout. Once the first content has shown, later work only waits for idle time.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type * as AfterContent from '@/lib/after-content';

let lib: typeof AfterContent;

beforeEach(async () => {
  vi.resetModules();
  lib = await import('@/lib/after-content');
});
afterEach(() => {
  document.body.innerHTML = '';
});

const frames = async (n: number) => {
  for (let i = 0; i < n; i++)
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0)));
};
/** Long enough for the idle callback (a timer where the browser has none). */
const idle = () => new Promise<void>((resolve) => setTimeout(resolve, 1100));

it('waits while the page loads, then runs when idle', async () => {
  let loading = true;
  lib.setLoadingProbe(() => loading);
  const task = vi.fn();
  lib.afterContent(task);
  await frames(4);
  await idle();
  expect(task).not.toHaveBeenCalled();
  loading = false;
  await frames(3);
  await idle();
  expect(task).toHaveBeenCalledTimes(1);

  // Later work does not wait for the page again.
  loading = true;
  const later = vi.fn();
  lib.afterContent(later);
  await idle();
  expect(later).toHaveBeenCalledTimes(1);
});

it('waits for an image the page asked for at once, not for a lazy one', async () => {
  lib.setLoadingProbe(() => false);
  const lazy = document.createElement('img');
  lazy.loading = 'lazy';
  document.body.append(lazy);
  const eager = document.createElement('img');
  let complete = false;
  Object.defineProperty(eager, 'complete', { get: () => complete });
  Object.defineProperty(lazy, 'complete', { get: () => false });
  document.body.append(eager);
  const task = vi.fn();
  lib.afterContent(task);
  await frames(4);
  await idle();
  expect(task).not.toHaveBeenCalled();
  complete = true;
  await frames(3);
  await idle();
  expect(task).toHaveBeenCalledTimes(1);
});

it('runs at the latest after its timeout, and not at all once cancelled', async () => {
  lib.setLoadingProbe(() => true);
  const task = vi.fn();
  const cancelled = vi.fn();
  lib.afterContent(task, 300);
  lib.afterContent(cancelled, 300)();
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(task).toHaveBeenCalledTimes(1);
  expect(cancelled).not.toHaveBeenCalled();
});
