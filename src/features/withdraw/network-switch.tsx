// Choosing the network (TRC20, ERC20...): a group of radio buttons, usable by touch and keyboard.
interface NetworkOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface NetworkSwitchProps {
  labelId: string;
  options: readonly NetworkOption[];
  value: string | null;
  onChange: (value: string) => void;
}

export function NetworkSwitch({ labelId, options, value, onChange }: NetworkSwitchProps) {
  return (
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
            className={checked ? 'network-switch__option network-switch__option--checked' : 'network-switch__option'}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
