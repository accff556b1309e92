// Starts downloading an image the page is about to show as its largest element (Home's first
// banner), with a high priority, once per address. No library here: the entry uses it too.

const preloaded = (href: string): boolean =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some(
    (link) => link.href === new URL(href, document.baseURI).href,
  );

export function preloadImage(href: string): void {
  if (!href || typeof document === 'undefined' || preloaded(href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = href;
  document.head.append(link);
}
