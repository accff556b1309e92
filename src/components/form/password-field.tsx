// A password input with a show/hide switch, of a kit form.
//
// Usage:
//   <PasswordField name="password" label={t('fields.password')}
//     placeholder={t('fields.passwordPlaceholder')} autoComplete="current-password" />
//   <PasswordField name="password" label={t('payPassword.new')} digits={6} autoComplete="off" />  // a typed PIN
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { FieldInput } from './field-input';
import { useKitField, type KitFieldOptions } from './use-kit-field';
import './form-kit.css';

interface PasswordFieldProps extends KitFieldOptions {
  name: string;
  label: ReactNode;
  placeholder?: string;
  autoComplete: 'current-password' | 'new-password' | 'off';
  /** A PIN of this many digits: a number pad, and only digits are kept. */
  digits?: number;
  /** The switch's accessible names (default "Show password" / "Hide password"). */
  toggleLabels?: { show: string; hide: string };
}

export function PasswordField({
  name,
  label,
  placeholder,
  autoComplete,
  digits,
  toggleLabels,
  ...options
}: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const { field, id, error } = useKitField(name, options);
  const [visible, setVisible] = useState(false);
  return (
    <FormField id={id} label={label} error={error}>
      <div className="password-input">
        <FieldInput
          id={id}
          type={visible ? 'text' : 'password'}
          value={field.value ?? ''}
          onChange={digits ? (v) => field.onChange(v.replace(/\D/g, '').slice(0, digits)) : field.onChange}
          onBlur={field.onBlur}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={digits ? 'numeric' : undefined}
          maxLength={digits}
        />
        <button
          type="button"
          className="password-input__toggle"
          onClick={() => setVisible((v) => !v)}
          aria-label={
            visible ? (toggleLabels?.hide ?? t('form.hidePassword')) : (toggleLabels?.show ?? t('form.showPassword'))
          }
          aria-pressed={visible}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            {visible ? (
              <path
                fill="currentColor"
                d="M12 5c5 0 9 4.5 10 7-1 2.5-5 7-10 7S3 14.5 2 12c1-2.5 5-7 10-7zm0 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8z"
              />
            ) : (
              <path
                fill="currentColor"
                d="M3.3 2 22 20.7 20.7 22l-3.3-3.3A11 11 0 0 1 12 20c-5 0-9-4.5-10-7a13 13 0 0 1 4-5.1L2 3.3zM12 4c5 0 9 4.5 10 7-.5 1.3-1.6 3-3.2 4.4L15.9 12.5A4 4 0 0 0 11.5 8.1L9 5.6C10 5.2 11 4 12 4z"
              />
            )}
          </svg>
        </button>
      </div>
    </FormField>
  );
}
