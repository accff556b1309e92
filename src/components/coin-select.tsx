// Choosing the coin of a money form (deposit, withdrawal, saved address): a button with the chosen
// coin's badge and name and a "Change" hint, which opens the coin sheet (CoinPicker). With a
// `label` it is a labelled form field read as "<label> <coin>"; without one, `ariaLabel` names it.
import { useState } from 'react';
import { CoinButton } from './coin-button';
import { CoinPicker, type CoinOption } from './coin-picker';

interface CoinSelectProps {
  /** Prefix of the element ids. */
  id: string;
  /** The field's visible label; or, without one, `ariaLabel`. */
  label?: string;
  ariaLabel?: string;
  coin: CoinOption;
  options: readonly CoinOption[];
  onSelect: (id: number) => void;
  changeText: string;
  pickerTitle: string;
  /** The sheet's search placeholder (no search box without it) and its "no match" text. */
  searchPlaceholder?: string;
  noMatchText?: string;
}

export function CoinSelect({
  id,
  label,
  ariaLabel,
  coin,
  options,
  onSelect,
  changeText,
  pickerTitle,
  searchPlaceholder,
  noMatchText,
}: CoinSelectProps) {
  const [open, setOpen] = useState(false);
  const button = (
    <CoinButton
      name={coin.name}
      logo={coin.logo}
      nameId={`${id}-name`}
      changeText={changeText}
      aria-label={label ? undefined : ariaLabel}
      aria-labelledby={label ? `${id}-label ${id}-name` : undefined}
      onClick={() => setOpen(true)}
    />
  );
  return (
    <>
      {label ? (
        <div className="form-field">
          <span className="form-field__label" id={`${id}-label`}>
            {label}
          </span>
          {button}
        </div>
      ) : (
        button
      )}
      <CoinPicker
        visible={open}
        title={pickerTitle}
        searchPlaceholder={searchPlaceholder}
        noMatchText={noMatchText}
        options={options}
        value={coin.id}
        onSelect={onSelect}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
