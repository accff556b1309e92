// The Trade tab: one place for the trading modes (coins, contract, stock, seconds options). Each
// mode is its area's panel, loaded when first chosen; the mode is kept in the URL (`?mode=`).
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type { PageLoader } from './lazy-page';
import { LazyModes } from './lazy-modes';

const MODES = [
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
    namespaces: ['contract-trade'],
    load: (() =>
      import('@/features/contract-trade/contract-trade-screen').then((m) => ({
        default: m.ContractTradePanel,
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
] as const;

export function TradeScreen() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('tabs.trade'));
  return (
    <main className="trade-host">
      <LazyModes
        param="mode"
        modes={MODES}
        label="trade.modesLabel"
        block="trade-host__modes"
        panelClassName="trade-host__panel"
      />
    </main>
  );
}
