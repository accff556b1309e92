// One valuation of a position (P/L, margin, return) from the live price, and the account summary
// as the sum of its positions: the Contract screen, contract_order and the summary agree.
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LeverPosition } from '@generated/model';
import { accountFigures, otherPairsFigures, positionFigures } from '@/features/contract-trade/contract-math';

/** The contract's example: BTC long 0.05 at 96,048 with 480.24 margin, valued at 96,420.50. */
const btcLong = {
  type: 1,
  status: 1,
  price: '96048.00',
  number: '0.05',
  caution_money: '480.24',
  update_price: '96420.50',
  fact_profits: '18.625',
} satisfies Partial<LeverPosition>;

describe('positionFigures', () => {
  it('values an open position at the live price, not at the stale update_price', () => {
    const at = positionFigures(btcLong, '92265.73');
    expect(at.currentPrice).toBe('92265.73');
    expect(at.profit?.toString()).toBe('-189.1135');
    expect(at.rate?.round(2).toString()).toBe('-39.38');
    expect(at.margin?.toString()).toBe('480.24');
  });

  it('falls back to the server price before any live data, and reads the same P/L the server did', () => {
    expect(positionFigures(btcLong).profit?.toString()).toBe('18.625');
  });

  it('a short gains when the price falls', () => {
    expect(positionFigures({ ...btcLong, type: 2 }, '95048').profit?.toString()).toBe('50');
  });

  it('a closed position keeps its realised profit; a pending order has none', () => {
    expect(positionFigures({ ...btcLong, status: 3, fact_profits: '-12.5' }, '1').profit?.toString()).toBe('-12.5');
    expect(positionFigures({ ...btcLong, status: 0 }, '1').profit).toBeNull();
  });
});

const decimal = (max: number, scale: number) =>
  fc.integer({ min: 1, max }).map((units) => new Big(units).div(10 ** scale).toString());

const position = fc.record({
  type: fc.constantFrom(1, 2),
  status: fc.constant(1),
  price: decimal(10_000_000, 2),
  number: decimal(100_000, 4),
  caution_money: decimal(1_000_000, 2),
  update_price: decimal(10_000_000, 2),
  fact_profits: fc.constant('0'),
});

describe('accountFigures', () => {
  it('the summary is the sum of its positions, at any live prices', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(position, decimal(10_000_000, 2)), { maxLength: 8 }),
        decimal(100_000_000, 2),
        (rows, available) => {
          const figures = rows.map(([p, live]) => positionFigures(p, live));
          const summary = accountFigures({ available: new Big(available), positions: figures });
          const margin = figures.reduce((sum, f) => sum.plus(f.margin!), new Big(0));
          const profit = figures.reduce((sum, f) => sum.plus(f.profit!), new Big(0));
          expect(summary.margin.eq(margin)).toBe(true);
          expect(summary.profit.eq(profit)).toBe(true);
          if (margin.gt(0))
            expect(summary.riskRate!.eq(new Big(available).plus(margin).plus(profit).div(margin).times(100))).toBe(
              true,
            );
          else expect(summary.riskRate).toBeNull();
          // Each position's return is its own profit over its own margin.
          figures.forEach((f) => expect(f.rate!.eq(f.profit!.div(f.margin!).times(100))).toBe(true));
        },
      ),
    );
  });

  it('adds what the server reports for positions on other pairs', () => {
    const summary = accountFigures({
      available: new Big('3000'),
      positions: [positionFigures(btcLong)],
      others: { margin: new Big('173.913'), profit: new Big('65.51') },
    });
    // The contract's example: 654.153 margin, 84.135 profit, risk rate 571.47 %.
    expect(summary.margin.toString()).toBe('654.153');
    expect(summary.profit.toString()).toBe('84.135');
    expect(summary.riskRate!.round(2).toString()).toBe('571.47');
  });
});

describe('otherPairsFigures', () => {
  it("is the server's totals minus its own figures for this pair's positions", () => {
    // lever_trade: margin 654.153 and P/L -42.1 over all pairs, BTC's own P/L -27.4 of 480.24 margin.
    const others = otherPairsFigures({
      totalMargin: '654.153',
      pairMargin: '480.24',
      totalProfit: '-42.1',
      pairProfits: ['-27.4'],
    });
    expect(others.margin.toString()).toBe('173.913');
    expect(others.profit.toString()).toBe('-14.7');
    // With this pair valued at the server's own price, the summary is the server's totals.
    const summary = accountFigures({
      available: new Big('3000'),
      positions: [{ ...positionFigures(btcLong, '95500.00') }],
      others,
    });
    expect(summary.profit.toString()).toBe('-42.1');
    expect(summary.margin.toString()).toBe('654.153');
  });

  it('counts missing figures as zero', () => {
    const others = otherPairsFigures({
      totalMargin: null,
      pairMargin: undefined,
      totalProfit: '5',
      pairProfits: [null],
    });
    expect(others.margin.toString()).toBe('0');
    expect(others.profit.toString()).toBe('5');
  });
});
