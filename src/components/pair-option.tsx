// One pair in a pair-choosing sheet (spot, contract, seconds): its symbol, its live last price and
// 24 h change (with a sign, not colour alone), the current pair marked. The ticks come from the
// live store; the snapshot of the list stands in until the first one.
import { useLiveTicker } from '@/api/live-market';
import { formatChange, formatPrice, trendOf, type Trend } from '@/lib/format';

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
}: PairOptionProps) {
  const live = useLiveTicker(matchId);
  const lastChange = live?.change || change;
  return (
    <li>
      <button
        type="button"
        className={selected ? `${block} ${block}--selected` : block}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
      >
        <span className={`${block}__name`}>
          <strong>{base}</strong>
          <span>/{quote}</span>
        </span>
        <span className={`${block}__price`}>{formatPrice(live?.price || price, locale)}</span>
        <span className={`${block}__change ${trendClass(trendOf(lastChange))}`}>
          {formatChange(lastChange, locale)}
        </span>
      </button>
    </li>
  );
}
