// The "I agree" checkbox of a kit form (a boolean the schema requires), with a link beside it.
//
// Usage:
//   <AgreementField name="agree" label={t('register.agreePrefix')}
//     link={<button type="button" className="link-button" onClick={open}>{t('register.agreementLink')}</button>} />
import type { ReactNode } from 'react';
import { LightCheck } from '../light-check';
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
      <LightCheck
        id={id}
        checked={Boolean(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        label={label}
      />
      {link && <> {link}</>}
      {error && (
        <p className="form-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
