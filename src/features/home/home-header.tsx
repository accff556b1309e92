// The home header: the site's logo and name, the language switch, the notifications bell (signed
// in) and the account button.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { logoutUser } from '@generated/api/auth/auth';
import { useGetSiteConfig } from '@generated/api/content/content';
import { resolveImageUrl } from '@/api/image-url';
import { clearSession, useSession } from '@/api/session';
import { LanguageButton } from '@/components/language-button';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useAfterContent } from '@/hooks/use-after-content';
import { useLazyOpen } from '@/hooks/use-lazy-open';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ROUTES } from '@/lib/routes';
import { showToast } from '@/lib/toast';
import { SITE_STALE_MS } from './home-queries';

// The kit's pieces (the account sheet, the toast) load when first needed: Home paints without them.
const AccountSheet = lazy(() => import('./account-sheet').then((m) => ({ default: m.AccountSheet })));
// The bell and its unread count load once Home has shown its content; its place is kept till then.
const HomeBell = lazy(() => import('./home-bell').then((m) => ({ default: m.HomeBell })));

function BellSlot() {
  const ready = useAfterContent();
  const slot = <span className="home-header__bell-slot" aria-hidden="true" />;
  if (!ready) return slot;
  return (
    <Suspense fallback={slot}>
      <HomeBell />
    </Suspense>
  );
}

export function HomeHeader() {
  const { t } = useTranslation('home');
  const site = useGetSiteConfig(undefined, { query: { staleTime: SITE_STALE_MS }, request: { silent: true } });
  const { token, user } = useSession();
  const { navigateTo, reLaunch } = useAppNavigation();
  const menu = useLazyOpen();
  const logo = resolveImageUrl(site.data?.site_logo);
  useDocumentTitle(site.data?.site_name ?? t('title'));
  const avatar = resolveImageUrl(user?.head_portrait);

  async function signOut(): Promise<void> {
    menu.hide();
    try {
      await logoutUser(undefined, { silent: true });
    } catch {
      // Signing out always works locally, even when the session had already expired.
    }
    clearSession('logout');
    showToast(t('account.signedOut'));
    reLaunch(ROUTES.home);
  }

  return (
    <header className="home-header">
      <div className="home-header__brand">
        {/* The logo's place is kept while the site's settings load: the name does not move. */}
        {logo ? (
          <img src={logo} alt="" width={28} height={28} />
        ) : (
          site.isPending && <span className="home-header__logo-slot" aria-hidden="true" />
        )}
        <h1>{site.data?.site_name ?? t('title')}</h1>
      </div>
      <div className="home-header__actions">
        <LanguageButton />
        {token && <BellSlot />}
        {token ? (
          <button type="button" className="home-header__avatar" onClick={menu.show} aria-label={t('account.menu')}>
            {avatar ? (
              <img src={avatar} alt="" width={30} height={30} />
            ) : (
              <span aria-hidden="true">{(user?.nickname ?? '?').slice(0, 1)}</span>
            )}
          </button>
        ) : (
          <button type="button" className="home-header__login" onClick={() => navigateTo(ROUTES.login)}>
            {t('account.signIn')}
          </button>
        )}
      </div>
      {menu.wanted && (
        <Suspense fallback={null}>
          <AccountSheet visible={menu.open} user={user} onClose={menu.hide} onSignOut={() => void signOut()} />
        </Suspense>
      )}
    </header>
  );
}
