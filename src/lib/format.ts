// The one way a screen shows a figure (product-spec.md §9): prices at the pair's precision, coin
// amounts at the coin's precision, quote-currency money (margin, P/L, fees) at 2 decimals, signed
// figures and percentages, fiat with its currency sign, compact K/M figures, and relative times.
// Every figure is rounded on its decimal digits (big.js), never through a binary float, and
// grouped for the interface locale. Screens never call toFixed/Intl themselves (ESLint enforces it).
import Big from 'big.js';
import { fiatPattern, FIAT_DECIMALS } from './fiat-patterns';

/** Parses a decimal string from the wire; NaN when it is not a number. */
export const toNumber = (value: string | number | null | undefined): number =>
  typeof value === 'number' ? value : value == null || value === '' ? Number.NaN : Number(value);

/**
 * Compact figures: above 1,000,000 with M, above 1,000 with K (one decimal), else up to
 * `maxDecimals` decimals (default 4), with the locale's decimal separator (`18.4K`, `18,4K`).
 */
export function formatCompact(value: string | number, maxDecimals = 4, locale = 'en'): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return '--';
  const abs = Math.abs(n);
  const decimal = typeof value === 'string' ? value.trim() : String(value);
  const plain = /^[+-]?\d+(\.\d+)?$/.test(decimal) ? decimal.replace(/^\+/, '') : n.toFixed(20);
  if (abs > 1_000_000) return `${localDecimal(trim(roundDecimal(shift(plain, 6), 1) ?? ''), locale)}M`;
  if (abs > 1_000) return `${localDecimal(trim(roundDecimal(shift(plain, 3), 1) ?? ''), locale)}K`;
  const small = roundDecimal(plain, maxDecimals);
  return small === null ? '--' : localDecimal(trim(small), locale);
}

/** A plain decimal string (`18.4`) with the locale's decimal separator, ungrouped. */
const localDecimal = (text: string, locale: string): string => text.replace('.', separators(locale).decimal);

/** Moves the decimal point `places` to the left on the digits (no float division). */
function shift(decimal: string, places: number): string {
  const negative = decimal.startsWith('-');
  const [int = '0', frac = ''] = decimal.replace(/^-/, '').split('.');
  const padded = int.padStart(places + 1, '0');
  const moved = `${padded.slice(0, -places)}.${padded.slice(-places)}${frac}`;
  return negative ? `-${moved}` : moved;
}

/** Drops trailing zeros of the fraction, and the sign of a zero. */
const trim = (s: string): string => {
  const t = s.includes('.') ? s.replace(/\.?0+$/, '') : s;
  return /^-0?$/.test(t) ? '0' : t;
};

/**
 * Rounds a decimal string half away from zero to `decimals` places on its digits, without going
 * through a binary float (`"2.315"` gives `"2.32"`, where `2.315.toFixed(2)` gives `"2.31"`).
 * Returns null for anything that is not a plain decimal.
 */
export function roundDecimal(value: string, decimals: number): string | null {
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return null;
  const [, sign = '', int = '0', frac = ''] = match;
  const padded = (frac + '0'.repeat(decimals + 1)).slice(0, decimals + 1);
  let units = BigInt(int + padded.slice(0, decimals));
  if (Number(padded[decimals]) >= 5) units += 1n;
  const digits = units.toString().padStart(decimals + 1, '0');
  const rounded = decimals > 0 ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return sign === '-' && units !== 0n ? `-${rounded}` : rounded;
}

/** The decimals of a fiat currency (JPY 0, USD 2). */
export function fiatDecimals(code: string, locale = 'en'): number {
  if (Object.hasOwn(FIAT_DECIMALS, code)) return FIAT_DECIMALS[code as keyof typeof FIAT_DECIMALS];
  return currencyFormat(locale, code)?.resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Intl's currency formatter of a locale and currency (with a fixed number of decimals, or the
 * currency's own), made once: building one costs far more than formatting with it, and live
 * figures are formatted on every tick. Null for a code Intl does not know.
 */
const currencyFormats = new Map<string, Intl.NumberFormat | null>();
function currencyFormat(locale: string, code: string, decimals?: number): Intl.NumberFormat | null {
  const key = `${locale}|${code}|${decimals ?? ''}`;
  let format = currencyFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        ...(decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
      });
    } catch {
      format = null;
    }
    currencyFormats.set(key, format);
  }
  return format;
}

/** Fixed precision, default 2 decimals; `--` for values that are not numbers. */
export function formatFixed(value: string | number, decimals = 2): string {
  if (typeof value === 'string') return roundDecimal(value, decimals) ?? '--';
  return Number.isFinite(value) ? (roundDecimal(String(value), decimals) ?? value.toFixed(decimals)) : '--';
}

export type DecimalLike = Big | string | number | null | undefined;

/**
 * A wire value (decimal string, `+`-signed string, JSON number or Big) as a Big, or null.
 * Exponent notation is read too: it is how JavaScript writes a number under 1e-6 or from 1e21
 * (`String(-5e-324)`), so a tiny non-zero change stays non-zero.
 */
export function toBig(value: DecimalLike): Big | null {
  if (value instanceof Big) return value;
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Big(value) : null;
  const text = value.trim().replace(/^\+/, '');
  return /^-?\d+(\.\d*)?(e[+-]?\d+)?$/i.test(text) ? new Big(text) : null;
}

interface Separators {
  group: string;
  decimal: string;
}

/**
 * The separators of the app's ten locales (`bcp47` in api/lang.ts), as Intl gives them (a unit
 * test checks this table against Intl). Known here, the first figure a screen draws does not wait
 * for Intl to load its number data (~60 ms at CPU x4, inside the first render after the data);
 * any other locale asks Intl.
 */
export const APP_LOCALE_SEPARATORS: Readonly<Record<string, Separators>> = {
  en: { group: ',', decimal: '.' },
  'zh-CN': { group: ',', decimal: '.' },
  'zh-HK': { group: ',', decimal: '.' },
  th: { group: ',', decimal: '.' },
  ja: { group: ',', decimal: '.' },
  ko: { group: ',', decimal: '.' },
  fr: { group: '\u202f', decimal: ',' },
  es: { group: '.', decimal: ',' },
  id: { group: '.', decimal: ',' },
  vi: { group: '.', decimal: ',' },
};

const separatorsCache = new Map<string, Separators>(Object.entries(APP_LOCALE_SEPARATORS));

/** The separators Intl gives for a locale (what APP_LOCALE_SEPARATORS holds for the app's ones). */
export function intlSeparators(locale: string): Separators {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

function separators(locale: string): Separators {
  let found = separatorsCache.get(locale);
  if (!found) {
    found = intlSeparators(locale);
    separatorsCache.set(locale, found);
  }
  return found;
}

/** Groups a plain decimal string (`-12345.678`) for the locale, digit by digit. */
export function groupDecimal(text: string, locale: string): string {
  const { group, decimal } = separators(locale);
  const negative = text.startsWith('-');
  const [int = '0', frac] = text.replace(/^[-+]/, '').split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? '-' : ''}${grouped}${frac ? `${decimal}${frac}` : ''}`;
}

interface DecimalOptions {
  /** Most decimals shown. */
  max: number;
  /** Fewest decimals shown (trailing zeros are dropped down to this). */
  min: number;
  /** `down` cuts (a balance never shows more than it is), `halfUp` rounds. */
  rounding: 'down' | 'halfUp';
}

function formatDecimal(value: DecimalLike, locale: string, options: DecimalOptions): string {
  const big = toBig(value);
  if (!big) return '--';
  const mode = options.rounding === 'down' ? Big.roundDown : Big.roundHalfUp;
  let text = big.round(options.max, mode).toFixed(options.max);
  if (text.includes('.')) {
    const [int = '0', frac = ''] = text.split('.');
    const kept = frac.replace(/0+$/, '').padEnd(Math.min(options.min, options.max), '0');
    text = kept ? `${int}.${kept}` : int;
  }
  if (/^-0(\.0*)?$/.test(text)) text = text.slice(1);
  return groupDecimal(text, locale);
}

/** Decimals of coin amounts where the data does not say otherwise. */
export const AMOUNT_DECIMALS = 8;
/** Decimals of quote-currency money: margin, profit and loss, fees, totals in USDT. */
export const MONEY_DECIMALS = 2;

/**
 * A coin amount: cut (never rounded up) to the coin's precision, at least `minDecimals` (2), grouped:
 * `12,480.50`, `0.125`, `0.00051234`.
 */
export function formatAmount(
  value: DecimalLike,
  locale: string,
  decimals = AMOUNT_DECIMALS,
  minDecimals = MONEY_DECIMALS,
): string {
  return formatDecimal(value, locale, { max: decimals, min: Math.min(minDecimals, decimals), rounding: 'down' });
}

/** A count of things (followers, orders, units): a whole number grouped for the locale, `1,280`. */
export function formatCount(value: DecimalLike, locale: string): string {
  return formatDecimal(value, locale, { max: 0, min: 0, rounding: 'down' });
}

/**
 * A traded quantity (order book, trades, depth): rounded half up to `decimals` (4), trailing
 * zeros dropped, grouped: `0.1235`, `12`, `1,250.5`.
 */
export function formatQuantity(value: DecimalLike, locale: string, decimals = 4): string {
  return formatDecimal(value, locale, { max: decimals, min: 0, rounding: 'halfUp' });
}

/**
 * An amount in an order book's column: every row written with the same decimals so that the column
 * lines up as exchanges show it, `0.5000`, `12.3457`; from 1,000 on in thousands or millions with two
 * decimals, `18.42K`, `2.55M` (rounded half up).
 */
export function formatBookAmount(value: DecimalLike, locale: string, decimals = 4): string {
  const big = toBig(value);
  if (!big) return '--';
  const abs = big.abs();
  if (abs.gte(1_000_000))
    return `${formatDecimal(big.div(1_000_000), locale, { max: 2, min: 2, rounding: 'halfUp' })}M`;
  if (abs.gte(1_000)) return `${formatDecimal(big.div(1_000), locale, { max: 2, min: 2, rounding: 'halfUp' })}K`;
  return formatDecimal(big, locale, { max: decimals, min: decimals, rounding: 'halfUp' });
}

/** A balance change: `+2,000.00`, `-500.00`, `0.00` (the sign is never the colour alone). */
export function formatSignedAmount(value: DecimalLike, locale: string, decimals = AMOUNT_DECIMALS): string {
  const big = toBig(value);
  if (!big) return '--';
  const magnitude = formatAmount(big.abs(), locale, decimals);
  if (big.round(decimals, Big.roundDown).eq(0)) return magnitude;
  return `${big.lt(0) ? '-' : '+'}${magnitude}`;
}

/** Quote-currency money (margin, fee, total): two decimals, half up, grouped: `9,157.40`. */
export function formatMoney(value: DecimalLike, locale: string, decimals = MONEY_DECIMALS): string {
  return formatDecimal(value, locale, { max: decimals, min: decimals, rounding: 'halfUp' });
}

/** Signed money, a profit or loss: `+18.63`, `-201.16`, `0.00`. Colour it with `trendOf`. */
export function formatSigned(value: DecimalLike, locale: string, decimals = MONEY_DECIMALS): string {
  const big = toBig(value);
  if (!big) return '--';
  const text = formatMoney(big, locale, decimals);
  return big.round(decimals, Big.roundHalfUp).gt(0) ? `+${text}` : text;
}

/** A percentage with two decimals, signed when asked: `+3.88%`, `-41.89%`, `571.47%`. */
export function formatPercent(value: DecimalLike, locale: string, signed = false): string {
  const big = toBig(value);
  if (!big) return '--';
  const text = formatMoney(big, locale, 2);
  return `${signed && big.round(2, Big.roundHalfUp).gt(0) ? '+' : ''}${text}%`;
}

/** The decimals a server price carries (`"92265.73"` → 2): the pair's price precision. */
export function priceDecimals(sample: DecimalLike): number | undefined {
  if (typeof sample !== 'string' || !toBig(sample)) return undefined;
  return Math.min(sample.split('.')[1]?.length ?? 0, 10);
}

/**
 * A price grouped for the locale. With `decimals` (the pair's precision, see `priceDecimals`)
 * it is rounded half up to exactly that many; without, the server's own decimals are kept.
 */
export function formatPrice(value: DecimalLike, locale: string, decimals?: number): string {
  const big = toBig(value);
  if (!big) return '--';
  const places = decimals ?? priceDecimals(value) ?? 2;
  return formatDecimal(big, locale, { max: places, min: places, rounding: 'halfUp' });
}

/**
 * A fiat amount with its currency sign and the currency's own decimals: `$42,564.94`, `¥6,563,939`;
 * with `decimals`, exactly that many (a price below one unit: `$0.38214`).
 */
export function formatFiat(amount: DecimalLike, code: string, locale: string, decimals?: number): string {
  const big = toBig(amount);
  if (!big) return '--';
  // The app's locales and currencies: from the table (src/lib/fiat-patterns.ts), without Intl.
  const pattern = fiatPattern(locale, code);
  if (pattern) {
    const digits = decimals ?? fiatDecimals(code);
    const text = big.round(digits, Big.roundHalfUp).toFixed(digits);
    const negative = text.startsWith('-');
    const grouped = groupDecimal(negative ? text.slice(1) : text, locale);
    return `${negative ? '-' : ''}${pattern.replace('#', () => grouped)}`;
  }
  const format = currencyFormat(locale, code, decimals);
  if (!format) return `${formatMoney(big, locale, decimals)} ${code}`;
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  // Round on the decimal (half up), then let Intl only place the sign and separators.
  return format.format(big.round(digits, Big.roundHalfUp).toFixed(digits) as `${number}`);
}

/** A signed change in percent, with the locale's decimal separator: `+2.32%`, `-0.95%`, `0.00%`, `+2,32%`. */
export function formatChange(value: string, locale = 'en'): string {
  const rounded = roundDecimal(value, 2);
  if (rounded === null) return '--';
  const magnitude = rounded.replace(/^-/, '');
  const sign = /^0\.?0*$/.test(magnitude) ? '' : rounded.startsWith('-') ? '-' : '+';
  return `${sign}${localDecimal(magnitude, locale)}%`;
}

export type Trend = 'up' | 'down' | 'flat';

/** `up`, `down` or `flat`, for colouring a signed figure (its sign is always shown as well). */
export function trendOf(value: DecimalLike): Trend {
  const big = toBig(value);
  if (!big || big.eq(0)) return 'flat';
  return big.gt(0) ? 'up' : 'down';
}

/** Ten-digit timestamps are seconds, thirteen-digit ones milliseconds. */
export const toMillis = (timestamp: number): number => (timestamp < 1e11 ? timestamp * 1000 : timestamp);

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment (milliseconds since the epoch) as the locale writes a date and time: "Nov 21, 2026,
 * 4:20 PM". `utc` writes the UTC wall clock (a server time that carries no zone, read as UTC).
 * One formatter per locale, made on first use: a list formats every row with the same one.
 */
export function formatDateTime(ms: number, locale: string, utc = false): string {
  const key = `${locale}|${utc ? 'utc' : 'local'}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(utc && { timeZone: 'UTC' }),
    });
    dateTimeFormats.set(key, format);
  }
  return format.format(ms);
}

export type RelativeTime =
  { unit: 'justNow' } | { unit: 'minutes' | 'hours' | 'days'; count: number } | { unit: 'date'; date: string };

/**
 * The relative-time rule: under 5 minutes "just now", then minutes, hours (under a day), days
 * (under 30), then the date as yyyy-mm-dd.
 */
export function relativeTime(timestamp: number, now = Date.now()): RelativeTime {
  const ms = toMillis(timestamp);
  const diff = Math.max(0, now - ms);
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;
  if (diff < 5 * minute) return { unit: 'justNow' };
  if (diff < hour) return { unit: 'minutes', count: Math.floor(diff / minute) };
  if (diff < day) return { unit: 'hours', count: Math.floor(diff / hour) };
  if (diff < 30 * day) return { unit: 'days', count: Math.floor(diff / day) };
  const d = new Date(ms);
  const pad = (v: number) => String(v).padStart(2, '0');
  return { unit: 'date', date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` };
}
