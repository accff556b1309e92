// Fixtures of the content and customer-service tests: their locale namespaces, a toast probe and
// the markup an attacker would put into server HTML.
import { setApiEffects } from '@/api/effects';
import { i18next } from '@/app/i18n';
import { showToast } from '@/app/ui-kit';

export async function loadContentLocales(): Promise<void> {
  await i18next.loadNamespaces(['content', 'support']);
}

/** Server HTML that would run code if it were rendered as it is. */
export const HOSTILE_HTML =
  '<p>Safe text</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">' +
  '<iframe src="https://evil.test/"></iframe><a href="javascript:window.__pwned=3">click</a>';

declare global {
  interface Window {
    __pwned?: number;
  }
}

/** Asserts that nothing of HOSTILE_HTML that could run made it into the page. */
export function expectDefused(container: ParentNode = document): void {
  const html = container.querySelector('.html-content');
  if (!html) throw new Error('no .html-content on the page');
  if (html.querySelector('script, iframe')) throw new Error('a script or frame was rendered');
  for (const element of html.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) {
      if (/^on/i.test(attribute)) throw new Error(`an event handler (${attribute}) was rendered`);
    }
    const href = element.getAttribute('href') ?? '';
    if (/^\s*javascript:/i.test(href)) throw new Error('a javascript: link was rendered');
  }
  if (window.__pwned !== undefined) throw new Error('server HTML ran code');
}

/** Collects what the API layer toasts from now on (until restoreToasts). */
export function watchToasts(): string[] {
  const toasts: string[] = [];
  setApiEffects({ toast: (message) => toasts.push(message) });
  return toasts;
}

export function restoreToasts(): void {
  setApiEffects({ toast: showToast });
}
