// The number and time formatting rules of product-spec.md §9: compact figures (M / K / up to 4
// decimals), signed percentages, trends, prices and relative times.
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bcp47, LANGS } from '@/api/lang';
import {
  APP_LOCALE_SEPARATORS,
  formatChange,
  formatDateTime,
  formatBookAmount,
  formatCompact,
  fiatDecimals,
  formatFiat,
  formatFixed,
  formatPrice,
  intlSeparators,
  relativeTime,
  roundDecimal,
  toMillis,
  toNumber,
  trendOf,
} from '@/lib/format';
import { FIAT_DECIMALS, FIAT_PATTERNS, fiatPattern } from '@/lib/fiat-patterns';
import { FIAT_CODES } from '@/api/fiat-rates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A fixed "now" (local noon, so that date strings do not depend on the time zone of the run). */
const NOW = new Date(2026, 5, 15, 12, 0, 0).getTime();

/** Decimal strings as the server sends them: `96420.50`, `+2.315`, `-0.946`, `12`. */
const decimalString = fc
  .tuple(
    fc.constantFrom('', '+', '-'),
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 7 }),
    fc.option(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 8 }), { nil: undefined }),
  )
  .map(([sign, int, frac]) => (frac === undefined ? `${sign}${int}` : `${sign}${int}.${frac}`));

describe('toNumber', () => {
  it('parses decimal strings and keeps numbers', () => {
    expect(toNumber('96420.50')).toBe(96420.5);
    expect(toNumber('-0.946')).toBe(-0.946);
    expect(toNumber('+2.315')).toBe(2.315);
    expect(toNumber(12)).toBe(12);
  });
  it.each([null, undefined, '', 'abc', '1,000'])('is NaN for %j', (v) => {
    expect(toNumber(v)).toBeNaN();
  });
});

describe('formatCompact', () => {
  it.each([
    ['612004871.0000', '612M'],
    ['48120995.12', '48.1M'],
    [1_000_001, '1M'],
    [2_560_000, '2.6M'],
    [-3_400_000, '-3.4M'],
  ])('shows M above 1,000,000: %j -> %s', (value, expected) => {
    expect(formatCompact(value)).toBe(expected);
  });

  it.each([
    ['18422.6841', '18.4K'],
    ['241870.3307', '241.9K'],
    [1_001, '1K'],
    [1_500, '1.5K'],
    [999_000, '999K'],
    [-2_250.5, '-2.3K'],
  ])('shows K with one decimal above 1,000: %j -> %s', (value, expected) => {
    expect(formatCompact(value)).toBe(expected);
  });

  it('treats exactly 1,000 and exactly 1,000,000 as "not above" the threshold', () => {
    expect(formatCompact(1_000)).toBe('1000');
    expect(formatCompact(1_000_000)).toBe('1000K');
  });

  it.each([
    ['88.42', '88.42'],
    ['0.38214', '0.3821'],
    ['0.000917', '0.0009'],
    ['12.5000', '12.5'],
    [0, '0'],
    ['999.99999', '1000'],
  ])('shows up to 4 decimals at or below 1,000: %j -> %s', (value, expected) => {
    expect(formatCompact(value)).toBe(expected);
  });

  it('honours a smaller number of decimals', () => {
    expect(formatCompact('2.3107', 2)).toBe('2.31');
    expect(formatCompact('0.000917', 2)).toBe('0');
    expect(formatCompact('18422.6841', 2)).toBe('18.4K');
  });

  it.each(['', 'n/a', Number.NaN, Number.POSITIVE_INFINITY])('shows -- for %j', (value) => {
    expect(formatCompact(value)).toBe('--');
  });

  it('below 1,000: at most 4 decimals, no trailing zeros, within half a unit of the last decimal', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (n) => {
        const out = formatCompact(n);
        expect(out).toMatch(/^-?\d+(\.\d{0,3}[1-9])?$/);
        expect(Math.abs(Number(out) - n)).toBeLessThanOrEqual(0.00005 + 1e-9);
      }),
    );
  });

  it('between 1,000 and 1,000,000: K with at most one decimal, within 50 of the value', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1000, max: 1_000_000, noNaN: true }).filter((n) => n > 1000),
        fc.boolean(),
        (abs, negative) => {
          const n = negative ? -abs : abs;
          const out = formatCompact(n);
          expect(out).toMatch(/^-?\d+(\.[1-9])?K$/);
          expect(Math.abs(Number(out.slice(0, -1)) * 1000 - n)).toBeLessThanOrEqual(50 + 1e-6);
        },
      ),
    );
  });

  it('above 1,000,000: M with at most one decimal, within 50,000 of the value', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1_000_000, max: 1e12, noNaN: true }).filter((n) => n > 1_000_000),
        (n) => {
          const out = formatCompact(n);
          expect(out).toMatch(/^\d+(\.[1-9])?M$/);
          expect(Math.abs(Number(out.slice(0, -1)) * 1_000_000 - n)).toBeLessThanOrEqual(50_000 + 1e-3);
        },
      ),
    );
  });

  it('shows a tiny negative value as 0, never -0', () => {
    expect(formatCompact(-0.00001)).toBe('0');
    expect(formatCompact('-0.00001')).toBe('0');
  });
  it('rounds halves up on the digits, not on the binary float', () => {
    expect(formatCompact('2550000')).toBe('2.6M');
    expect(formatCompact('1450')).toBe('1.5K');
    expect(formatCompact('-1450')).toBe('-1.5K');
    expect(formatCompact('0.00005', 4)).toBe('0.0001');
  });
});

describe('formatBookAmount (an order book column)', () => {
  it.each([
    ['0.5', '0.5000'],
    ['12.34567', '12.3457'],
    ['0.00004', '0.0000'],
    ['999.5', '999.5000'],
    ['1000', '1.00K'],
    ['18422.6841', '18.42K'],
    ['2550000', '2.55M'],
    ['-1450', '-1.45K'],
  ])('%s reads %s', (value, expected) => {
    expect(formatBookAmount(value, 'en')).toBe(expected);
  });

  it('writes every row below a thousand with the same number of decimals, in the locale', () => {
    const rows = ['0.1', '3', '27.125', '640.00001'].map((v) => formatBookAmount(v, 'fra'));
    expect(rows).toEqual(['0,1000', '3,0000', '27,1250', '640,0000']);
    expect(new Set(rows.map((r) => r.split(',')[1]!.length))).toEqual(new Set([4]));
  });

  it('says -- for what is not a number', () => {
    expect(formatBookAmount('abc', 'en')).toBe('--');
  });
});

describe('roundDecimal', () => {
  it.each([
    ['2.315', 2, '2.32'],
    ['+2.315', 2, '2.32'],
    ['-1.205', 2, '-1.21'],
    ['1.005', 2, '1.01'],
    ['99.995', 2, '100.00'],
    ['0.004', 2, '0.00'],
    ['-0.004', 2, '0.00'],
    ['12', 2, '12.00'],
    ['12.', 1, '12.0'],
    ['7.5', 0, '8'],
    ['0.00012345', 6, '0.000123'],
  ] as const)('rounds %s to %i decimals half away from zero: %s', (value, decimals, expected) => {
    expect(roundDecimal(value, decimals)).toBe(expected);
  });

  it.each(['', 'abc', '1e5', '1,000', '.5', '1.2.3', '--1'])('is null for %j', (value) => {
    expect(roundDecimal(value, 2)).toBeNull();
  });

  it('stays within half a unit of the last decimal and keeps the requested number of decimals', () => {
    fc.assert(
      fc.property(decimalString, fc.integer({ min: 0, max: 6 }), (value, decimals) => {
        const out = roundDecimal(value, decimals);
        expect(out).not.toBeNull();
        expect(out).toMatch(decimals === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${decimals}}$`));
        // (exactly, on the digits: in binary floats the difference of two numbers near 10^7 is off
        // by a few 10^-9, more than a test's tolerance for half a unit of the 6th decimal)
        const exact = new Big(value.replace(/^\+/, '').replace(/\.$/, '')); // (big.js reads neither "+1" nor "1.")
        expect(new Big(out!).minus(exact).abs().lte(new Big(10).pow(-decimals).div(2))).toBe(true);
      }),
      // (a half exactly at the 6th decimal, near 10^7: what the float comparison got wrong)
      { examples: [['8500000.0040535', 6]] },
    );
  });
});

describe('formatFixed', () => {
  it('defaults to 2 decimals and shows -- for non-numbers', () => {
    expect(formatFixed('3.14159')).toBe('3.14');
    expect(formatFixed('2.675')).toBe('2.68');
    expect(formatFixed(2)).toBe('2.00');
    expect(formatFixed('1.5', 4)).toBe('1.5000');
    expect(formatFixed('x')).toBe('--');
    expect(formatFixed(Number.NaN)).toBe('--');
  });
});

describe('formatPrice', () => {
  it("groups thousands for the locale and keeps the server's decimals", () => {
    expect(formatPrice('96420.50', 'en')).toBe('96,420.50');
    expect(formatPrice('0.000917', 'en')).toBe('0.000917');
    expect(formatPrice('1234567', 'en')).toBe('1,234,567');
    expect(formatPrice('96420.50', 'de')).toBe('96.420,50');
    expect(formatPrice('abc', 'en')).toBe('--');
  });
});

describe('formatChange', () => {
  it.each([
    ['+1.082', '+1.08%'],
    ['-0.946', '-0.95%'],
    ['-3.120', '-3.12%'],
    ['5.604', '+5.60%'],
    ['0', '0.00%'],
    ['-0.000', '0.00%'],
    ['+0', '0.00%'],
  ])('%s -> %s', (value, expected) => {
    expect(formatChange(value)).toBe(expected);
  });

  it('shows -- for values that are not numbers', () => {
    expect(formatChange('')).toBe('--');
    expect(formatChange('up')).toBe('--');
  });

  it('uses the locale’s decimal separator, as the price beside it does', () => {
    expect(formatChange('+2.234', 'fr')).toBe('+2,23%');
    expect(formatChange('-0.946', 'id')).toBe('-0,95%');
    expect(formatChange('5.6', 'en')).toBe('+5.60%');
    for (const lang of LANGS) {
      const locale = bcp47(lang);
      const decimal = formatPrice('1.5', locale).replace(/\d/g, '');
      expect(formatChange('1.5', locale)).toBe(`+1${decimal}50%`);
      expect(formatCompact('18422.6841', 2, locale)).toBe(`18${decimal}4K`);
    }
  });

  it('rounds the decimal digits half away from zero, not the binary float', () => {
    expect(formatChange('+2.315')).toBe('+2.32%');
    expect(formatChange('-1.205')).toBe('-1.21%');
    expect(formatChange('-0.005')).toBe('-0.01%');
    expect(formatChange('0.004')).toBe('0.00%');
    expect(formatChange('-0.004')).toBe('0.00%');
    expect(formatChange('99.995')).toBe('+100.00%');
  });

  it('always has two decimals, within 0.005 of the value, with a sign that agrees with trendOf', () => {
    fc.assert(
      fc.property(decimalString, (value) => {
        const out = formatChange(value);
        expect(out).toMatch(/^[+-]?\d+\.\d{2}%$/);
        expect(Math.abs(Number(out.slice(0, -1)) - Number(value))).toBeLessThanOrEqual(0.005 + 1e-9);
        if (out === '0.00%') return;
        expect(out.startsWith('+') ? 'up' : 'down').toBe(trendOf(value));
      }),
    );
  });
});

describe('trendOf', () => {
  it.each([
    ['+2.315', 'up'],
    ['0.0001', 'up'],
    ['-0.946', 'down'],
    ['0', 'flat'],
    ['0.000', 'flat'],
    ['-0', 'flat'],
    ['-5e-324', 'down'],
    ['1e-7', 'up'],
    ['', 'flat'],
    ['n/a', 'flat'],
  ] as const)('%j is %s', (value, expected) => {
    expect(trendOf(value)).toBe(expected);
  });

  it('is symmetric: a negated non-zero change has the opposite trend', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((n) => n !== 0),
        (n) => {
          const expected = n > 0 ? ['up', 'down'] : ['down', 'up'];
          expect([trendOf(String(n)), trendOf(String(-n))]).toEqual(expected);
        },
      ),
    );
  });
});

describe('relativeTime', () => {
  it('is "just now" under 5 minutes (and for times in the future)', () => {
    expect(relativeTime(NOW, NOW)).toEqual({ unit: 'justNow' });
    expect(relativeTime(NOW - 5 * MINUTE + 1, NOW)).toEqual({ unit: 'justNow' });
    expect(relativeTime(NOW + HOUR, NOW)).toEqual({ unit: 'justNow' });
  });

  it('counts minutes from 5 minutes up to an hour', () => {
    expect(relativeTime(NOW - 5 * MINUTE, NOW)).toEqual({ unit: 'minutes', count: 5 });
    expect(relativeTime(NOW - 59 * MINUTE - 59_000, NOW)).toEqual({ unit: 'minutes', count: 59 });
  });

  it('counts hours under a day', () => {
    expect(relativeTime(NOW - HOUR, NOW)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeTime(NOW - DAY + 1, NOW)).toEqual({ unit: 'hours', count: 23 });
  });

  it('counts days under 30', () => {
    expect(relativeTime(NOW - DAY, NOW)).toEqual({ unit: 'days', count: 1 });
    expect(relativeTime(NOW - 30 * DAY + 1, NOW)).toEqual({ unit: 'days', count: 29 });
  });

  it('shows the date as yyyy-mm-dd from 30 days on', () => {
    expect(relativeTime(NOW - 30 * DAY, NOW)).toEqual({ unit: 'date', date: '2026-05-16' });
    expect(relativeTime(new Date(2025, 0, 5, 12).getTime(), NOW)).toEqual({ unit: 'date', date: '2025-01-05' });
  });

  it('reads ten-digit timestamps as seconds', () => {
    const seconds = Math.floor((NOW - 2 * HOUR) / 1000);
    expect(String(seconds)).toHaveLength(10);
    expect(relativeTime(seconds, NOW)).toEqual({ unit: 'hours', count: 2 });
    expect(relativeTime(Math.floor(new Date(2025, 0, 5, 12).getTime() / 1000), NOW)).toEqual({
      unit: 'date',
      date: '2025-01-05',
    });
    expect(toMillis(1795237200)).toBe(1795237200000);
    expect(toMillis(1795237200000)).toBe(1795237200000);
  });

  it('gives the same answer for a time in seconds and the same time in milliseconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000_000, max: 9_999_999_999 }), (seconds) => {
        expect(relativeTime(seconds, NOW)).toEqual(relativeTime(seconds * 1000, NOW));
      }),
    );
  });

  it('follows the thresholds for any age', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY }), (age) => {
        const r = relativeTime(NOW - age, NOW);
        if (age < 5 * MINUTE) expect(r).toEqual({ unit: 'justNow' });
        else if (age < HOUR) expect(r).toEqual({ unit: 'minutes', count: Math.floor(age / MINUTE) });
        else if (age < DAY) expect(r).toEqual({ unit: 'hours', count: Math.floor(age / HOUR) });
        else if (age < 30 * DAY) expect(r).toEqual({ unit: 'days', count: Math.floor(age / DAY) });
        else {
          expect(r.unit).toBe('date');
          if (r.unit === 'date') expect(r.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      }),
    );
  });
});

describe('the separators of the app locales', () => {
  it('holds every app language, with the separators Intl gives for it', () => {
    const locales = LANGS.map(bcp47);
    expect(Object.keys(APP_LOCALE_SEPARATORS).sort()).toEqual([...locales].sort());
    for (const locale of locales) expect(APP_LOCALE_SEPARATORS[locale], locale).toEqual(intlSeparators(locale));
  });

  it('groups and marks decimals as Intl does in each of them', () => {
    for (const locale of LANGS.map(bcp47)) {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      expect(formatPrice('1234567.89', locale, 2), locale).toBe(intl.format(1234567.89));
    }
  });
});

describe('fiat amounts in the app locales', () => {
  const locales = LANGS.map(bcp47);
  // Integer parts of 1-3 or 5+ digits: Spanish alone leaves a 4-digit one ungrouped in Intl
  // (1234,56), where the app groups every figure alike (1.234,56).
  const amounts = ['12345.678', '-98765.4321', '0.5', '0', '-0.5', '1234567.891', '99.995', '42'];

  it('has a pattern for every app locale and currency, and the decimals Intl gives each currency', () => {
    expect(Object.keys(FIAT_PATTERNS).sort()).toEqual([...locales].sort());
    for (const locale of locales)
      expect(Object.keys(FIAT_PATTERNS[locale] ?? {}).sort()).toEqual([...FIAT_CODES].sort());
    for (const code of FIAT_CODES) {
      const intl = new Intl.NumberFormat('en', { style: 'currency', currency: code });
      expect(FIAT_DECIMALS[code], code).toBe(intl.resolvedOptions().maximumFractionDigits);
      expect(fiatDecimals(code), code).toBe(FIAT_DECIMALS[code]);
    }
  });

  it('writes every amount as Intl does, with the currency decimals or a fixed number of them', () => {
    for (const locale of locales)
      for (const code of FIAT_CODES) {
        const own = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
        const five = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: code,
          minimumFractionDigits: 5,
          maximumFractionDigits: 5,
        });
        for (const amount of amounts) {
          expect(formatFiat(amount, code, locale), `${locale} ${code} ${amount}`).toBe(
            own.format(amount as `${number}`),
          );
          expect(formatFiat(amount, code, locale, 5), `${locale} ${code} ${amount}`).toBe(
            five.format(amount as `${number}`),
          );
        }
      }
  });

  it('asks Intl for a locale or a currency the table does not have', () => {
    expect(fiatPattern('de-DE', 'USD')).toBeUndefined();
    expect(fiatPattern('en', 'CHF')).toBeUndefined();
    expect(fiatPattern('en', 'constructor')).toBeUndefined();
    expect(formatFiat('12345.678', 'USD', 'de-DE')).toBe('12.345,68\u00a0$');
    expect(formatFiat('12345.678', 'CHF', 'en')).toBe('CHF\u00a012,345.68');
    expect(formatFiat('oops', 'USD', 'en')).toBe('--');
  });

  it('shows no minus on an amount that rounds to zero', () => {
    expect(formatFiat('-0.004', 'USD', 'en')).toBe('$0.00');
    expect(formatFiat('-0.4', 'JPY', 'fr')).toBe('0\u00a0JPY');
  });
});

describe('formatDateTime', () => {
  it('writes a moment as the locale writes a date and time, in UTC when asked', () => {
    const ms = Date.UTC(2026, 10, 21, 16, 20);
    expect(formatDateTime(ms, 'en-US', true)).toBe('Nov 21, 2026, 4:20 PM');
    expect(formatDateTime(ms, 'de-DE', true)).toBe('21.11.2026, 16:20');
    expect(formatDateTime(ms, 'en-US')).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(ms),
    );
  });

  it('makes one formatter per locale and zone, not one per row', () => {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Real>) {
      made += 1;
      return new Real(...args);
    } as unknown as typeof Real;
    try {
      const rows = Array.from({ length: 20 }, (_, day) => formatDateTime(Date.UTC(2026, 0, day + 1, 9), 'fr-FR', true));
      expect(rows[0]).toBe('1 janv. 2026, 09:00');
      expect(made).toBe(1);
      formatDateTime(0, 'fr-FR');
      expect(made).toBe(2);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
