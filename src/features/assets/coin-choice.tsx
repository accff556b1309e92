// The chosen coin on the assets screens (transfer, conversion, records): its badge and name with a
// chevron, a button that opens the coin sheet. As a labelled field it is read "<label> <coin>".
import type { AriaAttributes } from 'react';
import { CoinBadge } from '@/components/coin-badge';
import { ChevronIcon } from './icons';

interface CoinChoiceProps extends Pick<AriaAttributes, 'aria-label' | 'aria-labelledby'> {
  coin: { name: string; logo?: string | null };
  onClick: () => void;
  /** The id of the coin's name, for an `aria-labelledby` that reads it. */
  nameId?: string;
}

export function CoinChoice({ coin, onClick, nameId, ...aria }: CoinChoiceProps) {
  return (
    <button type="button" className="coin-select" onClick={onClick} {...aria}>
      <CoinBadge name={coin.name} logo={coin.logo} size={24} />
      <strong id={nameId}>{coin.name}</strong>
      <ChevronIcon />
    </button>
  );
}

interface CoinChoiceFieldProps {
  /** Prefix of the ids: `<id>-label`, `<id>-name`. */
  id: string;
  label: string;
  coin: CoinChoiceProps['coin'];
  onClick: () => void;
  className: string;
}

/** The coin as a labelled field. */
export function CoinChoiceField({ id, label, coin, onClick, className }: CoinChoiceFieldProps) {
  return (
    <div className={className}>
      <span className="form-field__label" id={`${id}-label`}>
        {label}
      </span>
      <CoinChoice coin={coin} onClick={onClick} nameId={`${id}-name`} aria-labelledby={`${id}-label ${id}-name`} />
    </div>
  );
}
