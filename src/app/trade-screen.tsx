// The Trade tab: one place for the trading modes (coins, contract, stock, seconds options). Each
// mode is its area's panel, loaded when first chosen; the mode is kept in the URL (`?mode=`).
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LazyPage, type PageLoader } from './lazy-page';

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
  const [params, setParams] = useSearchParams();
  const mode = MODES.find((m) => m.id === params.get('mode')) ?? MODES[0];
  useDocumentTitle(t('tabs.trade'));
  return (
    <main className="trade-host">
      <div className="trade-host__modes" role="tablist" aria-label={t('trade.modesLabel')}>
        {MODES.map((m) => (
          <button
            key={m.id}
            type="button"
            role="tab"
            aria-selected={m.id === mode.id}
            className={m.id === mode.id ? 'trade-host__mode trade-host__mode--active' : 'trade-host__mode'}
            onClick={() => {
              const next = new URLSearchParams(params);
              next.set('mode', m.id);
              setParams(next, { replace: true });
            }}
          >
            {t(m.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="trade-host__panel">
        <LazyPage key={mode.id} load={mode.load} namespaces={mode.namespaces} />
      </div>
    </main>
  );
}
