// Pair detail (`/pages/market/detail?id=<match_id>`, public): the pair from the quotes list, its
// live price and 24 h figures, a candlestick chart with volume and MA/EMA/BOLL overlays for
// periods 1m to 1M (history from /currency/new_timeshar, live candles from `kline` events), then
// the ten-level order book, the depth chart and the trades tape, all live over the socket, and
// Buy / Sell leading to the Trade tab. Live data stays in a store outside React that publishes
// at most once per animation frame; the chart takes its ticks through series.update().
// The page paints without the UI kit (CSS tabs, buttons and loading lines), like Home and Market.
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { useListQuotations } from '@generated/api/market/market';
import type { Quotation } from '@generated/model';
import { bcp47, isLang } from '@/api/lang';
import { BellButton } from '@/components/bell-button';
import { EmptyState } from '@/components/empty-state';
import { LightTabs } from '@/components/light-tabs';
import { tabPanelProps } from '@/components/light-tab-panel';
import { Page } from '@/components/page';
import { SkeletonLines } from '@/components/skeleton-lines';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { categoryOf } from '@/lib/market-category';
import { ROUTES } from '@/lib/routes';
import { ChartToolbar } from './chart-toolbar';
import { ChartView } from './chart-view';
import { DepthChart } from './depth-chart';
import { OVERLAYS, type OverlayId } from './indicators';
import { OrderBook } from './order-book';
import { PairHeader } from './pair-header';
import { usePairLiveStore } from './pair-live-store';
import { storedPeriod, storePeriod, type ChartPeriod } from './periods';
import { TradesTape } from './trades-tape';
import { useKlineHistory } from './use-kline-history';
import './chart.css';
import { priceDecimals } from '@/lib/format';

const OVERLAYS_KEY = 'chart:overlays';
const DEFAULT_OVERLAYS: readonly OverlayId[] = ['ma'];

function storedOverlays(): OverlayId[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(OVERLAYS_KEY) ?? 'null');
    if (Array.isArray(raw)) return OVERLAYS.map((o) => o.id).filter((id) => raw.includes(id));
  } catch {
    // unreadable or unavailable storage: the defaults
  }
  return [...DEFAULT_OVERLAYS];
}

function storeOverlays(ids: readonly OverlayId[]): void {
  try {
    localStorage.setItem(OVERLAYS_KEY, JSON.stringify(ids));
  } catch {
    // storage unavailable: the choice lasts for this visit
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

const SECTIONS = ['book', 'depth', 'trades'] as const;
type Section = (typeof SECTIONS)[number];
const SECTION_TITLES = { book: 'sections.orderBook', depth: 'sections.depth', trades: 'sections.trades' } as const;
const SIDES = ['buy', 'sell'] as const;

/** The path of the Trade tab's spot trading of this pair (coins or stock mode) on this side. */
const tradePath = (pair: Pick<Quotation, 'id' | 'category'>, side: (typeof SIDES)[number]): string =>
  categoryOf(pair) === 'stock'
    ? `${ROUTES.trade}?mode=stock&flow=spot&id=${pair.id}&side=${side}`
    : `${ROUTES.trade}?mode=coins&id=${pair.id}&side=${side}`;

function PairDetail({ pair, locale }: { pair: Quotation; locale: string }) {
  const { t } = useTranslation('chart');
  const { navigateTo } = useAppNavigation();
  const symbol = `${pair.currency_name}/${pair.legal_name}`;
  const precision = priceDecimals(pair.now_price) ?? 2;
  const chartId = useId();
  const sectionsId = useId();
  // The window of the history call is fixed when a period is chosen (a moving `to` would make a
  // new query on every render).
  const [range, setRange] = useState(() => ({ period: storedPeriod(), now: nowSeconds() }));
  const [overlays, setOverlays] = useState<OverlayId[]>(storedOverlays);
  const [section, setSection] = useState<Section>('book');
  const store = usePairLiveStore(symbol, range.period);
  const { latest: history, candles, loadOlder } = useKlineHistory(symbol, range.period, range.now);
  const spotOpen = pair.open_coin_trade !== 0;
  // What the live sections share: the store they read, the pair's precision and the locale.
  const live = { store, precision, locale };
  const assets = { base: pair.currency_name, quote: pair.legal_name };

  const choosePeriod = (period: ChartPeriod) => {
    if (period.id === range.period.id) return;
    storePeriod(period);
    setRange({ period, now: nowSeconds() });
  };
  const toggleOverlay = (id: OverlayId) => {
    const next = overlays.includes(id) ? overlays.filter((o) => o !== id) : [...overlays, id];
    setOverlays(next);
    storeOverlays(next);
  };

  return (
    <>
      <PairHeader pair={pair} locale={locale} />
      <section className="chart-panel">
        <ChartToolbar
          period={range.period}
          onPeriod={choosePeriod}
          overlays={overlays}
          onToggleOverlay={toggleOverlay}
          chartId={chartId}
        />
        <div className="chart-area" aria-busy={history.isPending}>
          <ChartView
            id={chartId}
            candles={candles}
            period={range.period}
            store={store}
            overlays={overlays}
            precision={precision}
            price={Number(pair.now_price)}
            locale={locale}
            label={t('chart.label', { pair: symbol, period: t(`periodNames.${range.period.labelKey}`) })}
            onReachStart={() => void loadOlder()}
          />
          {history.isPending && (
            <div className="chart-area__overlay" data-testid="chart-loading">
              <SkeletonLines count={6} />
            </div>
          )}
          {history.isError && (
            <div className="chart-area__overlay">
              <QueryError compact {...retryOf(history)} />
            </div>
          )}
        </div>
      </section>
      <section className="market-data" aria-label={t('sections.label')}>
        <LightTabs
          tabs={SECTIONS.map((key) => ({ key, title: t(SECTION_TITLES[key]) }))}
          active={section}
          onChange={setSection}
          className="market-data__tabs"
          panelId={sectionsId}
        />
        <div {...tabPanelProps(sectionsId, section)}>
          {section === 'book' && <OrderBook {...live} {...assets} />}
          {section === 'depth' && <DepthChart {...live} />}
          {section === 'trades' && <TradesTape {...live} {...assets} />}
        </div>
      </section>
      <div className="pair-actions" role="group" aria-label={t('actions.label', { pair: symbol })}>
        {!spotOpen && <p className="pair-actions__note">{t('detail.spotClosed')}</p>}
        {SIDES.map((side) => (
          <button
            key={side}
            type="button"
            className={`pair-actions__button pair-actions__${side}`}
            disabled={!spotOpen}
            onClick={() => navigateTo(tradePath(pair, side))}
          >
            {t(`actions.${side}`)}
          </button>
        ))}
      </div>
    </>
  );
}

function DetailSkeleton() {
  return (
    <div className="pair-detail__skeleton" data-testid="pair-loading">
      <SkeletonLines title count={3} />
      <span className="shimmer pair-detail__skeleton-chart" />
    </div>
  );
}

function PairMissing() {
  const { t } = useTranslation('chart');
  const { switchTab } = useAppNavigation();
  useDocumentTitle(t('detail.notFound'));
  return (
    <div className="pair-detail__missing">
      <EmptyState title={t('detail.notFound')} description={t('detail.notFoundHint')} />
      <button type="button" className="outline-button" onClick={() => switchTab(ROUTES.market)}>
        {t('detail.toMarkets')}
      </button>
    </div>
  );
}

export function PairDetailScreen() {
  const { t, i18n } = useTranslation('chart');
  const { navigateTo } = useAppNavigation();
  const locale = isLang(i18n.language) ? bcp47(i18n.language) : 'en';
  const [params] = useSearchParams();
  const matchId = Number(params.get('id'));
  const quotes = useListQuotations(undefined, { query: { staleTime: 10_000 } });
  const pair = useMemo(
    () => quotes.data?.flatMap((legal) => legal.quotation).find((q) => q.id === matchId),
    [quotes.data, matchId],
  );

  return (
    <Page
      title={pair ? `${pair.currency_name}/${pair.legal_name}` : undefined}
      className="pair-detail"
      right={
        pair && (
          <BellButton
            label={t('actions.alert', { pair: `${pair.currency_name}/${pair.legal_name}` })}
            onClick={() => navigateTo(`${ROUTES.priceAlerts}?id=${pair.id}`)}
          />
        )
      }
    >
      {quotes.isPending && <DetailSkeleton />}
      {quotes.isError && !quotes.data && <QueryError {...retryOf(quotes)} />}
      {quotes.data && !pair && <PairMissing />}
      {pair && <PairDetail key={pair.id} pair={pair} locale={locale} />}
    </Page>
  );
}
