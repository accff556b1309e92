// Property tests of the dual-currency payoff (product-spec §9): below the linked price the coin,
// amount × (1 + days × APR / 365); otherwise USDT, amount × linked price × (1 + days × APR / 365),
// with APR = rate / 100. Checked against an exact rational (BigInt) reference.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dualCost, dualPayoff } from '@/lib/dual-payoff';

const pow10 = (n: number): bigint => 10n ** BigInt(n);

function write(units: bigint, scale: number): string {
  const digits = units.toString().padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

const decimal = (maxUnits: bigint, maxScale: number) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: maxUnits }), fc.integer({ min: 0, max: maxScale }))
    .map(([units, scale]) => ({ text: write(units, scale), units, scale }));

/** |value − num / den| ≤ 10^-20 (the one division rounds to 20 places). */
function closeTo(value: string, num: bigint, den: bigint): boolean {
  const [int = '0', frac = ''] = value.split('.');
  const scaled = BigInt(int + frac.padEnd(30, '0').slice(0, 30));
  const diff = scaled * den - num * pow10(30);
  const abs = diff < 0n ? -diff : diff;
  return abs <= den * pow10(10);
}

describe('dualPayoff', () => {
  it('is the contract example: 1 share (0.1 BTC), 7 days, 18.25 %, linked 98000', () => {
    const payoff = dualPayoff({ amount: '0.1', linkedPrice: '98000', days: 7, ratePercent: '18.25' });
    expect(payoff.coin.toString()).toBe('0.10035');
    expect(payoff.usdt.toString()).toBe('9834.3');
    expect(payoff.coinInterest.toString()).toBe('0.00035');
  });

  it('matches amount × (1 + days × rate / 36500) and amount × linked × (1 + days × rate / 36500)', () => {
    fc.assert(
      fc.property(
        decimal(10n ** 12n, 8),
        decimal(10n ** 10n, 2),
        fc.integer({ min: 0, max: 3650 }),
        decimal(100_000n, 2),
        (amount, linked, days, rate) => {
          const payoff = dualPayoff({
            amount: amount.text,
            linkedPrice: linked.text,
            days,
            ratePercent: rate.text,
          });
          // (36500 + days × rate) as units / 10^rate.scale
          const numerator = 36_500n * pow10(rate.scale) + BigInt(days) * rate.units;
          const den = 36_500n * pow10(rate.scale) * pow10(amount.scale);
          expect(closeTo(payoff.coin.toFixed(30), amount.units * numerator, den)).toBe(true);
          expect(
            closeTo(payoff.usdt.toFixed(30), amount.units * linked.units * numerator, den * pow10(linked.scale)),
          ).toBe(true);
          expect(payoff.coin.gte(amount.text)).toBe(true);
        },
      ),
    );
  });

  it('never pays less for more days', () => {
    fc.assert(
      fc.property(
        decimal(10n ** 6n, 4),
        fc.integer({ min: 0, max: 365 }),
        decimal(10_000n, 2),
        (amount, days, rate) => {
          const a = dualPayoff({ amount: amount.text, linkedPrice: '1', days, ratePercent: rate.text });
          const b = dualPayoff({ amount: amount.text, linkedPrice: '1', days: days + 1, ratePercent: rate.text });
          expect(b.coin.gte(a.coin)).toBe(true);
        },
      ),
    );
  });
});

describe('dualCost', () => {
  it('is 0.1 coin a share for call and the coin price / 10 in USDT for put', () => {
    expect(dualCost('call', 3, '96420.5').toString()).toBe('0.3');
    expect(dualCost('put', 3, '96420.5').toString()).toBe('28926.15');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), decimal(10n ** 10n, 2), (shares, price) => {
        expect(dualCost('call', shares, price.text).eq(write(BigInt(shares), 1))).toBe(true);
        expect(dualCost('put', shares, price.text).eq(write(BigInt(shares) * price.units, price.scale + 1))).toBe(true);
      }),
    );
  });
});
