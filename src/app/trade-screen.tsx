// The Trade tab: one place for the trading modes (coins, contract, stock, seconds options). Each
// mode is its area's panel, loaded when first chosen; the mode is kept in the URL (`?mode=`).
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LazyModes } from './lazy-modes';
import { TRADE_MODES } from './trade-modes';

export function TradeScreen() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('tabs.trade'));
  return (
    <main className="trade-host">
      <LazyModes
        param="mode"
        modes={TRADE_MODES}
        label="trade.modesLabel"
        block="trade-host__modes"
        panelClassName="trade-host__panel"
      />
    </main>
  );
}
