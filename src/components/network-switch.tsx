// Choosing the network (TRC20, ERC20...) of a deposit, a withdrawal or a saved address: a labelled
// form field holding a group of radio buttons (RadioButtons: one tab stop, arrow keys move the
// choice), usable by touch and keyboard.
import { RadioButtons } from './radio-buttons';
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
      <RadioButtons
        labelledBy={labelId}
        className="network-switch"
        optionClass="boxed-control network-switch__option"
        checkedClass="network-switch__option--checked"
        value={value ?? undefined}
        options={options}
        onChange={onChange}
      />
    </div>
  );
}
