// The text input of the form kit's fields, drawn without the UI kit in the kit Input's look: the
// sign-in, registration and recovery screens paint with no kit code at all (~40 KiB gzip off their
// first paint). It keeps what the kit's input gave the fields: a value in, a string out, and a
// clear button (a real button, reachable by keyboard and named, where the kit's was a bare div).
//
// Usage: `<FieldInput id={id} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} clearable />`
import { useRef, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import './form-kit.css';

export interface FieldInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: string;
  maxLength?: number;
  /** A button that empties the input, shown while it has a value. */
  clearable?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
}

export function FieldInput({ onChange, clearable, ...props }: FieldInputProps) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="field-input">
      <input
        {...props}
        ref={input}
        className="field-input__element"
        onChange={(event) => onChange(event.target.value)}
      />
      {clearable && props.value && !props.readOnly && !props.disabled && (
        <button
          type="button"
          className="field-input__clear"
          aria-label={t('form.clear')}
          // The input keeps the focus (the keyboard stays open on a phone).
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          <svg viewBox="0 0 48 48" width="15" height="15" aria-hidden="true">
            <path
              fill="currentColor"
              d="M24 4a20 20 0 1 1 0 40 20 20 0 0 1 0-40zm-6.4 12.2-1.4 1.4L22.6 24l-6.4 6.4 1.4 1.4 6.4-6.4 6.4 6.4 1.4-1.4-6.4-6.4 6.4-6.4-1.4-1.4-6.4 6.4z"
            />
          </svg>
        </button>
      )}
    </div>
  );
}
