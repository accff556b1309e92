// A labelled form row with its translated error message under the input.
import { useEffect, type ReactNode } from 'react';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  extra?: ReactNode;
  children: ReactNode;
}

export function FormField({ id, label, error, extra, children }: FormFieldProps) {
  // The UI kit's inputs keep aria-* props on their wrapper: mark the real input itself, so that
  // screen readers announce it as invalid and read its error.
  useEffect(() => {
    const input = document.getElementById(id);
    if (!input) return;
    if (error) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', `${id}-error`);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }, [id, error]);
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
