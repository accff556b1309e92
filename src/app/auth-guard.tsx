// Pages that need a session: without a token the user is told to log in first and taken to the
// login page after 1.2 s, which brings them back here after signing in.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '@/lib/router';
import { apiConfig } from '@/api/config';
import { signInPending } from '@/api/http-client';
import { useSession } from '@/api/session';
import { loginPathFor } from '@/lib/routes';
import { showToast } from './ui-kit';

export function AuthGuard({ children }: { children: React.ReactNode }) {
  const { token, ended } = useSession();
  // The session ended while this page was open, by the person's own "Log out" (the app goes home)
  // or by a 999 (the client says so and opens login), or by a 999 just before the page opened (the
  // answer to the entry's first call, on a returning visit with an expired token): the page leaves
  // quietly, without a second message. A session that ends in another tab still gets the message
  // and the way to log in, and so does a page opened later without a session.
  const [openedSignedIn] = useState(() => Boolean(token));
  const quietNow = !token && ended !== undefined && (openedSignedIn || (ended === 'expired' && signInPending()));
  // Once quiet, the page stays quiet while it leaves: the sign-in it is leaving for is no longer
  // "pending" once it has opened, and the page may render once more on its way out.
  const [wasQuiet, setWasQuiet] = useState(false);
  if (quietNow && !wasQuiet) setWasQuiet(true);
  const quiet = !token && (quietNow || wasQuiet);
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = location.pathname + location.search;

  useEffect(() => {
    if (token || quiet) return;
    showToast(t('auth.loginFirst'));
    const timer = setTimeout(() => navigate(loginPathFor(returnTo), { replace: true }), apiConfig.redirectDelay);
    return () => clearTimeout(timer);
  }, [token, quiet, navigate, returnTo, t]);

  if (token) return <>{children}</>;
  if (quiet) return null;
  return (
    <div className="page-fallback" role="status">
      <p className="page-fallback__title">{t('auth.loginFirst')}</p>
      <button
        type="button"
        className="shell-button"
        onClick={() => navigate(loginPathFor(returnTo), { replace: true })}
      >
        {t('auth.goToLogin')}
      </button>
    </div>
  );
}
