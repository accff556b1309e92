// The Trade tab's stock mode: the stock-category pairs through the same flows as coins, spot or
// contract (`?flow=`), each flow's area loaded when first chosen.
import type { PageLoader } from './lazy-page';
import { LazyModes } from './lazy-modes';

const FLOWS = [
  {
    id: 'spot',
    label: 'trade.stockFlows.spot',
    namespaces: ['spot-trade'],
    load: (() =>
      import('@/features/spot-trade/spot-trade-screen').then((m) => ({
        default: function StockSpot() {
          return <m.SpotTradePanel category="stock" />;
        },
      }))) as PageLoader,
  },
  {
    id: 'contract',
    label: 'trade.stockFlows.contract',
    namespaces: ['contract-trade', 'spot-trade', 'chart'],
    load: (() => import('./contract-trade-panel').then((m) => ({ default: m.StockContractTrade }))) as PageLoader,
  },
] as const;

export function StockTradePanel() {
  return (
    <div className="stock-trade">
      <LazyModes param="flow" modes={FLOWS} label="trade.stockFlowsLabel" block="stock-trade__flows" />
    </div>
  );
}
