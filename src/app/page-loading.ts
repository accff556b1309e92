// How many lazy pages (src/app/lazy-page.tsx) are downloading their code or texts, for
// src/lib/after-content.ts (a module of its own: the page module then exports components only).
let loadingPages = 0;

/** Whether a page's code or texts are being downloaded. */
export const pageLoading = (): boolean => loadingPages > 0;

/** A page starts (+1) or ends (-1) its download. */
export function countPageLoad(change: 1 | -1): void {
  loadingPages += change;
}
