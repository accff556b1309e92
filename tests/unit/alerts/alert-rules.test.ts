// The rules of a price alert the form checks before sending (the sandbox checks the same): the
// side of the current price, the percent's range, the messages' keys, the request sent.
import { describe, expect, it } from 'vitest';
import { alertRequest, alertSchema, changeBounds, validateAlert } from '@/features/alerts/alert-rules';

const values = (type: 'above' | 'below' | 'change', price = '', percent = '') => ({ type, price, percent });

describe('validateAlert', () => {
  it('wants an above price above the current one and a below price below it', () => {
    expect(validateAlert(values('above', '96000'), '96420.50')).toEqual({ price: 'form.aboveTooLow' });
    expect(validateAlert(values('above', '96420.50'), '96420.50')).toEqual({ price: 'form.aboveTooLow' });
    expect(validateAlert(values('above', '96420.51'), '96420.50')).toEqual({});
    expect(validateAlert(values('below', '96420.50'), '96420.50')).toEqual({ price: 'form.belowTooHigh' });
    expect(validateAlert(values('below', '90000'), '96420.50')).toEqual({});
  });

  it('wants a price that is an amount, and leaves the side to the server while the price is unknown', () => {
    expect(validateAlert(values('above'), '100')).toEqual({ price: 'form.priceRequired' });
    expect(validateAlert(values('above', '0'), '100')).toEqual({ price: 'form.priceInvalid' });
    expect(validateAlert(values('below', '-5'), '100')).toEqual({ price: 'form.priceInvalid' });
    expect(validateAlert(values('below', '1e3'), '100')).toEqual({ price: 'form.priceInvalid' });
    expect(validateAlert(values('above', '5'), null)).toEqual({});
  });

  it('wants a percent above 0 and at most 100 for a move, whatever the price field holds', () => {
    expect(validateAlert(values('change', 'junk'), '100')).toEqual({ percent: 'form.percentRequired' });
    expect(validateAlert(values('change', '', '0'), '100')).toEqual({ percent: 'form.percentRange' });
    expect(validateAlert(values('change', '', '100.01'), '100')).toEqual({ percent: 'form.percentRange' });
    expect(validateAlert(values('change', '', '100'), '100')).toEqual({});
    expect(validateAlert(values('change', '', '0.5'), '100')).toEqual({});
  });
});

describe('alertSchema', () => {
  it('puts the message on the field in error', () => {
    const result = alertSchema('50000').safeParse(values('above', '40000'));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['price', 'form.aboveTooLow']]);
    expect(alertSchema('50000').safeParse(values('below', '40000')).success).toBe(true);
  });
});

describe('alertRequest and changeBounds', () => {
  it('sends the price of a price alert and the percent of a move, never both', () => {
    expect(alertRequest(1, values('above', '100000', '5'))).toEqual({ match_id: 1, type: 'above', price: '100000' });
    expect(alertRequest(2, values('change', '100000', '5'))).toEqual({ match_id: 2, type: 'change', percent: '5' });
  });

  it('gives the prices a move fires at', () => {
    const bounds = changeBounds('96420.50', '5');
    expect([bounds?.low.toFixed(3), bounds?.high.toFixed(3)]).toEqual(['91599.475', '101241.525']);
    expect(changeBounds(null, '5')).toBeNull();
    expect(changeBounds('100', 'x')).toBeNull();
  });
});
