// Set or change the 6-digit pay password that withdrawals and transfers ask for: the six digits
// in passcode boxes, once more to confirm, then the code sent to the bound e-mail or phone
// (/safe/update_password).
import { useTranslation } from 'react-i18next';
import { PayPasswordPage } from './pay-password-form';

export function PayPasswordScreen() {
  const { t } = useTranslation('account');
  return <PayPasswordPage variant="payPassword" note={<p className="account-hint">{t('payPassword.rules')}</p>} />;
}
