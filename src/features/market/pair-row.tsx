// One pair of the market list. It subscribes to its own live ticker, so a `daymarket` tick
// re-renders this row only; until the first tick it shows the REST figures. Memoized: a parent
// render (a sort, a star elsewhere) leaves untouched rows alone. Tapping it opens the pair's chart;
// pressing and holding it (or its context menu: a right click, the Menu key, Shift+F10) opens its
// actions (a price alert, the favourite, the chart), as the exchange apps do.
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quotation } from '@generated/model';
import { useLiveTicker } from '@/api/live-market';
import { useLongPress } from '@/hooks/use-long-press';
import { formatChange, formatCompact, formatPrice, trendOf } from '@/lib/format';
import { fiatValue, formatFiat, symbolOf, tickDirection } from './market-data';
import type { ToggleFavorite } from '@/hooks/use-favorites';

export interface PairRowProps {
  quote: Quotation;
  locale: string;
  fiatCode: string;
  fiatRate: string;
  /** Match id of the quote currency's USDT pair (BTC/USDT for a BTC-quoted row), to follow it live. */
  ratePairId?: number;
  /** REST price of the quote currency in USDT ("1" for USDT). */
  ratePrice?: string;
  favorite: boolean;
  busy: boolean;
  rank?: number;
  /** The base coin's full name (the search shows why a pair matched "bitcoin"). */
  name?: string;
  onOpen: (quote: Quotation) => void;
  /** Press and hold, or the context menu: the pair's actions. */
  onMore: (quote: Quotation) => void;
  /** The id of the text that says so (read after the row's name). */
  moreHintId: string;
  onToggleFavorite: ToggleFavorite;
}

type Direction = 'up' | 'down' | 'flat';

export const PairRow = memo(function PairRow({
  quote,
  locale,
  fiatCode,
  fiatRate,
  ratePairId,
  ratePrice,
  favorite,
  busy,
  rank,
  name,
  onOpen,
  onMore,
  moreHintId,
  onToggleFavorite,
}: PairRowProps) {
  const { t } = useTranslation('market');
  const live = useLiveTicker(quote.id);
  const press = useLongPress(() => onMore(quote));
  const rateLive = useLiveTicker(ratePairId ?? 0);
  const price = live?.price || quote.now_price;
  const change = live?.change || quote.change;
  const volume = live?.volume || quote.volume;
  const fiat = fiatValue(price, (ratePairId ? rateLive?.price : undefined) || ratePrice, fiatRate);

  // The last move of the price, to flash it green or red (derived from the previous render).
  const [tick, setTick] = useState<{ price: string; dir: Direction }>({ price, dir: 'flat' });
  if (tick.price !== price) setTick({ price, dir: tickDirection(tick.price, price) });

  const shown = formatPrice(price, locale);
  const trend = trendOf(change);
  const symbol = symbolOf(quote);
  return (
    <li className="market-row" data-testid="market-row" data-pair={symbol}>
      <button
        type="button"
        className={favorite ? 'market-row__star market-row__star--on' : 'market-row__star'}
        aria-label={t('favorites.toggle', { pair: symbol })}
        aria-pressed={favorite}
        disabled={busy}
        onClick={() => onToggleFavorite(quote, favorite)}
      >
        {favorite ? <StarFill aria-hidden="true" /> : <StarOutline aria-hidden="true" />}
      </button>
      <button
        type="button"
        className="market-row__main"
        aria-describedby={moreHintId}
        aria-keyshortcuts="Shift+F10"
        onClick={() => !press.clickAfterLongPress() && onOpen(quote)}
        onPointerDown={press.onPointerDown}
        onPointerMove={press.onPointerMove}
        onPointerUp={press.onPointerUp}
        onPointerLeave={press.onPointerLeave}
        onPointerCancel={press.onPointerCancel}
        onContextMenu={press.onContextMenu}
      >
        {rank !== undefined && (
          <span className={`market-row__rank market-row__rank--${Math.min(rank, 4)}`}>{rank}</span>
        )}
        <span className="market-row__pair">
          <span className="market-row__symbol">
            <strong>{quote.currency_name}</strong>
            <span className="market-row__quote">/{quote.legal_name}</span>
          </span>
          <small>
            {name && <span className="market-row__name">{name} · </span>}
            {t('row.volume', { value: formatCompact(volume, 2, locale) })}
          </small>
        </span>
        <span className="market-row__price">
          <span
            key={price}
            className={`market-row__last market-row__last--${tick.dir}`}
            data-flash={tick.dir === 'flat' ? undefined : shown}
            data-testid="market-row-price"
          >
            {shown}
          </span>
          {fiat !== null && (
            <small className="market-row__fiat">
              <span className="visually-hidden">{t('row.fiatLabel')}</span> <span aria-hidden="true">≈ </span>
              {formatFiat(fiat, fiatCode, locale)}
            </small>
          )}
        </span>
        <span className={`market-row__change market-row__change--${trend}`} data-testid="market-row-change">
          {formatChange(change, locale)}
        </span>
      </button>
    </li>
  );
});
