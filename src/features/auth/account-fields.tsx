// What the auth forms share: the e-mail/phone tabs, and the account with the code sent to it and
// a new password typed twice (registration and password recovery), on the form kit. The tabs and
// the toast are the light ones: the sign-in screens paint without the kit's animation code.
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SendEmailCodeRequestScene } from '@generated/model';
import { AccountField } from '@/components/form/account-field';
import { CodeField } from '@/components/form/code-field';
import { PasswordField } from '@/components/form/password-field';
import { LightTabs } from '@/components/light-tabs';
import { useSendCode } from '@/hooks/use-send-code';
import { showToast } from '@/lib/toast';
import type { AccountKind } from './auth-schemas';
import type { AccountChoice } from './use-account-choice';

/** Sign in or sign up with an e-mail address or a phone number. */
export function AccountTabs({ kind, onChange }: { kind: AccountKind; onChange: (kind: AccountKind) => void }) {
  const { t } = useTranslation('auth');
  return (
    <LightTabs
      tabs={[
        { key: 'email', title: t('fields.email') },
        { key: 'phone', title: t('fields.phone') },
      ]}
      active={kind}
      onChange={onChange}
      className="auth__tabs"
    />
  );
}

interface AccountInputFieldProps {
  choice: AccountChoice;
}

/** The `account` field, labelled for its kind. */
export function AuthAccountField({ choice: { kind, area, setArea } }: AccountInputFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <AccountField
      name="account"
      label={kind === 'email' ? t('fields.email') : t('fields.phone')}
      placeholder={kind === 'email' ? t('fields.emailPlaceholder') : t('fields.phonePlaceholder')}
      kind={kind}
      area={area}
      onAreaChange={setArea}
    />
  );
}

interface NewPasswordFieldsProps extends AccountInputFieldProps {
  scene: SendEmailCodeRequestScene;
  /** The label of the new password. */
  passwordLabel: string;
}

/**
 * `account`, `code` (sent to the account once it is valid, then 60 s until another), `password`
 * and `rePassword` of a kit form.
 */
export function NewPasswordFields({ scene, choice, passwordLabel }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const { kind, area } = choice;
  const form = useFormContext<{ account: string }>();
  const sender = useSendCode(scene, kind === 'email' ? 'email' : 'sms');

  async function onSend(): Promise<void> {
    if (!(await form.trigger('account'))) return;
    const sent = await sender.send({ to: form.getValues('account').trim(), dial: area.dial });
    if (sent) showToast(t('code.sent'));
  }

  return (
    <>
      <AuthAccountField choice={choice} />
      <CodeField name="code" label={t('fields.code')} sender={sender} onSend={() => void onSend()} />
      <PasswordField
        name="password"
        label={passwordLabel}
        placeholder={t('fields.newPasswordPlaceholder')}
        autoComplete="new-password"
      />
      <PasswordField
        name="rePassword"
        label={t('fields.rePassword')}
        placeholder={t('fields.rePasswordPlaceholder')}
        autoComplete="new-password"
      />
    </>
  );
}
