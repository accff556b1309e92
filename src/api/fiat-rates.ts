// The external fiat-rates client: the one network call that does not go to the site's backend
// (contract operation `listFiatRates`, GET /v1/rates on the rates service's own host). That
// service answers plain JSON, not the `{type, message}` envelope, so the app's HTTP client and the
// generated function do not fit: this module asks it directly, checks the answer with the
// generated zod validator, and keeps USD, CNY, GBP, HKD, JPY, EUR, AED, THB, PHP, SGD and VND.
//
// Rates are fetched at most once every 24 hours and cached in localStorage with their save time
// (`fiats`, `saveFiatsTime`). Until a first answer arrives, or when the service fails, the app uses
// what it has cached, or USD at rate 1. A failed call is tried again on the next start of the app,
// not on every screen. Screens read the rates through the store below (useSyncExternalStore).
import { config as zodConfig } from 'zod/mini';
import { apiConfig } from './config';
import { loadTransport } from './load-transport';

// Strict CSP (no 'unsafe-eval'): keep zod from probing `new Function`.
zodConfig({ jitless: true });

export const FIAT_CODES = ['USD', 'CNY', 'GBP', 'HKD', 'JPY', 'EUR', 'AED', 'THB', 'PHP', 'SGD', 'VND'] as const;
export type FiatCode = (typeof FIAT_CODES)[number];

export const isFiatCode = (value: unknown): value is FiatCode =>
  typeof value === 'string' && (FIAT_CODES as readonly string[]).includes(value);

/** One fiat currency: units of `currency_code` per 1 USD (as the service sends it). */
export interface FiatRate {
  currency_code: FiatCode;
  rate: number;
}

export interface FiatRatesSnapshot {
  /** The kept rates; always holds USD. */
  rates: readonly FiatRate[];
  /** When they were fetched (ms since epoch), 0 when never. */
  savedAt: number;
}

export const USD_RATE: FiatRate = { currency_code: 'USD', rate: 1 };
export const FIAT_RATES_MAX_AGE = 24 * 60 * 60 * 1000;
const RATES_TIMEOUT = 60_000;
const RATES_KEY = 'fiats';
const SAVED_AT_KEY = 'saveFiatsTime';

/**
 * Origin of the rates service: VITE_FIAT_RATES_URL, else in development the API base (the dev
 * server proxies it to Prism, which serves `listFiatRates` too), else the contract's server of
 * `listFiatRates`.
 */
export const FIAT_RATES_URL: string =
  (import.meta.env.VITE_FIAT_RATES_URL as string | undefined) ||
  (import.meta.env.DEV ? apiConfig.baseURL : 'https://rates.currency-service.test');

const isRate = (value: unknown): value is FiatRate => {
  if (typeof value !== 'object' || value === null) return false;
  const { currency_code: code, rate } = value as Record<string, unknown>;
  return isFiatCode(code) && typeof rate === 'number' && Number.isFinite(rate) && rate > 0;
};

/** Keeps the app's eleven currencies, in the app's order, with USD always present. */
export function pickFiatRates(list: readonly unknown[]): FiatRate[] {
  const found = new Map<FiatCode, number>();
  for (const item of list) {
    if (isRate(item) && !found.has(item.currency_code)) found.set(item.currency_code, item.rate);
  }
  found.set('USD', found.get('USD') ?? 1);
  return FIAT_CODES.filter((code) => found.has(code)).map((code) => ({
    currency_code: code,
    rate: found.get(code) ?? 1,
  }));
}

function readStorage(): FiatRatesSnapshot {
  try {
    const raw = globalThis.localStorage?.getItem(RATES_KEY);
    const savedAt = Number(globalThis.localStorage?.getItem(SAVED_AT_KEY) ?? 0);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return {
      rates: pickFiatRates(Array.isArray(list) ? list : []),
      savedAt: Number.isFinite(savedAt) && savedAt > 0 ? savedAt : 0,
    };
  } catch {
    return { rates: [USD_RATE], savedAt: 0 };
  }
}

let snapshot: FiatRatesSnapshot = readStorage();
let inflight: Promise<FiatRatesSnapshot> | null = null;
let failedThisStart = false;
const listeners = new Set<() => void>();

function publish(next: FiatRatesSnapshot): void {
  snapshot = next;
  try {
    localStorage.setItem(RATES_KEY, JSON.stringify(next.rates));
    localStorage.setItem(SAVED_AT_KEY, String(next.savedAt));
  } catch {
    // Storage unavailable: the rates last for this page only.
  }
  listeners.forEach((listener) => listener());
}

export const getFiatRates = (): FiatRatesSnapshot => snapshot;

export function subscribeFiatRates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when the cached rates are younger than 24 hours. */
export const areFiatRatesFresh = (now = Date.now()): boolean =>
  snapshot.savedAt > 0 && now - snapshot.savedAt < FIAT_RATES_MAX_AGE && snapshot.rates.length > 1;

async function fetchRates(now: number): Promise<FiatRatesSnapshot> {
  const { axios } = await loadTransport();
  const [response, { ListFiatRates200 }] = await Promise.all([
    axios.get<unknown>(`${FIAT_RATES_URL.replace(/\/+$/, '')}/v1/rates`, {
      params: { base: 'USD' },
      timeout: RATES_TIMEOUT,
      withCredentials: false,
      headers: { Accept: 'application/json' },
    }),
    import('../../generated/zod/schemas/listFiatRates200.zod'),
  ]);
  const parsed = ListFiatRates200.safeParse(response.data);
  if (!parsed.success) throw new Error('fiat rates outside the contract');
  const body = parsed.data;
  if ('error' in body) throw new Error('fiat rates refused');
  if (body.base !== undefined && body.base !== 'USD') throw new Error('fiat rates against another base');
  return { rates: pickFiatRates(body.rates), savedAt: now };
}

/**
 * Makes sure the rates are at most 24 hours old: answers the cache when it is fresh, else asks
 * the service once (concurrent callers share the request). On failure the cache (or USD at 1)
 * stays and the service is not asked again until the next start. Never rejects.
 */
export function refreshFiatRates({ now = Date.now(), force = false }: { now?: number; force?: boolean } = {}) {
  if (!force && (areFiatRatesFresh(now) || failedThisStart)) return Promise.resolve(snapshot);
  inflight ??= fetchRates(now).then(
    (next) => {
      inflight = null;
      publish(next);
      return next;
    },
    (error: unknown) => {
      inflight = null;
      failedThisStart = true;
      if (import.meta.env.DEV) console.warn('[fiat-rates] kept the cached rates:', (error as Error).message);
      return snapshot;
    },
  );
  return inflight;
}

/** Reads the cache again and forgets a failed attempt (a new start; used by tests). */
export function resetFiatRates(): void {
  snapshot = readStorage();
  inflight = null;
  failedThisStart = false;
  listeners.forEach((listener) => listener());
}
