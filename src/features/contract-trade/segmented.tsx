// A row of mutually exclusive choices (a radio group of buttons): direction, price type, multiple.
import type { KeyboardEvent } from 'react';

interface SegmentedOption<V extends string> {
  value: V;
  label: string;
  /** Extra class of the option (colours of long and short). */
  tone?: string;
}

interface SegmentedProps<V extends string> {
  label: string;
  value: V;
  options: readonly SegmentedOption<V>[];
  onChange: (value: V) => void;
  className?: string;
  id?: string;
}

export function Segmented<V extends string>({ label, value, options, onChange, className, id }: SegmentedProps<V>) {
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = options.findIndex((o) => o.value === value);
    const next = options[(index + step + options.length) % options.length];
    if (!next) return;
    onChange(next.value);
    const group = event.currentTarget.parentElement;
    group?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[options.indexOf(next)]?.focus();
  };
  return (
    <div id={id} role="radiogroup" aria-label={label} className={['ct-segmented', className].filter(Boolean).join(' ')}>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            className={[
              'ct-segmented__option',
              checked ? 'ct-segmented__option--checked' : '',
              checked && option.tone ? option.tone : '',
            ]
              .filter(Boolean)
              .join(' ')}
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
