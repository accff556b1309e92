// A position valued at the live price: the `lever_trade` row's price when the server sent one,
// else the pair's live `daymarket` price, else the REST figures (see positionFigures).
import { useCallback, useSyncExternalStore } from 'react';
import type { LeverPosition } from '@generated/model';
import { getLiveTickerBySymbol, subscribeLiveMarket, useLiveTickerBySymbol } from '@/api/live-market';
import { positionFigures, type PositionFigures } from './contract-math';
import { getLeverRow, subscribe as subscribeLever, useLeverRow } from './lever-live-store';

export type LivePosition = PositionFigures;

/** The live price of an open position's pair, or undefined before any live data. */
export function useLivePrice(position: Pick<LeverPosition, 'id' | 'symbol'>): string | undefined {
  const row = useLeverRow(position.id);
  const ticker = useLiveTickerBySymbol(position.symbol);
  return row?.currentPrice ?? ticker?.price;
}

export function useLivePosition(position: LeverPosition): LivePosition {
  return positionFigures(position, useLivePrice(position));
}

const livePriceOf = (position: Pick<LeverPosition, 'id' | 'symbol'>): string =>
  getLeverRow(position.id)?.currentPrice ?? getLiveTickerBySymbol(position.symbol)?.price ?? '';

function subscribeBoth(listener: () => void): () => void {
  const off = [subscribeLiveMarket(listener), subscribeLever(listener)];
  return () => off.forEach((unsubscribe) => unsubscribe());
}

/** Several positions valued at their live prices (the account summary), re-read on each tick. */
export function useLivePositions(positions: readonly LeverPosition[]): PositionFigures[] {
  const snapshot = useCallback(() => positions.map(livePriceOf).join('|'), [positions]);
  const prices = useSyncExternalStore(subscribeBoth, snapshot, () => '').split('|');
  return positions.map((position, i) => positionFigures(position, prices[i] || undefined));
}
