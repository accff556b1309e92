// A password input with a show/hide switch.
import { Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  placeholder: string;
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordInput({ id, value, onChange, onBlur, placeholder, autoComplete }: PasswordInputProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <Input
        id={id}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder={placeholder}
        autoComplete={autoComplete}
      />
      <button
        type="button"
        className="password-input__toggle"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
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
  );
}
