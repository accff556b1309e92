// The chosen pair with its live price (daymarket ticks through the live store), 24 h change with
// its sign and 24 h range, the mark price and the overnight fee (the platform's funding), and a
// sheet to choose another contract pair: the favourite pairs first and starred, found by symbol or
// coin name (src/lib/pair-search.ts).
import { Popup, SearchBar } from 'antd-mobile';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveTicker } from '@/api/live-market';
import { PairButton } from '@/components/pair-button';
import { PairOption } from '@/components/pair-option';
import { useCoinNames } from '@/hooks/use-coin-names';
import { useFavorites } from '@/hooks/use-favorites';
import { useLocale } from '@/hooks/use-locale';
import { searchPairs } from '@/lib/pair-search';
import { formatChange, formatPercent, formatPrice, trendOf } from '@/lib/format';
import type { LeverPair } from './use-lever-pairs';

export function PairHeader({
  pair,
  pairs,
  onSelect,
  right,
}: {
  pair: LeverPair;
  pairs: readonly LeverPair[];
  onSelect: (pair: LeverPair) => void;
  right?: ReactNode;
}) {
  const { t } = useTranslation('contract-trade');
  const locale = useLocale();
  const live = useLiveTicker(pair.matchId);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const price = live?.price ?? pair.nowPrice;
  const change = live?.change ?? pair.change;
  const high = live?.high ?? pair.high;
  const low = live?.low ?? pair.low;
  const { t: tm } = useTranslation('market');
  const favorites = useFavorites();
  const { names } = useCoinNames();
  const found = useMemo(() => {
    if (search.trim()) {
      const byId = new Map(pairs.map((p) => [p.matchId, p]));
      return searchPairs(
        pairs.map((p) => p.quotation),
        search,
        names,
      ).flatMap((q) => byId.get(q.id) ?? []);
    }
    const starred = pairs.filter((p) => favorites.ids.has(p.currencyId));
    return [...starred, ...pairs.filter((p) => !favorites.ids.has(p.currencyId))];
  }, [pairs, search, names, favorites.ids]);

  return (
    <header className="ct-header">
      <div className="ct-header__row">
        <PairButton
          className="ct-header__pair"
          symbol={pair.symbol}
          label={`${t('pair.choose', { symbol: pair.symbol })} ${t('pair.perpetual')}`}
          extra={<span className="ct-header__kind">{t('pair.perpetual')}</span>}
          onClick={() => setOpen(true)}
        />
        {right}
      </div>
      <div className="ct-header__quote" aria-live="off">
        <span className={`ct-header__price ct-${trendOf(change)}`} data-testid="contract-last-price">
          {formatPrice(price, locale)}
        </span>
        <span className={`ct-header__change ct-${trendOf(change)}`}>{formatChange(change, locale)}</span>
        {high && low && (
          <span className="ct-header__range">
            {t('pair.high')} {formatPrice(high, locale)} · {t('pair.low')} {formatPrice(low, locale)}
          </span>
        )}
      </div>
      {/* The mark price (the live price positions are valued, stopped and liquidated at) and the
          overnight fee, this platform's funding: a rate of the position value for each day held. */}
      <dl className="ct-header__facts">
        <div>
          <dt>{t('pair.markPrice')}</dt>
          <dd data-testid="contract-mark-price">{formatPrice(price, locale)}</dd>
        </div>
        <div>
          <dt>{t('pair.overnight')}</dt>
          <dd>{t('pair.overnightValue', { rate: formatPercent(pair.rates.overnightRate.times(100), locale) })}</dd>
        </div>
      </dl>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="sheet sheet--tall"
        destroyOnClose
      >
        <div role="dialog" aria-label={t('pair.title')} className="ct-pair-sheet">
          <h2 className="sheet-title">{t('pair.title')}</h2>
          <div className="sheet-search">
            <SearchBar
              placeholder={t('pair.search')}
              value={search}
              onChange={setSearch}
              aria-label={t('pair.search')}
            />
          </div>
          {found.length === 0 ? (
            <p className="ct-empty">{t('pair.none')}</p>
          ) : (
            <ul className="sheet-list ct-pair-list" aria-label={t('pair.title')}>
              {found.map((p) => (
                <PairOption
                  key={p.matchId}
                  matchId={p.matchId}
                  base={p.base}
                  quote={p.quote}
                  price={p.nowPrice}
                  change={p.change}
                  locale={locale}
                  name={names.get(p.currencyId)}
                  star={
                    favorites.signedIn
                      ? {
                          on: favorites.ids.has(p.currencyId),
                          pending: favorites.pending.has(p.currencyId),
                          label: tm('favorites.toggle', { pair: p.symbol }),
                          onToggle: () => favorites.toggle(p.quotation, favorites.ids.has(p.currencyId)),
                        }
                      : undefined
                  }
                  block="ct-pair-option"
                  trendClass={(trend) => `ct-${trend}`}
                  selected={p.matchId === pair.matchId}
                  onSelect={() => {
                    onSelect(p);
                    setOpen(false);
                    setSearch('');
                  }}
                />
              ))}
            </ul>
          )}
        </div>
      </Popup>
    </header>
  );
}
