// The spot form's arithmetic on decimal strings and its rules, without the screen.
import { describe, expect, it } from 'vitest';
import { parseLevels } from '@/components/order-book/depth-store';
import {
  amountFor,
  cleanDecimalInput,
  fillFromPercent,
  totalFor,
  validateOrder,
  type OrderContext,
} from '@/features/spot-trade/order-math';

const limitBuy: OrderContext = { side: 'buy', kind: 'limit', available: '12480.50000000', lastPrice: '96420.50' };

describe('linked price, amount and total', () => {
  it('computes the total from amount and price exactly (no float error)', () => {
    expect(totalFor('0.01', '96000')).toBe('960');
    expect(totalFor('0.1', '0.2')).toBe('0.02'); // 0.1 * 0.2 is 0.020000000000000004 in floats
    expect(totalFor('3', '1.1')).toBe('3.3');
    expect(totalFor('', '96000')).toBe('');
    expect(totalFor('0.01', '')).toBe('');
  });

  it('computes the amount from total and price, rounded down so it never costs more', () => {
    expect(amountFor('960', '96000')).toBe('0.01');
    expect(amountFor('100', '3')).toBe('33.33333333');
    expect(totalFor(amountFor('100', '3'), '3')).toBe('99.99999999');
    expect(amountFor('100', '0')).toBe('');
    expect(amountFor('abc', '3')).toBe('');
  });

  it('fills a share of the balance: a buy spends quote, a sell sells base', () => {
    expect(fillFromPercent('buy', 50, '12480.50000000', '96000')).toEqual({ total: '6240.25', amount: '0.0650026' });
    expect(fillFromPercent('buy', 100, '12480.5', '96000')).toEqual({ total: '12480.5', amount: '0.1300052' });
    expect(fillFromPercent('sell', 25, '0.12500000', '96000')).toEqual({ amount: '0.03125', total: '3000' });
    expect(fillFromPercent('sell', 100, '0.125', '')).toEqual({ amount: '0.125', total: '' });
  });

  it('cleans typed numbers: one point, a comma counts as one, at most ten decimals', () => {
    expect(cleanDecimalInput('1,5')).toBe('1.5');
    expect(cleanDecimalInput('.5')).toBe('0.5');
    expect(cleanDecimalInput('1.2.3')).toBe('1.23');
    expect(cleanDecimalInput('12a3')).toBe('123');
    expect(cleanDecimalInput('0.123456789012')).toBe('0.1234567890');
  });
});

describe('validateOrder', () => {
  it('asks for a price and an amount', () => {
    expect(validateOrder({ price: '', amount: '', total: '' }, limitBuy)).toEqual({
      price: 'validation.priceRequired',
      amount: 'validation.amountRequired',
    });
  });

  it('rejects incorrect prices and amounts', () => {
    for (const price of ['0', '01', '1.', '0.00', '1234567890123456']) {
      expect(validateOrder({ price, amount: '0.01', total: '' }, limitBuy).price).toBe('validation.priceInvalid');
    }
    for (const amount of ['0', '0.0', '00.1', '1.12345678901']) {
      expect(validateOrder({ price: '96000', amount, total: '' }, limitBuy).amount).toBe('validation.amountInvalid');
    }
  });

  it('refuses a buy that costs more than the quote balance, to the last decimal', () => {
    expect(validateOrder({ price: '96000', amount: '0.13', total: '' }, limitBuy)).toEqual({});
    expect(validateOrder({ price: '96000', amount: '0.13000521', total: '' }, limitBuy)).toEqual({
      amount: 'validation.insufficientBalance',
    });
  });

  it('refuses a sell above the base balance', () => {
    const sell: OrderContext = { ...limitBuy, side: 'sell', available: '0.125' };
    expect(validateOrder({ price: '96000', amount: '0.125', total: '' }, sell)).toEqual({});
    expect(validateOrder({ price: '96000', amount: '0.1250001', total: '' }, sell)).toEqual({
      amount: 'validation.insufficientBalance',
    });
  });

  it('costs a market order at the last price and needs no price', () => {
    const market: OrderContext = { ...limitBuy, kind: 'market' };
    expect(validateOrder({ price: '', amount: '0.1', total: '' }, market)).toEqual({});
    expect(validateOrder({ price: '', amount: '0.2', total: '' }, market)).toEqual({
      amount: 'validation.insufficientBalance',
    });
    expect(validateOrder({ price: '', amount: '0.1', total: '' }, { ...market, lastPrice: undefined })).toEqual({
      amount: 'validation.noMarketPrice',
    });
  });

  it('does not let an order through while the balance is unknown', () => {
    expect(validateOrder({ price: '96000', amount: '0.01', total: '' }, { ...limitBuy, available: undefined })).toEqual(
      {
        amount: 'validation.balanceUnknown',
      },
    );
  });
});

describe('order book levels', () => {
  it('parses JSON-encoded levels, drops bad rows, sorts and keeps ten', () => {
    const asks = JSON.stringify([
      ['96424.80', '0.9001'],
      ['96421.10', '0.3120'],
      ['oops', '1'],
      ...Array.from({ length: 12 }, (_, i) => [String(96500 + i), '1']),
    ]);
    const parsed = parseLevels(asks, 'asks');
    expect(parsed).toHaveLength(10);
    expect(parsed[0]).toEqual({ price: '96421.10', quantity: '0.3120' });
    expect(parsed[1]?.price).toBe('96424.80');
    expect(
      parseLevels(
        [
          [96410.5, 0.25],
          ['96418.20', '0.4210'],
        ],
        'bids',
      ).map((l) => l.price),
    ).toEqual(['96418.20', '96410.5']);
    expect(parseLevels('[not json', 'bids')).toEqual([]);
  });
});
