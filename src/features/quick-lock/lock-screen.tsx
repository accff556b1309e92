// The quick lock: a full-screen modal dialog over every route (the browser's top layer, so the app
// behind is inert and the focus stays in it; Escape does not close it) with the PIN pad. The right
// PIN unlocks; each wrong one says how many tries are left, and the fifth signs the user out as
// the app's logout does (the session and the cached answers cleared, the PIN forgotten), then
// says why with the way to sign in again. "Forgot PIN" signs out too, after asking.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { ROUTES } from '@/lib/routes';
import { MAX_TRIES, readConfig } from '@/lib/quick-lock';
import { checkPin } from './pin';
import { PinPad } from './pin-pad';
import { useLockSignOut } from './use-lock-sign-out';
import './quick-lock.css';

interface LockScreenProps {
  userId: number;
  /** The user was signed out by this lock: the message and the way to sign in again. */
  signedOut: boolean;
  /** Called before the session is cleared, so that the lock stays to say why. */
  onSigningOut: () => void;
  onUnlock: () => void;
}

type Reason = 'tries' | 'forgot';

export function LockScreen({ userId, signedOut, onSigningOut, onUnlock }: LockScreenProps) {
  const { t } = useTranslation('quick-lock');
  const lockSignOut = useLockSignOut();
  const { reLaunch } = useAppNavigation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState<Reason>('tries');
  const config = readConfig(userId);
  const length = config?.length || undefined;
  const triesLeft = MAX_TRIES - (config?.failures ?? 0);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    // Whatever closes it (a browser that lets a repeated Escape through) opens it again.
    const reopen = () => {
      if (typeof dialog.showModal === 'function' && dialog.isConnected) dialog.showModal();
    };
    dialog.addEventListener('close', reopen);
    return () => {
      dialog.removeEventListener('close', reopen);
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    };
  }, []);

  // A new step (the question, the signed-out message) takes the focus on its first button.
  useEffect(() => {
    if (signedOut || asking) ref.current?.querySelector<HTMLButtonElement>('.quick-lock__primary')?.focus();
  }, [signedOut, asking]);

  async function signOut(why: Reason): Promise<void> {
    setReason(why);
    onSigningOut();
    await lockSignOut(userId);
  }

  async function onPin(pin: string): Promise<void> {
    setBusy(true);
    const result = await checkPin(userId, pin);
    setBusy(false);
    if (result.ok) return onUnlock();
    if (result.triesLeft === 0) return signOut('tries');
    setError(t('lock.wrong', { count: result.triesLeft }));
  }

  const signIn = () => {
    onUnlock();
    reLaunch(ROUTES.login);
  };

  return (
    <dialog ref={ref} className="quick-lock" aria-labelledby={titleId} onCancel={(event) => event.preventDefault()}>
      <div className="quick-lock__body">
        <svg className="quick-lock__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Zm3 4a2 2 0 0 1 1 3.73V19h-2v-1.27A2 2 0 0 1 12 14Z"
          />
        </svg>
        {signedOut ? (
          <>
            <h2 id={titleId} className="quick-lock__title">
              {t('lock.signedOutTitle')}
            </h2>
            <p className="quick-lock__text" role="alert">
              {t(reason === 'tries' ? 'lock.signedOutTries' : 'lock.signedOutForgot', { tries: MAX_TRIES })}
            </p>
            <button type="button" className="quick-lock__primary" onClick={signIn}>
              {t('lock.signIn')}
            </button>
          </>
        ) : asking ? (
          <>
            <h2 id={titleId} className="quick-lock__title">
              {t('lock.forgotTitle')}
            </h2>
            <p className="quick-lock__text">{t('lock.forgotText')}</p>
            <button type="button" className="quick-lock__primary" onClick={() => void signOut('forgot')}>
              {t('lock.forgotConfirm')}
            </button>
            <button type="button" className="quick-lock__link" onClick={() => setAsking(false)}>
              {t('lock.forgotCancel')}
            </button>
          </>
        ) : (
          <>
            <h2 id={titleId} className="quick-lock__title">
              {t('lock.title')}
            </h2>
            <PinPad
              label={t('lock.enter')}
              length={length}
              confirmText={t('lock.unlock')}
              onPin={(pin) => void onPin(pin)}
              error={error ?? (triesLeft < MAX_TRIES ? t('lock.triesLeft', { count: triesLeft }) : undefined)}
              busy={busy}
              takeFocus
            />
            <button type="button" className="quick-lock__link" onClick={() => setAsking(true)}>
              {t('lock.forgot')}
            </button>
          </>
        )}
      </div>
    </dialog>
  );
}
