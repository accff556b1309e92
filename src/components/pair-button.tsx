// The button that names the pair a trading screen shows and opens the sheet to choose another:
// the symbol, anything after it (the contract's kind), then a caret.
//
// Usage: <PairButton className="spot-head__pair" symbol="BTC/USDT" label={t('header.choosePair', { pair })} onClick={open} />
import { DownFill } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import './pair-button.css';

interface PairButtonProps {
  /** The screen's class (its padding), after `pair-button`. */
  className: string;
  symbol: string;
  /** The accessible name ("Choose a pair, current BTC/USDT"): it ends with the visible text (the
   *  symbol, then `extra`), so that a voice control user can say what they see (WCAG 2.5.3). */
  label: string;
  onClick: () => void;
  /** After the symbol. */
  extra?: ReactNode;
  /** Default: a small down arrow. */
  caret?: ReactNode;
}

export function PairButton({ className, symbol, label, onClick, extra, caret }: PairButtonProps) {
  return (
    <button
      type="button"
      className={`pair-button ${className}`}
      aria-haspopup="dialog"
      aria-label={label}
      onClick={onClick}
    >
      <strong>{symbol}</strong>
      {extra && <> {extra}</>}
      {caret ?? <DownFill aria-hidden="true" fontSize={10} />}
    </button>
  );
}
