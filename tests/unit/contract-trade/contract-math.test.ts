// The contract's arithmetic and rules (contract-math.ts) against the figures of the contract's
// own examples: 96,000.00 × 1.0005 = 96,048.00; 5 lots of 0.01 BTC at 10x: margin 480.24, fee
// 9.6048, overnight 1.44072 a day (the example position shows 2.88144 after two days).
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  getGetLeverDealResponseMock,
  getListLeverTradesResponseMock,
} from '@generated/api/contract-trade/contract-trade.msw';
import {
  floatingProfit,
  inferLotSize,
  maxAffordableShares,
  openingPrice,
  orderFigures,
  pairRates,
  profitRate,
  toBig,
  validateOrder,
  prefillStop,
  validateStops,
  type OrderContext,
  type OrderInput,
} from '@/features/contract-trade/contract-math';
import { formatAmount, formatMoney, formatPercent, formatSigned } from '@/lib/format';

const btcRates = pairRates('0.002', '0.0003', '0.0005');

describe('order figures', () => {
  it('moves the opening price by the spread: up for a long, down for a short', () => {
    expect(openingPrice(new Big('96000.00'), btcRates.spread, 'long').toString()).toBe('96048');
    expect(openingPrice(new Big('96500.00'), btcRates.spread, 'short').toString()).toBe('96451.75');
  });

  it('computes margin, fee, overnight fee and the total exactly as the contract example', () => {
    const f = orderFigures({
      price: new Big('96000.00'),
      side: 'long',
      shares: 5,
      lotSize: new Big('0.01'),
      multiple: 10,
      rates: btcRates,
    });
    expect(f.quantity.toString()).toBe('0.05');
    expect(f.value.toString()).toBe('4802.4');
    expect(f.margin.toString()).toBe('480.24');
    expect(f.fee.toString()).toBe('9.6048');
    expect(f.overnightPerDay.toString()).toBe('1.44072');
    expect(f.overnightPerDay.times(2).toString()).toBe('2.88144');
    expect(f.total.toString()).toBe('489.8448');
  });

  it('uses decimal arithmetic, not binary floats (0.1 + 0.2 style sums stay exact)', () => {
    const f = orderFigures({
      price: new Big('0.3'),
      side: 'long',
      shares: 3,
      lotSize: new Big('0.1'),
      multiple: 1,
      rates: pairRates('0.1', '0', '0'),
    });
    expect(f.value.toString()).toBe('0.09');
    expect(f.total.toString()).toBe('0.099');
  });

  it('matches the ETH short of the history example (10 lots of 0.1 ETH at 20x)', () => {
    const f = orderFigures({
      price: new Big('3480.00'),
      side: 'short',
      shares: 10,
      lotSize: new Big('0.1'),
      multiple: 20,
      rates: btcRates,
    });
    expect(f.openPrice.toString()).toBe('3478.26');
    expect(f.margin.toString()).toBe('173.913');
    expect(f.fee.toString()).toBe('6.95652');
  });

  it('finds the lot size from the positions the server sent for the pair, or none', () => {
    const deal = getGetLeverDealResponseMock();
    if (deal.type !== 'ok') throw new Error('example is not ok');
    const all = [...deal.message.my_transaction, ...deal.message.lever_transaction.in];
    expect(inferLotSize(all, 'BTC/USDT')?.toString()).toBe('0.01');
    expect(inferLotSize(all, 'ETH/USDT')).toBeNull();
    const history = getListLeverTradesResponseMock();
    if (history.type !== 'ok') throw new Error('example is not ok');
    expect(inferLotSize(history.message.data, 'XRP/USDT')?.toString()).toBe('10');
    expect(inferLotSize(history.message.data, 'ETH/USDT')?.toString()).toBe('0.1');
  });

  it('says how many lots the balance pays for, within the upper limit', () => {
    const base = {
      price: new Big('96000'),
      side: 'long' as const,
      lotSize: new Big('0.01'),
      multiple: 10,
      rates: btcRates,
    };
    // 1 lot: margin 96.048 + fee 1.92096 = 97.96896; 3,000 / 97.96896 = 30.6
    expect(maxAffordableShares({ ...base, available: new Big('3000'), shareMax: 500 })).toBe(30);
    expect(maxAffordableShares({ ...base, available: new Big('3000'), shareMax: 20 })).toBe(20);
    expect(maxAffordableShares({ ...base, available: new Big('3000'), shareMax: 0 })).toBe(30);
    expect(maxAffordableShares({ ...base, lotSize: null, available: new Big('3000'), shareMax: 0 })).toBeNull();
  });

  it('computes floating profit for longs and shorts and the return on margin', () => {
    const long = floatingProfit('long', new Big('96048.00'), new Big('96420.50'), new Big('0.05'));
    expect(long.toString()).toBe('18.625');
    const short = floatingProfit('short', new Big('3478.26'), new Big('3412.75'), new Big('1.0'));
    expect(short.toString()).toBe('65.51');
    expect(profitRate(long, new Big('480.24'))?.round(2).toString()).toBe('3.88');
    expect(profitRate(long, new Big('0'))).toBeNull();
  });

  it('reads wire values: signed strings and JSON numbers, refuses anything else', () => {
    expect(toBig('+1.5')?.toString()).toBe('1.5');
    expect(toBig(96420.5)?.toString()).toBe('96420.5');
    expect(toBig('1e5')).toBeNull();
    expect(toBig('')).toBeNull();
    expect(toBig(Number.NaN)).toBeNull();
  });
});

describe('figures on screen', () => {
  it('shows money at two decimals (half up), coin amounts cut to their precision, grouped and signed', () => {
    expect(formatMoney(new Big('480.24'), 'en')).toBe('480.24');
    expect(formatMoney(new Big('9157.4044'), 'en')).toBe('9,157.40');
    expect(formatMoney('3000.00000000', 'en')).toBe('3,000.00');
    expect(formatAmount(new Big('1.44072'), 'en')).toBe('1.44072');
    expect(formatAmount('0.05', 'en')).toBe('0.05');
    expect(formatSigned('18.625', 'en')).toBe('+18.63');
    expect(formatSigned('-201.164', 'en')).toBe('-201.16');
    expect(formatSigned('-185.1725', 'en')).toBe('-185.17');
    expect(formatSigned('-0.5', 'en')).toBe('-0.50');
    expect(formatSigned('0', 'en')).toBe('0.00');
    expect(formatPercent('571.47', 'en')).toBe('571.47%');
    expect(formatPercent(new Big('3.8782'), 'en', true)).toBe('+3.88%');
    expect(formatMoney('12345.5', 'de')).toBe('12.345,50');
  });
});

const ctx: OrderContext = {
  marketPrice: new Big('96420.50'),
  shareMin: 1,
  shareMax: 500,
  multiples: ['5', '10', '20', '50', '100'],
  available: new Big('3000'),
  lotSize: new Big('0.01'),
  rates: btcRates,
};
const order = (over: Partial<OrderInput> = {}): OrderInput => ({
  side: 'long',
  priceType: 'market',
  price: '',
  shares: '5',
  multiple: '10',
  ...over,
});
const keys = (input: OrderInput, context = ctx) => validateOrder(input, context).map((e) => `${e.field}:${e.key}`);

describe('order rules', () => {
  it('accepts a correct market order', () => {
    expect(keys(order())).toEqual([]);
  });

  it('asks for a whole number of lots within the limits', () => {
    expect(keys(order({ shares: '' }))).toEqual(['shares:validation.sharesRequired']);
    expect(keys(order({ shares: '1.5' }))).toEqual(['shares:validation.sharesInvalid']);
    expect(keys(order({ shares: '-3' }))).toEqual(['shares:validation.sharesInvalid']);
    expect(keys(order({ shares: '0' }))).toEqual(['shares:validation.sharesInvalid']);
    expect(keys(order({ shares: '501' }))).toEqual(['shares:validation.sharesMax']);
    expect(keys(order({ shares: '2' }), { ...ctx, shareMin: 3 })).toEqual(['shares:validation.sharesMin']);
    expect(keys(order({ shares: '100000' }), { ...ctx, shareMax: 0, available: new Big('1e12') })).toEqual([]);
  });

  it('refuses an order whose margin + fee exceed the available balance', () => {
    // 31 lots at 10x: (96,420.50 × 1.0005 × 0.31) × (1/10 + 0.002) ≈ 3,049.27 > 3,000
    expect(keys(order({ shares: '31' }))).toEqual(['shares:validation.insufficientBalance']);
    expect(keys(order({ shares: '30' }))).toEqual([]);
    expect(keys(order({ shares: '30' }), { ...ctx, available: new Big('2950') })).toEqual([
      'shares:validation.insufficientBalance',
    ]);
  });

  it('only accepts one of the offered multiples', () => {
    expect(keys(order({ multiple: '7' }))).toEqual(['multiple:validation.multipleRequired']);
  });

  it('checks the limit price: present, a correct price, on the right side of the market', () => {
    expect(keys(order({ priceType: 'limit', price: '' }))).toEqual(['price:validation.priceRequired']);
    expect(keys(order({ priceType: 'limit', price: 'abc' }))).toEqual(['price:validation.priceInvalid']);
    expect(keys(order({ priceType: 'limit', price: '0' }))).toEqual(['price:validation.priceInvalid']);
    expect(keys(order({ priceType: 'limit', price: '1.12345678901' }))).toEqual(['price:validation.priceInvalid']);
    expect(keys(order({ priceType: 'limit', price: '97000' }))).toEqual(['price:validation.limitLongBelow']);
    expect(keys(order({ priceType: 'limit', price: '95000' }))).toEqual([]);
    expect(keys(order({ side: 'short', priceType: 'limit', price: '95000' }))).toEqual([
      'price:validation.limitShortAbove',
    ]);
    expect(keys(order({ side: 'short', priceType: 'limit', price: '97000' }))).toEqual([]);
  });

  it('checks the balance at the limit price for limit orders', () => {
    // 31 lots at a limit of 90,000: 90,045 × 0.31 × 0.102 = 2,847.22 <= 3,000
    expect(keys(order({ priceType: 'limit', price: '90000', shares: '31' }))).toEqual([]);
  });
});

describe('take-profit and stop-loss rules', () => {
  // The bound is the mark price the sheet shows, never the entry price.
  const long = { side: 'long' as const, markPrice: new Big('96420.50') };
  const short = { side: 'short' as const, markPrice: new Big('3412.75') };

  it('accepts a long TP above and SL below the mark price, wherever the entry was', () => {
    expect(validateStops({ takeProfit: '99000', stopLoss: '94000' }, long)).toEqual({});
    // Entry 96,048: a stop-loss between the entry and the mark price is valid.
    expect(validateStops({ takeProfit: '96420.51', stopLoss: '96100' }, long)).toEqual({});
  });

  it('refuses a long TP not above the mark price and SL not below it', () => {
    expect(validateStops({ takeProfit: '96420.50', stopLoss: '96420.5' }, long)).toEqual({
      takeProfit: { key: 'stops.takeProfitAbove', price: '96420.5' },
      stopLoss: { key: 'stops.stopLossBelow', price: '96420.5' },
    });
  });

  it('reverses the rule for a short', () => {
    expect(validateStops({ takeProfit: '3300', stopLoss: '3450' }, short)).toEqual({});
    expect(validateStops({ takeProfit: '3450', stopLoss: '3400' }, short)).toEqual({
      takeProfit: { key: 'stops.takeProfitBelow', price: '3412.75' },
      stopLoss: { key: 'stops.stopLossAbove', price: '3412.75' },
    });
  });

  it('prefills only a saved stop that is set and still valid against the mark price', () => {
    expect(prefillStop('stopLoss', '94000.00', long)).toBe('94000.00');
    expect(prefillStop('stopLoss', '96500.00', long)).toBe('');
    expect(prefillStop('stopLoss', '0.00', long)).toBe('');
    expect(prefillStop('takeProfit', '96000', long)).toBe('');
    expect(prefillStop('takeProfit', '3300', short)).toBe('3300');
    expect(prefillStop('stopLoss', '3400', short)).toBe('');
  });

  it('requires both prices, each a correct positive price', () => {
    expect(validateStops({ takeProfit: '', stopLoss: ' ' }, long)).toEqual({
      takeProfit: { key: 'stops.takeProfitRequired' },
      stopLoss: { key: 'stops.stopLossRequired' },
    });
    expect(validateStops({ takeProfit: '0', stopLoss: '-5' }, long)).toEqual({
      takeProfit: { key: 'stops.priceInvalid' },
      stopLoss: { key: 'stops.priceInvalid' },
    });
  });
});
