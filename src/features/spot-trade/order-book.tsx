// The ten-level order book of the pair from the `market_depth` store: asks above (lowest nearest
// the middle), the live last price in the middle, bids below; a bar shows the cumulative depth.
// Tapping a level puts its price into the order form.
import Big from 'big.js';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quotation } from '@generated/model';
import { formatCompact, formatPrice, type Trend } from '@/lib/format';
import { BOOK_LEVELS, useOrderBook, type DepthLevel } from './depth-store';
import { useLastPrice } from './use-last-price';
import { pairSymbol } from './use-spot-pairs';

interface OrderBookProps {
  pair: Quotation;
  locale: string;
  onPickPrice: (price: string) => void;
}

interface Row extends DepthLevel {
  /** Cumulative quantity from the best level to this one, as a share of the side's total (0..1). */
  depth: number;
}

function withDepth(levels: DepthLevel[]): Row[] {
  let sum = new Big(0);
  const cumulative = levels.map((level) => (sum = sum.plus(level.quantity)));
  const max = sum.gt(0) ? sum : new Big(1);
  // Bar widths only: a float is fine for a percentage of the width.
  return levels.map((level, i) => ({ ...level, depth: Number(cumulative[i]!.div(max).toFixed(4)) }));
}

const TREND_SIGN: Record<Trend, string> = { up: '↑', down: '↓', flat: '' };

function BookSide({
  side,
  rows,
  label,
  locale,
  onPickPrice,
}: {
  side: 'asks' | 'bids';
  rows: Row[];
  label: string;
  locale: string;
  onPickPrice: (price: string) => void;
}) {
  const { t } = useTranslation('spot-trade');
  // The words around each level, translated once per render rather than once per level.
  const prefix = t(side === 'asks' ? 'book.askPrefix' : 'book.bidPrefix');
  const suffix = t('book.levelSuffix');
  const placeholders = Math.max(0, BOOK_LEVELS - rows.length);
  const filler = Array.from({ length: placeholders }, (_, i) => (
    <li key={`empty-${i}`} className="spot-book__row spot-book__row--empty" aria-hidden="true">
      <span>--</span>
      <span>--</span>
    </li>
  ));
  // Keyed by level (best first), not by price: a tick that moves the prices rewrites each row's
  // text instead of removing and building the rows again, and a focused level keeps the focus.
  const levels = rows.map((row, level) => (
    <li key={`level-${level}`} className={`spot-book__row spot-book__row--${side}`}>
      {/* Named by what it shows (price, amount) inside words for a screen reader: the visible
          text stays one run of the name, as speech input expects (WCAG 2.5.3). */}
      <button type="button" className="spot-book__level" onClick={() => onPickPrice(row.price)}>
        <span
          className="spot-book__bar"
          style={{ '--depth': row.depth.toFixed(3) } as CSSProperties}
          aria-hidden="true"
        />
        <span className="visually-hidden">{prefix}</span>{' '}
        <span className="spot-book__price">{formatPrice(row.price, locale)}</span>{' '}
        <span className="spot-book__qty">{formatCompact(row.quantity, 4, locale)}</span>
        <span className="visually-hidden">{suffix}</span>
      </button>
    </li>
  ));
  return (
    <ul className={`spot-book__side spot-book__side--${side}`} aria-label={label}>
      {side === 'asks' ? [...filler, ...levels.reverse()] : [...levels, ...filler]}
    </ul>
  );
}

export function OrderBookView({ pair, locale, onPickPrice }: OrderBookProps) {
  const { t } = useTranslation('spot-trade');
  const base = pair.currency_name;
  const quote = pair.legal_name;
  const { price: lastPrice, trend } = useLastPrice(pair);
  const book = useOrderBook(pairSymbol(pair));
  const asks = useMemo(() => withDepth(book?.asks ?? []), [book]);
  const bids = useMemo(() => withDepth(book?.bids ?? []), [book]);

  return (
    <section className="spot-book" aria-label={t('book.title')}>
      <div className="spot-book__head" aria-hidden="true">
        <span>{t('book.price', { quote })}</span>
        <span>{t('book.amount', { base })}</span>
      </div>
      <BookSide side="asks" rows={asks} label={t('book.asks')} locale={locale} onPickPrice={onPickPrice} />
      <button
        type="button"
        className={`spot-book__last spot-trend--${trend}`}
        aria-label={t('book.lastLevel', { price: formatPrice(lastPrice, locale) })}
        onClick={() => onPickPrice(lastPrice)}
      >
        {formatPrice(lastPrice, locale)} {TREND_SIGN[trend]}
      </button>
      <BookSide side="bids" rows={bids} label={t('book.bids')} locale={locale} onPickPrice={onPickPrice} />
      {!book && <p className="spot-book__waiting">{t('book.waiting')}</p>}
    </section>
  );
}
