// The user's holdings, valued in USDT (the screens convert them into the chosen fiat), in one
// computation that the Assets headline, its earn card and the financial hub all read:
// - the four accounts: their `usdt_totle` (available and frozen at live prices, so the margin of
//   open positions, frozen orders and loan collateral are in it);
// - lock mining: the principal of active orders (interest paid so far is already in the spot
//   account), from /lh/deposit/order with limit 9999 as the overview asks;
// - dual investment: what open orders cost (their expected interest by the §9 payoff apart);
// - IEO: what a subscription holds until its tokens are credited (`paid`, a proposed field;
//   without it the cost is not known and the subscription is only counted).
// - loans: what the active loans owe now (`remaining`: principal + interest accrued − repaid, in
//   the loan coin), from /loan/orders (100 active loans at once), a debt taken off the total.
// The headline total = accounts + earn holdings − loan debt (the user's net assets), so buying a
// lock or a product moves money from "available" into a holding and leaves the total as it was,
// and a loan credited to the spot account adds nothing: the same amount is owed (its interest,
// as it accrues, lowers the total). The collateral of a loan stays in the spot account, frozen
// (as /loan/borrow says), so the accounts already count it. Coin amounts are valued at the spot
// `usdt_price` of /wallet/list.
import Big from 'big.js';
import { getListWalletsQueryKey, useListWallets } from '@generated/api/assets/assets';
import { getListDualOrdersQueryKey, useListDualOrders } from '@generated/api/invest/invest';
import { getListProjectOrdersQueryKey, useListProjectOrders } from '@generated/api/ieo/ieo';
import { getListLoanOrdersQueryKey, useListLoanOrders } from '@generated/api/loans/loans';
import { getListLockOrdersQueryKey, useListLockOrders } from '@generated/api/mining/mining';
import type { DualOrder, LoanOrder, LockOrder, LockOrderPage, ProjectOrder, WalletOverview } from '@generated/model';
import { dualPayoff, sharesToCoin } from '@/lib/dual-payoff';
import { toDecimal } from './use-fiat';

const ALL = 9999;
const STALE = 15_000;

/** The rows of either shape of the lock-order page. */
export const lockOrderRows = (page: LockOrderPage): LockOrder[] => (Array.isArray(page) ? page : page.order_list);

/** USDT per unit of a coin, by its symbol (USDT itself is 1; unknown coins 0). */
export function usdtPriceOf(wallets: WalletOverview | undefined, coin: string): Big {
  if (coin.toUpperCase() === 'USDT') return new Big(1);
  const row = wallets?.change_wallet.balance.find((b) => b.currency_name.toUpperCase() === coin.toUpperCase());
  return toDecimal(row?.usdt_price);
}

export interface MiningHoldings {
  /** Principal of the active orders, in USDT. */
  lockedUsdt: Big;
  /** Interest paid so far on every order, in USDT. */
  earnedUsdt: Big;
  activeOrders: number;
}

export function miningHoldings(orders: readonly LockOrder[], wallets?: WalletOverview): MiningHoldings {
  return orders.reduce<MiningHoldings>(
    (sum, order) => {
      const price = usdtPriceOf(wallets, order.currency_name);
      const active = order.status === 1;
      return {
        lockedUsdt: active ? sum.lockedUsdt.plus(toDecimal(order.amount).times(price)) : sum.lockedUsdt,
        earnedUsdt: sum.earnedUsdt.plus(toDecimal(order.total_interest).times(price)),
        activeOrders: sum.activeOrders + (active ? 1 : 0),
      };
    },
    { lockedUsdt: new Big(0), earnedUsdt: new Big(0), activeOrders: 0 },
  );
}

/** Purchased or settling: the money is still in the product. */
export const isOpenDualOrder = (order: DualOrder): boolean => order.status === 1 || order.status === 2;

/** The amount paid for a dual order: `total`, else shares × 0.1 coin (call) or × price / 10 USDT (put). */
export function dualOrderCost(order: DualOrder): Big {
  if (order.total !== undefined && order.total !== '') return toDecimal(order.total);
  const coin = sharesToCoin(order.number);
  return order.type === 'call' ? coin : coin.times(toDecimal(order.price));
}

/** The §9 payoff of an order (amount in the coin = shares × 0.1, APR fixed at purchase). */
export const dualOrderPayoff = (order: DualOrder) =>
  dualPayoff({
    amount: sharesToCoin(order.number),
    linkedPrice: order.exercise_price,
    days: order.day,
    ratePercent: order.order_rate,
  });

export interface InvestHoldings {
  investedUsdt: Big;
  /** Interest the open orders earn at maturity, in USDT. */
  expectedUsdt: Big;
  openOrders: number;
}

export function investHoldings(orders: readonly DualOrder[], wallets?: WalletOverview): InvestHoldings {
  return orders.filter(isOpenDualOrder).reduce<InvestHoldings>(
    (sum, order) => {
      const coinPrice = usdtPriceOf(wallets, order.currency_name);
      const cost = dualOrderCost(order);
      return {
        investedUsdt: sum.investedUsdt.plus(order.type === 'call' ? cost.times(coinPrice) : cost),
        expectedUsdt: sum.expectedUsdt.plus(dualOrderPayoff(order).coinInterest.times(coinPrice)),
        openOrders: sum.openOrders + 1,
      };
    },
    { investedUsdt: new Big(0), expectedUsdt: new Big(0), openOrders: 0 },
  );
}

export interface IeoHoldings {
  subscriptions: number;
  /** Subscriptions still waiting for their allotment. */
  pending: number;
  /** What the subscriptions not yet credited hold, in USDT. */
  heldUsdt: Big;
}

/** A subscription's state: the proposed `status`, else waiting until tokens are allotted. */
const ieoStatus = (order: ProjectOrder): number => order.status ?? (toDecimal(order.give_amount).eq(0) ? 1 : 3);

export function ieoHoldings(orders: readonly ProjectOrder[], wallets?: WalletOverview): IeoHoldings {
  return orders.reduce<IeoHoldings>(
    (sum, order) => {
      const status = ieoStatus(order);
      const held =
        status < 3 && order.paid !== undefined
          ? toDecimal(order.paid).times(usdtPriceOf(wallets, order.pay_currency_name ?? 'USDT'))
          : new Big(0);
      return {
        subscriptions: sum.subscriptions + 1,
        pending: sum.pending + (status === 1 ? 1 : 0),
        heldUsdt: sum.heldUsdt.plus(held),
      };
    },
    { subscriptions: 0, pending: 0, heldUsdt: new Big(0) },
  );
}

export interface LoanHoldings {
  /** What settles the active loans now (principal + interest accrued − repaid), in USDT. */
  owedUsdt: Big;
  /** Their collateral, in USDT (frozen in the spot account: already in the accounts). */
  collateralUsdt: Big;
  activeLoans: number;
}

/** The active loans' debt and collateral, valued in USDT. */
export function loanHoldings(loans: readonly LoanOrder[], wallets?: WalletOverview): LoanHoldings {
  return loans
    .filter((loan) => loan.status === 1)
    .reduce<LoanHoldings>(
      (sum, loan) => ({
        owedUsdt: sum.owedUsdt.plus(toDecimal(loan.remaining).times(usdtPriceOf(wallets, loan.currency_name))),
        collateralUsdt: sum.collateralUsdt.plus(
          toDecimal(loan.pledge_amount).times(usdtPriceOf(wallets, loan.pledge_currency_name)),
        ),
        activeLoans: sum.activeLoans + 1,
      }),
      { owedUsdt: new Big(0), collateralUsdt: new Big(0), activeLoans: 0 },
    );
}

/** The accounts' total in USDT: the sum of the four accounts' `usdt_totle`. */
export function accountsUsdt(overview: WalletOverview): Big {
  return [overview.legal_wallet, overview.change_wallet, overview.lever_wallet, overview.micro_wallet].reduce(
    (sum, wallet) => sum.plus(toDecimal(wallet.usdt_totle)),
    new Big(0),
  );
}

export interface HoldingsTotal {
  accountsUsdt: Big;
  /** Lock principal, dual investments and IEO subscriptions not yet credited. */
  earnUsdt: Big;
  /** What the active loans owe now. */
  owedUsdt: Big;
  /** The net assets: accounts + earn holdings − loan debt. */
  totalUsdt: Big;
}

/** The headline: the accounts plus what the earn products hold, less what the loans owe. */
export function holdingsTotal(
  overview: WalletOverview,
  earn: { mining: MiningHoldings; invest: InvestHoldings; ieo: IeoHoldings; loans: LoanHoldings },
): HoldingsTotal {
  const accounts = accountsUsdt(overview);
  const held = earn.mining.lockedUsdt.plus(earn.invest.investedUsdt).plus(earn.ieo.heldUsdt);
  const owed = earn.loans.owedUsdt;
  return { accountsUsdt: accounts, earnUsdt: held, owedUsdt: owed, totalUsdt: accounts.plus(held).minus(owed) };
}

export interface EarnHoldingsQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

type QueryLike = { data?: unknown; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/**
 * One product's holdings: its list, valued at the prices of /wallet/list, so that either call
 * failing leaves the figure missing with the reason and a retry (never valued at a price of 0).
 */
function wrap<T>(query: QueryLike, wallets: QueryLike, data: T | undefined): EarnHoldingsQuery<T> {
  return {
    data: wallets.data ? data : undefined,
    isPending: query.isPending || wallets.isPending,
    error: query.error ?? wallets.error,
    refetch: () => {
      if (query.isError || !wallets.isError) void query.refetch();
      if (wallets.isError) void wallets.refetch();
    },
  };
}

/** The lists the holdings are read from (a refresh or a money action invalidates them). */
export const EARN_HOLDINGS_KEYS = [
  getListWalletsQueryKey(),
  getListLockOrdersQueryKey(),
  getListDualOrdersQueryKey(),
  getListProjectOrdersQueryKey(),
  getListLoanOrdersQueryKey(),
];

export function useEarnHoldings() {
  const wallets = useListWallets(undefined, undefined, { query: { staleTime: STALE } });
  const lock = useListLockOrders({ page: 1, limit: ALL }, { query: { staleTime: STALE } });
  const dual = useListDualOrders({ page: 1, limit: ALL }, undefined, { query: { staleTime: STALE } });
  const ieo = useListProjectOrders({ page: 1, limit: 100 }, { query: { staleTime: STALE } });
  const loanList = useListLoanOrders({ status: 'active', page: 1, limit: 100 }, { query: { staleTime: STALE } });
  const mining = wrap(lock, wallets, lock.data ? miningHoldings(lockOrderRows(lock.data), wallets.data) : undefined);
  const invest = wrap(dual, wallets, dual.data ? investHoldings(dual.data.list, wallets.data) : undefined);
  const ieoRows = wrap(ieo, wallets, ieo.data ? ieoHoldings(ieo.data.data, wallets.data) : undefined);
  const loans = wrap(loanList, wallets, loanList.data ? loanHoldings(loanList.data.data, wallets.data) : undefined);
  const total =
    wallets.data && mining.data && invest.data && ieoRows.data && loans.data
      ? holdingsTotal(wallets.data, { mining: mining.data, invest: invest.data, ieo: ieoRows.data, loans: loans.data })
      : undefined;
  const failed = [mining, invest, ieoRows, loans].find((q) => !q.isPending && !q.data);
  return {
    mining,
    invest,
    ieo: ieoRows,
    /** The active loans' debt (taken off the headline) and collateral. */
    loans,
    /** What the earn products hold, in USDT, once all three are known. */
    totalUsdt: total?.earnUsdt,
    /** The headline (accounts + earn holdings − loan debt), once everything is known. */
    total,
    /** An earn or loan list (or the prices it is valued at) that could not be read: the headline then lacks its part. */
    failed,
    walletsPending: wallets.isPending,
  };
}
