// The Trade tab's modes (src/app/trade-screen.tsx), each its area's panel in a chunk of its own,
// and the chosen mode's download started with the Trade page's own (src/app/route-table.ts), so
// that the panel does not wait for the page to render before it is asked for. No library here:
// the entry reads it.
import type { PageLoader } from './lazy-page';
import type { LazyMode } from './lazy-modes';

export const TRADE_MODES = [
  {
    id: 'coins',
    label: 'trade.modes.coins',
    namespaces: ['spot-trade'],
    load: (() =>
      import('@/features/spot-trade/spot-trade-screen').then((m) => ({ default: m.SpotTradePanel }))) as PageLoader,
  },
  {
    id: 'contract',
    label: 'trade.modes.contract',
    namespaces: ['contract-trade', 'spot-trade', 'chart'],
    load: (() =>
      import('./contract-trade-panel').then((m) => ({
        default: m.ContractTradeWithChart,
      }))) as PageLoader,
  },
  {
    id: 'stock',
    label: 'trade.modes.stock',
    namespaces: [],
    load: (() => import('./stock-trade-panel').then((m) => ({ default: m.StockTradePanel }))) as PageLoader,
  },
  {
    id: 'options',
    label: 'trade.modes.options',
    namespaces: ['seconds-trade'],
    load: (() =>
      import('@/features/seconds-trade/seconds-trade-screen').then((m) => ({
        default: m.SecondsTradePanel,
      }))) as PageLoader,
  },
] as const satisfies readonly [LazyMode, ...LazyMode[]];

/** The mode an address's parameters ask for (`?mode=`; coins by default and for an unknown one). */
export const tradeModeOf = (params: URLSearchParams): (typeof TRADE_MODES)[number]['id'] =>
  (TRADE_MODES.find((m) => m.id === params.get('mode')) ?? TRADE_MODES[0]).id;

/**
 * Starts downloading the mode the address asks for (`?mode=`, coins by default) with its files.
 * A failed download is left to the panel's own loader, which shows an error with a retry.
 */
export function preloadTradeMode(hash: string): void {
  const mode = tradeModeOf(new URLSearchParams(hash.split('?')[1] ?? ''));
  const chosen = TRADE_MODES.find((m) => m.id === mode) ?? TRADE_MODES[0];
  chosen.load().catch(() => undefined);
}
