// How the app's ten locales write an amount in each of its eleven fiat currencies, as Intl gives
// them (ICU 78, CLDR 48): `#` is the grouped number, the rest the currency's sign and its
// spacing; a minus goes in front. Known here, a fiat figure on a page's first paint (Market's
// column, the total on Assets, the pair chart's price) does not wait for Intl to load its number
// data, a 15-50 ms task (60-200 ms at the phone's CPU) in the page's first render.
// tests/unit/shared/format.test.ts checks every entry against Intl; any other locale or currency
// still asks Intl (src/lib/format.ts).
import type { FiatCode } from '@/api/fiat-rates';

/** The decimals of each currency (ISO 4217 minor units, as Intl gives them): JPY and VND none. */
export const FIAT_DECIMALS: Readonly<Record<FiatCode, number>> = {
  USD: 2,
  CNY: 2,
  GBP: 2,
  HKD: 2,
  JPY: 0,
  EUR: 2,
  AED: 2,
  THB: 2,
  PHP: 2,
  SGD: 2,
  VND: 0,
};

type Patterns = Readonly<Record<FiatCode, string>>;

// prettier-ignore
export const FIAT_PATTERNS: Readonly<Record<string, Patterns>> = {
  en: { USD: '$#', CNY: 'CN\u00a5#', GBP: '\u00a3#', HKD: 'HK$#', JPY: '\u00a5#', EUR: '\u20ac#', AED: 'AED\u00a0#', THB: 'THB\u00a0#', PHP: '\u20b1#', SGD: 'SGD\u00a0#', VND: '\u20ab#' },
  'zh-CN': { USD: 'US$#', CNY: '\u00a5#', GBP: '\u00a3#', HKD: 'HK$#', JPY: 'JP\u00a5#', EUR: '\u20ac#', AED: 'AED\u00a0#', THB: 'THB\u00a0#', PHP: 'PHP\u00a0#', SGD: 'SGD\u00a0#', VND: '\u20ab#' },
  'zh-HK': { USD: 'US$#', CNY: 'CN\u00a5#', GBP: '\u00a3#', HKD: 'HK$#', JPY: '\u00a5#', EUR: '\u20ac#', AED: 'AED\u00a0#', THB: 'THB\u00a0#', PHP: 'PHP\u00a0#', SGD: 'SGD\u00a0#', VND: '\u20ab#' },
  th: { USD: 'US$#', CNY: 'CN\u00a5#', GBP: '\u00a3#', HKD: 'HK$#', JPY: '\u00a5#', EUR: '\u20ac#', AED: 'AED\u00a0#', THB: '\u0e3f#', PHP: 'PHP\u00a0#', SGD: 'SGD\u00a0#', VND: '\u20ab#' },
  ja: { USD: '$#', CNY: '\u5143\u00a0#', GBP: '\u00a3#', HKD: 'HK$#', JPY: '\uffe5#', EUR: '\u20ac#', AED: 'AED\u00a0#', THB: 'THB\u00a0#', PHP: 'PHP\u00a0#', SGD: 'SGD\u00a0#', VND: '\u20ab#' },
  ko: { USD: 'US$#', CNY: 'CN\u00a5#', GBP: '\u00a3#', HKD: 'HK$#', JPY: 'JP\u00a5#', EUR: '\u20ac#', AED: 'AED\u00a0#', THB: 'THB\u00a0#', PHP: 'PHP\u00a0#', SGD: 'SGD\u00a0#', VND: '\u20ab#' },
  fr: { USD: '#\u00a0$US', CNY: '#\u00a0CNY', GBP: '#\u00a0\u00a3GB', HKD: '#\u00a0HKD', JPY: '#\u00a0JPY', EUR: '#\u00a0\u20ac', AED: '#\u00a0AED', THB: '#\u00a0THB', PHP: '#\u00a0PHP', SGD: '#\u00a0$SG', VND: '#\u00a0\u20ab' },
  es: { USD: '#\u00a0US$', CNY: '#\u00a0CNY', GBP: '#\u00a0GBP', HKD: '#\u00a0HKD', JPY: '#\u00a0JPY', EUR: '#\u00a0\u20ac', AED: '#\u00a0AED', THB: '#\u00a0\u0e3f', PHP: '#\u00a0PHP', SGD: '#\u00a0SGD', VND: '#\u00a0\u20ab' },
  id: { USD: 'US$#', CNY: 'CN\u00a5#', GBP: '\u00a3#', HKD: 'HK$#', JPY: 'JP\u00a5#', EUR: '\u20ac#', AED: 'AED\u00a0#', THB: '\u0e3f#', PHP: 'PHP\u00a0#', SGD: 'SGD\u00a0#', VND: '\u20ab#' },
  vi: { USD: '#\u00a0US$', CNY: '#\u00a0CN\u00a5', GBP: '#\u00a0\u00a3', HKD: '#\u00a0HK$', JPY: '#\u00a0\u00a5', EUR: '#\u00a0\u20ac', AED: '#\u00a0AED', THB: '#\u00a0\u0e3f', PHP: '#\u00a0PHP', SGD: '#\u00a0SGD', VND: '#\u00a0\u20ab' },
};

/** The pattern of a locale and currency, if the table has it. */
export function fiatPattern(locale: string, code: string): string | undefined {
  const patterns = Object.hasOwn(FIAT_PATTERNS, locale) ? FIAT_PATTERNS[locale] : undefined;
  return patterns && Object.hasOwn(patterns, code) ? patterns[code as FiatCode] : undefined;
}
