// Trusted Types (the CSP says `require-trusted-types-for 'script'; trusted-types default`): the
// browser refuses a plain string in every sink that can run script (innerHTML, DOMParser,
// script.src, ...) unless a policy turns it into a trusted value. The app has exactly one policy,
// the `default` one, which the browser applies to every such string:
// - HTML goes through DOMPurify (`sanitizeMarkup`), whoever writes it: React's
//   dangerouslySetInnerHTML, a library drawing an icon or a chart's logo, our own code;
// - a script address is allowed only from the app's origin and the configured live-chat origins
//   (VITE_SUPPORT_ORIGIN);
// - script text (eval, inline handlers, string timers) is never allowed.
// DOMPurify itself parses the dirty text into an inert document with DOMParser, which calls this
// policy again: while it is sanitizing, that one call passes the text through unchanged.
// The policy is created before anything renders, without waiting for DOMPurify: the sanitizer
// arrives with the first module that writes HTML, or when the page is first idle (src/main.tsx,
// src/lib/sanitizer-slot.ts); HTML that reaches a sink before it is refused (the sink throws),
// never let through.
import { sanitizerSlot } from '@/lib/sanitizer-slot';
import { buildAllowList } from '@/lib/web-origins';

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: {
      createHTML?: (input: string, type?: string, sink?: string) => string | null;
      createScriptURL?: (input: string) => string | null;
    },
  ): unknown;
}

/** The origins a script may come from: the app's own and the live-chat origins of the build. */
export function scriptOrigins(): string[] {
  return [window.location.origin, ...buildAllowList([], import.meta.env.VITE_SUPPORT_ORIGIN)];
}

/** The rules of the default policy, for a given sanitizer (exported for tests). */
export function policyRules(sanitize: (html: string) => string, allowedScriptOrigins: readonly string[]) {
  let sanitizing = 0;
  return {
    createHTML(input: string): string {
      if (sanitizing > 0) return input; // DOMPurify's own parse into an inert document
      sanitizing += 1;
      try {
        return sanitize(input);
      } finally {
        sanitizing -= 1;
      }
    },
    createScriptURL(input: string): string | null {
      try {
        const url = new URL(input, window.location.href);
        return allowedScriptOrigins.includes(url.origin) ? url.href : null;
      } catch {
        return null;
      }
    },
  };
}

/** The loaded sanitizer, or a refusal while it has not loaded (exported for tests). */
export function loadedSanitizer(html: string): string {
  const sanitize = sanitizerSlot.current;
  if (!sanitize) throw new TypeError('Trusted Types: HTML is refused until the sanitizer has loaded');
  return sanitize(html);
}

/** Creates the default policy where the browser has Trusted Types (before anything renders). */
export function installTrustedTypes(): void {
  const factory = (window as unknown as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory?.createPolicy) return;
  factory.createPolicy('default', policyRules(loadedSanitizer, scriptOrigins()));
}
