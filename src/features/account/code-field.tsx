// The 6-digit verification code input with its "send code" button and the resend countdown.
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

interface CodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  onSend: () => void;
  sending: boolean;
  remaining: number;
}

export function CodeField({ id, value, onChange, onBlur, onSend, sending, remaining }: CodeFieldProps) {
  const { t } = useTranslation('account');
  return (
    <div className="account-code">
      <Input
        id={id}
        value={value}
        onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
        onBlur={onBlur}
        placeholder={t('code.placeholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <button type="button" className="account-code__send" onClick={onSend} disabled={sending || remaining > 0}>
        {remaining > 0 ? t('code.resendIn', { seconds: remaining }) : sending ? t('code.sending') : t('code.send')}
      </button>
    </div>
  );
}
