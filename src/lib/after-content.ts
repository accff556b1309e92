// Work that is not part of what a page shows first (the UI kit's texts on a page painted without
// the kit, the HTML sanitizer, Home's hidden tiles) waits until the page the app opened on has
// shown its content: no request in flight, no page code loading, its images loaded, for two frames
// in a row. Then it runs when the browser is idle. Before that it would take the phone's bandwidth
// and main thread from the content itself (an idle callback alone fires while the page waits for
// its data). Once the first content has shown, later work only waits for idle time. A task runs at
// the latest `timeout` ms after it was asked for (a hidden tab paints no frames).
import { whenIdle } from './when-idle';

let loading: () => boolean = () => false;
let settled = false;
let watching = false;
const waiting = new Set<() => void>();

/** What "the page is still loading" means (src/app/start.tsx: requests, the page's code). */
export function setLoadingProbe(probe: () => boolean): void {
  loading = probe;
}

/** An image the page asked for at once (not a lazy one further down) that has not arrived. */
function imageLoading(): boolean {
  if (typeof document === 'undefined') return false;
  for (const image of Array.from(document.images)) if (!image.complete && image.loading !== 'lazy') return true;
  return false;
}

const nextFrame = (callback: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => void setTimeout(callback, 0));
  else setTimeout(callback, 16);
};

function watch(): void {
  if (watching || settled) return;
  watching = true;
  let quietFrames = 0;
  const check = (): void => {
    quietFrames = loading() || imageLoading() ? 0 : quietFrames + 1;
    if (quietFrames < 2) return nextFrame(check);
    watching = false;
    settled = true;
    for (const release of [...waiting]) release();
  };
  nextFrame(check);
}

/** Runs `task` once the first content has shown and the browser is idle. Returns the cancel. */
export function afterContent(task: () => void, timeout = 5000): () => void {
  let cancelIdle: (() => void) | null = null;
  let done = false;
  const run = (): void => {
    if (done) return;
    done = true;
    clearTimeout(latest);
    waiting.delete(release);
    task();
  };
  const release = (): void => {
    waiting.delete(release);
    cancelIdle = whenIdle(run, 1000);
  };
  const latest = setTimeout(run, timeout);
  if (settled) release();
  else {
    waiting.add(release);
    watch();
  }
  return () => {
    done = true;
    clearTimeout(latest);
    waiting.delete(release);
    cancelIdle?.();
  };
}
