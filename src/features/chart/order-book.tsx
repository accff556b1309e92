// The ten-level order book from `market_depth`: bids on the left (best first, green), asks on the
// right (best first, red), a bar behind each level for the running total, and the spread. It
// re-renders at most once per animation frame (the live store publishes no more often).
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOK_LEVELS, maxTotal, spreadOf, type BookSide, type DepthLevel } from './depth';
import { useLiveDepth, type PairLiveStore } from './pair-live-store';
import { formatPrice, formatQuantity } from '@/lib/format';

interface OrderBookProps {
  store: PairLiveStore;
  base: string;
  quote: string;
  precision: number;
  locale: string;
}

function Side({
  side,
  levels,
  max,
  label,
  precision,
  locale,
}: {
  side: BookSide;
  levels: DepthLevel[];
  max: number;
  label: string;
  precision: number;
  locale: string;
}) {
  const rows = Array.from({ length: BOOK_LEVELS }, (_, i) => levels[i]);
  return (
    <ol className={`book__side book__side--${side}`} aria-label={label}>
      {rows.map((level, i) =>
        level ? (
          <li key={i} className="book__row" data-testid={`book-${side}`}>
            <span
              className="book__bar"
              aria-hidden="true"
              style={{ '--depth': max > 0 ? Math.min(1, Number(level.total) / max).toFixed(3) : '0' } as CSSProperties}
            />
            <span className="book__price">{formatPrice(level.price, locale, precision)}</span>
            <span className="book__amount">{formatQuantity(level.amount, locale)}</span>
          </li>
        ) : (
          <li key={i} className="book__row book__row--empty" aria-hidden="true">
            <span className="book__price">--</span>
            <span className="book__amount">--</span>
          </li>
        ),
      )}
    </ol>
  );
}

export function OrderBook({ store, base, quote, precision, locale }: OrderBookProps) {
  const { t } = useTranslation('chart');
  const book = useLiveDepth(store);
  if (!book || (book.bids.length === 0 && book.asks.length === 0)) {
    return (
      <p className="live-waiting" role="status">
        {t('book.waiting')}
      </p>
    );
  }
  const max = maxTotal(book);
  const spread = spreadOf(book);
  return (
    <div className="book">
      <div className="book__head" aria-hidden="true">
        <span className="book__title up">{t('book.bid')}</span>
        <span className="book__title down">{t('book.ask')}</span>
        <span>{t('book.amount', { asset: base })}</span>
        <span>{t('book.price', { asset: quote })}</span>
        <span>{t('book.price', { asset: quote })}</span>
        <span>{t('book.amount', { asset: base })}</span>
      </div>
      <div className="book__sides">
        <Side side="bid" levels={book.bids} max={max} label={t('book.bids')} precision={precision} locale={locale} />
        <Side side="ask" levels={book.asks} max={max} label={t('book.asks')} precision={precision} locale={locale} />
      </div>
      {spread && (
        <p className="book__spread">{t('book.spread', { value: formatPrice(spread.spread, locale, precision) })}</p>
      )}
    </div>
  );
}
