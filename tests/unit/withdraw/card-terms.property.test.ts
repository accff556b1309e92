// The terms of a bank-card withdrawal: the currency's own minimum and fee (`withdraw_fee` + `rate`
// per cent), never a network's, whatever networks the currency has; and the amount received is
// computed with the same exact decimal arithmetic as to an address (received + fee = amount).
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WithdrawInfo } from '@generated/model';
import { receivedAmount, withdrawalFee } from '@/features/withdraw/withdraw-amount';
import { addressTerms, cardTerms } from '@/features/withdraw/withdraw-terms';

/** A decimal string with up to `scale` decimals below `max`. */
const decimalArb = (max: number, scale = 8) =>
  fc
    .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: 10 ** scale - 1 }))
    .map(([int, frac]) => (frac === 0 ? String(int) : `${int}.${String(frac).padStart(scale, '0')}`));

const networkArb = fc.record({
  name: fc.constantFrom('USDT-TRC20', 'USDT-ERC20'),
  type: fc.constantFrom('trc20', 'erc20'),
  withdraw_fee: decimalArb(50),
  min_number: decimalArb(100),
});

const infoArb: fc.Arbitrary<WithdrawInfo> = fc.record({
  name: fc.constant('USDT'),
  multi_protocol: fc.constantFrom(0 as const, 1 as const),
  type_data: fc.array(networkArb, { maxLength: 3 }),
  rate: decimalArb(5, 4),
  withdraw_fee: decimalArb(50),
  min_number: decimalArb(100),
  change_balance: decimalArb(1_000_000),
});

const amountArb = decimalArb(10_000_000, 10).filter((v) => new Big(v).gt(0));

describe('cardTerms', () => {
  it("uses the currency's own minimum, fee and rate, never a network's", () => {
    fc.assert(
      fc.property(infoArb, (info) => {
        const terms = cardTerms(info);
        expect(terms).toEqual({
          min: info.min_number,
          balance: info.change_balance,
          fee: { fixedFee: info.withdraw_fee, ratePercent: info.rate },
        });
        // The address terms of a multi-network currency follow the chosen network instead.
        const first = info.multi_protocol === 1 ? info.type_data?.[0] : undefined;
        if (first) expect(addressTerms(info, null).limits?.fee.fixedFee).toBe(first.withdraw_fee);
      }),
    );
  });

  it('received + fee is exactly the amount, and the fee is withdraw_fee + amount x rate / 100', () => {
    fc.assert(
      fc.property(infoArb, amountArb, (info, amount) => {
        const { fee: rule } = cardTerms(info);
        const fee = withdrawalFee(amount, rule);
        const received = receivedAmount(amount, rule);
        expect(new Big(received).plus(fee).eq(amount)).toBe(true);
        const expected = new Big(info.withdraw_fee).plus(new Big(amount).times(info.rate).div(100));
        expect(new Big(fee).eq(expected)).toBe(true);
      }),
    );
  });
});
