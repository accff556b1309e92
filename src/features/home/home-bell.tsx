// The notifications bell of Home's header, for a signed-in user: it opens the notifications list
// and shows how many are unread (announcements, the popup notice and the account notices: the one
// count Settings shows too, src/hooks/use-notifications.ts); the count falls as notices are read
// (their lists are updated in the cache). Loaded, with the count's calls, once Home has shown its
// content (home-header.tsx keeps the bell's place until then): not on Home's first paint.
import { useTranslation } from 'react-i18next';
import { BellButton } from '@/components/bell-button';
import { QueryError } from '@/components/query-error';
import { retryOf } from '@/components/retry-of';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useUnreadCount } from '@/hooks/use-notifications';
import { ROUTES } from '@/lib/routes';

export function HomeBell() {
  const { t } = useTranslation('home');
  const { navigateTo } = useAppNavigation();
  const { count } = useUnreadCount();
  return (
    <BellButton
      label={count ? t('bell.unread', { count }) : t('bell.label')}
      count={count}
      onClick={() => navigateTo(ROUTES.notifications)}
    />
  );
}

/** Says when the unread count cannot be read, with a retry (the bell then shows no count). */
export function HomeBellError() {
  const { t } = useTranslation('common');
  const { failed } = useUnreadCount();
  return failed ? <QueryError inline title={t('partial.notifications')} {...retryOf(failed)} /> : null;
}
