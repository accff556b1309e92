// Spot trading of one pair: the pair selector with the live last price and 24 h change, the order
// form beside the ten-level order book, and the pair's open orders. SpotTradePanel is the content
// (the Trade tab embeds it as mode "coins"); SpotTradeScreen frames it as a page with a back arrow.
import { HistogramOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalCurrency, Quotation } from '@generated/model';
import { useLocale } from '@/hooks/use-locale';
import { pageOf } from '@/components/page-of';
import { PairButton } from '@/components/pair-button';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useLazyOpen } from '@/hooks/use-lazy-open';
import { formatChange, formatPrice } from '@/lib/format';
import { ROUTES } from '@/lib/routes';
import { OpenOrders } from './open-orders';
import { OrderBookView } from '@/components/order-book/order-book';
import { OrderForm, type OrderFormHandle } from './order-form';
import { useLastPrice } from '@/hooks/use-last-price';
import type { MarketCategory } from '@/lib/market-category';
import { pairSymbol, useSpotPairs } from './use-spot-pairs';
import './spot-trade.css';
import { EmptyState } from '@/components/empty-state';
import { LoadingLines } from '@/components/skeleton-lines';

// The pair sheet (the kit's popup, search bar and tabs) loads when it is first opened: the screen
// paints without it.
const PairPicker = lazy(() => import('./pair-picker').then((m) => ({ default: m.PairPicker })));

/** The pair button, its change and the big last price: the only part of the header that ticks. */
function PairHeader({ pair, onChoose }: { pair: Quotation; onChoose: () => void }) {
  const { t } = useTranslation('spot-trade');
  const locale = useLocale();
  const { navigateTo } = useAppNavigation();
  const { price, change, trend } = useLastPrice(pair);
  const symbol = pairSymbol(pair);
  return (
    <header className="spot-head">
      <div className="spot-head__row">
        <PairButton
          className="spot-head__pair"
          symbol={symbol}
          label={t('header.choosePair', { pair: symbol })}
          onClick={onChoose}
        />
        <span className={`spot-head__change spot-trend--${trend}`} data-testid="spot-change">
          {formatChange(change, locale)}
        </span>
        <span className="spot-head__actions">
          {[
            { label: t('header.chart'), to: `${ROUTES.marketDetail}?id=${pair.id}`, Icon: HistogramOutline },
            { label: t('header.orders'), to: ROUTES.spotOrders, Icon: UnorderedListOutline },
          ].map(({ label, to, Icon }) => (
            <button key={to} type="button" className="icon-button" aria-label={label} onClick={() => navigateTo(to)}>
              <Icon aria-hidden="true" fontSize={20} />
            </button>
          ))}
        </span>
      </div>
      <p className={`spot-head__price spot-trend--${trend}`}>
        <span className="visually-hidden">{t('header.lastPrice')} </span>
        <span data-testid="spot-last-price">{formatPrice(price, locale)}</span>
      </p>
    </header>
  );
}

function PairTrade({
  pair,
  markets,
  onSelect,
}: {
  pair: Quotation;
  markets: readonly LegalCurrency[];
  onSelect: (pair: Quotation) => void;
}) {
  const locale = useLocale();
  const picker = useLazyOpen();
  const formRef = useRef<OrderFormHandle>(null);
  const pickPrice = useCallback((price: string) => formRef.current?.pickPrice(price), []);

  return (
    <div className="spot">
      <PairHeader pair={pair} onChoose={picker.show} />
      <div className="spot-main">
        <OrderForm key={pair.id} pair={pair} handle={formRef} />
        <OrderBookView pair={pair} locale={locale} onPickPrice={pickPrice} />
      </div>
      <OpenOrders pair={pair} locale={locale} />
      {picker.wanted && (
        <Suspense fallback={null}>
          <PairPicker
            visible={picker.open}
            markets={markets}
            current={pair}
            locale={locale}
            onClose={picker.hide}
            onSelect={onSelect}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Spot trading of one market: coins (the default) or stocks (the Trade tab's stock mode). */
export function SpotTradePanel({ category = 'coin' }: { category?: MarketCategory }) {
  const { t } = useTranslation('spot-trade');
  const { quotations, markets, pair, selectPair } = useSpotPairs(category);

  if (quotations.isPending)
    return <LoadingLines count={8} title className="spot spot--loading" testId="spot-loading" />;
  if (quotations.isError) return <QueryError {...retryOf(quotations)} />;
  if (!pair) return <EmptyState title={t('pairs.noneTitle')} description={t('pairs.noneHint')} />;
  return <PairTrade key={pair.id} pair={pair} markets={markets} onSelect={selectPair} />;
}

export const SpotTradeScreen = pageOf(SpotTradePanel, 'spot-trade', 'title');
