// Change the pay password with a form: a 6-digit code sent to the bound e-mail address or phone
// (60 s resend countdown) and the new six digits typed twice (/safe/update_password). The login
// password is not changed here: the contract resets it with a code (/user/forget), linked below.
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { PayPasswordPage } from './pay-password-form';

export function PasswordScreen() {
  const { t } = useTranslation('account');
  const { navigateTo } = useAppNavigation();
  return (
    <PayPasswordPage
      title={t('password.title')}
      id="password"
      input="typed"
      mode="onTouched"
      intro={t('password.intro')}
      submitText={t('password.submit')}
      footer={
        <p className="account-hint">
          {t('password.loginHint')}{' '}
          <button type="button" className="link-button" onClick={() => navigateTo(ROUTES.forget)}>
            {t('password.loginLink')}
          </button>
        </p>
      }
    />
  );
}
