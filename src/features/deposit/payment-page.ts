// Where a deposit request may send the user to pay: /wallet/charge_req can answer a top-level `url`
// (a payment page). It is opened in a new tab only when it is an https address, without user info,
// on an allow-listed origin: the app's own, the API's, or one of VITE_PAYMENT_ORIGINS. An app
// route (`/pages/...`) stays in the app when it is a known route (safeRedirect). Anything else is
// refused and the user is told so.
import { apiConfig } from '@/api/config';
import { KNOWN_PATHS, safeRedirect } from '@/lib/routes';

export type PaymentTarget =
  | { kind: 'none' }
  | { kind: 'route'; path: string }
  | { kind: 'open'; url: string; host: string }
  | { kind: 'refused'; host: string };

/** What to show as a refused address: its host, or the text itself (shortened). */
function hostOf(raw: string): string {
  try {
    const host = new URL(raw).host;
    if (host) return host;
  } catch {
    // not an absolute address: show the text
  }
  return raw.length > 64 ? `${raw.slice(0, 63)}…` : raw;
}

/**
 * Decides what to do with the `url` of a deposit request. `allowedOrigins` are exact origins
 * (`https://pay.example.com`); `pageOrigin` resolves a same-site path such as `/pay/123`.
 */
export function paymentTarget(
  raw: string | null | undefined,
  allowedOrigins: readonly string[],
  pageOrigin: string,
): PaymentTarget {
  const value = (raw ?? '').trim();
  if (value === '') return { kind: 'none' };
  if (/^#?\/pages\//.test(value)) {
    const path = safeRedirect(value.replace(/^#/, ''), KNOWN_PATHS);
    return path ? { kind: 'route', path } : { kind: 'refused', host: hostOf(value) };
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return { kind: 'refused', host: hostOf(value) };
  let url: URL;
  try {
    url = new URL(value, pageOrigin);
  } catch {
    return { kind: 'refused', host: hostOf(value) };
  }
  const allowed = url.protocol === 'https:' && !url.username && !url.password && allowedOrigins.includes(url.origin);
  return allowed ? { kind: 'open', url: url.href, host: url.host } : { kind: 'refused', host: hostOf(value) };
}

/** The https origins of the comma-separated list and of these addresses (relative ones are skipped). */
export function httpsOrigins(addresses: readonly (string | null | undefined)[]): string[] {
  const origins = addresses
    .flatMap((value) => (value ?? '').split(','))
    .map((value) => value.trim())
    .filter((value) => /^https:\/\//i.test(value))
    .flatMap((value) => {
      try {
        return [new URL(value).origin];
      } catch {
        return [];
      }
    });
  return [...new Set(origins)];
}

/** The origins a payment page may be on in this build: the app's, the API's and the configured ones. */
export function paymentOrigins(): string[] {
  return httpsOrigins([window.location.origin, apiConfig.baseURL, import.meta.env.VITE_PAYMENT_ORIGINS]);
}
