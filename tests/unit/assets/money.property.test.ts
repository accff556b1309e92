// Property-based tests of the money arithmetic of the assets screens: the amount rule, sums,
// comparisons, the conversion's received amount, fee and maximum, and the fiat conversion, each
// checked against an exact integer (BigInt) reference, so that no binary-float drift can hide.
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAmount } from '@/features/assets/amount-rules';
import {
  exceedsAvailable,
  feeAmount,
  isMoneyAmount,
  maxWithFee,
  receivedAmount,
  sumDecimals,
  toAmountString,
  totalDebit,
} from '@/features/assets/money';
import { convertToFiat } from '@/hooks/use-fiat';

/** A decimal as the reference sees it: units / 10^scale. */
interface Dec {
  text: string;
  units: bigint;
  scale: number;
}

const pow10 = (n: number): bigint => 10n ** BigInt(n);

function write(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** Exact value of `units / 10^scale` written with exactly `decimals` decimals, cut toward zero. */
function cut(numerator: bigint, denominator: bigint, decimals: number): string {
  return write((numerator * pow10(decimals)) / denominator, decimals);
}

/** A non-negative decimal with up to `maxWhole` whole digits and up to `maxScale` decimals. */
const decimal = (maxWhole = 15, maxScale = 10, minScale = 0): fc.Arbitrary<Dec> =>
  fc
    .integer({ min: minScale, max: maxScale })
    .chain((scale) =>
      fc
        .bigInt({ min: 0n, max: pow10(maxWhole + scale) - 1n })
        .map((units) => ({ text: write(units, scale), units, scale })),
    );

const positive = (maxWhole = 15, maxScale = 10) => decimal(maxWhole, maxScale).filter((d) => d.units > 0n);

/** Both decimals on one scale, to compare or add them as integers. */
function align(a: Dec, b: Dec): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

const same = (big: Big, reference: string) => big.eq(new Big(reference));

describe('the amount rule', () => {
  it('accepts exactly the positive decimals with up to 10 decimals and 15 whole digits', () => {
    fc.assert(
      fc.property(decimal(15, 10), (d) => {
        expect(isMoneyAmount(d.text)).toBe(d.units > 0n);
      }),
    );
  });

  it('refuses more than 10 decimals, even zeros', () => {
    fc.assert(
      fc.property(decimal(6, 20, 11), (d) => {
        expect(isMoneyAmount(d.text)).toBe(false);
      }),
    );
  });

  it('refuses signs, exponents, separators, spaces and leading zeros', () => {
    fc.assert(
      fc.property(positive(8, 6), fc.constantFrom('-', '+', 'e', 'E', ',', ' ', '_', '0'), (d, noise) => {
        expect(isMoneyAmount(`${noise}${d.text}`)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(positive(8, 6), fc.constantFrom('e3', ',', '.', ' ', 'x'), (d, noise) => {
        expect(isMoneyAmount(`${d.text}${noise}`)).toBe(false);
      }),
    );
  });

  it('says "insufficient balance" exactly when the amount is above the available balance', () => {
    fc.assert(
      fc.property(positive(), decimal(), (amount, available) => {
        const [a, b] = align(amount, available);
        expect(exceedsAvailable(amount.text, available.text)).toBe(a > b);
        expect(checkAmount(amount.text, { available: available.text })).toBe(a > b ? 'validation.insufficient' : null);
      }),
    );
  });

  it('checks the amount plus its fee against the balance when a fee is charged', () => {
    fc.assert(
      fc.property(positive(8, 10), decimal(9, 10), decimal(0, 4), (amount, available, rate) => {
        const [a, b] = align(amount, available);
        const total = amount.units * pow10(rate.scale) + amount.units * rate.units; // scale amount.scale + rate.scale
        const [t, bal] = align({ text: '', units: total, scale: amount.scale + rate.scale }, available);
        const problem = checkAmount(amount.text, { available: available.text, feeRate: rate.text });
        if (a > b) {
          expect(problem).toBe('validation.insufficient');
        } else {
          expect(problem).toBe(t > bal ? 'validation.insufficientWithFee' : null);
        }
      }),
    );
  });
});

describe('sums and conversions', () => {
  it('add balances exactly, whatever their number of decimals (0.1 + 0.2 is 0.3)', () => {
    expect(sumDecimals(['0.1', '0.2']).toFixed()).toBe('0.3');
    expect(sumDecimals([0.1, 0.2]).toFixed()).toBe('0.3');
    fc.assert(
      fc.property(fc.array(decimal(12, 10), { maxLength: 12 }), (list) => {
        const scale = 10;
        const reference = list.reduce((sum, d) => sum + d.units * pow10(scale - d.scale), 0n);
        expect(same(sumDecimals(list.map((d) => d.text)), write(reference, scale))).toBe(true);
      }),
    );
  });

  it('convert USDT to fiat exactly, and the total of conversions is the conversion of the total', () => {
    fc.assert(
      fc.property(fc.array(decimal(10, 8), { minLength: 1, maxLength: 8 }), decimal(6, 4), (list, rate) => {
        const sum = sumDecimals(list.map((d) => d.text));
        const whole = convertToFiat(sum, rate.text);
        const parts = sumDecimals(list.map((d) => convertToFiat(d.text, rate.text)));
        const reference = list.reduce((acc, d) => acc + d.units * pow10(8 - d.scale), 0n) * rate.units;
        expect(whole.eq(parts)).toBe(true);
        expect(same(whole, write(reference, 8 + rate.scale))).toBe(true);
      }),
    );
  });
});

describe('conversion figures', () => {
  it('receive amount x from price / to price, cut to 10 decimals, never more than the exact figure', () => {
    fc.assert(
      fc.property(positive(10, 10), positive(7, 8), positive(7, 8), (amount, from, to) => {
        const received = receivedAmount(amount.text, from.text, to.text);
        // a/10^sa * f/10^sf / (g/10^sg) = a*f*10^sg / (g*10^(sa+sf))
        const numerator = amount.units * from.units * pow10(to.scale);
        const denominator = to.units * pow10(amount.scale + from.scale);
        expect(received?.toFixed(10)).toBe(cut(numerator, denominator, 10));
      }),
    );
  });

  it('receive nothing computable when the target has no price', () => {
    fc.assert(
      fc.property(positive(), positive(), (amount, from) => {
        expect(receivedAmount(amount.text, from.text, '0')).toBeNull();
      }),
    );
  });

  it('charge a fee of exactly amount x rate, and debit amount + fee', () => {
    fc.assert(
      fc.property(positive(10, 10), decimal(0, 6), (amount, rate) => {
        const fee = amount.units * rate.units;
        expect(same(feeAmount(amount.text, rate.text), write(fee, amount.scale + rate.scale))).toBe(true);
        const total = amount.units * pow10(rate.scale) + fee;
        expect(same(totalDebit(amount.text, rate.text), write(total, amount.scale + rate.scale))).toBe(true);
      }),
    );
  });

  it('fill "All" with the largest amount whose amount + fee fits the balance', () => {
    fc.assert(
      fc.property(decimal(9, 10), decimal(0, 4), (available, rate) => {
        const max = maxWithFee(available.text, rate.text);
        const step = new Big('0.0000000001');
        expect(max.lte(available.text)).toBe(true);
        expect(totalDebit(max, rate.text).lte(available.text)).toBe(true);
        expect(totalDebit(max.plus(step), rate.text).gt(available.text)).toBe(true);
        if (max.gt(0)) {
          expect(isMoneyAmount(toAmountString(max))).toBe(true);
          expect(checkAmount(toAmountString(max), { available: available.text, feeRate: rate.text })).toBeNull();
        }
      }),
    );
  });

  it('write amounts for inputs without exponent or trailing zeros, and read them back unchanged', () => {
    fc.assert(
      fc.property(positive(15, 10), (d) => {
        const text = toAmountString(new Big(d.text));
        expect(text).not.toMatch(/e|\.$|\.\d*0$/);
        expect(isMoneyAmount(text)).toBe(true);
        expect(new Big(text).eq(d.text)).toBe(true);
      }),
    );
  });
});
