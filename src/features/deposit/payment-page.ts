// Where a deposit request may send the user to pay: /wallet/charge_req can answer a top-level `url`
// (a payment page). It is opened in a new tab only when it is an https address, without user info,
// on an allow-listed origin: the app's own, the API's, or one of VITE_PAYMENT_ORIGINS. An app
// route (`/pages/...`) stays in the app when it is a known route (safeRedirect). Anything else is
// refused and the user is told so.
import { apiConfig } from '@/api/config';
import { KNOWN_PATHS, safeRedirect } from '@/lib/routes';
import { buildAllowList, checkWebUrl, displayHost } from '@/lib/web-origins';

export type PaymentTarget =
  | { kind: 'none' }
  | { kind: 'route'; path: string }
  | { kind: 'open'; url: string; host: string }
  | { kind: 'refused'; host: string };

/**
 * Decides what to do with the `url` of a deposit request. `allowedOrigins` are exact origins
 * (`https://pay.example.com`); `pageOrigin` resolves a same-site path such as `/pay/123`. The
 * address itself is checked by the web allow-list of src/lib/web-origins.ts.
 */
export function paymentTarget(
  raw: string | null | undefined,
  allowedOrigins: readonly string[],
  pageOrigin: string,
): PaymentTarget {
  const value = (raw ?? '').trim();
  if (value === '') return { kind: 'none' };
  const refused: PaymentTarget = { kind: 'refused', host: displayHost(value) };
  if (/^#?\/pages\//.test(value)) {
    const path = safeRedirect(value.replace(/^#/, ''), KNOWN_PATHS);
    return path ? { kind: 'route', path } : refused;
  }
  // Resolved against the page first (the URL parser would drop the control characters and
  // whitespace that checkWebUrl refuses, so those are refused on the text as written).
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return refused;
  let absolute: string;
  try {
    absolute = new URL(value, pageOrigin).href;
  } catch {
    return refused;
  }
  const verdict = checkWebUrl(absolute, allowedOrigins);
  return verdict.allowed ? { kind: 'open', url: verdict.url, host: verdict.host } : refused;
}

/** The https origins of these addresses and comma-separated lists (relative ones are skipped). */
export function httpsOrigins(addresses: readonly (string | null | undefined)[]): string[] {
  return buildAllowList(
    addresses.flatMap((value) => (value ?? '').split(',')),
    undefined,
  );
}

/** The origins a payment page may be on in this build: the app's, the API's and the configured ones. */
export function paymentOrigins(): string[] {
  return httpsOrigins([window.location.origin, apiConfig.baseURL, import.meta.env.VITE_PAYMENT_ORIGINS]);
}
