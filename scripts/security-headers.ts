// The one source of the built app's security headers: the Content-Security-Policy, built from the
// deployment's configuration (the same VITE_* values the app reads), and the other response
// headers. vite.config.ts puts the policy into index.html (a meta tag), sends every header from
// `vite preview`, and writes them as nginx `add_header` lines into
// dist/.deploy/nginx-security-headers.conf, which deploy/nginx/h5.conf includes. A malformed
// origin in the configuration stops the build.

/** The configuration the policy depends on (Vite env, `VITE_*`). */
export interface SecurityEnv {
  VITE_API_BASE_URL?: string;
  VITE_ASSET_BASE_URL?: string;
  VITE_SOCKET_URL?: string;
  VITE_FIAT_RATES_URL?: string;
  VITE_SUPPORT_ORIGIN?: string;
  VITE_WEBVIEW_ORIGINS?: string;
}

/** The production default of the fiat-rates service (src/api/fiat-rates.ts uses the same). */
export const DEFAULT_FIAT_RATES_URL = 'https://rates.currency-service.test';

/** The one Trusted Types policy the app creates (src/app/trusted-types.ts). */
export const TRUSTED_TYPES_POLICY = 'default';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function fail(name: string, value: string, expected: string): never {
  throw new Error(`${name}: "${value}" is not ${expected}`);
}

/**
 * The origin of one configured address. `schemes` are the accepted protocols; http: and ws: are
 * accepted for loopback hosts only (a local production build). A path (`/api`) means the app's
 * own origin and gives null when `relative` allows it. `exact`: the value must be the origin
 * itself (`https://host[:port]`, no path).
 */
function originOf(
  name: string,
  raw: string,
  { schemes, relative = false, exact = false }: { schemes: readonly string[]; relative?: boolean; exact?: boolean },
): string | null {
  const value = raw.trim();
  const expected = exact ? 'an https origin (https://host[:port])' : `an absolute ${schemes.join('/')} URL`;
  if (relative && value.startsWith('/') && !value.startsWith('//')) {
    if (/[\s\\]/.test(value)) fail(name, raw, 'a path');
    return null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail(name, raw, relative ? `a path or ${expected}` : expected);
  }
  const loopback = LOOPBACK.has(url.hostname);
  const scheme = url.protocol.slice(0, -1);
  const secureScheme = ({ http: 'https', ws: 'wss' } as Record<string, string>)[scheme];
  const allowed =
    schemes.includes(scheme) || (loopback && secureScheme !== undefined && schemes.includes(secureScheme));
  if (!allowed || !url.hostname || url.username || url.password || /[\s\\*]/.test(value)) {
    fail(name, raw, expected);
  }
  if (exact && url.origin !== value.replace(/\/+$/, '')) fail(name, raw, expected);
  return url.origin;
}

function originList(name: string, value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => originOf(name, entry, { schemes: ['https'], exact: true }) as string);
}

/** The origins the policy allows besides the app's own, per purpose, checked. */
export interface PolicyOrigins {
  api: string[];
  socket: string[];
  fiatRates: string[];
  assets: string[];
  support: string[];
  webView: string[];
}

export function policyOrigins(env: SecurityEnv): PolicyOrigins {
  const one = (name: keyof SecurityEnv, options: Parameters<typeof originOf>[2], fallback = '') => {
    const value = (env[name] ?? '').trim() || fallback;
    const origin = value ? originOf(name, value, options) : null;
    return origin ? [origin] : [];
  };
  const socket = one('VITE_SOCKET_URL', { schemes: ['https', 'wss'] });
  return {
    api: one('VITE_API_BASE_URL', { schemes: ['https'], relative: true }),
    // socket.io starts with HTTP long-polling and upgrades to a websocket on the same host.
    socket: socket.flatMap((origin) => {
      const host = origin.replace(/^[a-z]+:/, '');
      const secure = /^(https|wss):/.test(origin);
      return [`${secure ? 'https' : 'http'}:${host}`, `${secure ? 'wss' : 'ws'}:${host}`];
    }),
    fiatRates: one('VITE_FIAT_RATES_URL', { schemes: ['https'], relative: true }, DEFAULT_FIAT_RATES_URL),
    assets: one('VITE_ASSET_BASE_URL', { schemes: ['https'], relative: true }),
    support: originList('VITE_SUPPORT_ORIGIN', env.VITE_SUPPORT_ORIGIN),
    webView: originList('VITE_WEBVIEW_ORIGINS', env.VITE_WEBVIEW_ORIGINS),
  };
}

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * The policy as directive -> sources. `frame-ancestors` only works in a header, so `meta: true`
 * leaves it out.
 */
export function cspDirectives(env: SecurityEnv, { meta = false } = {}): [string, string[]][] {
  const o = policyOrigins(env);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // The live-chat widget's script is the only third-party script.
    ['script-src', unique(["'self'", ...o.support])],
    // antd-mobile positions popups and sheets with inline style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', 'blob:', ...o.assets])],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(["'self'", ...o.api, ...o.socket, ...o.fiatRates])],
    ['frame-src', unique(["'self'", ...o.webView, ...o.support])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', [TRUSTED_TYPES_POLICY]],
  ];
  if (!meta) directives.push(['frame-ancestors', ["'none'"]]);
  return directives;
}

export function contentSecurityPolicy(env: SecurityEnv, options: { meta?: boolean } = {}): string {
  return cspDirectives(env, options)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Every security header of the app's pages, by name. */
export function securityHeaders(env: SecurityEnv): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** Hashed build output (`/h5/assets/<name>-<hash>.<ext>`): cached for a year, never revalidated. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html and every other unhashed file: asked again each time. */
export const NO_CACHE = 'no-cache';

/** The headers as nginx `add_header` lines (`always`: error pages carry them too). */
export function nginxHeaderLines(env: SecurityEnv): string {
  const lines = Object.entries(securityHeaders(env)).map(
    ([name, value]) => `add_header ${name} "${value.replace(/["\\$]/g, '\\$&')}" always;`,
  );
  return [
    '# Written by the build (scripts/security-headers.ts) from its VITE_* configuration: do not edit.',
    ...lines,
    '',
  ].join('\n');
}
