// The user's holdings in the earn products, valued in USDT (the Assets overview and the financial
// hub convert them into the chosen fiat): lock mining (the principal of active orders and the
// interest paid so far, from /lh/deposit/order with limit 9999 as the overview asks), dual-currency
// investment (the amount of open orders and their expected interest by the §9 payoff) and IEO
// subscriptions (tokens applied for and allotted; not valued: the tokens have no market price
// before listing). Coin amounts are valued at the spot `usdt_price` of /wallet/list.
import Big from 'big.js';
import { useListWallets } from '@generated/api/assets/assets';
import { useListDualOrders } from '@generated/api/invest/invest';
import { useListProjectOrders } from '@generated/api/ieo/ieo';
import { useListLockOrders } from '@generated/api/mining/mining';
import type { DualOrder, LockOrder, LockOrderPage, ProjectOrder, WalletOverview } from '@generated/model';
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
}

export function ieoHoldings(orders: readonly ProjectOrder[]): IeoHoldings {
  return {
    subscriptions: orders.length,
    pending: orders.filter((order) => toDecimal(order.give_amount).eq(0)).length,
  };
}

export interface EarnHoldingsQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

function wrap<T>(
  query: { data?: unknown; isPending: boolean; error: unknown; refetch: () => unknown },
  data: T | undefined,
): EarnHoldingsQuery<T> {
  return { data, isPending: query.isPending, error: query.error, refetch: () => void query.refetch() };
}

export function useEarnHoldings() {
  const wallets = useListWallets(undefined, undefined, { query: { staleTime: STALE } });
  const lock = useListLockOrders({ page: 1, limit: ALL }, { query: { staleTime: STALE } });
  const dual = useListDualOrders({ page: 1, limit: ALL }, undefined, { query: { staleTime: STALE } });
  const ieo = useListProjectOrders({ page: 1, limit: 100 }, { query: { staleTime: STALE } });
  const mining = wrap(lock, lock.data ? miningHoldings(lockOrderRows(lock.data), wallets.data) : undefined);
  const invest = wrap(dual, dual.data ? investHoldings(dual.data.list, wallets.data) : undefined);
  const ieoRows = wrap(ieo, ieo.data ? ieoHoldings(ieo.data.data) : undefined);
  const total = mining.data && invest.data ? mining.data.lockedUsdt.plus(invest.data.investedUsdt) : undefined;
  return { mining, invest, ieo: ieoRows, totalUsdt: total, walletsPending: wallets.isPending };
}
