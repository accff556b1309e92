// Choosing the network (TRC20, ERC20...) of a deposit, a withdrawal or a saved address: a labelled
// form field holding a group of radio buttons, usable by touch and keyboard.
import './network-switch.css';

interface NetworkOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface NetworkSwitchProps {
  /** Prefix of the element ids (the label is `<id>-label`). */
  id: string;
  label: string;
  options: readonly NetworkOption[];
  value: string | null;
  onChange: (value: string) => void;
}

export function NetworkSwitch({ id, label, options, value, onChange }: NetworkSwitchProps) {
  const labelId = `${id}-label`;
  return (
    <div className="form-field">
      <span className="form-field__label" id={labelId}>
        {label}
      </span>
      <div className="network-switch" role="radiogroup" aria-labelledby={labelId}>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={checked}
              disabled={option.disabled}
              className={
                checked
                  ? 'boxed-control network-switch__option network-switch__option--checked'
                  : 'boxed-control network-switch__option'
              }
              onClick={() => onChange(option.value)}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
