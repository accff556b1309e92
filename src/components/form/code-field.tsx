// The 6-digit verification code of a kit form, with its "Send code" button and the resend
// countdown of `useSendCode` (src/hooks/use-send-code.ts), for e-mail and SMS codes alike.
//
// Usage:
//   const sender = useSendCode('register', kind === 'email' ? 'email' : 'sms');
//   async function onSend() {
//     if (!(await form.trigger('account'))) return;
//     if (await sender.send({ channel: 'email', to: form.getValues('account') })) Toast.show(t('code.sent'));
//   }
//   <CodeField name="code" label={t('fields.code')} sender={sender} onSend={() => void onSend()} />
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { FieldInput } from './field-input';
import type { CodeSender } from '@/hooks/use-send-code';
import { useKitField, type KitFieldOptions } from './use-kit-field';
import './form-kit.css';

export const CODE_LENGTH = 6;

interface CodeFieldProps extends KitFieldOptions {
  name: string;
  label: ReactNode;
  sender: Pick<CodeSender, 'pending' | 'remaining'>;
  onSend: () => void;
  placeholder?: string;
}

export function CodeField({ name, label, sender, onSend, placeholder, ...options }: CodeFieldProps) {
  const { t } = useTranslation('common');
  const { field, id, error } = useKitField(name, options);
  const { pending, remaining } = sender;
  return (
    <FormField id={id} label={label} error={error}>
      <div className="code-input">
        <FieldInput
          id={id}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v.replace(/\D/g, '').slice(0, CODE_LENGTH))}
          onBlur={field.onBlur}
          placeholder={placeholder ?? t('form.codePlaceholder')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
        />
        <button type="button" className="code-input__send" onClick={onSend} disabled={pending || remaining > 0}>
          {remaining > 0
            ? t('form.codeResendIn', { seconds: remaining })
            : pending
              ? t('form.codeSending')
              : t('form.codeSend')}
        </button>
      </div>
    </FormField>
  );
}
