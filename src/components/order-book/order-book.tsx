// The ten-level order book of a pair from the `market_depth` store: asks above (lowest nearest
// the middle), the live last price in the middle, bids below. A switch groups the prices (the
// pair's precision or a coarser step, src/lib/book-depth.ts) and a bar behind each level shows
// the cumulative amount from the best price, both sides on one scale. Tapping a level puts its
// price into the order form. Shared by the spot screen and the contract screen.
import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quotation } from '@generated/model';
import { useLastPrice } from '@/hooks/use-last-price';
import { groupingSteps, groupLevels, stepDecimals, withCumulativeDepth, type DepthRow } from '@/lib/book-depth';
import { formatBookAmount, formatPrice, priceDecimals, type Trend } from '@/lib/format';
import { BOOK_LEVELS, useOrderBook } from './depth-store';
import './order-book.css';

interface OrderBookProps {
  pair: Quotation;
  locale: string;
  onPickPrice: (price: string) => void;
}

type Row = DepthRow;

const TREND_SIGN: Record<Trend, string> = { up: '↑', down: '↓', flat: '' };

function BookSide({
  side,
  rows,
  label,
  locale,
  decimals,
  onPickPrice,
}: {
  side: 'asks' | 'bids';
  rows: Row[];
  label: string;
  locale: string;
  /** The decimals prices are written with (the grouping's). */
  decimals: number;
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
        <span className="spot-book__price">{formatPrice(row.price, locale, decimals)}</span>{' '}
        <span className="spot-book__qty">{formatBookAmount(row.quantity, locale)}</span>
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
  const book = useOrderBook(`${base}/${quote}`);
  const precision = priceDecimals(pair.now_price) ?? 2;
  const steps = useMemo(() => groupingSteps(precision), [precision]);
  const [chosen, setStep] = useState(steps[0]!);
  const step = steps.includes(chosen) ? chosen : steps[0]!;
  const decimals = stepDecimals(step);
  const { asks, bids } = useMemo(
    () =>
      withCumulativeDepth(
        groupLevels(book?.bids ?? [], step, 'bids').slice(0, BOOK_LEVELS),
        groupLevels(book?.asks ?? [], step, 'asks').slice(0, BOOK_LEVELS),
      ),
    [book, step],
  );

  return (
    <section className="spot-book" aria-label={t('book.title')}>
      <div className="spot-book__head" aria-hidden="true">
        <span>{t('book.price', { quote })}</span>
        <span>{t('book.amount', { base })}</span>
      </div>
      <BookSide
        side="asks"
        rows={asks}
        label={t('book.asks')}
        locale={locale}
        decimals={decimals}
        onPickPrice={onPickPrice}
      />
      <button
        type="button"
        className={`spot-book__last spot-book__last--${trend}`}
        aria-label={t('book.lastLevel', { price: formatPrice(lastPrice, locale) })}
        onClick={() => onPickPrice(lastPrice)}
      >
        {formatPrice(lastPrice, locale)} {TREND_SIGN[trend]}
      </button>
      <BookSide
        side="bids"
        rows={bids}
        label={t('book.bids')}
        locale={locale}
        decimals={decimals}
        onPickPrice={onPickPrice}
      />
      <label className="spot-book__grouping">
        <span className="visually-hidden">{t('book.grouping')}</span>
        <select value={step} onChange={(event) => setStep(event.target.value)} data-testid="book-grouping">
          {steps.map((option) => (
            <option key={option} value={option}>
              {formatPrice(option, locale, stepDecimals(option))}
            </option>
          ))}
        </select>
      </label>
      {!book && <p className="spot-book__waiting">{t('book.waiting')}</p>}
    </section>
  );
}
