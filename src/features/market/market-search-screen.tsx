// Search pairs by symbol or coin name (`bitcoin`, `tether`, `apple`) across every quote currency. With an empty query it shows the pairs
// viewed recently on this device (with a clear button) and the hot pairs, ranked by 24 h
// turnover in USDT. Every result ticks live; tapping one opens its chart.
import { Input, type InputRef } from 'antd-mobile';
import { DeleteOutline, FireFill, SearchOutline } from 'antd-mobile-icons';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListQuotations } from '@generated/api/market/market';
import { Page } from '@/components/page';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { useCoinNames } from '@/hooks/use-coin-names';
import { searchPairs } from '@/lib/pair-search';
import { allPairs, hotPairs } from './market-data';
import { PairListSkeleton, PairRows } from './pair-list';
import { addRecentPair, clearRecentPairs, useRecentPairs } from './recent-pairs';
import { PairActionsSlot } from './pair-actions-slot';
import { useRowEnv } from './use-row-env';
import './market.css';

const INPUT_ID = 'market-search-input';

function RecentlyViewed() {
  const { t } = useTranslation('market');
  const recent = useRecentPairs();
  const { navigateTo } = useAppNavigation();
  if (recent.length === 0) return null;
  return (
    <section className="market-section" aria-labelledby="market-recent-title">
      <div className="market-section__head">
        <h2 id="market-recent-title">{t('search.recent')}</h2>
        <button
          type="button"
          className="market-section__clear"
          aria-label={t('search.clearRecent')}
          onClick={() => clearRecentPairs()}
        >
          <DeleteOutline aria-hidden="true" />
        </button>
      </div>
      <ul className="market-chips">
        {recent.map((pair) => (
          <li key={pair.id}>
            <button
              type="button"
              className="market-chip"
              onClick={() => {
                addRecentPair(pair);
                navigateTo(`${ROUTES.marketDetail}?id=${pair.id}`);
              }}
            >
              {pair.symbol}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MarketSearchScreen() {
  const { t } = useTranslation('market');
  const quotations = useListQuotations(undefined, { query: { staleTime: 10_000 } });
  const { env, favorites, actions } = useRowEnv(quotations.data);
  const { currencies, names } = useCoinNames();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const input = useRef<InputRef>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const pairs = useMemo(() => allPairs(quotations.data), [quotations.data]);
  const results = useMemo(() => searchPairs(pairs, deferredQuery, names), [pairs, deferredQuery, names]);
  const hot = useMemo(() => hotPairs(quotations.data), [quotations.data]);
  const searching = deferredQuery.trim() !== '';

  function body() {
    if (quotations.isPending) return <PairListSkeleton rows={6} />;
    if (quotations.isError) return <QueryError {...retryOf(quotations)} />;
    if (searching) {
      if (results.length === 0)
        return (
          <p className="market-empty" role="status">
            {t('search.noResults', { query: deferredQuery.trim() })}
          </p>
        );
      return (
        <section className="market-section" aria-labelledby="market-results-title">
          <h2 id="market-results-title" className="market-section__title">
            {t('search.results', { total: results.length })}
          </h2>
          <PairRows rows={results} env={env} label={t('search.resultsLabel')} names={names} />
        </section>
      );
    }
    return (
      <section className="market-section" aria-labelledby="market-hot-title">
        <div className="market-section__head">
          <h2 id="market-hot-title">
            <FireFill aria-hidden="true" className="market-section__fire" />
            {t('search.hot')}
          </h2>
        </div>
        {hot.length === 0 ? (
          <p className="market-empty">{t('market.empty')}</p>
        ) : (
          <PairRows rows={hot} env={env} label={t('search.hot')} ranked />
        )}
      </section>
    );
  }

  return (
    <Page title={t('search.title')} className="market-page">
      <div className="market-searchbar" role="search">
        <label htmlFor={INPUT_ID} className="visually-hidden">
          {t('search.label')}
        </label>
        <SearchOutline aria-hidden="true" className="market-searchbar__icon" />
        <Input
          id={INPUT_ID}
          ref={input}
          value={query}
          onChange={setQuery}
          placeholder={t('search.placeholder')}
          clearable
          maxLength={20}
          autoComplete="off"
          enterKeyHint="search"
          className="market-searchbar__input"
        />
      </div>
      {favorites.list.isError && (
        <QueryError inline title={t('common:partial.favorites')} {...retryOf(favorites.list)} />
      )}
      {currencies.isError && <QueryError inline title={t('search.namesFailed')} {...retryOf(currencies)} />}
      {!searching && <RecentlyViewed />}
      {body()}
      <PairActionsSlot env={env} actions={actions} />
    </Page>
  );
}
