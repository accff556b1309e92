// The origins the webView page may show: the live-chat address of the site configuration
// (`getSiteConfig().support_url`), the API and image origins when they are absolute
// (VITE_API_BASE_URL, VITE_ASSET_BASE_URL), and VITE_SUPPORT_ORIGIN and VITE_WEBVIEW_ORIGINS
// (comma-separated). https only; http://localhost as well in development. A built app shows only
// the origins its Content-Security-Policy lets into a frame (`frame-src`: VITE_WEBVIEW_ORIGINS and
// VITE_SUPPORT_ORIGIN): any other would be refused by the browser, so the page refuses it first.
import { useGetSiteConfig } from '@generated/api/content/content';
import { apiConfig } from '@/api/config';
import { buildAllowList } from '@/lib/web-origins';

export const DEV = import.meta.env.DEV;

/** The origins known without asking the server (build configuration). */
export function configuredOrigins(): string[] {
  const env = import.meta.env;
  if (!env.DEV) return frameOrigins();
  return buildAllowList(
    [apiConfig.baseURL, apiConfig.assetBase],
    [env.VITE_SUPPORT_ORIGIN, env.VITE_WEBVIEW_ORIGINS].filter(Boolean).join(','),
    { dev: DEV },
  );
}

/** The origins of the built app's `frame-src` (scripts/security-headers.ts). */
function frameOrigins(): string[] {
  const env = import.meta.env;
  return buildAllowList([], [env.VITE_SUPPORT_ORIGIN, env.VITE_WEBVIEW_ORIGINS].filter(Boolean).join(','));
}

export function useWebViewAllowList() {
  const site = useGetSiteConfig(undefined, { query: { staleTime: 10 * 60_000 } });
  const fixed = configuredOrigins();
  const framed = (origins: string[]) => (DEV ? origins : origins.filter((o) => frameOrigins().includes(o)));
  const origins = site.data ? framed(buildAllowList([site.data.support_url], fixed.join(','), { dev: DEV })) : fixed;
  return { origins, site };
}
