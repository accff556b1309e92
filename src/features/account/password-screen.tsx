// Change the pay password with a form: a 6-digit code sent to the bound e-mail address or phone
// (60 s resend countdown) and the new six digits typed twice (/safe/update_password). The login
// password is not changed here: the contract resets it with a code (/user/forget), linked below.
import { useTranslation } from 'react-i18next';
import { PromptLink } from '@/components/prompt-link';
import { ROUTES } from '@/lib/routes';
import { PayPasswordPage } from './pay-password-form';

export function PasswordScreen() {
  const { t } = useTranslation('account');
  return (
    <PayPasswordPage
      variant="password"
      footer={
        <PromptLink
          className="account-hint"
          prompt={t('password.loginHint')}
          link={t('password.loginLink')}
          to={ROUTES.forget}
        />
      }
    />
  );
}
