// The money rules of a withdrawal, checked against an independent integer implementation: amounts
// are decimal strings, the fee is `withdraw_fee + number * rate / 100`, the user receives
// `number - fee`, with no binary-float drift anywhere.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkWithdrawAmount,
  isWithdrawAmount,
  maxWithdrawable,
  receivedAmount,
  withdrawalFee,
  type FeeRule,
} from '@/features/withdraw/withdraw-amount';

/** A decimal string as an integer of 10^-scale units (the reference arithmetic). */
function scaled(value: string, scale: number): bigint {
  const negative = value.startsWith('-');
  const [int = '0', frac = ''] = value.replace(/^-/, '').split('.');
  const units = BigInt(int + frac.padEnd(scale, '0').slice(0, scale));
  return negative ? -units : units;
}

/** Back to a canonical decimal string: no trailing zeros, no point for whole numbers. */
function unscaled(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale).replace(/0+$/, '');
  const text = frac ? `${int}.${frac}` : int;
  return negative && text !== '0' ? `-${text}` : text;
}

/** Positive amounts as users type them: up to 15 whole digits, up to 10 decimals. */
const amountArb = fc
  .tuple(fc.bigInt({ min: 1n, max: 999_999_999_999_999n }), fc.integer({ min: 0, max: 10 }), fc.nat())
  .map(([int, decimals, seed]) => {
    if (decimals === 0) return int.toString();
    const frac = (BigInt(seed) * 7919n).toString().padStart(decimals, '0').slice(-decimals);
    return `${int}.${frac}`;
  });

/** Small amounts below 1 (`0.` followed by up to 10 decimals with a non-zero digit). */
const smallAmountArb = fc
  .tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 9_999_999_999 }))
  .map(([decimals, units]) => `0.${units.toString().padStart(10, '0').slice(-decimals).padStart(decimals, '0')}`)
  .filter((v) => /[1-9]/.test(v));

/** Fees and rates as the server sends them: decimal strings with up to 8 decimals. */
const decimalArb = (maxInt: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxInt }), fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 8 }))
    .map(([int, frac, decimals]) =>
      decimals === 0 ? String(int) : `${int}.${String(frac).padStart(8, '0').slice(0, decimals)}`,
    );

const feeRuleArb: fc.Arbitrary<FeeRule> = fc.record({ fixedFee: decimalArb(50), ratePercent: decimalArb(5) });

describe('amount rule (product-spec §5, contract PositiveAmount)', () => {
  it('accepts every positive amount with up to 10 decimals', () => {
    fc.assert(
      fc.property(fc.oneof(amountArb, smallAmountArb), (amount) => {
        expect(isWithdrawAmount(amount)).toBe(true);
      }),
    );
  });

  it('refuses more than 10 decimals, zero, signs, exponents, separators and spaces', () => {
    fc.assert(
      fc.property(amountArb, fc.constantFrom('.00000000001', '1', 'e3', ',5', ' ', '-'), (amount, suffix) => {
        const int = amount.split('.')[0] ?? '1';
        const bad = [`${int}.12345678901`, `-${amount}`, `+${amount}`, `${amount}e2`, `1,${int}`, ` ${amount}`];
        if (suffix === '.00000000001') bad.push(`${int}${suffix}`);
        for (const value of bad) {
          expect(isWithdrawAmount(value), value).toBe(false);
        }
      }),
    );
    for (const value of ['0', '0.0', '00.5', '01', '1.', '.5', '', '1e3', 'NaN', '0.00000000001']) {
      expect(isWithdrawAmount(value), value).toBe(false);
    }
  });
});

describe('fee and received amount', () => {
  it('fee is withdraw_fee + amount × rate / 100, exactly', () => {
    fc.assert(
      fc.property(fc.oneof(amountArb, smallAmountArb), feeRuleArb, (amount, rule) => {
        // amount × rate in units of 10^-40; ÷ 100 is the same integer in units of 10^-42.
        const exact = scaled(rule.fixedFee, 42) + scaled(amount, 20) * scaled(rule.ratePercent, 20);
        expect(scaled(withdrawalFee(amount, rule), 42)).toBe(exact);
      }),
    );
  });

  it('received + fee is the amount, to the last digit', () => {
    fc.assert(
      fc.property(fc.oneof(amountArb, smallAmountArb), feeRuleArb, (amount, rule) => {
        const fee = withdrawalFee(amount, rule);
        const received = receivedAmount(amount, rule);
        expect(scaled(received, 42) + scaled(fee, 42)).toBe(scaled(amount, 42));
      }),
    );
  });

  it('with a fixed fee, received is amount - fee as integer arithmetic gives it', () => {
    fc.assert(
      fc.property(fc.oneof(amountArb, smallAmountArb), decimalArb(50), (amount, fixedFee) => {
        const received = receivedAmount(amount, { fixedFee, ratePercent: '0' });
        expect(received).toBe(unscaled(scaled(amount, 20) - scaled(fixedFee, 20), 20));
      }),
    );
  });

  it('has none of the binary float drift', () => {
    expect(receivedAmount('0.3', { fixedFee: '0.1', ratePercent: '0' })).toBe('0.2');
    expect(0.3 - 0.1).not.toBe(0.2);
    expect(receivedAmount('100', { fixedFee: '1.00', ratePercent: '0' })).toBe('99');
    expect(receivedAmount('0.05', { fixedFee: '0.0005', ratePercent: '0' })).toBe('0.0495');
    expect(withdrawalFee('1000.1', { fixedFee: '0', ratePercent: '0.1' })).toBe('1.0001');
    expect(receivedAmount('123456789012345.1234567891', { fixedFee: '0.0000000001', ratePercent: '0' })).toBe(
      '123456789012345.123456789',
    );
  });
});

describe('checks before any request', () => {
  const limitsArb = fc.record({ min: decimalArb(20), balance: decimalArb(100_000), fee: feeRuleArb });

  it('refuses an amount above the available balance as insufficient balance', () => {
    fc.assert(
      fc.property(fc.oneof(amountArb, smallAmountArb), limitsArb, (amount, limits) => {
        const problem = checkWithdrawAmount(amount, limits);
        const above = scaled(amount, 20) > scaled(limits.balance, 20);
        expect(problem === 'insufficientBalance').toBe(above);
      }),
    );
  });

  it('refuses an amount within the balance but below the minimum', () => {
    fc.assert(
      fc.property(fc.oneof(amountArb, smallAmountArb), limitsArb, (amount, limits) => {
        const problem = checkWithdrawAmount(amount, limits);
        const within = scaled(amount, 20) <= scaled(limits.balance, 20);
        const below = scaled(amount, 20) < scaled(limits.min, 20);
        expect(problem === 'belowMinimum').toBe(within && below);
      }),
    );
  });

  it('accepts exactly the amounts within [minimum, balance] that leave something after the fee', () => {
    fc.assert(
      fc.property(fc.oneof(amountArb, smallAmountArb), limitsArb, (amount, limits) => {
        const value = scaled(amount, 42);
        const fee = scaled(withdrawalFee(amount, limits.fee), 42);
        const ok = value <= scaled(limits.balance, 42) && value >= scaled(limits.min, 42) && value - fee > 0n;
        expect(checkWithdrawAmount(amount, limits) === null).toBe(ok);
      }),
    );
  });

  it('names an empty or malformed amount before comparing anything', () => {
    const limits = { min: '10', balance: '12480.50', fee: { fixedFee: '1', ratePercent: '0' } };
    expect(checkWithdrawAmount('', limits)).toBe('required');
    expect(checkWithdrawAmount('   ', limits)).toBe('required');
    expect(checkWithdrawAmount('12.345678901234', limits)).toBe('invalid');
    expect(checkWithdrawAmount('abc', limits)).toBe('invalid');
    expect(checkWithdrawAmount('12480.51', limits)).toBe('insufficientBalance');
    expect(checkWithdrawAmount('12480.5', limits)).toBeNull();
    expect(checkWithdrawAmount('9.99', limits)).toBe('belowMinimum');
    expect(checkWithdrawAmount('1', { ...limits, min: '0.5' })).toBe('belowFee');
  });

  it('Max fills at most the balance, cut to 10 decimals, and it passes the balance check', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.bigInt({ min: 0n, max: 10n ** 14n - 1n }), (int, frac) => {
        const balance = `${int}.${frac.toString().padStart(14, '0')}`;
        const max = maxWithdrawable(balance);
        if (max === '') {
          expect(scaled(balance, 10)).toBe(0n);
          return;
        }
        expect(isWithdrawAmount(max)).toBe(true);
        expect(scaled(max, 14)).toBeLessThanOrEqual(scaled(balance, 14));
        expect(scaled(balance, 14) - scaled(max, 14)).toBeLessThan(10n ** 4n);
        const limits = { min: '0', balance, fee: { fixedFee: '0', ratePercent: '0' } };
        expect(checkWithdrawAmount(max, limits)).toBeNull();
      }),
    );
    expect(maxWithdrawable('0.00000000')).toBe('');
    expect(maxWithdrawable('0.00000000001234')).toBe('');
    expect(maxWithdrawable('-5')).toBe('');
    expect(maxWithdrawable('1.123456789012')).toBe('1.123456789');
  });
});
