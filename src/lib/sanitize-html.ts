// The one place that runs DOMPurify. `sanitizeHtml` is the rule for HTML that came from the server
// (no scripts, frames, forms, styles or event handlers; links secured, see below);
// `sanitizeMarkup` is what the Trusted Types policy (src/app/trusted-types.ts) applies to every
// other string that reaches an HTML sink (a library's icon, a chart's logo): any markup without
// scripts or event handlers. Both pass DOMPurify `TRUSTED_TYPES_POLICY: null`, so that it never
// asks the browser for a policy of its own: the app has exactly one.
//
// Links of server HTML: links to the app's own pages (`/pages/...`) stay in the app when they are
// known routes (allow-listed with safeRedirect) and lose their link otherwise; e-mail and phone
// links open the mail or phone app; every other link opens in a new tab without access to this
// window.
import DOMPurify from 'dompurify';
import { KNOWN_PATHS, safeRedirect } from '@/lib/routes';
import { sanitizerSlot } from '@/lib/sanitizer-slot';

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

/**
 * Server HTML has a DOMPurify instance of its own. DOMPurify keeps the settings of the call in
 * progress on its instance, and parsing the server's string is itself an HTML sink that the Trusted
 * Types policy answers with `sanitizeMarkup`: on one shared instance that inner call left its own
 * settings in force for the rest of the outer one (SVG, style attributes and buttons let through;
 * tests/e2e/sanitizer.spec.ts).
 */
let purifiers: { server: typeof DOMPurify; markup: typeof DOMPurify } | undefined;
function purifier(which: 'server' | 'markup'): typeof DOMPurify {
  if (!purifiers) {
    purifiers = { server: DOMPurify(window), markup: DOMPurify };
    for (const instance of Object.values(purifiers)) {
      instance.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName === 'A') secureLink(node);
      });
    }
  }
  return purifiers[which];
}

/** Server HTML (articles, notices, site pages) as safe HTML text. */
export function sanitizeHtml(html: string): string {
  return purifier('server').sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'],
    FORBID_ATTR: ['style', 'target'],
    TRUSTED_TYPES_POLICY: null,
  });
}

/** Any other markup (HTML and SVG) as safe HTML text: no script, no event handler. */
export function sanitizeMarkup(html: string): string {
  return purifier('markup').sanitize(html, {
    USE_PROFILES: { html: true, svg: true, svgFilters: true },
    FORBID_TAGS: ['form', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'],
    TRUSTED_TYPES_POLICY: null,
  });
}

// From now on the Trusted Types policy accepts HTML (src/lib/sanitizer-slot.ts).
sanitizerSlot.current = sanitizeMarkup;
