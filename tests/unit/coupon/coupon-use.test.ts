// Which coupons an order may name and what they save (src/lib/coupon-use.ts, read by the order
// forms and by the sandbox).
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { couponFit, couponFloor, couponSaving, lessPercent, type CouponTerms } from '@/lib/coupon-use';

const NOW = 1_800_000_000;
const coupon = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  type: 'fee_discount',
  value: '20',
  min_amount: '100',
  scope: 'spot',
  start_time: NOW - 60,
  end_time: NOW + 3600,
  status: 1,
  ...over,
});

describe('couponFit', () => {
  it('offers a coupon of the area (or all) once the order reaches its minimum', () => {
    expect(couponFit(coupon(), 'spot', new Big(100), NOW)).toBe('ok');
    expect(couponFit(coupon(), 'spot', new Big('99.99'), NOW)).toBe('min');
    expect(couponFit(coupon(), 'spot', null, NOW)).toBe('min');
    expect(couponFit(coupon({ scope: 'all' }), 'contract', new Big(100), NOW)).toBe('ok');
    expect(couponFit(coupon({ scope: 'contract' }), 'spot', new Big(500), NOW)).toBe('no');
  });

  it('never offers a voucher to spot, one not started, ended or used', () => {
    expect(couponFit(coupon({ type: 'trade_voucher', scope: 'all' }), 'spot', new Big(500), NOW)).toBe('no');
    expect(couponFit(coupon({ start_time: NOW + 1 }), 'spot', new Big(500), NOW)).toBe('no');
    expect(couponFit(coupon({ end_time: NOW }), 'spot', new Big(500), NOW)).toBe('no');
    expect(couponFit(coupon({ status: 2 }), 'spot', new Big(500), NOW)).toBe('no');
    expect(couponFit(coupon({ type: 'deposit_bonus', scope: 'all' }), 'contract', new Big(500), NOW)).toBe('no');
  });

  it('asks a voucher’s order for a margin of at least its value', () => {
    const voucher = coupon({ type: 'trade_voucher', value: '10', min_amount: '0', scope: 'contract' });
    expect(couponFloor(voucher).toFixed()).toBe('10');
    expect(couponFit(voucher, 'contract', new Big('9.99'), NOW)).toBe('min');
    expect(couponFit(voucher, 'contract', new Big(10), NOW)).toBe('ok');
  });
});

describe('what a coupon saves', () => {
  it('is its percent of the fee for a discount, its value for a voucher, exactly', () => {
    expect(lessPercent('0.002', '50').toFixed()).toBe('0.001');
    expect(couponSaving(coupon({ value: '30' }), '1.61').toFixed()).toBe('0.483');
    expect(couponSaving(coupon({ type: 'trade_voucher', value: '10' }), '1.61').toFixed()).toBe('10');
    expect(couponSaving(coupon({ type: 'deposit_bonus', value: '5' }), '1.61').toFixed()).toBe('0');
  });
});
