// Sign in with an e-mail address or a phone number and the password. Bad input is caught before
// any request; a refused sign-in shows the server's message; a network failure keeps the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useLoginUser } from '@generated/api/auth/auth';
import { getUserInfo } from '@generated/api/account/account';
import { getToken, setToken, setUser } from '@/api/session';
import { Form, SubmitButton } from '@/components/form/form';
import { PasswordField } from '@/components/form/password-field';
import { LanguageButton } from '@/components/language-button';
import { Page } from '@/components/page';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useReportError } from '@/hooks/use-report-error';
import { readAreaChoice } from '@/hooks/use-area-choice';
import type { AreaCode } from '@/lib/area-codes';
import { KNOWN_PATHS, ROUTES, safeRedirect } from '@/lib/routes';
import { AccountTabs, AuthAccountField } from './account-fields';
import { loginSchema, type AccountKind, type LoginForm } from './auth-schemas';
import { AuthHeader } from './auth-header';
import './auth.css';

export function LoginScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { navigateTo, reLaunch } = useAppNavigation();
  const reportError = useReportError();
  const [kind, setKind] = useState<AccountKind>(params.get('type') === 'phone' ? 'phone' : 'email');
  const [area, setArea] = useState<AreaCode>(readAreaChoice);
  const login = useLoginUser();

  const form = useForm<LoginForm>({
    resolver: zodResolver(loginSchema(kind, area.dial)),
    defaultValues: { account: params.get('account') ?? '', password: '' },
    mode: 'onTouched',
  });

  // Already signed in (a bookmark, the back button): the login form has nothing to do here.
  const [signedInOnArrival] = useState(() => Boolean(getToken()));
  const afterLogin = safeRedirect(params.get('redirect'), KNOWN_PATHS) ?? ROUTES.home;
  if (signedInOnArrival) return <Navigate to={afterLogin} replace />;

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
      reLaunch(afterLogin);
    } catch (error) {
      reportError(error);
    }
  }

  return (
    <Page title={t('login.navTitle')} right={<LanguageButton />}>
      <div className="auth">
        <AuthHeader title={t('login.title')} subtitle={t('login.subtitle')} />
        <AccountTabs
          kind={kind}
          onChange={(next) => {
            setKind(next);
            form.clearErrors();
          }}
        />
        <Form form={form} id="login" ns="auth" busy={login.isPending} onSubmit={onSubmit} className="auth__form">
          <AuthAccountField kind={kind} area={area} onAreaChange={setArea} />
          <PasswordField
            name="password"
            label={t('fields.password')}
            placeholder={t('fields.passwordPlaceholder')}
            autoComplete="current-password"
          />
          <div className="auth__row auth__row--end">
            <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.forget)}>
              {t('login.forgot')}
            </button>
          </div>
          <SubmitButton>{t('login.submit')}</SubmitButton>
        </Form>
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
