// The one allowed placeholder: areas that a later release delivers say so, translated, and offer
// a way back. No fake data is shown.
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { Page } from './page';

export function ComingSoonScreen() {
  const { t } = useTranslation('common');
  const { back, switchTab } = useAppNavigation();
  return (
    <Page title={t('comingSoon.title')}>
      <Result status="waiting" title={t('comingSoon.title')} description={t('comingSoon.description')} />
      <div className="coming-soon__actions">
        <Button block color="primary" onClick={() => switchTab(ROUTES.home)}>
          {t('actions.goHome')}
        </Button>
        <Button block fill="outline" onClick={() => back()}>
          {t('actions.back')}
        </Button>
      </div>
    </Page>
  );
}
