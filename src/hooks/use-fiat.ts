// The chosen display currency (product-spec §3 local preference `fiat`: {currency_code, rate,
// saveTime}, default USD at rate 1) and the conversion of USDT amounts into it. The choice is kept
// in localStorage and shared by every screen through a small store; its rate follows the cached
// fiat rates of src/api/fiat-rates.ts, which are refreshed at most once a day.
//
// Money arithmetic is done on decimals (big.js), never on binary floats: amount x rate is exact,
// and only the display rounds (to the currency's own minor unit, see formatFiat in @/lib/format).
import type Big from 'big.js';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getFiatRates,
  isFiatCode,
  refreshFiatRates,
  subscribeFiatRates,
  USD_RATE,
  type FiatCode,
  type FiatRate,
} from '@/api/fiat-rates';
import { bcp47, isLang } from '@/api/lang';
import { toDecimal } from '@/lib/decimal';
import { afterContent } from '@/lib/after-content';
import { formatFiat as formatFiatText } from '@/lib/format';

export interface Fiat {
  currency_code: FiatCode;
  /** Units of the currency per 1 USDT (the service's rate against USD). */
  rate: number;
  /** When the choice or its rate was saved (ms since epoch), 0 for the default. */
  saveTime: number;
}

export const DEFAULT_FIAT: Fiat = { currency_code: 'USD', rate: 1, saveTime: 0 };
const FIAT_KEY = 'fiat';
const listeners = new Set<() => void>();

function readFiat(): Fiat {
  try {
    const raw = globalThis.localStorage?.getItem(FIAT_KEY);
    if (!raw) return DEFAULT_FIAT;
    const value = JSON.parse(raw) as Partial<Fiat>;
    const rate = Number(value.rate);
    if (!isFiatCode(value.currency_code) || !Number.isFinite(rate) || rate <= 0) return DEFAULT_FIAT;
    return { currency_code: value.currency_code, rate, saveTime: Number(value.saveTime) || 0 };
  } catch {
    return DEFAULT_FIAT;
  }
}

let chosen: Fiat = readFiat();

function writeFiat(next: Fiat): void {
  chosen = next;
  try {
    localStorage.setItem(FIAT_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

export const getFiat = (): Fiat => chosen;

export function subscribeFiat(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The rate of `code` among the known rates, if the service gave one (USD is always 1). */
export function rateOf(code: FiatCode, rates: readonly FiatRate[] = getFiatRates().rates): number | undefined {
  if (code === 'USD') return rates.find((r) => r.currency_code === 'USD')?.rate ?? USD_RATE.rate;
  return rates.find((r) => r.currency_code === code)?.rate;
}

/**
 * Chooses the display currency. Returns false (and changes nothing) when no rate is known for it
 * yet, since showing USDT figures under another currency's sign would be wrong.
 */
export function setFiat(code: FiatCode, now = Date.now()): boolean {
  const rate = rateOf(code);
  if (rate === undefined) return false;
  writeFiat({ currency_code: code, rate, saveTime: now });
  return true;
}

/** Keeps the stored choice in step with newly fetched rates. */
function syncWithRates(): void {
  const fresh = rateOf(chosen.currency_code);
  if (fresh !== undefined && fresh !== chosen.rate) {
    writeFiat({ ...chosen, rate: fresh, saveTime: getFiatRates().savedAt || Date.now() });
  }
}
subscribeFiatRates(syncWithRates);

/** Reads the stored choice again (a new start; used by tests). */
export function resetFiat(): void {
  chosen = readFiat();
  listeners.forEach((listener) => listener());
}

/** A decimal from the wire (string or JSON number) as a Big (src/lib/decimal.ts). */
export { toDecimal };

/** amount (USDT) x rate, exactly. */
export function convertToFiat(amount: Big | string | number | null | undefined, rate: number | string): Big {
  return toDecimal(amount).times(toDecimal(rate));
}

export interface UseFiat {
  fiat: Fiat;
  /** Every currency the rates service gave a rate for (USD at least). */
  rates: readonly FiatRate[];
  /** When the rates were fetched, 0 when never (USD at 1 only). */
  ratesSavedAt: number;
  setFiat: (code: FiatCode) => boolean;
  /** A USDT amount in the chosen currency, exact. */
  toFiat: (usdt: Big | string | number | null | undefined) => Big;
  /** A USDT amount in the chosen currency, formatted with its sign: `$42,564.94`. */
  formatFiat: (usdt: Big | string | number | null | undefined) => string;
}

/** The chosen display currency, its rate, and converters; fetches the rates when they are stale. */
export function useFiat(): UseFiat {
  const stored = useSyncExternalStore(subscribeFiat, getFiat, getFiat);
  const { rates, savedAt } = useSyncExternalStore(subscribeFiatRates, getFiatRates, getFiatRates);
  const { i18n } = useTranslation();
  const locale = isLang(i18n.language) ? bcp47(i18n.language) : 'en';

  // The rates service is another origin, a connection of its own on a phone network: it is asked
  // once the page has shown its content, not beside the page's own first data. Until then the
  // figures use the stored rates (or the chosen currency's own).
  useEffect(() => afterContent(() => void refreshFiatRates()), []);

  const rate = rateOf(stored.currency_code, rates) ?? stored.rate;
  const fiat = useMemo<Fiat>(() => ({ ...stored, rate }), [stored, rate]);
  const toFiat = useCallback((usdt: Big | string | number | null | undefined) => convertToFiat(usdt, rate), [rate]);
  const formatFiat = useCallback(
    (usdt: Big | string | number | null | undefined) =>
      formatFiatText(convertToFiat(usdt, rate), stored.currency_code, locale),
    [rate, stored.currency_code, locale],
  );
  return { fiat, rates, ratesSavedAt: savedAt, setFiat: (code) => setFiat(code), toFiat, formatFiat };
}
