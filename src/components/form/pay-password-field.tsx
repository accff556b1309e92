// The 6-digit pay password of a kit form: the UI kit's passcode cells with its number keyboard
// (digits never go through the system keyboard, so nothing is suggested or remembered), plus the
// digit keys of a physical keyboard for desktop and keyboard users. The keyboard closes once the
// 6 digits are in.
//
// Usage: `<PayPasswordField name="payPassword" label={t('form.payPassword')} extra={<SetPayPasswordLink />} />`
import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'antd-mobile';
import { useEffect, useRef, type ReactNode } from 'react';
import { useKitField, type KitFieldOptions } from './use-kit-field';
import './form-kit.css';

export const PAY_PASSWORD_LENGTH = 6;

interface PayPasswordFieldProps extends KitFieldOptions {
  name: string;
  label: string;
  /** Shown under the cells (e.g. a link to set the pay password). */
  extra?: ReactNode;
}

export function PayPasswordField({ name, label, extra, ...options }: PayPasswordFieldProps) {
  const { field, id, error } = useKitField(name, options);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<PasscodeInputRef>(null);
  const value: string = field.value ?? '';
  const { onChange } = field;
  const errorId = `${id}-error`;

  // With its own keyboard the kit keeps a hidden native input inside the cells (a button), still
  // focusable inside an aria-hidden part (axe: aria-hidden-focus, nested-interactive). It takes no
  // typing here (digits come from the kit's keyboard or the keydown handler below), so it is
  // disabled: the cells are the one stop for the keyboard and for assistive technologies.
  useEffect(() => {
    wrapper.current?.querySelectorAll('input').forEach((native) => (native.disabled = true));
  });

  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (/^\d$/.test(event.key)) {
        event.preventDefault();
        if (value.length < PAY_PASSWORD_LENGTH) onChange(value + event.key);
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        onChange(value.slice(0, -1));
      }
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [value, onChange]);

  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'} data-testid={id}>
      <span className="form-field__label" id={`${id}-label`}>
        {label}
      </span>
      <div ref={wrapper} className="pay-password">
        <PasscodeInput
          ref={input}
          length={PAY_PASSWORD_LENGTH}
          value={value}
          onChange={(next) => onChange(next.replace(/\D/g, '').slice(0, PAY_PASSWORD_LENGTH))}
          onBlur={field.onBlur}
          onFill={() => input.current?.blur()}
          seperated
          error={Boolean(error)}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          keyboard={<NumberKeyboard title={label} />}
        />
      </div>
      {error && (
        <p className="form-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
      {extra}
    </div>
  );
}
