// The pair selector: a sheet with a search box (symbol or coin name: `btc`, `bitcoin`, `apple`),
// the favourite pairs first (`/optional/list`, starred or unstarred in place) and a tab per quote
// currency listing the spot pairs with their live last price and 24 h change (with a sign, not
// colour alone).
import { Popup, SearchBar, Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalCurrency, Quotation } from '@generated/model';
import { PairOption } from '@/components/pair-option';
import { quotationPair } from '@/components/quotation-pair';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useCoinNames } from '@/hooks/use-coin-names';
import { useFavorites } from '@/hooks/use-favorites';
import { searchPairs } from '@/lib/pair-search';
import { pairSymbol } from './use-spot-pairs';

interface PairPickerProps {
  visible: boolean;
  markets: readonly LegalCurrency[];
  current: Quotation;
  locale: string;
  onClose: () => void;
  onSelect: (pair: Quotation) => void;
}

const FAVORITES = 'favorites';

export function PairPicker({ visible, markets, current, locale, onClose, onSelect }: PairPickerProps) {
  const { t } = useTranslation('spot-trade');
  const { t: tm } = useTranslation('market');
  const favorites = useFavorites();
  const { names } = useCoinNames();
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  const tabs = useMemo(() => {
    const all = markets.flatMap((legal) => legal.quotation);
    const starred = all.filter((pair) => favorites.ids.has(pair.currency_id));
    const pick = (pairs: Quotation[]) => (searching ? searchPairs(pairs, query, names) : pairs);
    return [
      ...(favorites.signedIn ? [{ key: FAVORITES, title: t('pairs.favorites'), quote: '', pairs: pick(starred) }] : []),
      ...markets.map((legal) => ({
        key: String(legal.id),
        title: legal.name,
        quote: legal.name,
        pairs: pick(legal.quotation),
      })),
    ];
  }, [markets, favorites.ids, favorites.signedIn, searching, query, names, t]);
  // Opens on the current pair's market; the favourites are one tap away (the first tab).
  const [tab, setTab] = useState<string>(String(current.legal_id));
  // While searching, an empty tab gives way to the first one with a match.
  const activeKey =
    tabs.find((x) => x.key === tab && (!searching || x.pairs.length > 0))?.key ??
    tabs.find((x) => x.pairs.length > 0)?.key ??
    tabs.find((x) => x.key === tab)?.key ??
    tabs[0]?.key ??
    '';

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="sheet sheet--tall"
      destroyOnClose
      aria-label={t('pairs.title')}
    >
      <h2 className="sheet-title">{t('pairs.title')}</h2>
      <div className="sheet-search">
        <SearchBar placeholder={t('pairs.search')} value={query} onChange={setQuery} aria-label={t('pairs.search')} />
      </div>
      {favorites.list.isError && (
        <QueryError inline title={tm('common:partial.favorites')} {...retryOf(favorites.list)} />
      )}
      <Tabs activeKey={activeKey} onChange={setTab} className="spot-pairs__tabs">
        {tabs.map((group) => (
          <Tabs.Tab key={group.key} title={group.title}>
            <div className="spot-pairs__head" aria-hidden="true">
              <span>{t('pairs.pair')}</span>
              <span>{t('pairs.lastPrice')}</span>
              <span>{t('pairs.change')}</span>
            </div>
            {group.pairs.length === 0 ? (
              <p className="spot-empty">
                {group.key === FAVORITES && !searching ? t('pairs.favoritesEmpty') : t('pairs.none')}
              </p>
            ) : (
              <ul
                className="spot-pairs__list"
                aria-label={group.quote ? t('pairs.listLabel', { quote: group.quote }) : t('pairs.favorites')}
              >
                {group.pairs.map((pair) => {
                  const on = favorites.ids.has(pair.currency_id);
                  return (
                    <PairOption
                      key={pair.id}
                      {...quotationPair(pair)}
                      name={names.get(pair.currency_id)}
                      block="spot-pair-row"
                      trendClass={(trend) => `spot-trend--${trend}`}
                      selected={pair.id === current.id}
                      locale={locale}
                      star={{
                        on,
                        pending: favorites.pending.has(pair.currency_id),
                        label: tm('favorites.toggle', { pair: pairSymbol(pair) }),
                        onToggle: () => favorites.toggle(pair, on),
                      }}
                      onSelect={() => {
                        onSelect(pair);
                        onClose();
                      }}
                    />
                  );
                })}
              </ul>
            )}
          </Tabs.Tab>
        ))}
      </Tabs>
    </Popup>
  );
}
