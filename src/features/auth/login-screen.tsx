// Sign in with an e-mail address or a phone number and the password. Bad input is caught before
// any request; a refused sign-in shows the server's message; a network failure keeps the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLoginUser } from '@generated/api/auth/auth';
import { getUserInfo } from '@generated/api/account/account';
import { setToken, setUser } from '@/api/session';
import { FormField } from '@/components/form-field';
import { LanguageButton } from '@/components/language-button';
import { Page } from '@/components/page';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useClickGuard } from '@/hooks/use-click-guard';
import { useReportError } from '@/hooks/use-report-error';
import { DEFAULT_AREA_CODE, type AreaCode } from '@/lib/area-codes';
import { KNOWN_PATHS, ROUTES, safeRedirect } from '@/lib/routes';
import { AccountInput } from './account-input';
import { loginSchema, type AccountKind, type LoginForm } from './auth-schemas';
import { AuthHeader } from './auth-header';
import { PasswordInput } from './password-input';
import './auth.css';

export function LoginScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { navigateTo, reLaunch } = useAppNavigation();
  const reportError = useReportError();
  const [kind, setKind] = useState<AccountKind>(params.get('type') === 'phone' ? 'phone' : 'email');
  const [area, setArea] = useState<AreaCode>(DEFAULT_AREA_CODE);
  const login = useLoginUser();

  const form = useForm<LoginForm>({
    resolver: zodResolver(loginSchema(kind, area.dial)),
    defaultValues: { account: params.get('account') ?? '', password: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  async function onSubmit(values: LoginForm): Promise<void> {
    try {
      const token = await login.mutateAsync({
        data: {
          user_string: values.account.trim(),
          password: values.password,
          type: 1,
          ...(kind === 'phone' ? { area_code_id: area.id } : {}),
        },
      });
      setToken(token);
      try {
        setUser(await getUserInfo());
      } catch {
        // The profile loads again on the next screen that needs it.
      }
      reLaunch(safeRedirect(params.get('redirect'), KNOWN_PATHS) ?? ROUTES.home);
    } catch (error) {
      reportError(error);
    }
  }

  const submit = useClickGuard(() => form.handleSubmit(onSubmit)(), login.isPending);

  return (
    <Page title={t('login.navTitle')} right={<LanguageButton />}>
      <div className="auth">
        <AuthHeader title={t('login.title')} subtitle={t('login.subtitle')} />
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
                id="login-account"
                label={kind === 'email' ? t('fields.email') : t('fields.phone')}
                error={errors.account?.message && t(errors.account.message)}
              >
                <AccountInput
                  id="login-account"
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
            name="password"
            render={({ field }) => (
              <FormField
                id="login-password"
                label={t('fields.password')}
                error={errors.password?.message && t(errors.password.message)}
              >
                <PasswordInput
                  id="login-password"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={t('fields.passwordPlaceholder')}
                  autoComplete="current-password"
                />
              </FormField>
            )}
          />
          <div className="auth__row auth__row--end">
            <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.forget)}>
              {t('login.forgot')}
            </button>
          </div>
          <Button block type="submit" color="primary" size="large" loading={login.isPending} disabled={login.isPending}>
            {t('login.submit')}
          </Button>
        </form>
        <p className="auth__switch">
          {t('login.noAccount')}{' '}
          <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.register)}>
            {t('login.toRegister')}
          </button>
        </p>
      </div>
    </Page>
  );
}
