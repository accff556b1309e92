// The third-party live-chat widget of the site configuration (`getSiteConfig().support_url`),
// loaded on demand by the customer-service page only, never at start-up.
//
// The rule that decides how the address is used: an address whose path ends in `.js` is the
// widget's script, added to the page as a <script> element (the widget then draws its own chat
// window); any other address is the chat page itself, shown in a sandboxed frame. Either way the
// address must be a full https URL (http://localhost in development) without user info. For the
// script, the built app's Content-Security-Policy must list its origin: set VITE_SUPPORT_ORIGIN
// at build time (see README), or the browser refuses it and the page shows its error.
import { buildAllowList, webOrigin } from '@/lib/web-origins';

export type WidgetKind = 'script' | 'frame';

export interface Widget {
  kind: WidgetKind;
  url: string;
}

/** How to load the support address, or null when it cannot be used (empty, not https, ...). */
export function supportWidget(supportUrl: string | null | undefined, { dev = false } = {}): Widget | null {
  const origin = webOrigin(supportUrl, { dev });
  if (!origin || !supportUrl) return null;
  const url = new URL(supportUrl.trim());
  return { kind: /\.js$/i.test(url.pathname) ? 'script' : 'frame', url: url.href };
}

/**
 * Whether the built app's Content-Security-Policy lets the widget load: its script only from the
 * origins of VITE_SUPPORT_ORIGIN, its chat page in a frame from those and VITE_WEBVIEW_ORIGINS.
 * The development server has no policy.
 */
export function allowedByPolicy(
  widget: Widget,
  env: { DEV?: boolean; VITE_SUPPORT_ORIGIN?: string; VITE_WEBVIEW_ORIGINS?: string },
): boolean {
  if (env.DEV) return true;
  const support = buildAllowList([], env.VITE_SUPPORT_ORIGIN);
  const allowed = widget.kind === 'script' ? support : [...support, ...buildAllowList([], env.VITE_WEBVIEW_ORIGINS)];
  return allowed.includes(new URL(widget.url).origin);
}

/** How long the widget may take to load before the page says it cannot be reached. */
export const WIDGET_TIMEOUT_MS = 15_000;

const loadedScripts = new Set<string>();
const loadingScripts = new Map<string, Promise<void>>();

/**
 * Adds the widget's script to the page once. Resolves when it has loaded (at once if it already
 * has); rejects on a load error (including a refusal by the Content-Security-Policy) or after
 * `timeoutMs`, removing the element so that a retry starts afresh.
 */
export function loadWidgetScript(src: string, timeoutMs = WIDGET_TIMEOUT_MS): Promise<void> {
  if (loadedScripts.has(src)) return Promise.resolve();
  const pending = loadingScripts.get(src);
  if (pending) return pending;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.supportWidget = '';
    const settle = (error?: Error) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      loadingScripts.delete(src);
      if (error) {
        script.remove();
        reject(error);
      } else {
        loadedScripts.add(src);
        resolve();
      }
    };
    const timer = setTimeout(() => settle(new Error('the chat widget did not load in time')), timeoutMs);
    script.onload = () => settle();
    script.onerror = () => settle(new Error('the chat widget could not be loaded'));
    document.body.appendChild(script);
  });
  loadingScripts.set(src, promise);
  return promise;
}

/** Forgets loaded scripts (tests). */
export function resetWidgets(): void {
  loadedScripts.clear();
  loadingScripts.clear();
  document.querySelectorAll('script[data-support-widget]').forEach((s) => s.remove());
}
