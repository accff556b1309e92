// Number, percentage and time formatting rules of product-spec.md §9, locale-aware through Intl.

/** Parses a decimal string from the wire; NaN when it is not a number. */
export const toNumber = (value: string | number | null | undefined): number =>
  typeof value === 'number' ? value : value == null || value === '' ? Number.NaN : Number(value);

/**
 * Compact figures: above 1,000,000 with M, above 1,000 with K (one decimal), else up to
 * `maxDecimals` decimals (default 4).
 */
export function formatCompact(value: string | number, maxDecimals = 4): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return '--';
  const abs = Math.abs(n);
  const decimal = typeof value === 'string' ? value.trim() : String(value);
  const plain = /^[+-]?\d+(\.\d+)?$/.test(decimal) ? decimal.replace(/^\+/, '') : n.toFixed(20);
  if (abs > 1_000_000) return `${trim(roundDecimal(shift(plain, 6), 1) ?? '')}M`;
  if (abs > 1_000) return `${trim(roundDecimal(shift(plain, 3), 1) ?? '')}K`;
  return trim(roundDecimal(plain, maxDecimals) ?? '--');
}

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

/** Fixed precision, default 2 decimals; `--` for values that are not numbers. */
export function formatFixed(value: string | number, decimals = 2): string {
  if (typeof value === 'string') return roundDecimal(value, decimals) ?? '--';
  return Number.isFinite(value) ? (roundDecimal(String(value), decimals) ?? value.toFixed(decimals)) : '--';
}

/**
 * A price as the server sent it, grouped in thousands for the locale, keeping the server's
 * decimals (prices are strings so that their precision survives).
 */
export function formatPrice(value: string, locale: string): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return '--';
  const decimals = value.includes('.') ? Math.min(value.split('.')[1]?.length ?? 0, 10) : 0;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
}

/** A signed change in percent: `+2.32%`, `-0.95%`, `0.00%`. */
export function formatChange(value: string): string {
  const rounded = roundDecimal(value, 2);
  if (rounded === null) return '--';
  const magnitude = rounded.replace(/^-/, '');
  const sign = /^0\.?0*$/.test(magnitude) ? '' : rounded.startsWith('-') ? '-' : '+';
  return `${sign}${magnitude}%`;
}

export type Trend = 'up' | 'down' | 'flat';

export function trendOf(value: string): Trend {
  const n = toNumber(value);
  return n > 0 ? 'up' : n < 0 ? 'down' : 'flat';
}

/** Ten-digit timestamps are seconds, thirteen-digit ones milliseconds. */
export const toMillis = (timestamp: number): number => (timestamp < 1e11 ? timestamp * 1000 : timestamp);

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
