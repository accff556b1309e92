// A route the app does not have (an old bookmark, a mistyped link): say so, in the reader's
// language, and offer the way home and back. Never a silent jump to Home.
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@/lib/router';
import { Page } from '@/components/page';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';

export function NotFoundScreen() {
  const { t } = useTranslation('common');
  const { back, switchTab } = useAppNavigation();
  const { pathname } = useLocation();
  return (
    <Page title={t('notFound.title')}>
      <Result status="warning" title={t('notFound.title')} description={t('notFound.description')} />
      <p className="not-found__path" translate="no">
        {pathname}
      </p>
      <div className="not-found__actions">
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
