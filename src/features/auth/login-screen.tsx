// Sign in with an e-mail address or a phone number and the password. Bad input is caught before
// any request; a refused sign-in shows the server's message; a network failure keeps the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { Navigate } from '@/lib/router-components';
import { useLoginUser } from '@generated/api/auth/auth';
import { getUserInfo } from '@generated/api/account/account';
import { getToken, setToken, setUser } from '@/api/session';
import { PasswordField } from '@/components/form/password-field';
import { NavTextButton } from '@/components/nav-text-button';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useReportError } from '@/hooks/use-report-error';
import { KNOWN_PATHS, ROUTES, safeRedirect } from '@/lib/routes';
import { AuthAccountField } from './account-fields';
import { AuthFrame } from './auth-frame';
import { loginSchema, type LoginForm } from './auth-schemas';
import { useAccountChoice } from './use-account-choice';

export function LoginScreen() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { reLaunch } = useAppNavigation();
  const reportError = useReportError();
  const choice = useAccountChoice(params.get('type') === 'phone' ? 'phone' : 'email');
  const { kind, area } = choice;
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
    <AuthFrame screen="login" choice={choice} form={form} busy={login.isPending} onSubmit={onSubmit}>
      <AuthAccountField choice={choice} />
      <PasswordField
        name="password"
        label={t('fields.password')}
        placeholder={t('fields.passwordPlaceholder')}
        autoComplete="current-password"
      />
      <div className="auth__row auth__row--end">
        <NavTextButton to={ROUTES.forget}>{t('login.forgot')}</NavTextButton>
      </div>
    </AuthFrame>
  );
}
