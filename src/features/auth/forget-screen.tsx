// Password recovery: the account, a code sent to it (60 s resend countdown) and a new password
// typed twice.
import { zodResolver } from '@hookform/resolvers/zod';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from '@generated/api/auth/auth';
import { Form, SubmitButton } from '@/components/form/form';
import { LanguageButton } from '@/components/language-button';
import { Page } from '@/components/page';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useReportError } from '@/hooks/use-report-error';
import { DEFAULT_AREA_CODE, type AreaCode } from '@/lib/area-codes';
import { ROUTES } from '@/lib/routes';
import { AccountTabs, NewPasswordFields } from './account-fields';
import { AuthHeader } from './auth-header';
import { forgetSchema, type AccountKind, type ForgetForm } from './auth-schemas';
import './auth.css';

export function ForgetScreen() {
  const { t } = useTranslation('auth');
  const { redirectTo } = useAppNavigation();
  const reportError = useReportError();
  const [kind, setKind] = useState<AccountKind>('email');
  const [area, setArea] = useState<AreaCode>(DEFAULT_AREA_CODE);
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
      Toast.show({ content: done || t('forget.success'), duration: 1500 });
      redirectTo(`${ROUTES.login}?account=${encodeURIComponent(account)}${kind === 'phone' ? '&type=phone' : ''}`);
    } catch (error) {
      reportError(error);
    }
  }

  return (
    <Page title={t('forget.navTitle')} right={<LanguageButton />}>
      <div className="auth">
        <AuthHeader title={t('forget.title')} subtitle={t('forget.subtitle')} />
        <AccountTabs
          kind={kind}
          onChange={(next) => {
            setKind(next);
            form.clearErrors();
          }}
        />
        <Form form={form} id="forget" ns="auth" busy={reset.isPending} onSubmit={onSubmit} className="auth__form">
          <NewPasswordFields
            scene="forget"
            kind={kind}
            area={area}
            onAreaChange={setArea}
            passwordLabel={t('fields.newPassword')}
          />
          <SubmitButton>{t('forget.submit')}</SubmitButton>
        </Form>
      </div>
    </Page>
  );
}
