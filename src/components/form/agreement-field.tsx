// The "I agree" checkbox of a kit form (a boolean the schema requires), with a link beside it.
//
// Usage:
//   <AgreementField name="agree" label={t('register.agreePrefix')}
//     link={<button type="button" className="link-button" onClick={open}>{t('register.agreementLink')}</button>} />
import type { ReactNode } from 'react';
import { useKitField, type KitFieldOptions } from './use-kit-field';
import './form-kit.css';

interface AgreementFieldProps extends KitFieldOptions {
  name: string;
  label: ReactNode;
  link?: ReactNode;
}

export function AgreementField({ name, label, link, ...options }: AgreementFieldProps) {
  const { field, id, error } = useKitField(name, options);
  return (
    <div className="form-agree" data-testid={id}>
      {/* The kit Checkbox's look drawn in CSS (form-kit.css), so a form screen needs no kit
          code: the native checkbox, visually hidden, keeps its role, label and keyboard. */}
      <label className="form-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className="form-check__input"
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span className="form-check__icon" aria-hidden="true">
          <svg viewBox="0 0 40 40" width="12" height="12">
            <path fill="none" stroke="currentColor" strokeWidth="5" d="M8 21l8 8 16-17" />
          </svg>
        </span>
        <span className="form-check__label">{label}</span>
      </label>
      {link && <> {link}</>}
      {error && (
        <p className="form-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
