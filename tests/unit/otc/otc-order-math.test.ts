// The OTC figures on decimals: totals to the cent, the level limits of the product (2,000 USDT at
// level 1, 1,000,000 at level 2), the largest quantity, each problem of a quantity, and the best
// ad for a fiat amount.
import { describe, expect, it } from 'vitest';
import {
  levelLimit,
  maxQuantity,
  orderTotal,
  pickBestAd,
  quantityForFiat,
  quantityProblem,
} from '@/features/otc/otc-order-math';
import { ad } from './fixtures';

describe('OTC order figures', () => {
  it('prices a quantity to the cent without binary-float drift', () => {
    expect(orderTotal('500', '7.25').toFixed(2)).toBe('3625.00');
    expect(orderTotal('0.1', '0.3').toFixed(2)).toBe('0.03');
    expect(orderTotal('33.33', '7.215').toFixed(2)).toBe('240.48');
    expect(quantityForFiat('100', '7.26').toFixed(2)).toBe('13.77');
  });

  it('knows the per-trade limit of each verification level', () => {
    expect(levelLimit(0)).toBeNull();
    expect(levelLimit(1)).toBe('2000');
    expect(levelLimit(2)).toBe('1000000');
  });

  it('caps the largest quantity by the ad, its fiat maximum and the level', () => {
    expect(maxQuantity(ad(1), 1).toFixed(2)).toBe('2000.00');
    expect(maxQuantity(ad(1), 2).toFixed(2)).toBe('6896.55');
    expect(maxQuantity(ad(1, { available: '320.5' }), 2).toFixed(2)).toBe('320.50');
  });

  it('names what is wrong with a quantity', () => {
    const a = ad(1);
    expect(quantityProblem('', a, 1)).toBe('required');
    expect(quantityProblem('1.2.3', a, 1)).toBe('invalid');
    expect(quantityProblem('13', a, 1)).toBe('belowAdMin');
    expect(quantityProblem('13.8', a, 1)).toBeNull();
    expect(quantityProblem('2000', a, 1)).toBeNull();
    expect(quantityProblem('2000.01', a, 1)).toBe('aboveLevel');
    expect(quantityProblem('2000.01', a, 2)).toBeNull();
    expect(quantityProblem('6896.56', a, 2)).toBe('aboveAdMax');
    expect(quantityProblem('600', ad(2, { available: '500' }), 2)).toBe('aboveAvailable');
    // Level 0 is refused by the server (998), not here.
    expect(quantityProblem('5000', a, 0)).toBeNull();
  });

  it('picks the lowest price among the ads that can fill the amount', () => {
    const cheapSmall = ad(1, { price: '7.20', max_amount: '1000.00' });
    const cheapEmpty = ad(2, { price: '7.22', available: '10.00' });
    const fits = ad(3, { price: '7.26' });
    const dearer = ad(4, { price: '7.30' });
    expect(pickBestAd([dearer, cheapSmall, cheapEmpty, fits], '5000')?.id).toBe(3);
    expect(pickBestAd([dearer, cheapSmall, fits], '500')?.id).toBe(1);
    expect(pickBestAd([ad(5, { side: 'sell', price: '7.00' }), dearer], '500')?.id).toBe(4);
    expect(pickBestAd([cheapSmall], '50')).toBeNull();
  });
});
