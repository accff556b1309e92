// Property tests of the early-redemption penalty (product-spec §9: default settlement ratio ×
// remaining days × locked amount, the rest returned), against an exact integer (BigInt) reference.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, lockPenalty, remainingLockDays } from '@/lib/lock-penalty';

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

  it('equals ratio × days × amount exactly (capped at the principal), and penalty + returned = amount', () => {
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
          const cap = amount.units * pow10(ratio.scale);
          const expected = exact > cap ? cap : exact;
          expect(penalty.eq(write(expected, scale))).toBe(true);
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

describe('remainingLockDays', () => {
  const at = (date: string) => new Date(`${date}T10:00:00`).getTime();

  it('counts the calendar days from today to the expiry', () => {
    expect(remainingLockDays('2026-11-20', '2026-11-25', at('2026-11-22'))).toBe(3);
    expect(remainingLockDays('2026-11-20', '2026-11-25 00:00:00', at('2026-11-25'))).toBe(0);
    expect(remainingLockDays('2026-11-20', '2026-11-25', at('2026-11-30'))).toBe(0);
  });

  it('is between 0 and the lock period', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20_000, max: 30_000 }),
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: -400, max: 400 }),
        (startDay, period, offset) => {
          const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
          const start = iso(startDay);
          const end = iso(startDay + period);
          const today = iso(startDay + offset);
          const left = remainingLockDays(start, end, at(today));
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(period);
          expect(left).toBe(Math.min(period, Math.max(0, (dayNumber(end) ?? 0) - (dayNumber(today) ?? 0))));
        },
      ),
    );
  });
});
