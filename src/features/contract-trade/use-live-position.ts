// A position's figures as they move: the `lever_trade` row of the position when the server sent
// one, else the pair's live ticker (daymarket) for the current price and the contract's
// floating-profit formula, else the REST figures.
import type Big from 'big.js';
import type { LeverPosition } from '@generated/model';
import { useLiveTicker } from '@/api/live-market';
import { floatingProfit, profitRate, sideOf, toBig, type Side } from './contract-math';
import { useLeverRow } from './lever-live-store';

export interface LivePosition {
  side: Side;
  openPrice: Big | null;
  quantity: Big | null;
  currentPrice: string;
  profit: Big | null;
  /** Profit over margin, in percent. */
  rate: Big | null;
}

export function useLivePosition(position: LeverPosition, matchId: number | undefined): LivePosition {
  const row = useLeverRow(position.id);
  const ticker = useLiveTicker(matchId ?? 0);
  const side = sideOf(position.type);
  const openPrice = toBig(position.price);
  const quantity = toBig(position.number);
  const currentPrice =
    row?.currentPrice ?? (position.status === 1 ? ticker?.price : undefined) ?? position.update_price;
  const current = toBig(currentPrice);
  let profit: Big | null;
  if (row?.profits !== undefined) profit = toBig(row.profits);
  else if (position.status === 1 && openPrice && quantity && current)
    profit = floatingProfit(side, openPrice, current, quantity);
  else profit = toBig(position.fact_profits);
  return {
    side,
    openPrice,
    quantity,
    currentPrice,
    profit,
    rate: profit ? profitRate(profit, toBig(position.caution_money)) : null,
  };
}
