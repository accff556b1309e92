// A labelled form row with its translated error message under the input.
import type { ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  extra?: ReactNode;
  children: ReactNode;
}

export function FormField({ id, label, error, extra, children }: FormFieldProps) {
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="form-field__control">
        <div className="form-field__input">{children}</div>
        {extra}
      </div>
      {error && (
        <p className="form-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
