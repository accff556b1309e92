// Display of the contract's figures: decimals rounded on their digits (big.js), grouped for the
// locale without going through a binary float, signs on profits, percentages and times.
import Big from 'big.js';
import { useTranslation } from 'react-i18next';
import { bcp47, isLang } from '@/api/lang';
import { toBig } from './contract-math';

const separatorsCache = new Map<string, { group: string; decimal: string }>();

function separators(locale: string): { group: string; decimal: string } {
  let found = separatorsCache.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    found = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    separatorsCache.set(locale, found);
  }
  return found;
}

/** Groups a plain decimal string (`-12345.678`) for the locale. */
export function groupDecimal(text: string, locale: string): string {
  const { group, decimal } = separators(locale);
  const negative = text.startsWith('-');
  const [int = '0', frac] = text.replace(/^[-+]/, '').split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? '-' : ''}${grouped}${frac ? `${decimal}${frac}` : ''}`;
}

type Value = Big | string | number | null | undefined;

const asBig = (value: Value): Big | null => (value instanceof Big ? value : toBig(value ?? null));

/**
 * An amount rounded half-up to at most `decimals` places, trailing zeros dropped but at least
 * `minDecimals` kept: 480.24, 9.6048, 1.4407. `--` when it is not a number.
 */
export function formatAmount(value: Value, locale: string, decimals = 4, minDecimals = 2): string {
  const big = asBig(value);
  if (!big) return '--';
  let text = big.round(decimals, Big.roundHalfUp).toFixed(decimals);
  if (text.includes('.')) {
    const [int, frac = ''] = text.split('.');
    const trimmed = frac.replace(/0+$/, '').padEnd(Math.min(minDecimals, decimals), '0');
    text = trimmed ? `${int}.${trimmed}` : (int ?? '0');
  }
  if (/^-0(\.0*)?$/.test(text)) text = text.slice(1);
  return groupDecimal(text, locale);
}

/** A price as the server sent it (its own decimals kept), grouped. */
export function formatPriceText(value: Value, locale: string): string {
  const big = asBig(value);
  if (!big) return '--';
  return groupDecimal(value instanceof Big ? big.toString() : String(value).replace(/^\+/, ''), locale);
}

/** A signed amount: `+18.63`, `-2.1`, `0.00`. */
export function formatSigned(value: Value, locale: string, decimals = 4): string {
  const big = asBig(value);
  if (!big) return '--';
  const text = formatAmount(big, locale, decimals);
  return big.round(decimals, Big.roundHalfUp).gt(0) ? `+${text}` : text;
}

/** A percentage with two decimals, signed when asked: `+3.88%`, `571.47%`. */
export function formatPercent(value: Value, locale: string, signed = false): string {
  const big = asBig(value);
  if (!big) return '--';
  const text = formatAmount(big, locale, 2, 2);
  return `${signed && big.round(2, Big.roundHalfUp).gt(0) ? '+' : ''}${text}%`;
}

/** `up`, `down` or `flat` for colouring (the sign is always shown as well). */
export function trendOf(value: Value): 'up' | 'down' | 'flat' {
  const big = asBig(value);
  if (!big || big.eq(0)) return 'flat';
  return big.gt(0) ? 'up' : 'down';
}

/** Unix seconds as the local `yyyy-mm-dd hh:mm`. */
export function formatDateTime(seconds: number): string {
  const d = new Date(seconds < 1e11 ? seconds * 1000 : seconds);
  const pad = (v: number) => String(v).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The BCP 47 locale of the interface language. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? bcp47(i18n.language) : 'en';
}
