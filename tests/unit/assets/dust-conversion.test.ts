// The small-balances module the screen previews with and the sandbox settles with: which balances
// are dust, what each gives in the target coin, the fee, and whether a previewed price still holds.
import { describe, expect, it } from 'vitest';
import { dustPreview, isDust, priceHolds } from '@/lib/dust-conversion';

describe('isDust', () => {
  it('is a balance above 0 worth less than the threshold at its price', () => {
    expect(isDust('7.2', '2.3107', '20')).toBe(true); // 16.64 USDT
    expect(isDust('9', '2.3107', '20')).toBe(false); // 20.80 USDT
    expect(isDust('0', '2.3107', '20')).toBe(false);
    expect(isDust('5', '0', '20')).toBe(false); // no price: cannot be valued
    expect(isDust('0.0001', '96420.5', '20')).toBe(true); // 9.64 USDT of BTC
  });
});

describe('dustPreview', () => {
  const terms = { toPrice: '1.00', feeRate: '0.02', decimals: 8 };

  it('gives amount x price / target price less the fee, per coin and in total (the contract example)', () => {
    const preview = dustPreview(
      [
        { currency: 5, amount: '3.6', usdtPrice: '2.3107' },
        { currency: 6, amount: '21', usdtPrice: '0.38214' },
      ],
      terms,
    );
    expect(preview.rows.map((r) => [r.valueUsdt.toFixed(), r.fee.toFixed(), r.received.toFixed()])).toEqual([
      ['8.31852', '0.1663704', '8.1521496'],
      ['8.02494', '0.1604988', '7.8644412'],
    ]);
    expect(preview.received.toFixed()).toBe('16.0165908');
    expect(preview.fee.toFixed()).toBe('0.3268692');
  });

  it('cuts to the target decimals, never rounding up, and the totals are the sums of the rows shown', () => {
    const preview = dustPreview(
      [
        { currency: 5, amount: '1', usdtPrice: '2.3107' },
        { currency: 6, amount: '1', usdtPrice: '0.38214' },
      ],
      { toPrice: '96420.5', feeRate: '0.02', decimals: 8 },
    );
    // 2.3107 / 96420.5 = 0.0000239648...: the fee, 2 % of it, cut to 0.00000047; the rest cut to 0.00002349
    expect(preview.rows[0]!.received.toFixed()).toBe('0.00002349');
    expect(preview.rows[0]!.fee.toFixed()).toBe('0.00000047');
    for (const row of preview.rows) expect(row.received.plus(row.fee).lte(row.valueUsdt.div('96420.5'))).toBe(true);
    expect(preview.received.eq(preview.rows[0]!.received.plus(preview.rows[1]!.received))).toBe(true);
  });

  it('gives nothing for no coin, and nothing at a target price of 0', () => {
    expect(dustPreview([], terms).received.toFixed()).toBe('0');
    expect(
      dustPreview([{ currency: 5, amount: '3', usdtPrice: '2' }], { ...terms, toPrice: '0' }).received.toFixed(),
    ).toBe('0');
  });
});

describe('priceHolds', () => {
  it('accepts a previewed price within the tolerance of the live one, both ways', () => {
    expect(priceHolds('2.3107', '2.3107', '0.01')).toBe(true);
    expect(priceHolds('2.33', '2.3107', '0.01')).toBe(true); // +0.84 %
    expect(priceHolds('2.29', '2.3107', '0.01')).toBe(true); // -0.90 %
    expect(priceHolds('2.34', '2.3107', '0.01')).toBe(false); // +1.27 %
    expect(priceHolds('1', '0', '0.01')).toBe(false);
  });
});
