// The 6-digit code input with its "send code" button and the resend countdown.
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

interface CodeInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  onSend: () => void;
  sending: boolean;
  remaining: number;
}

export function CodeInput({ id, value, onChange, onBlur, onSend, sending, remaining }: CodeInputProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="code-input">
      <Input
        id={id}
        value={value}
        onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
        onBlur={onBlur}
        placeholder={t('fields.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <button type="button" className="code-input__send" onClick={onSend} disabled={sending || remaining > 0}>
        {remaining > 0 ? t('code.resendIn', { seconds: remaining }) : sending ? t('code.sending') : t('code.send')}
      </button>
    </div>
  );
}
