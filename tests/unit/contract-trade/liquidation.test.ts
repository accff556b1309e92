// The one liquidation module (src/lib/liquidation.ts): when an account is due, the pair's
// liquidation price (netted longs and shorts, other pairs held), the estimate before an order, and
// the tick shown; a property: at the tick shown the account is due, one tick before it is not.
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  liquidationAfterOrder,
  liquidationDue,
  liquidationPrice,
  liquidationTick,
  type Exposure,
  type PairAccount,
} from '@/lib/liquidation';
import { lotPresets, validateOrder, type OrderContext, type OrderInput } from '@/features/contract-trade/contract-math';

/** The account's profit with the pair at `price`. */
function profitAt(account: PairAccount, price: Big): Big {
  return account.positions.reduce((sum, p) => {
    const move = price.minus(p.price).times(p.quantity);
    return sum.plus(p.side === 'long' ? move : move.neg());
  }, new Big(account.otherProfit));
}
const dueAt = (account: PairAccount, price: Big, rate: string) =>
  liquidationDue({ balance: account.balance, margin: account.margin, profit: profitAt(account, price) }, rate);

describe('liquidationDue', () => {
  it('is due when the equity falls to the threshold % of the margin, never without margin', () => {
    expect(liquidationDue({ balance: '100', margin: '250', profit: '-350' }, '0')).toBe(true);
    expect(liquidationDue({ balance: '100', margin: '250', profit: '-349.99' }, '0')).toBe(false);
    // 120 %: equity 300 ≤ 1.2 × 250
    expect(liquidationDue({ balance: '100', margin: '250', profit: '-50' }, '120')).toBe(true);
    expect(liquidationDue({ balance: '100', margin: '250', profit: '-49.99' }, '120')).toBe(false);
    expect(liquidationDue({ balance: '-5', margin: '0', profit: '0' }, '0')).toBe(false);
  });
});

describe('liquidationPrice', () => {
  it('falls for a long: 739.792 + 250.2 + (p - 100.08) × 50 = 0', () => {
    const found = liquidationPrice(
      {
        balance: '739.792',
        margin: '250.2',
        otherProfit: 0,
        positions: [{ side: 'long', price: '100.08', quantity: 50 }],
      },
      '0',
    );
    expect(found?.when).toBe('falls');
    expect(found?.price.toFixed()).toBe('80.28016');
    expect(liquidationTick(found!, 2).toFixed(2)).toBe('80.28');
  });

  it('rises for a short, and the threshold brings it nearer', () => {
    const account: PairAccount = {
      balance: '739.792',
      margin: '250.2',
      otherProfit: 0,
      positions: [{ side: 'short', price: '99.92', quantity: 50 }],
    };
    // 989.992 + (99.92 - p) × 50 = 0 → 119.71984; at 50 %: 989.992 - 125.1 → 117.21784
    expect(liquidationPrice(account, '0')?.price.toFixed()).toBe('119.71984');
    expect(liquidationPrice(account, '50')?.price.toFixed()).toBe('117.21784');
    expect(liquidationTick(liquidationPrice(account, '0')!, 2).toFixed(2)).toBe('119.72');
  });

  it('nets the pair and counts the other pairs; none when they cancel out or the long cannot fall that far', () => {
    const hedged: Exposure[] = [
      { side: 'long', price: '100', quantity: 10 },
      { side: 'short', price: '101', quantity: 10 },
    ];
    expect(liquidationPrice({ balance: 10, margin: 40, otherProfit: 0, positions: hedged }, '0')).toBeNull();
    const safe = {
      balance: 5000,
      margin: 20,
      otherProfit: 0,
      positions: [{ side: 'long' as const, price: 100, quantity: 1 }],
    };
    expect(liquidationPrice(safe, '0')).toBeNull();
    // Another pair losing 200 brings a long's price up by 200 / quantity
    const long = {
      balance: 500,
      margin: 100,
      otherProfit: 0,
      positions: [{ side: 'long' as const, price: 100, quantity: 10 }],
    };
    expect(liquidationPrice(long, '0')?.price.toFixed()).toBe('40');
    expect(liquidationPrice({ ...long, otherProfit: -200 }, '0')?.price.toFixed()).toBe('60');
  });

  it('estimates an order: its margin joins the account, margin and fee leave the balance', () => {
    const before: PairAccount = { balance: 1000, margin: 0, otherProfit: 0, positions: [] };
    const found = liquidationAfterOrder(
      before,
      { side: 'long', price: '100.08', quantity: 50, margin: '250.2', fee: '10.008' },
      '0',
    );
    expect(found?.price.toFixed()).toBe('80.28016');
  });

  it('shows the first tick at which the account is due (property)', () => {
    const exposure = fc.record({
      side: fc.constantFrom('long' as const, 'short' as const),
      price: fc.integer({ min: 1_000, max: 10_000_000 }).map((n) => new Big(n).div(100)),
      quantity: fc.integer({ min: 1, max: 5_000 }).map((n) => new Big(n).div(10)),
    });
    fc.assert(
      fc.property(
        fc.array(exposure, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: -500_000, max: 500_000 }),
        fc.constantFrom('0', '20', '80'),
        (positions, balance, margin, other, rate) => {
          const account: PairAccount = {
            balance: new Big(balance).div(100),
            margin: new Big(margin).div(100),
            otherProfit: new Big(other).div(100),
            positions,
          };
          const found = liquidationPrice(account, rate);
          if (!found) return;
          const tick = liquidationTick(found, 2);
          const before = found.when === 'falls' ? tick.plus('0.01') : tick.minus('0.01');
          if (tick.lte(0)) return;
          expect(dueAt(account, tick, rate)).toBe(true);
          expect(dueAt(account, before, rate)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the order form', () => {
  const ctx: OrderContext = {
    marketPrice: new Big('100'),
    shareMin: 1,
    shareMax: 0,
    multiples: ['10'],
    available: new Big('100000'),
    lotSize: new Big('1'),
    rates: { feeRate: new Big('0.002'), overnightRate: new Big('0.0003'), spread: new Big('0.001') },
  };
  const order = (extra: Partial<OrderInput>): OrderInput => ({
    side: 'long',
    priceType: 'market',
    price: '',
    shares: '1',
    multiple: '10',
    ...extra,
  });
  const stopErrors = (input: OrderInput) =>
    validateOrder(input, ctx)
      .filter((e) => e.field === 'takeProfit' || e.field === 'stopLoss')
      .map((e) => [e.field, e.key, e.price]);

  it('takes optional stops past the opening and market prices, as the TP/SL sheet checks them', () => {
    expect(stopErrors(order({}))).toEqual([]);
    expect(stopErrors(order({ takeProfit: '100.2', stopLoss: '' }))).toEqual([]);
    // a long opens at 100.1: a take-profit of 100.05 is above the market only
    expect(stopErrors(order({ takeProfit: '100.05', stopLoss: '100' }))).toEqual([
      ['takeProfit', 'stops.takeProfitAbove', '100.1'],
      ['stopLoss', 'stops.stopLossBelow', '100'],
    ]);
    // a short opens at 99.9: a stop-loss of 99.95 is below the market
    expect(stopErrors(order({ side: 'short', takeProfit: '99.9', stopLoss: '99.95' }))).toEqual([
      ['takeProfit', 'stops.takeProfitBelow', '99.9'],
      ['stopLoss', 'stops.stopLossAbove', '100'],
    ]);
    // a limit order: against its own price
    expect(stopErrors(order({ priceType: 'limit', price: '90', takeProfit: '95', stopLoss: '89' }))).toEqual([]);
    expect(stopErrors(order({ priceType: 'limit', price: 'x', takeProfit: '1,5' }))).toEqual([
      ['takeProfit', 'stops.priceInvalid', undefined],
    ]);
  });

  it('disables the quick lots above "Max lots", within the pair limits', () => {
    expect(lotPresets(['1', '5', '10', '50', '100'], { min: 1, max: 80, upper: 29 })).toEqual([
      { value: '1', disabled: false },
      { value: '5', disabled: false },
      { value: '10', disabled: false },
      { value: '50', disabled: true },
    ]);
    expect(lotPresets(['1', '5'], { min: 1, max: 0, upper: null }).every((p) => !p.disabled)).toBe(true);
    expect(lotPresets(['1', '5'], { min: 1, max: 0, upper: 0 }).every((p) => p.disabled)).toBe(true);
  });
});
