// The pay-password form of the set and change screens (/safe/update_password): the new six digits
// twice and the code sent to the bound e-mail address or phone. The set screen shows the digits
// in passcode cells; the change screen as a typed PIN with a show/hide switch.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@generated/model';
import { Form, SubmitButton } from '@/components/form/form';
import { PasswordField } from '@/components/form/password-field';
import { PayPasswordField } from '@/components/form/pay-password-field';
import { payPasswordSchema, type PayPasswordForm as Values } from './account-schemas';
import { AccountUserPage } from './account-user-page';
import { NoCodeTarget } from './no-code-target';
import { usePayPassword } from './use-pay-password';
import { VerificationCode } from './verification-code';
import { canReceiveCode } from './can-receive-code';

/**
 * The two screens of the form: `payPassword` sets the digits in passcode cells and shows the
 * messages after the first submit; `password` changes them as a typed PIN, checked as each field
 * is left. Their texts are the i18n keys `<variant>.title`, `.intro` and `.submit`.
 */
const VARIANTS = {
  payPassword: { id: 'pay-password', input: 'cells', mode: 'onSubmit' },
  password: { id: 'password', input: 'typed', mode: 'onTouched' },
} as const;

interface PayPasswordFormProps {
  user: User;
  variant: keyof typeof VARIANTS;
  /** Between the code and the button. */
  note?: ReactNode;
  /** After the button. */
  footer?: ReactNode;
}

export function PayPasswordForm({ user, variant, note, footer }: PayPasswordFormProps) {
  const { t } = useTranslation('account');
  const { id, input, mode } = VARIANTS[variant];
  const payPassword = usePayPassword();
  const form = useForm<Values>({
    resolver: zodResolver(payPasswordSchema),
    defaultValues: { password: '', rePassword: '', code: '' },
    mode,
  });
  const toggleLabels = { show: t('payPassword.show'), hide: t('payPassword.hide') };
  const digits = [
    { name: 'password', label: t('payPassword.new'), placeholder: t('payPassword.newPlaceholder') },
    { name: 'rePassword', label: t('payPassword.repeat'), placeholder: t('payPassword.repeatPlaceholder') },
  ];
  return (
    <Form
      form={form}
      id={id}
      ns="account"
      busy={payPassword.pending}
      onSubmit={payPassword.submit}
      className="account-form account-section"
    >
      <p className="account-hint">{t(`${variant}.intro`)}</p>
      {digits.map(({ name, label, placeholder }) =>
        input === 'cells' ? (
          <PayPasswordField key={name} name={name} label={label} />
        ) : (
          <PasswordField
            key={name}
            name={name}
            label={label}
            placeholder={placeholder}
            autoComplete="off"
            digits={6}
            toggleLabels={toggleLabels}
          />
        ),
      )}
      <VerificationCode name="code" user={user} />
      {note}
      <SubmitButton>{t(`${variant}.submit`)}</SubmitButton>
      {footer}
    </Form>
  );
}

/** A page with the form, or what to do first when the account has no address to send a code to. */
export function PayPasswordPage(props: Omit<PayPasswordFormProps, 'user'>) {
  const { t } = useTranslation('account');
  return (
    <AccountUserPage title={t(`${props.variant}.title`)}>
      {(user) => (canReceiveCode(user) ? <PayPasswordForm user={user} {...props} /> : <NoCodeTarget />)}
    </AccountUserPage>
  );
}
