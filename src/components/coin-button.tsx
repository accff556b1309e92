// The field that shows the chosen coin and opens the coin sheet (CoinPicker): the coin's badge and
// name, and a "Change" hint. The screen names it for screen readers (its label, or a sentence).
import { useId, type AriaAttributes } from 'react';
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
  const changeId = useId();
  // The name ends with the visible text, "USDT Change", so that it can be said to a voice
  // control (WCAG 2.5.3): "<label> USDT Change", or the screen's sentence then "Change".
  const naming = aria['aria-labelledby']
    ? { 'aria-labelledby': `${aria['aria-labelledby']} ${changeId}` }
    : { 'aria-label': aria['aria-label'] ? `${aria['aria-label']} ${changeText}` : undefined };
  return (
    <button type="button" className="coin-button boxed-control" aria-haspopup="dialog" onClick={onClick} {...naming}>
      <CoinBadge name={name} logo={logo} size={24} />
      <span id={nameId}>{name}</span>{' '}
      <span className="coin-button__change" id={changeId}>
        {changeText}
      </span>
    </button>
  );
}
