// Password recovery: the account, a code sent to it (60 s resend countdown) and a new password
// typed twice.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Tabs, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from '@generated/api/auth/auth';
import { FormField } from '@/components/form-field';
import { LanguageButton } from '@/components/language-button';
import { Page } from '@/components/page';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useClickGuard } from '@/hooks/use-click-guard';
import { useReportError } from '@/hooks/use-report-error';
import { DEFAULT_AREA_CODE, type AreaCode } from '@/lib/area-codes';
import { ROUTES } from '@/lib/routes';
import { AccountInput } from './account-input';
import { AuthHeader } from './auth-header';
import { forgetSchema, type AccountKind, type ForgetForm } from './auth-schemas';
import { CodeInput } from './code-input';
import { PasswordInput } from './password-input';
import { useSendCode } from './use-send-code';
import './auth.css';

export function ForgetScreen() {
  const { t } = useTranslation('auth');
  const { redirectTo } = useAppNavigation();
  const reportError = useReportError();
  const [kind, setKind] = useState<AccountKind>('email');
  const [area, setArea] = useState<AreaCode>(DEFAULT_AREA_CODE);
  const sendCode = useSendCode('forget', kind);
  const reset = useResetPassword();

  const form = useForm<ForgetForm>({
    resolver: zodResolver(forgetSchema(kind, area.dial)),
    defaultValues: { account: '', code: '', password: '', rePassword: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const message = (key?: string) => (key ? t(key) : undefined);

  async function onSendCode(): Promise<void> {
    if (!(await form.trigger('account'))) return;
    const sent = await sendCode.send(form.getValues('account').trim(), area.dial);
    if (sent) Toast.show({ content: t('code.sent'), duration: 1500 });
  }

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

  const submit = useClickGuard(() => form.handleSubmit(onSubmit)(), reset.isPending);

  return (
    <Page title={t('forget.navTitle')} right={<LanguageButton />}>
      <div className="auth">
        <AuthHeader title={t('forget.title')} subtitle={t('forget.subtitle')} />
        <Tabs
          activeKey={kind}
          onChange={(key) => {
            setKind(key === 'phone' ? 'phone' : 'email');
            form.clearErrors();
          }}
          className="auth__tabs"
        >
          <Tabs.Tab title={t('fields.email')} key="email" />
          <Tabs.Tab title={t('fields.phone')} key="phone" />
        </Tabs>
        <form
          className="auth__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Controller
            control={form.control}
            name="account"
            render={({ field }) => (
              <FormField
                id="forget-account"
                label={kind === 'email' ? t('fields.email') : t('fields.phone')}
                error={message(errors.account?.message)}
              >
                <AccountInput
                  id="forget-account"
                  kind={kind}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  area={area}
                  onAreaChange={setArea}
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="code"
            render={({ field }) => (
              <FormField id="forget-code" label={t('fields.code')} error={message(errors.code?.message)}>
                <CodeInput
                  id="forget-code"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  onSend={() => void onSendCode()}
                  sending={sendCode.pending}
                  remaining={sendCode.remaining}
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormField id="forget-password" label={t('fields.newPassword')} error={message(errors.password?.message)}>
                <PasswordInput
                  id="forget-password"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={t('fields.newPasswordPlaceholder')}
                  autoComplete="new-password"
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="rePassword"
            render={({ field }) => (
              <FormField
                id="forget-repassword"
                label={t('fields.rePassword')}
                error={message(errors.rePassword?.message)}
              >
                <PasswordInput
                  id="forget-repassword"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={t('fields.rePasswordPlaceholder')}
                  autoComplete="new-password"
                />
              </FormField>
            )}
          />
          <Button block type="submit" color="primary" size="large" loading={reset.isPending} disabled={reset.isPending}>
            {t('forget.submit')}
          </Button>
        </form>
      </div>
    </Page>
  );
}
