// Password recovery: the account, a code sent to it (60 s resend countdown) and a new password
// typed twice.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from '@generated/api/auth/auth';
import { useReportError } from '@/hooks/use-report-error';
import { NewPasswordFields } from './account-fields';
import { AuthFrame } from './auth-frame';
import { forgetSchema, type ForgetForm } from './auth-schemas';
import { useAccountChoice, useToLogin } from './use-account-choice';

export function ForgetScreen() {
  const { t } = useTranslation('auth');
  const toLogin = useToLogin();
  const reportError = useReportError();
  const choice = useAccountChoice();
  const { kind, area } = choice;
  const reset = useResetPassword();

  const form = useForm<ForgetForm>({
    resolver: zodResolver(forgetSchema(kind, area.dial)),
    defaultValues: { account: '', code: '', password: '', rePassword: '' },
    mode: 'onTouched',
  });

  async function onSubmit(values: ForgetForm): Promise<void> {
    const account = values.account.trim();
    try {
      const done = await reset.mutateAsync({
        data: { account, password: values.password, repassword: values.rePassword, code: values.code },
      });
      toLogin(account, kind, done || t('forget.success'));
    } catch (error) {
      reportError(error);
    }
  }

  return (
    <AuthFrame screen="forget" choice={choice} form={form} busy={reset.isPending} onSubmit={onSubmit}>
      <NewPasswordFields scene="forget" choice={choice} passwordLabel={t('fields.newPassword')} />
    </AuthFrame>
  );
}
