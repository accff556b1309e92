// Pull down to refresh, without the UI kit (and its react-spring and @use-gesture), so that a page
// that paints without the kit (Assets) can have it: on a touch screen, a pull that starts with the
// page scrolled to the top opens a head above the content ("Pull down to refresh", then "Release
// to refresh" past the threshold); releasing there runs `onRefresh`, shows "Refreshing…" until it
// settles, then "Updated" for a moment, and closes. The same feel as the kit's: a 40 px head, a
// 60 px threshold and the same rubber band. The pull follows the finger by writing the head's
// height straight to the DOM (no React render per move); React renders only when the text changes.
// A pull sideways (tabs, a horizontal list) or up (scrolling) is left to the browser.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './pull-to-refresh.css';
import { HEAD, pullHeight } from './pull-height';

const THRESHOLD = 60;
const COMPLETE_DELAY = 500;

type Status = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** True when neither the page nor any scrolled box around `target` is scrolled down. */
function atTop(target: EventTarget | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node.scrollTop > 0) return false;
  }
  return window.scrollY <= 0;
}

interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('pulling');
  const rootRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  });

  useEffect(() => {
    const root = rootRef.current;
    const head = headRef.current;
    if (!root || !head) return undefined;
    let alive = true;
    let start: { x: number; y: number } | null = null;
    let pulling = false;
    let busy = false;
    let height = 0;

    const open = (to: number, settle: boolean) => {
      height = to;
      head.classList.toggle('ptr__head--settling', settle);
      head.style.height = `${to}px`;
    };
    const close = () => {
      open(0, true);
      // The text goes back to "Pull down…", and a new pull is taken, once the head is shut: after
      // its transition, or at once when there is none (the device asks for reduced motion).
      setTimeout(
        () => {
          if (!alive) return;
          busy = false;
          setStatus('pulling');
        },
        parseFloat(getComputedStyle(head).transitionDuration || '0') * 1000,
      );
    };
    const run = async () => {
      busy = true;
      open(HEAD, true);
      setStatus('refreshing');
      try {
        await refresh.current();
      } catch {
        // The screen shows a failed call itself (its query's error and retry); the head just closes.
        if (alive) close();
        return;
      }
      if (!alive) return;
      setStatus('complete');
      setTimeout(() => alive && close(), COMPLETE_DELAY);
    };

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start =
        !busy && event.touches.length === 1 && touch && atTop(event.target)
          ? { x: touch.clientX, y: touch.clientY }
          : null;
      pulling = false;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      const dy = touch.clientY - start.y;
      if (!pulling) {
        // Up, or more sideways than down: a scroll or a swipe, not a pull.
        if (dy <= 0 || Math.abs(touch.clientX - start.x) > dy) {
          start = null;
          return;
        }
        pulling = true;
      }
      if (event.cancelable) event.preventDefault();
      open(pullHeight(dy), false);
      setStatus(height > THRESHOLD ? 'canRelease' : 'pulling');
    };
    const onEnd = () => {
      if (!pulling) return;
      pulling = false;
      start = null;
      if (height > THRESHOLD) void run();
      else open(0, true);
    };

    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      alive = false;
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const text = {
    pulling: t('refresh.pull'),
    canRelease: t('refresh.release'),
    refreshing: t('refresh.refreshing'),
    complete: t('refresh.refreshed'),
  }[status];

  return (
    <div className="ptr" ref={rootRef}>
      <div className="ptr__head" ref={headRef} style={{ height: 0 }}>
        {/* Announced while a refresh runs and when it is done; the pull's own hints are not. */}
        <div className="ptr__text" role="status" aria-hidden={status === 'pulling' || status === 'canRelease'}>
          {text}
        </div>
      </div>
      <div className="ptr__content">{children}</div>
    </div>
  );
}
