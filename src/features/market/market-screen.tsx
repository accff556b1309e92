// The Market tab: a tab per quote currency of the coin market, a Stocks tab for the stock pairs
// (`category` stock) and Favourites when signed in; every pair with its
// last price (and its value in the chosen fiat), signed 24 h change and volume, sortable by each
// column, all ticking live from `daymarket`. A row opens the pair's chart; the star follows it.
// The tab and the sort are kept for the session, so coming back from a chart shows the same list.
import { SearchOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { useListQuotations } from '@generated/api/market/market';
import { getLiveTicker } from '@/api/live-market';
import { Page } from '@/components/page';
import { LightTabs } from '@/components/light-tabs';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { inCategory } from '@/lib/market-category';
import { ROUTES } from '@/lib/routes';
import { nextSort, parseSort, sortPairs, type FiguresOf, type SortField, type SortState } from './market-data';
import { PairListSkeleton, PairRows, SortHeader } from './pair-list';
import { PairActionsSlot } from './pair-actions-slot';
import { useRowEnv } from './use-row-env';
import './market.css';

const FAVORITES_TAB = 'fav';
const STOCKS_TAB = 'stock';
const isStock = inCategory('stock');
const isCoin = inCategory('coin');

/** The freshest figures of a pair for sorting: the last live tick, else the REST row. */
const freshFigures: FiguresOf = (quote) => {
  // The rows subscribe to the live store while the list is shown: its last published figures are
  // what the rows show now.
  const live = getLiveTicker(quote.id);
  return {
    price: live?.price || quote.now_price,
    change: live?.change || quote.change,
    volume: live?.volume || quote.volume,
  };
};

interface MarketView {
  tab: string | null;
  sort: SortState | null;
}

const VIEW_KEY = 'marketView';

function initialView(params: URLSearchParams): MarketView {
  if (params.has('tab') || params.has('sort')) {
    return { tab: params.get('tab'), sort: parseSort(params.get('sort'), params.get('dir')) };
  }
  try {
    const saved = JSON.parse(sessionStorage.getItem(VIEW_KEY) ?? 'null') as {
      tab?: unknown;
      sort?: { field?: unknown; dir?: unknown } | null;
    } | null;
    return {
      tab: typeof saved?.tab === 'string' ? saved.tab : null,
      sort: parseSort(
        typeof saved?.sort?.field === 'string' ? saved.sort.field : null,
        typeof saved?.sort?.dir === 'string' ? saved.sort.dir : null,
      ),
    };
  } catch {
    return { tab: null, sort: null };
  }
}

function saveView(view: MarketView): void {
  try {
    sessionStorage.setItem(VIEW_KEY, JSON.stringify(view));
  } catch {
    // Storage unavailable: the view lasts while the screen is open.
  }
}

export function MarketScreen() {
  const { t } = useTranslation('market');
  const [params] = useSearchParams();
  const { navigateTo } = useAppNavigation();
  const quotations = useListQuotations(undefined, { query: { staleTime: 10_000 } });
  const { env, favorites, actions } = useRowEnv(quotations.data);

  // Quote-currency tabs list the coin pairs; the stock pairs (of any quote currency) have their tab.
  const legals = useMemo(
    () =>
      (quotations.data ?? [])
        // A quote currency quoting only stocks has no coin tab (an empty one still has).
        .filter((legal) => legal.quotation.length === 0 || legal.quotation.some(isCoin))
        .map((legal) => ({ ...legal, quotation: legal.quotation.filter(isCoin) })),
    [quotations.data],
  );
  const stocks = useMemo(
    () => (quotations.data ?? []).flatMap((legal) => legal.quotation.filter(isStock)),
    [quotations.data],
  );
  const tabKeys = useMemo(
    () => [
      ...(favorites.signedIn ? [FAVORITES_TAB] : []),
      ...legals.map((legal) => String(legal.id)),
      ...(stocks.length > 0 ? [STOCKS_TAB] : []),
    ],
    [favorites.signedIn, legals, stocks.length],
  );
  // The tab and the sort survive a visit to a chart (session storage; a `?tab=&sort=&dir=` link
  // wins). They are not written to the URL: a URL change would play the page transition.
  const [view, setView] = useState(() => initialView(params));
  const requestedTab = view.tab;
  const sort = view.sort;
  const firstLegal = legals[0] ? String(legals[0].id) : tabKeys[0];
  const activeTab = requestedTab && tabKeys.includes(requestedTab) ? requestedTab : firstLegal;

  useEffect(() => saveView(view), [view]);

  const onSort = useCallback(
    (field: SortField) => setView((current) => ({ ...current, sort: nextSort(current.sort, field) })),
    [],
  );
  const onTab = useCallback((tab: string) => setView((current) => ({ ...current, tab })), []);

  const onFavoritesTab = activeTab === FAVORITES_TAB;
  const onStocksTab = activeTab === STOCKS_TAB;
  const legal = useMemo(() => legals.find((l) => String(l.id) === activeTab), [legals, activeTab]);
  const favoriteRows = favorites.list.data;
  const sorted = useMemo(
    () =>
      sortPairs((onFavoritesTab ? favoriteRows : onStocksTab ? stocks : legal?.quotation) ?? [], sort, freshFigures),
    [onFavoritesTab, onStocksTab, favoriteRows, stocks, legal, sort],
  );

  function content() {
    if (onFavoritesTab) {
      if (favorites.list.isPending) return <PairListSkeleton />;
      if (favorites.list.isError) return <QueryError {...retryOf(favorites.list)} />;
      if (sorted.length === 0)
        return (
          <div className="market-empty">
            <p>{t('market.favoritesEmpty')}</p>
            <p className="market-empty__hint">{t('market.favoritesHint')}</p>
            <button type="button" className="outline-button" onClick={() => navigateTo(ROUTES.marketSearch)}>
              {t('market.findPairs')}
            </button>
          </div>
        );
      return <PairRows rows={sorted} env={env} label={t('market.favoritesLabel')} />;
    }
    if (onStocksTab) return <PairRows rows={sorted} env={env} label={t('market.stocksLabel')} />;
    if (!legal || sorted.length === 0) return <p className="market-empty">{t('market.empty')}</p>;
    return <PairRows rows={sorted} env={env} label={t('market.listLabel', { quote: legal.name })} />;
  }

  return (
    <Page noBack title={t('market.title')} className="market-page">
      <button type="button" className="market-search-entry" onClick={() => navigateTo(ROUTES.marketSearch)}>
        <SearchOutline aria-hidden="true" />
        <span>{t('market.searchEntry')}</span>
      </button>
      {quotations.isPending && <PairListSkeleton />}
      {quotations.isError && <QueryError {...retryOf(quotations)} />}
      {quotations.data && tabKeys.length === 0 && <p className="market-empty">{t('market.noMarkets')}</p>}
      {quotations.data && tabKeys.length > 0 && activeTab && (
        <>
          {/* Tabs drawn with CSS (LightTabs): Market paints without the UI kit. */}
          <LightTabs
            tabs={[
              ...(favorites.signedIn ? [{ key: FAVORITES_TAB, title: t('market.favorites') }] : []),
              ...legals.map((l) => ({ key: String(l.id), title: l.name })),
              ...(stocks.length > 0 ? [{ key: STOCKS_TAB, title: t('market.stocks') }] : []),
            ]}
            active={activeTab}
            onChange={onTab}
            className="market-tabs"
            label={t('market.tabsLabel')}
          />
          <SortHeader sort={sort} onSort={onSort} />
          {favorites.list.isError && !onFavoritesTab && (
            <QueryError inline title={t('common:partial.favorites')} {...retryOf(favorites.list)} />
          )}
          {content()}
        </>
      )}
      <PairActionsSlot env={env} actions={actions} />
    </Page>
  );
}
