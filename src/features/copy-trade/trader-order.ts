// The order and the search of the trader list (./trader-list-screen.tsx).
import Big from 'big.js';
import type { ListTradersOrder, Trader } from '@generated/model';
import { toDecimal } from '@/hooks/use-fiat';

/** The value a ranking compares, as a decimal. */
const rankValue = (trader: Trader, order: ListTradersOrder): Big =>
  order === 'follow_num' ? new Big(trader.follow_num) : toDecimal(trader[order]);

/** Highest first in the chosen ranking; the server ranks too, this keeps a server that does not right. */
export const byRanking =
  (order: ListTradersOrder) =>
  (a: Trader, b: Trader): number =>
    rankValue(b, order).cmp(rankValue(a, order));

/** Whether a trader's nickname contains the search (the server searches too). */
export const matchesKeyword =
  (keyword: string) =>
  (trader: Trader): boolean =>
    !keyword.trim() || trader.nickname.toLocaleLowerCase().includes(keyword.trim().toLocaleLowerCase());
