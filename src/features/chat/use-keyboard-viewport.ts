// The chat fills the visible part of the screen, the message box at its bottom: while the on-screen
// keyboard is open the browser may only shrink the visual viewport (iOS Safari, Chrome for
// Android), so its height goes into `--chat-viewport-height` and the page is kept at the top,
// which keeps the box just above the keyboard. Without the VisualViewport API (or zoomed in) the
// CSS falls back to the dynamic viewport height.
import { useEffect } from 'react';

const VARIABLE = '--chat-viewport-height';

export function useKeyboardViewport(): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const update = () => {
      if (Math.abs(viewport.scale - 1) > 0.01) {
        root.style.removeProperty(VARIABLE);
        return;
      }
      root.style.setProperty(VARIABLE, `${Math.round(viewport.height)}px`);
      if (window.scrollY !== 0) window.scrollTo(0, 0);
    };
    update();
    viewport.addEventListener('resize', update);
    return () => {
      viewport.removeEventListener('resize', update);
      root.style.removeProperty(VARIABLE);
    };
  }, []);
}
