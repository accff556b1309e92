// The area-code page (`/pages/common/area`): the dialling codes with a search box. The choice is
// kept for the session and the sign-in, registration and reset forms start with it; the page then
// returns where it was opened from (or to sign-in when opened by a link of its own).
import { useLocation } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { AreaCodeList } from '@/components/area-code-picker';
import { Page } from '@/components/page';
import { saveAreaChoice } from '@/hooks/use-area-choice';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';

export function AreaScreen() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const { back, redirectTo } = useAppNavigation();
  return (
    <Page title={t('areaCode.title')}>
      <AreaCodeList
        onSelect={(area) => {
          saveAreaChoice(area);
          if (location.key === 'default') redirectTo(ROUTES.login);
          else back();
        }}
      />
    </Page>
  );
}
