// The daily P/L module (the sandbox computes each day with it, the P/L screen sums the days with
// it): a deposit is no gain, a withdrawal no loss; rates over what was at stake; running sums.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { dailyPnl, pnlRate, signedPnl, summarizePnl } from '@/lib/daily-pnl';

describe('dailyPnl', () => {
  it('is the change of the value less the net inflow', () => {
    expect(dailyPnl({ start: '1000', end: '1100', inflow: '0' }).toFixed(2)).toBe('100.00');
    // 500 deposited and the account worth 1,450 at the end: 50 lost, not 450 won
    expect(dailyPnl({ start: '1000', end: '1450', inflow: '500' }).toFixed(2)).toBe('-50.00');
    // 300 withdrawn and worth 720: 20 won
    expect(dailyPnl({ start: '1000', end: '720', inflow: '-300' }).toFixed(2)).toBe('20.00');
    expect(dailyPnl({ start: '0.004', end: '0.009', inflow: 0 }).toFixed(2)).toBe('0.01');
  });

  it('writes its sign as the contract does', () => {
    expect(signedPnl(new Big('12.3'))).toBe('+12.30');
    expect(signedPnl(new Big('-4.05'))).toBe('-4.05');
    expect(signedPnl(new Big('0'))).toBe('0.00');
  });
});

describe('pnlRate', () => {
  it('is the P/L over the value at the start plus what came in, null when nothing was at stake', () => {
    expect(pnlRate('50', '1000', '0')?.toFixed(2)).toBe('5.00');
    expect(pnlRate('50', '500', '500')?.toFixed(2)).toBe('5.00');
    // money out does not shrink what was at stake
    expect(pnlRate('50', '1000', '-500')?.toFixed(2)).toBe('5.00');
    expect(pnlRate('10', '0', '0')).toBeNull();
  });
});

describe('summarizePnl', () => {
  const day = (date: string, start: string, end: string, inflow: string, pnl: string) => ({
    date,
    start_value: start,
    end_value: end,
    net_inflow: inflow,
    pnl,
  });

  it('sums the days, keeps their running sums, counts days up and down and rates the range', () => {
    const summary = summarizePnl([
      day('2026-11-26', '1000.00', '1100.00', '0.00', '+100.00'),
      day('2026-11-27', '1100.00', '1550.00', '500.00', '-50.00'),
      day('2026-11-28', '1550.00', '1550.00', '0.00', '0.00'),
    ]);
    expect(summary.total.toFixed(2)).toBe('50.00');
    expect(summary.today?.toFixed(2)).toBe('0.00');
    expect(summary.cumulative.map((v) => v.toFixed(2))).toEqual(['100.00', '50.00', '50.00']);
    expect([summary.up, summary.down]).toEqual([1, 1]);
    // 50 over 1,000 at the start plus 500 in
    expect(summary.rate?.toFixed(2)).toBe('3.33');
  });

  it('has no today and no rate without days', () => {
    const summary = summarizePnl([]);
    expect([summary.today, summary.rate, summary.total.toFixed(2)]).toEqual([null, null, '0.00']);
  });
});
