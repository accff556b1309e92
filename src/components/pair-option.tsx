// One pair in a pair-choosing sheet (spot, contract, seconds): its symbol (and the coin's name when
// known), its live last price and 24 h change (with a sign, not colour alone), the current pair
// marked, and, when the sheet offers favourites, a star before it. The ticks come from the live
// store; the snapshot of the list stands in until the first one.
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useLiveTicker } from '@/api/live-market';
import { formatChange, formatPrice, trendOf, type Trend } from '@/lib/format';
import './pair-option.css';

/** The star of a pair in a sheet that offers favourites. */
export interface PairOptionStar {
  on: boolean;
  /** The toggle of this coin is on its way. */
  pending: boolean;
  /** Its accessible name ("Favourite BTC/USDT"). */
  label: string;
  onToggle: () => void;
}

interface PairOptionProps {
  /** The pair's id in the live store. */
  matchId: number;
  base: string;
  quote: string;
  /** Last price and change of the list, shown until a tick arrives. */
  price: string;
  change: string;
  selected: boolean;
  locale: string;
  onSelect: () => void;
  /** The row's class block: `<block>`, `<block>--selected`, `<block>__name`, `__price`, `__change`. */
  block: string;
  /** The class that colours the change by its trend. */
  trendClass: (trend: Trend) => string;
  /** The base coin's full name (Bitcoin), under the symbol. */
  name?: string;
  star?: PairOptionStar;
}

export function PairOption({
  matchId,
  base,
  quote,
  price,
  change,
  selected,
  locale,
  onSelect,
  block,
  trendClass,
  name,
  star,
}: PairOptionProps) {
  const live = useLiveTicker(matchId);
  const lastChange = live?.change || change;
  return (
    <li className={star ? 'pair-option pair-option--starred' : undefined}>
      {star && (
        <button
          type="button"
          className={star.on ? 'pair-option__star pair-option__star--on' : 'pair-option__star'}
          aria-label={star.label}
          aria-pressed={star.on}
          disabled={star.pending}
          onClick={star.onToggle}
        >
          {star.on ? <StarFill aria-hidden="true" /> : <StarOutline aria-hidden="true" />}
        </button>
      )}
      <button
        type="button"
        className={selected ? `${block} ${block}--selected` : block}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
      >
        <span className={`${block}__name`}>
          <strong>{base}</strong>
          <span>/{quote}</span>
          {name && <small className="pair-option__coin">{name}</small>}
        </span>
        <span className={`${block}__price`}>{formatPrice(live?.price || price, locale)}</span>
        <span className={`${block}__change ${trendClass(trendOf(lastChange))}`}>
          {formatChange(lastChange, locale)}
        </span>
      </button>
    </li>
  );
}
