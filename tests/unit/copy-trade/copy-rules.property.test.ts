// The copy rules: the multiple or lots typed are rounded to 2 decimals (half up) and never below
// 0.01, a multiple never above 5; a copied order gets the trader's lots times the multiple (or the
// fixed lots) with a non-integer result rounded to 2 decimals; the follow amount never above the
// balance. Checked against an independent integer-cents model.
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCopyNumber,
  checkFollowAmount,
  COPY_TYPE,
  copiedLots,
  MAX_MULTIPLE,
} from '@/features/copy-trade/copy-rules';

/** A decimal string with 0-`scale` decimals below `max`. */
const decimalArb = (max: number, scale: number) =>
  fc
    .tuple(
      fc.integer({ min: 0, max }),
      fc.integer({ min: 0, max: 10 ** scale - 1 }),
      fc.integer({ min: 0, max: scale }),
    )
    .map(([int, frac, keep]) => {
      const digits = String(frac).padStart(scale, '0').slice(0, keep);
      return digits ? `${int}.${digits}` : String(int);
    });

/** Half-up rounding to cents on the digits, as a bigint of hundredths (the model). */
function cents(decimal: string): bigint {
  const [int = '0', frac = ''] = decimal.split('.');
  const padded = (frac + '000').slice(0, 3);
  const base = BigInt(int) * 100n + BigInt(padded.slice(0, 2));
  return Number(padded[2]) >= 5 ? base + 1n : base;
}
const fromCents = (value: bigint): string => new Big(value.toString()).div(100).toString();

describe('checkCopyNumber', () => {
  it('rounds any positive value to 2 decimals half up, refuses what rounds below 0.01', () => {
    fc.assert(
      fc.property(decimalArb(1000, 6), (raw) => {
        const check = checkCopyNumber(raw, COPY_TYPE.lots);
        const model = cents(raw);
        if (!/[1-9]/.test(raw)) {
          expect(check).toEqual({ ok: false, error: 'invalid' });
        } else if (model < 1n) {
          expect(check).toEqual({ ok: false, error: 'tooSmall' });
        } else {
          expect(check).toEqual({ ok: true, value: fromCents(model) });
        }
      }),
    );
  });

  it('accepts a multiple up to 5 once rounded and refuses above', () => {
    fc.assert(
      fc.property(decimalArb(9, 4), (raw) => {
        const check = checkCopyNumber(raw, COPY_TYPE.multiple);
        const model = cents(raw);
        if (!/[1-9]/.test(raw) || model < 1n) expect(check.ok).toBe(false);
        else if (model > BigInt(MAX_MULTIPLE * 100)) expect(check).toEqual({ ok: false, error: 'tooHigh' });
        else expect(check).toEqual({ ok: true, value: fromCents(model) });
      }),
    );
  });

  it('names the examples of the rules', () => {
    expect(checkCopyNumber('', COPY_TYPE.multiple)).toEqual({ ok: false, error: 'required' });
    expect(checkCopyNumber('abc', COPY_TYPE.multiple)).toEqual({ ok: false, error: 'invalid' });
    expect(checkCopyNumber('-1', COPY_TYPE.lots)).toEqual({ ok: false, error: 'invalid' });
    expect(checkCopyNumber('1.005', COPY_TYPE.lots)).toEqual({ ok: true, value: '1.01' });
    expect(checkCopyNumber('2.344', COPY_TYPE.multiple)).toEqual({ ok: true, value: '2.34' });
    expect(checkCopyNumber('5.004', COPY_TYPE.multiple)).toEqual({ ok: true, value: '5' });
    expect(checkCopyNumber('5.005', COPY_TYPE.multiple)).toEqual({ ok: false, error: 'tooHigh' });
    expect(checkCopyNumber('0.004', COPY_TYPE.lots)).toEqual({ ok: false, error: 'tooSmall' });
    expect(checkCopyNumber('12', COPY_TYPE.lots)).toEqual({ ok: true, value: '12' });
  });
});

describe('copiedLots', () => {
  it('is the trader lots times the multiple, rounded to 2 decimals when not whole', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 500 }), (lots, multipleCents) => {
        const multiple = fromCents(BigInt(multipleCents));
        const exact = BigInt(lots) * BigInt(multipleCents); // hundredths, exact
        expect(copiedLots(lots, COPY_TYPE.multiple, multiple)).toBe(fromCents(exact));
      }),
    );
  });

  it('rounds a fractional proportional result half up to 2 decimals', () => {
    fc.assert(
      fc.property(decimalArb(1000, 4), fc.integer({ min: 1, max: 500 }), (lots, multipleCents) => {
        const multiple = fromCents(BigInt(multipleCents));
        const product = new Big(lots).times(multiple).toFixed(6);
        expect(copiedLots(lots, COPY_TYPE.multiple, multiple)).toBe(fromCents(cents(product)));
      }),
    );
  });

  it('gives the fixed lots whatever the trader traded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 100_000 }), (lots, fixedCents) => {
        const fixed = fromCents(BigInt(fixedCents));
        expect(copiedLots(lots, COPY_TYPE.lots, fixed)).toBe(fixed);
      }),
    );
  });

  it('turns a 5-lot order into 10 lots at 2x', () => {
    expect(copiedLots(5, COPY_TYPE.multiple, '2')).toBe('10');
    expect(copiedLots(3, COPY_TYPE.multiple, '1.5')).toBe('4.5');
    expect(copiedLots(7, COPY_TYPE.multiple, '0.33')).toBe('2.31');
  });
});

describe('checkFollowAmount', () => {
  it('accepts an empty amount (no cap) and any amount up to the balance', () => {
    fc.assert(
      fc.property(decimalArb(100_000, 2), decimalArb(100_000, 2), (amount, available) => {
        const result = checkFollowAmount(amount, available);
        if (!/[1-9]/.test(amount)) expect(result).toBe('invalid');
        else if (new Big(amount).gt(available)) expect(result).toBe('insufficient');
        else expect(result).toBeNull();
      }),
    );
    expect(checkFollowAmount('', '0')).toBeNull();
    expect(checkFollowAmount('10', undefined)).toBeNull();
    expect(checkFollowAmount('1e3', '5000')).toBe('invalid');
  });
});
