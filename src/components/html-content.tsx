// Renders HTML that came from the server, sanitized with DOMPurify: no scripts, frames, forms or
// event handlers, no javascript: links. Links to the app's own pages (`/pages/...`) stay in the
// app when they are known routes (allow-listed with safeRedirect) and lose their link otherwise;
// e-mail and phone links open the mail or phone app; every other link opens in a new tab without
// access to this window.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { KNOWN_PATHS, safeRedirect } from '@/lib/routes';

/** Where a link of server HTML may lead: an app route, a mail/phone app, or a new tab. */
function secureLink(node: Element): void {
  const href = (node.getAttribute('href') ?? '').trim();
  if (!href) return;
  node.removeAttribute('target');
  node.removeAttribute('rel');
  const internal = /^#?\/pages\//i.test(href) ? href.replace(/^#/, '') : href.startsWith('#') ? href : null;
  if (internal !== null) {
    const target = safeRedirect(internal, KNOWN_PATHS);
    if (target) node.setAttribute('href', `#${target}`);
    else node.removeAttribute('href');
    return;
  }
  if (/^(mailto|tel):/i.test(href)) return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer nofollow');
}

let hooked = false;
function purifier(): typeof DOMPurify {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') secureLink(node);
    });
    hooked = true;
  }
  return DOMPurify;
}

export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'],
    FORBID_ATTR: ['style', 'target'],
  });
}

export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={['html-content', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
