// The money arithmetic and the stake rule of seconds options, on decimal strings.
import { describe, expect, it } from 'vitest';
import { expectedProfit, formatCountdown, liveOutcome, resultParts } from '@/features/seconds-trade/seconds-math';
import { formatAmount } from '@/lib/format';

const resultAmount = (order: Parameters<typeof resultParts>[0]) => {
  const { sign, value } = resultParts(order);
  return `${sign}${formatAmount(value, 'en')}`;
};

const money = (value: Parameters<typeof formatAmount>[0]) => formatAmount(value, 'en');
import { stakeSchema } from '@/features/seconds-trade/stake-schema';

describe('seconds options arithmetic', () => {
  it('expected profit is amount × profit ratio %, exactly', () => {
    expect(money(expectedProfit('100', '85.00'))).toBe('85.00');
    expect(money(expectedProfit('10.1', '80'))).toBe('8.08');
    expect(money(expectedProfit('0.3', '90'))).toBe('0.27');
    expect(money(expectedProfit('33.33', '85'))).toBe('28.3305');
    expect(money(expectedProfit('0.123456789', '85'))).toBe('0.10493827');
  });

  it('formats money grouped for the locale without a float round trip', () => {
    expect(formatAmount('1500.00000000', 'en')).toBe('1,500.00');
    expect(formatAmount('12345678901234.5', 'en')).toBe('12,345,678,901,234.50');
    expect(formatAmount('1500', 'fr')).toMatch(/^1\s500,00$/);
  });

  it('signs a settled amount by its outcome', () => {
    expect(resultAmount({ profit_result: 1, fact_profits: '160.00', number: '200.00' })).toBe('+160.00');
    expect(resultAmount({ profit_result: -1, fact_profits: '-100.00', number: '100.00' })).toBe('-100.00');
    expect(resultAmount({ profit_result: -1, fact_profits: '0.00', number: '100.00' })).toBe('-100.00');
    expect(resultAmount({ profit_result: 0, fact_profits: '0.00', number: '100.00' })).toBe('0.00');
  });

  it('counts down in m:ss, rounding up to the second', () => {
    expect(formatCountdown(60_000)).toBe('1:00');
    expect(formatCountdown(44_001)).toBe('0:45');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
  });

  it('says whether an open order is winning at the live price', () => {
    expect(liveOutcome(1, '100.5', '100.6')).toBe('win');
    expect(liveOutcome(2, '100.5', '100.6')).toBe('lose');
    expect(liveOutcome(2, '100.5', '100.50')).toBe('flat');
    expect(liveOutcome(1, '100.5', undefined)).toBeNull();
  });
});

describe('stake rule', () => {
  const schema = stakeSchema({ min: '10.00', max: '10000.00', balance: '1500.00000000' });
  const message = (amount: string) => {
    const result = schema.safeParse({ amount });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('accepts a positive amount within the limits and the balance', () => {
    expect(message('10')).toBeNull();
    expect(message('1500')).toBeNull();
    expect(message('12.3456789012')).toBeNull();
  });

  it('refuses empty, malformed, too small, too large and unaffordable amounts', () => {
    expect(message('')).toBe('form.errors.amountRequired');
    expect(message('abc')).toBe('form.errors.amountInvalid');
    expect(message('-5')).toBe('form.errors.amountInvalid');
    expect(message('1.12345678901')).toBe('form.errors.amountInvalid');
    expect(message('9.99')).toBe('form.errors.belowMin');
    expect(message('1500.00000001')).toBe('form.errors.insufficientBalance');
    expect(message('10000.01')).toBe('form.errors.aboveMax');
  });

  it('treats a missing wallet as a zero balance', () => {
    const none = stakeSchema({ min: '10', max: '100', balance: '' });
    expect(none.safeParse({ amount: '10' }).error?.issues[0]?.message).toBe('form.errors.insufficientBalance');
  });
});
