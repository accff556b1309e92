// The markup sanitizer once it has loaded: src/lib/sanitize-html.ts puts its `sanitizeMarkup` here
// when its module is evaluated, and the Trusted Types policy (src/app/trusted-types.ts) reads it.
// So DOMPurify is not on the first paint of a screen that shows no server HTML: the modules that
// write HTML (HtmlContent, the contact page) import the sanitizer themselves, and until it has
// loaded the policy refuses HTML rather than letting it through.
export const sanitizerSlot: { current?: (html: string) => string } = {};
