// The Trade tab's stock mode: the stock-category pairs through the same flows as coins, spot or
// contract (`?flow=`), each flow's area loaded when first chosen.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LazyPage, type PageLoader } from './lazy-page';

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
    namespaces: ['contract-trade'],
    load: (() =>
      import('@/features/contract-trade/contract-trade-screen').then((m) => ({
        default: function StockContract() {
          return <m.ContractTradePanel category="stock" />;
        },
      }))) as PageLoader,
  },
] as const;

export function StockTradePanel() {
  const { t } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const flow = FLOWS.find((f) => f.id === params.get('flow')) ?? FLOWS[0];
  return (
    <div className="stock-trade">
      <div className="stock-trade__flows" role="tablist" aria-label={t('trade.stockFlowsLabel')}>
        {FLOWS.map((f) => (
          <button
            key={f.id}
            type="button"
            role="tab"
            aria-selected={f.id === flow.id}
            className={f.id === flow.id ? 'stock-trade__flow stock-trade__flow--active' : 'stock-trade__flow'}
            onClick={() => {
              const next = new URLSearchParams(params);
              next.set('flow', f.id);
              setParams(next, { replace: true });
            }}
          >
            {t(f.label)}
          </button>
        ))}
      </div>
      <LazyPage key={flow.id} load={flow.load} namespaces={flow.namespaces} />
    </div>
  );
}
