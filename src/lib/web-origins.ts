// Which web addresses the app may show inside itself (the webView page, the customer-service
// frame): absolute https URLs whose origin is on an allow-list built from the site configuration.
// Pure functions: the screens pass in the configured values.

export interface WebUrlOptions {
  /** A development build: http://localhost (and 127.0.0.1, [::1]) is accepted as well. */
  dev?: boolean;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Parses an address that may be shown: written out in full as `https://host/...` (or
 * `http://localhost...` in development), without user info (`https://good.test@evil.test`),
 * whitespace, control characters or backslashes. `javascript:`, `data:`, protocol-relative
 * `//host` and relative paths are refused.
 */
function parseWebUrl(raw: string | null | undefined, dev: boolean): URL | null {
  if (!raw) return null;
  const value = raw.trim();
  if (!/^https?:\/\/[^/\\]/i.test(value)) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password || !url.hostname) return null;
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && dev && LOCAL_HOSTS.has(url.hostname)) return url;
  return null;
}

/** The origin (`https://host[:port]`) of an address that may be shown, or null. */
export function webOrigin(raw: string | null | undefined, { dev = false }: WebUrlOptions = {}): string | null {
  return parseWebUrl(raw, dev)?.origin ?? null;
}

/**
 * The allow-list: the origins of the given addresses (relative ones such as `/api` and anything
 * that is not an https address are skipped) and of the comma-separated `extra` list.
 */
export function buildAllowList(
  sources: readonly (string | null | undefined)[],
  extra: string | null | undefined,
  options: WebUrlOptions = {},
): string[] {
  const candidates = [...sources, ...(extra ?? '').split(',')];
  const origins = candidates.map((value) => webOrigin(value, options)).filter((o): o is string => o !== null);
  return [...new Set(origins)];
}

export type WebUrlVerdict =
  { allowed: true; url: string; origin: string; host: string } | { allowed: false; host: string };

/** What to show the user as the refused address: its host, or the text itself (shortened). */
export function displayHost(raw: string): string {
  const value = raw.trim();
  try {
    const host = new URL(value).host;
    if (host) return host;
  } catch {
    // not a URL at all: show the text
  }
  return value.length > 64 ? `${value.slice(0, 63)}…` : value;
}

/** Decides whether `raw` may be shown: allowed only when its exact origin is on the list. */
export function checkWebUrl(
  raw: string | null | undefined,
  allowList: readonly string[],
  { dev = false }: WebUrlOptions = {},
): WebUrlVerdict {
  const url = parseWebUrl(raw, dev);
  if (url && allowList.includes(url.origin)) {
    return { allowed: true, url: url.href, origin: url.origin, host: url.host };
  }
  return { allowed: false, host: displayHost(raw ?? '') };
}
