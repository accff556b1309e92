// The contract account as the Contract screen shows it, read once for every part of the screen
// (the account summary, the position cards and the order form share one query of /lever/dealall):
// the pair's open positions (less those the server closed while the screen was open), each valued
// at the live price, the available balance, and what the server counts for the positions of other
// pairs (not on screen), from its latest `lever_trade` totals when they describe the positions on
// screen, else from the REST overview. The pair's liquidation price comes from these figures and
// the site's threshold, by the one liquidation module (src/lib/liquidation.ts).
import Big from 'big.js';
import { useListLeverPositions } from '@generated/api/contract-trade/contract-trade';
import type { LeverPosition } from '@generated/model';
import { liquidationAfterOrder, liquidationPrice, type Liquidation, type NewOrder } from '@/lib/liquidation';
import { otherPairsFigures, toBig, type PositionFigures } from './contract-math';
import { getLeverRow, useLeverAccount, useLeverClosedIds } from './lever-live-store';
import type { LeverPair } from './use-lever-pairs';
import { contractBodies } from './use-refresh-contract';
import { useLivePositions } from './use-live-position';

export interface ContractAccount {
  /** Available balance of the contract account. */
  balance: Big;
  /** The pair's open positions, as listed. */
  open: LeverPosition[];
  /** Each of them valued at the live price. */
  figures: PositionFigures[];
  /** Margin and floating profit of the positions on other pairs. */
  others: { margin: Big; profit: Big };
  /** How many positions the server counts on the pair (more than listed past a page). */
  total: number;
}

const EMPTY: LeverPosition[] = [];

export function useContractAccount(pair: LeverPair) {
  const bodies = contractBodies(pair);
  const query = useListLeverPositions(bodies.positions, undefined, { query: { staleTime: 5_000 } });
  const closedIds = useLeverClosedIds();
  const live = useLeverAccount();
  const overview = query.data;
  const listed = overview?.order.data ?? EMPTY;
  const open = listed.filter((p) => !closedIds.has(p.id));
  const figures = useLivePositions(open);
  if (!overview) return { query, account: null };

  // Positions on other pairs are not on screen: the server's totals minus its own figures for
  // this pair's positions. The latest lever_trade totals are used when that event valued every
  // position on screen (else its totals describe other positions: the REST overview's are used)
  // and arrived after the overview: the server sends none once the last position has closed, so
  // the one before a close describes positions that are gone.
  const rest = otherPairsFigures({
    totalMargin: overview.caution_money_total,
    pairMargin: overview.caution_money,
    totalProfit: overview.profits_total,
    pairProfits: [overview.profits],
  });
  const rows = open.map((p) => getLeverRow(p.id));
  const fromEvent =
    live && live.receivedAt >= query.dataUpdatedAt && rows.every((row) => row?.profits !== undefined)
      ? otherPairsFigures({
          totalMargin: live.cautionMoneyAll,
          pairMargin: overview.caution_money,
          totalProfit: live.profitsAll,
          pairProfits: rows.map((row) => row?.profits),
        })
      : null;
  const account: ContractAccount = {
    balance: toBig(overview.balance) ?? new Big(0),
    open,
    figures,
    others: fromEvent && fromEvent.margin.gte(0) ? fromEvent : rest,
    total: overview.order.total,
  };
  return { query, account };
}

/** The account as the liquidation module reads it for this pair. */
function pairAccount(account: ContractAccount) {
  const zero = new Big(0);
  return {
    balance: account.balance,
    margin: account.figures.reduce((sum, f) => sum.plus(f.margin ?? zero), account.others.margin),
    otherProfit: account.others.profit,
    positions: account.figures.flatMap((f) =>
      f.openPrice && f.quantity ? [{ side: f.side, price: f.openPrice, quantity: f.quantity }] : [],
    ),
  };
}

/** The pair's liquidation price now (every position of the pair shares it), or null. */
export const pairLiquidation = (account: ContractAccount, rate: string | null): Liquidation | null =>
  liquidationPrice(pairAccount(account), rate);

/** The pair's liquidation price once `order` is open, or null. */
export const orderLiquidation = (account: ContractAccount, order: NewOrder, rate: string | null): Liquidation | null =>
  liquidationAfterOrder(pairAccount(account), order, rate);
