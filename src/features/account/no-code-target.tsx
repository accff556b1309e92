// Shown instead of a code form when the account has neither an e-mail address nor a phone bound.
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';

export function NoCodeTarget() {
  const { t } = useTranslation('account');
  const { navigateTo } = useAppNavigation();
  return (
    <div className="account-section">
      <Result status="warning" title={t('code.noTargetTitle')} description={t('code.noTargetText')} />
      <Button block color="primary" onClick={() => navigateTo(`${ROUTES.security}?bind=phone`)}>
        {t('bindPhone.title')}
      </Button>
    </div>
  );
}
