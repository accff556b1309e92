// A site page as the settings answer it: an object with a title and content, or bare HTML.

import type { SitePage } from '@generated/model';

export type SitePagePayload = SitePage | string;

/** The page's title, when the server sent one. */
export const sitePageTitle = (page: SitePagePayload | undefined): string | undefined =>
  typeof page === 'object' && page.title.trim() ? page.title : undefined;

/** The page's HTML body. */
export const sitePageHtml = (page: SitePagePayload): string => (typeof page === 'string' ? page : page.content);
