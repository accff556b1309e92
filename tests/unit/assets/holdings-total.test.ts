// The one holdings computation (@/hooks/use-earn-holdings) with loans: the headline is the user's
// net assets, so a loan credited to the spot account adds nothing (the same amount is owed), its
// interest lowers the total as it accrues, a settled loan owes nothing, and a loan in another coin
// is valued at that coin's price.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { getListWalletsResponseMock } from '@generated/api/assets/assets.msw';
import type { ListWallets200, LoanOrder, WalletOverview } from '@generated/model';
import {
  accountsUsdt,
  holdingsTotal,
  ieoHoldings,
  investHoldings,
  loanHoldings,
  miningHoldings,
} from '@/hooks/use-earn-holdings';

const wallets = (getListWalletsResponseMock() as Extract<ListWallets200, { type: 'ok' }>).message;

/** The overview with `usdt` more USDT in the spot account (as a loan credits it). */
function withSpotUsdt(overview: WalletOverview, usdt: string): WalletOverview {
  const spot = overview.change_wallet;
  return {
    ...overview,
    change_wallet: { ...spot, usdt_totle: new Big(spot.usdt_totle).plus(usdt).toFixed() },
  };
}

const loan = (patch: Partial<LoanOrder>): LoanOrder => ({
  id: 1,
  product_id: 1,
  currency_name: 'USDT',
  pledge_currency_name: 'BTC',
  amount: '1000',
  pledge_amount: '0.02',
  day_rate: '0.0005',
  days: 30,
  interest: '0',
  repaid: '0',
  remaining: '1000',
  liquidation_rate: '0.85',
  liquidation_price: '58823.53',
  status: 1,
  created_at: '2026-11-28 10:00:00',
  due_at: '2026-12-28 10:00:00',
  ...patch,
});

const total = (overview: WalletOverview, loans: LoanOrder[]) =>
  holdingsTotal(overview, {
    mining: miningHoldings([], overview),
    invest: investHoldings([], overview),
    ieo: ieoHoldings([], overview),
    loans: loanHoldings(loans, overview),
  });

describe('the headline with loans', () => {
  const before = total(wallets, []).totalUsdt;

  it('is the accounts alone without loans', () => {
    expect(before.eq(accountsUsdt(wallets))).toBe(true);
  });

  it('stays as it was when a loan is credited: the amount lent is owed', () => {
    const after = total(withSpotUsdt(wallets, '1000'), [loan({})]);
    expect(after.owedUsdt.toFixed()).toBe('1000');
    expect(after.totalUsdt.eq(before)).toBe(true);
  });

  it('falls by the interest as it accrues, and by nothing once the loan is settled', () => {
    const day = total(withSpotUsdt(wallets, '1000'), [loan({ interest: '0.5', remaining: '1000.5' })]);
    expect(before.minus(day.totalUsdt).toFixed()).toBe('0.5');
    // Repaid in full: 1,000.50 left the spot account, the loan owes nothing (listed as ended).
    const repaid = total(withSpotUsdt(wallets, '-0.5'), [
      loan({ interest: '0.5', repaid: '1000.5', remaining: '0', status: 2 }),
    ]);
    expect(repaid.owedUsdt.toFixed()).toBe('0');
    expect(before.minus(repaid.totalUsdt).toFixed()).toBe('0.5');
  });

  it('values a loan and its collateral in their coins', () => {
    // A BTC loan against BTC: both at the spot price of BTC.
    const btc = new Big(wallets.change_wallet.balance.find((b) => b.currency_name === 'BTC')!.usdt_price);
    const held = loanHoldings(
      [loan({ currency_name: 'BTC', remaining: '0.01', pledge_currency_name: 'BTC' })],
      wallets,
    );
    expect(held.owedUsdt.eq(btc.times('0.01'))).toBe(true);
    expect(held.collateralUsdt.eq(btc.times('0.02'))).toBe(true);
    expect(held.activeLoans).toBe(1);
  });
});
