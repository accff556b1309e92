// A row of mutually exclusive choices drawn as buttons: a radio group of radio buttons, as the
// ARIA pattern has it (one tab stop, the checked option; the arrow keys move the choice and the
// focus). The look is the caller's: the group's class, the options' class and the class the
// checked option adds (plus an option's own, such as the colour of Buy or Sell).
//
// Usage:
//   <RadioButtons label={t('form.side')} className="spot-side" optionClass="spot-side__option"
//     checkedClass="spot-side__option--active" value={side} onChange={setSide}
//     options={[{ value: 'buy', label: t('form.buy'), checkedClass: 'spot-side__option--buy' }, ...]} />
import type { KeyboardEvent, ReactNode } from 'react';

export interface RadioOption<V> {
  value: V;
  label: ReactNode;
  /** Added to the option when it is checked (e.g. the colour of long or short). */
  checkedClass?: string;
  /** Cannot be chosen (a network with withdrawals off): skipped by the arrow keys. */
  disabled?: boolean;
}

interface RadioButtonsProps<V> {
  /** The group's accessible name (or `labelledBy`, the id of the heading naming it). */
  label?: string;
  labelledBy?: string;
  id?: string;
  value: V | undefined;
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
  className?: string;
  optionClass: string;
  checkedClass: string;
}

const STEPS: Partial<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function RadioButtons<V extends string | number>({
  label,
  labelledBy,
  id,
  value,
  options,
  onChange,
  className,
  optionClass,
  checkedClass,
}: RadioButtonsProps<V>) {
  const current = options.findIndex((option) => option.value === value);
  const firstEnabled = options.findIndex((option) => !option.disabled);
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    let index = Math.max(current, 0);
    for (let tries = 0; tries < options.length; tries += 1) {
      index = (index + step + options.length) % options.length;
      if (!options[index]?.disabled) break;
    }
    const next = options[index];
    if (!next || next.disabled) return;
    onChange(next.value);
    event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[index]?.focus();
  };
  return (
    <div id={id} role="radiogroup" aria-label={label} aria-labelledby={labelledBy} className={className}>
      {options.map((option, index) => {
        const checked = index === current;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked || (current < 0 && index === firstEnabled) ? 0 : -1}
            disabled={option.disabled}
            className={
              checked ? [optionClass, checkedClass, option.checkedClass].filter(Boolean).join(' ') : optionClass
            }
            onClick={() => onChange(option.value)}
            onKeyDown={move}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
