// The NFT time rules with fake timers: the time status before, inside and after the window (and the
// server's "ended" flag inside it), countdowns to the start and to the end, the one-day pay window
// of an auction win, and the shared clock that ticks once a second.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clockText,
  countdownTarget,
  parseServerTime,
  payState,
  remaining,
  timeStatus,
  toServerTime,
  useNow,
} from '@/features/nft/nft-time';

const at = (text: string) => parseServerTime(text);
const sale = { status: 1, start_time: '2026-11-22 12:00:00', end_time: '2026-11-23 12:00:00' };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(at('2026-11-22 11:59:58'));
});
afterEach(() => vi.useRealTimers());

describe('timeStatus', () => {
  it('is 2 before the start, 1 inside the window, 0 from the end on', () => {
    expect(timeStatus(sale, at('2026-11-22 11:59:59'))).toBe(2);
    expect(timeStatus(sale, at('2026-11-22 12:00:00'))).toBe(1);
    expect(timeStatus(sale, at('2026-11-23 11:59:59'))).toBe(1);
    expect(timeStatus(sale, at('2026-11-23 12:00:00'))).toBe(0);
  });

  it("is 0 inside the window when the server's flag says the sale ended (sold)", () => {
    expect(timeStatus({ ...sale, status: 0 }, at('2026-11-22 18:00:00'))).toBe(0);
    // The flag does not move a sale that has not started.
    expect(timeStatus({ ...sale, status: 0 }, at('2026-11-22 08:00:00'))).toBe(2);
  });

  it('follows the clock as fake time passes', () => {
    expect(timeStatus(sale, Date.now())).toBe(2);
    vi.advanceTimersByTime(2000);
    expect(timeStatus(sale, Date.now())).toBe(1);
    vi.advanceTimersByTime(24 * 3600 * 1000);
    expect(timeStatus(sale, Date.now())).toBe(0);
  });
});

describe('countdowns', () => {
  it('counts to the start before the sale, to the end during it, to nothing after', () => {
    expect(countdownTarget(sale, at('2026-11-22 08:00:00'))).toBe(at('2026-11-22 12:00:00'));
    expect(countdownTarget(sale, at('2026-11-22 13:00:00'))).toBe(at('2026-11-23 12:00:00'));
    expect(countdownTarget(sale, at('2026-11-23 13:00:00'))).toBeNull();
  });

  it('splits what is left into days, hours, minutes and seconds, rounded up, never negative', () => {
    const left = remaining(at('2026-11-24 14:03:05'), at('2026-11-22 12:00:00') + 500);
    expect(left).toEqual({ days: 2, hours: 2, minutes: 3, seconds: 5, total: 2 * 86400 + 2 * 3600 + 3 * 60 + 5 });
    expect(remaining(0, Date.now()).total).toBe(0);
    expect(clockText(remaining(Date.now() + 86399_000, Date.now()))).toBe('23:59:59');
    expect(clockText(remaining(Date.now() + 26 * 3600_000, Date.now()))).toBe('26:00:00');
  });

  it('writes and reads the server format', () => {
    expect(toServerTime(at('2026-01-02 03:04:05'))).toBe('2026-01-02 03:04:05');
    expect(Number.isNaN(parseServerTime('tomorrow'))).toBe(true);
  });
});

describe('payState', () => {
  const now = Date.now();
  const deadline = Math.floor(now / 1000) + 3600;
  it('awaits payment until the deadline, then is expired', () => {
    expect(payState({ is_pay: 0, is_expired: 0, overtime: deadline }, now)).toEqual({
      kind: 'awaiting',
      deadline: deadline * 1000,
    });
    expect(payState({ is_pay: 0, is_expired: 0, overtime: deadline }, deadline * 1000)).toEqual({ kind: 'expired' });
  });
  it('is paid once paid and expired once the server says so', () => {
    expect(payState({ is_pay: 1, is_expired: 1, overtime: 0 }, now)).toEqual({ kind: 'paid' });
    expect(payState({ is_pay: 0, is_expired: 1, overtime: 0 }, now)).toEqual({ kind: 'expired' });
  });
});

describe('useNow', () => {
  it('ticks once a second while shown, with one timer for every reader', () => {
    const first = renderHook(() => useNow());
    const second = renderHook(() => useNow());
    const start = first.result.current;
    expect(start).toBe(Date.now());
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(first.result.current).toBe(start + 1000);
    expect(second.result.current).toBe(start + 1000);
    first.unmount();
    second.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
