// The first setup file (vitest.config.ts): what test isolation gave each test file, at a fraction
// of its cost. The files of a worker share it (`isolate: false`): one process, one jsdom page,
// and the libraries under node_modules (React, the UI kit, i18next, MSW, Testing Library...)
// evaluated once per worker instead of once per file. This file then makes every file start as
// if it were alone:
// - the app's own modules (src/, generated/, tests/unit/ helpers) and every module a test
//   replaced with vi.mock are evaluated again for the file, so their module-level state (session,
//   stores, caches, the fake socket) starts fresh and the file's own mocks apply;
// - the page is emptied: nothing a previous file left in the document, its storage, its cookies,
//   its address, or the properties it gave `document` and `navigator` (a visibility state, a
//   share sheet, a clipboard);
// - animation frames of its own, which no fake timers of an earlier file can have stopped;
// - user-event's clipboard stand-in is emptied after each test and taken away after the file, as
//   its own hooks do for the first file of a worker only.
import { afterAll, afterEach } from 'vitest';

interface ModuleNode {
  promise?: unknown;
  exports?: unknown;
  evaluated: boolean;
  importers: Set<string>;
}
interface WorkerState {
  evaluatedModules: { idToModuleMap: Map<string, ModuleNode> };
  config: { root: string; setupFiles: string[] };
}
const { __vitest_worker__: worker, __vitest_mocker__: mocker } = globalThis as unknown as {
  __vitest_worker__: WorkerState;
  __vitest_mocker__?: { reset(): void };
};

/**
 * Loaded once per worker: the libraries under node_modules, and the modules of this project that
 * hold no state and import nothing that does: the texts of locales/, and the contract's generated
 * validators, types, operation table and MSW mocks (generated/, but not its hooks, which call the
 * app's HTTP client).
 */
const root = `${worker.config.root}/`;
const SHARED = [
  /\/node_modules\//,
  /^locales\/[^/]+\/[^/]+\.json$/,
  /^generated\/(zod|model)\//,
  /^generated\/operations\.ts$/,
  /^generated\/api\/[^/]+\/[^/]+\.msw\.ts$/,
];
const shared = (id: string) =>
  !id.startsWith('mock:') && SHARED.some((pattern) => pattern.test(id.startsWith(root) ? id.slice(root.length) : id));

// What Vitest's isolation does between two files (resetModules), for the app's modules only.
mocker?.reset();
for (const [id, node] of worker.evaluatedModules.idToModuleMap) {
  if (shared(id) || worker.config.setupFiles.includes(id)) continue;
  node.promise = undefined;
  node.exports = undefined;
  node.evaluated = false;
  node.importers.clear();
}

/** What the page was like before the first file of the worker. */
interface FirstPage {
  address: string;
  document: Set<PropertyKey>;
  navigator: Set<PropertyKey>;
}
const keeper = globalThis as { __h5FirstPage?: FirstPage };
const firstPage = (keeper.__h5FirstPage ??= {
  address: window.location.href,
  document: new Set(Reflect.ownKeys(document)),
  navigator: new Set(Reflect.ownKeys(navigator)),
});

{
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  for (const element of [document.documentElement, document.body])
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', firstPage.address);
  for (const [target, first] of [
    [document, firstPage.document],
    [navigator, firstPage.navigator],
  ] as const)
    for (const key of Reflect.ownKeys(target)) if (!first.has(key)) Reflect.deleteProperty(target, key);
}

/**
 * jsdom's animation frames run on a Node interval it starts with the global `setInterval`: one
 * started while a test had faked the timers never fires once they are real again, and jsdom
 * starts no other while it waits for it, so every later file of the worker would wait forever
 * for a frame. Each file gets frames of its own instead, as jsdom makes them (every 1/60 s while
 * some are asked for), on the real timers of the worker. (Tests that fake the frames still can.)
 */
const keeperOfTimers = globalThis as { __h5RealTimers?: { every: typeof setInterval; stop: typeof clearInterval } };
const realTimers = (keeperOfTimers.__h5RealTimers ??= { every: setInterval, stop: clearInterval });
{
  const callbacks = new Map<number, FrameRequestCallback>();
  let lastHandle = 0;
  let interval: ReturnType<typeof setInterval> | undefined;
  const stopIfIdle = () => {
    if (callbacks.size === 0 && interval !== undefined) {
      realTimers.stop(interval);
      interval = undefined;
    }
  };
  const runFrame = () => {
    const now = performance.now();
    for (const [handle, callback] of [...callbacks]) {
      if (!callbacks.delete(handle)) continue; // cancelled by an earlier callback of this frame
      try {
        callback(now);
      } catch (error) {
        // As jsdom reports it: an error event on the window.
        const message = error instanceof Error ? error.message : String(error);
        window.dispatchEvent(new ErrorEvent('error', { error, message }));
      }
    }
    stopIfIdle();
  };
  const frames = {
    requestAnimationFrame(callback: FrameRequestCallback): number {
      lastHandle += 1;
      callbacks.set(lastHandle, callback);
      interval ??= realTimers.every(runFrame, 1000 / 60);
      return lastHandle;
    },
    cancelAnimationFrame(handle: number): void {
      callbacks.delete(handle);
      stopIfIdle();
    },
  };
  Object.assign(globalThis, frames);
  if (window !== globalThis) Object.assign(window, frames);
}

type ClipboardControl = { resetClipboardStub(): void; detachClipboardStub(): void };
function clipboardStub(): ClipboardControl | undefined {
  const clipboard = navigator.clipboard as unknown as Record<symbol, ClipboardControl> | undefined;
  if (!clipboard) return undefined;
  const key = Object.getOwnPropertySymbols(clipboard).find((symbol) => symbol.description === 'Manage ClipboardSub');
  return key ? clipboard[key] : undefined;
}
afterEach(() => clipboardStub()?.resetClipboardStub());
afterAll(() => clipboardStub()?.detachClipboardStub());
