// Property tests of the early-redemption penalty (product-spec §9: default settlement ratio ×
// remaining days × locked amount, the rest returned), against an exact integer (BigInt) reference.
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lockOrderRedemption, lockPenalty } from '@/lib/lock-penalty';

const pow10 = (n: number): bigint => 10n ** BigInt(n);

function write(units: bigint, scale: number): string {
  const digits = units.toString().padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** A non-negative decimal: its text and its exact value units / 10^scale. */
const decimal = (maxUnits: bigint, maxScale: number) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: maxUnits }), fc.integer({ min: 0, max: maxScale }))
    .map(([units, scale]) => ({ text: write(units, scale), units, scale }));

describe('lockPenalty', () => {
  it('is the §9 example: 0.4 % × 3 days × 1000 = 12, 988 returned', () => {
    const { penalty, returned } = lockPenalty({ ratio: '0.004', remainingDays: 3, amount: '1000' });
    expect(penalty.toString()).toBe('12');
    expect(returned.toString()).toBe('988');
  });

  it('equals ratio × days × amount cut to 8 decimals (capped at the principal), and penalty + returned = amount', () => {
    fc.assert(
      fc.property(
        decimal(10_000n, 4),
        fc.integer({ min: 0, max: 3650 }),
        decimal(10n ** 14n, 8),
        (ratio, days, amount) => {
          const { penalty, returned } = lockPenalty({ ratio: ratio.text, remainingDays: days, amount: amount.text });
          // Reference: units at scale ratio.scale + amount.scale.
          const scale = ratio.scale + amount.scale;
          const exact = ratio.units * BigInt(days) * amount.units;
          const cut = scale > 8 ? exact / pow10(scale - 8) : exact;
          const cutScale = Math.min(scale, 8);
          const cap = amount.units * pow10(cutScale - amount.scale >= 0 ? cutScale - amount.scale : 0);
          const capped = amount.scale > cutScale ? null : cut > cap ? cap : cut;
          if (capped !== null) expect(penalty.eq(write(capped, cutScale))).toBe(true);
          else expect(penalty.lte(amount.text)).toBe(true);
          expect(penalty.plus(returned).eq(amount.text)).toBe(true);
          expect(returned.gte(0)).toBe(true);
        },
      ),
    );
  });

  it('costs nothing with no day left, and grows with the days left', () => {
    fc.assert(
      fc.property(decimal(100n, 3), fc.integer({ min: 0, max: 100 }), decimal(10n ** 10n, 2), (ratio, days, amount) => {
        expect(lockPenalty({ ratio: ratio.text, remainingDays: 0, amount: amount.text }).penalty.eq(0)).toBe(true);
        const a = lockPenalty({ ratio: ratio.text, remainingDays: days, amount: amount.text }).penalty;
        const b = lockPenalty({ ratio: ratio.text, remainingDays: days + 1, amount: amount.text }).penalty;
        expect(b.gte(a)).toBe(true);
      }),
    );
  });
});

describe('lockOrderRedemption', () => {
  const order = (over: Partial<Parameters<typeof lockOrderRedemption>[0]> = {}) => ({
    amount: '1000.00',
    day_rate: '0.004',
    total_interest: '8.00',
    start_at: '2026-11-20',
    end_at: '2026-11-25',
    status: 1,
    ...over,
  });

  it('charges the days not yet paid: 5 days, 2 paid (8 USDT), 3 left: 12 USDT, 988 back', () => {
    const r = lockOrderRedemption(order());
    expect(r.remainingDays).toBe(3);
    expect(r.penalty.toString()).toBe('12');
    expect(r.returned.toString()).toBe('988');
  });

  it('is nothing for an ended order, and the whole period for one not yet paid', () => {
    expect(lockOrderRedemption(order({ status: 2 })).penalty.toString()).toBe('0');
    expect(lockOrderRedemption(order({ total_interest: '0.00' })).remainingDays).toBe(5);
    expect(
      lockOrderRedemption(order({ start_at: '2026-11-20 00:00:00', end_at: '2026-11-25 00:00:00' })).remainingDays,
    ).toBe(3);
  });

  it('is between 0 and the lock period, and the days left plus the days paid make the period', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20_000, max: 30_000 }),
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: 0, max: 400 }),
        decimal(10n ** 10n, 2),
        (startDay, period, paid, amount) => {
          fc.pre(amount.units > 0n);
          const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
          // What the daily jobs paid: amount × 0.4 % a day, exactly.
          const interest = new Big(amount.text).times('0.004').times(Math.min(paid, period));
          const r = lockOrderRedemption(
            order({
              amount: amount.text,
              total_interest: interest.toFixed(),
              start_at: iso(startDay),
              end_at: iso(startDay + period),
            }),
          );
          expect(r.remainingDays).toBeGreaterThanOrEqual(0);
          expect(r.remainingDays).toBeLessThanOrEqual(period);
          expect(r.remainingDays).toBe(period - Math.min(paid, period));
        },
      ),
    );
  });
});
