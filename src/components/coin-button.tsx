// The field that shows the chosen coin and opens the coin sheet (CoinPicker): the coin's badge and
// name, and a "Change" hint. The screen names it for screen readers (its label, or a sentence).
import type { AriaAttributes } from 'react';
import { CoinBadge } from './coin-badge';
import './coin-button.css';

interface CoinButtonProps extends Pick<AriaAttributes, 'aria-label' | 'aria-labelledby'> {
  name: string;
  logo?: string | null;
  changeText: string;
  onClick: () => void;
  /** The id of the coin's name, for an `aria-labelledby` that reads "<label> <coin>". */
  nameId?: string;
}

export function CoinButton({ name, logo, changeText, onClick, nameId, ...aria }: CoinButtonProps) {
  return (
    <button type="button" className="coin-button boxed-control" aria-haspopup="dialog" onClick={onClick} {...aria}>
      <CoinBadge name={name} logo={logo} size={24} />
      <span id={nameId}>{name}</span>
      <span className="coin-button__change">{changeText}</span>
    </button>
  );
}
