// Property tests of the loan figures (collateral, interest, liquidation price, repayment),
// against exact integer (BigInt) references.
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayPrice, liquidationPrice, loanDueDate, loanQuote, repayPreview } from '@/lib/loan-terms';

function write(units: bigint, scale: number): string {
  const digits = units.toString().padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** A decimal: its text and exact value units / 10^scale. */
const decimal = (minUnits: bigint, maxUnits: bigint, maxScale: number) =>
  fc
    .tuple(fc.bigInt({ min: minUnits, max: maxUnits }), fc.integer({ min: 0, max: maxScale }))
    .map(([units, scale]) => ({ text: write(units, scale), units, scale }));

/** A fraction in (0, 1): 1..9999 ten-thousandths. */
const ratio = fc.integer({ min: 1, max: 9999 }).map((n) => write(BigInt(n), 4));

const eighths = (value: Big) => value.times(1e8);

describe('loanQuote', () => {
  it('is the worked example: 1000 USDT, 30 days at 0.05 %, BTC at 64,250.12, 65 % / 85 %', () => {
    const quote = loanQuote({
      amount: '1000',
      dayRate: '0.0005',
      days: 30,
      loanToValue: '0.65',
      liquidationRatio: '0.85',
      price: '64250.12',
    });
    expect(quote.collateral.toString()).toBe('0.02394489');
    expect(quote.interest.toString()).toBe('15');
    expect(quote.due.toString()).toBe('1015');
    expect(quote.liquidationPrice?.toString()).toBe('49869.41460407');
  });

  it('asks for enough collateral, by less than 1e-8 too much, and rounds the interest up exactly', () => {
    fc.assert(
      fc.property(
        decimal(1n, 10n ** 12n, 8),
        ratio,
        fc.integer({ min: 1, max: 3650 }),
        ratio,
        decimal(1n, 10n ** 12n, 8),
        (amount, dayRate, days, ltv, price) => {
          const q = loanQuote({
            amount: amount.text,
            dayRate,
            days,
            loanToValue: ltv,
            liquidationRatio: '0.9',
            price: price.text,
          });
          const worth = q.collateral.times(price.text).times(ltv);
          expect(worth.gte(amount.text)).toBe(true);
          const less = q.collateral.minus('0.00000001').times(price.text).times(ltv);
          expect(less.lt(amount.text)).toBe(true);
          // Interest: ceil(amount × rate × days) at 8 decimals, by integers.
          const scale = amount.scale + 4;
          const exact = amount.units * BigInt(Math.round(Number(dayRate) * 1e4)) * BigInt(days);
          const factor = 10n ** BigInt(scale);
          const ceil = (exact * 10n ** 8n + factor - 1n) / factor;
          expect(eighths(q.interest).toFixed(0)).toBe(ceil.toString());
          expect(q.due.eq(q.interest.plus(amount.text))).toBe(true);
        },
      ),
    );
  });

  it('puts the liquidation price below the current price whenever the debt is under the liquidation ratio', () => {
    fc.assert(
      fc.property(
        decimal(100n, 10n ** 10n, 2),
        fc.integer({ min: 1, max: 6000 }),
        fc.integer({ min: 1, max: 90 }),
        decimal(1n, 10n ** 9n, 2),
        (amount, ltvBp, days, price) => {
          const ltv = write(BigInt(ltvBp), 4);
          const liq = write(BigInt(ltvBp + 3000), 4);
          const q = loanQuote({
            amount: amount.text,
            dayRate: '0.0001',
            days,
            loanToValue: ltv,
            liquidationRatio: liq,
            price: price.text,
          });
          const debtRatio = q.due.div(q.collateral.times(price.text));
          if (debtRatio.lt(liq)) expect(q.liquidationPrice!.lt(price.text)).toBe(true);
          // At the liquidation price the debt is at least the liquidation ratio of the collateral's worth.
          expect(q.collateral.times(q.liquidationPrice!).times(liq).gte(q.due)).toBe(true);
        },
      ),
    );
  });

  it('asks nothing for nothing', () => {
    const q = loanQuote({
      amount: '0',
      dayRate: '0.001',
      days: 10,
      loanToValue: '0.5',
      liquidationRatio: '0.8',
      price: '10',
    });
    expect(q.collateral.eq(0) && q.interest.eq(0) && q.due.eq(0)).toBe(true);
    expect(q.liquidationPrice).toBeNull();
  });
});

describe('repayPreview', () => {
  it('leaves owed − repaid, settles at 0, never goes below 0, and lowers the liquidation price', () => {
    fc.assert(
      fc.property(
        decimal(1n, 10n ** 12n, 8),
        decimal(0n, 10n ** 12n, 8),
        decimal(1n, 10n ** 10n, 8),
        ratio,
        (owed, repay, collateral, liq) => {
          const p = repayPreview(owed.text, repay.text, collateral.text, liq);
          const left = new Big(owed.text).minus(repay.text);
          expect(p.remaining.eq(left.lt(0) ? 0 : left)).toBe(true);
          expect(p.full).toBe(p.remaining.eq(0));
          if (p.full) expect(p.liquidationPrice).toBeNull();
          else {
            const before = liquidationPrice(owed.text, collateral.text, liq)!;
            expect(p.liquidationPrice!.lte(before)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('display and due date', () => {
  it('shows a liquidation price rounded up to cents, never below the computed one', () => {
    expect(displayPrice('49869.41460407').toFixed(2)).toBe('49869.42');
    expect(displayPrice('100').toFixed(2)).toBe('100.00');
    fc.assert(
      fc.property(decimal(0n, 10n ** 14n, 8), (price) => {
        const shown = displayPrice(price.text);
        expect(shown.gte(price.text)).toBe(true);
        expect(shown.minus(price.text).lt('0.01')).toBe(true);
      }),
    );
  });

  it('falls due the given number of calendar days after the loan is taken', () => {
    expect(loanDueDate(30, new Date('2026-11-22T10:00:00').getTime())).toBe('2026-12-22');
    expect(loanDueDate(7, new Date('2026-12-28T23:59:00').getTime())).toBe('2027-01-04');
  });
});
