// Lock mining welcome, for a first visit: what locking does, the daily yield, the early-redemption
// rule, then on to the products.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EarnPage } from '@/components/earn-page';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { markWelcomeSeen } from './welcome';

export function LockmingWelcomeScreen() {
  const { t } = useTranslation('mining');
  const { redirectTo } = useAppNavigation();
  return (
    <EarnPage title={t('welcome.title')}>
      <section className="earn-summary">
        <h2 className="earn-summary__value">{t('welcome.headline')}</h2>
        <p className="earn-summary__label">{t('welcome.lead')}</p>
      </section>
      <ol className="earn-steps earn-card">
        <li>{t('welcome.step1')}</li>
        <li>{t('welcome.step2')}</li>
        <li>{t('welcome.step3')}</li>
        <li>{t('welcome.step4')}</li>
      </ol>
      <Button
        block
        color="primary"
        size="large"
        className="earn-form__submit"
        onClick={() => {
          markWelcomeSeen();
          redirectTo(ROUTES.lockming);
        }}
      >
        {t('welcome.start')}
      </Button>
    </EarnPage>
  );
}
