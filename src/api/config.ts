// Runtime configuration of the API layer. Values come from Vite env (VITE_*) at build time and can
// be changed with configureApi() (tests, embedding).

export type AuthScheme = 'raw' | 'bearer';
export type RequestEncoding = 'form' | 'json';

export interface ApiConfig {
  /** Base URL of the API, `/api` on the app's own origin by default. */
  baseURL: string;
  /** Origin that relative image paths are resolved against. Empty: the page's origin. */
  assetBase: string;
  /** Socket.io origin. Empty: the page's origin. */
  socketURL: string;
  /** `raw` sends the token as it is (classic backend), `bearer` as `Bearer <token>`. */
  authScheme: AuthScheme;
  /** `form` sends bodies form-urlencoded (classic layer), `json` as JSON (newer layer). */
  encoding: RequestEncoding;
  /** Request timeout in milliseconds. */
  timeout: number;
  /** Delay before redirecting after a 999 or 998 answer, in milliseconds. */
  redirectDelay: number;
}

const env = import.meta.env;

const pick = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

export const apiConfig: ApiConfig = {
  baseURL: env.VITE_API_BASE_URL || '/api',
  assetBase: env.VITE_ASSET_BASE_URL || '',
  socketURL: env.VITE_SOCKET_URL || '',
  authScheme: pick(env.VITE_AUTH_SCHEME, ['raw', 'bearer'] as const, 'raw'),
  encoding: pick(env.VITE_REQUEST_ENCODING, ['form', 'json'] as const, 'form'),
  timeout: 60_000,
  redirectDelay: 1_200,
};

export function configureApi(patch: Partial<ApiConfig>): void {
  Object.assign(apiConfig, patch);
}
