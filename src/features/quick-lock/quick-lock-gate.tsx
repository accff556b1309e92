// Quick lock's gate, mounted once beside the routes: for a signed-in user who turned quick lock on,
// it notes when the app is hidden and, when it comes back after the chosen delay (or starts again
// after it, or was locked when reloaded), covers every route with the PIN lock. The lock screen
// and its texts load only then: the gate itself is a few lines and reads no crypto.
import { lazy, Suspense, useEffect, useState } from 'react';
import { getSession, subscribeSession, useSession } from '@/api/session';
import { isLocked, lockDue, readConfig, readHiddenAt, setLocked, writeHiddenAt } from '@/lib/quick-lock';

const LockScreen = lazy(() => import('./lock-screen').then((m) => ({ default: m.LockScreen })));

/** An opaque cover while the lock screen loads: nothing of the page shows through. */
const COVER = { position: 'fixed', inset: 0, zIndex: 10000, background: 'var(--app-bg, #0b0e11)' } as const;

type Phase = 'open' | 'locked' | 'signed-out';

/** Whether the app must be locked now for this user (a lock left on, or back after the delay). */
function lockedAtStart(userId: number | undefined): boolean {
  const config = readConfig(userId);
  if (!config) return false;
  if (isLocked()) return true;
  const due = lockDue(readHiddenAt(), Date.now(), config.delay);
  writeHiddenAt(null);
  if (due) setLocked(true);
  return due;
}

export function QuickLockGate() {
  const { token, user } = useSession();
  const userId = token ? user?.id : undefined;
  const [phase, setPhase] = useState<Phase>(() => (lockedAtStart(userId) ? 'locked' : 'open'));

  // Hidden: note the time (closing the tab hides it too). Shown: lock when it was away long enough.
  useEffect(() => {
    if (!userId) return;
    const onVisibility = () => {
      const config = readConfig(userId);
      if (!config) return;
      if (document.visibilityState === 'hidden') {
        if (!isLocked()) writeHiddenAt(Date.now());
        return;
      }
      const due = lockDue(readHiddenAt(), Date.now(), config.delay);
      writeHiddenAt(null);
      if (due) {
        setLocked(true);
        setPhase('locked');
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [userId]);

  // A session ended elsewhere (another tab signed out, the token expired): nothing left to guard.
  useEffect(
    () =>
      subscribeSession(() => {
        if (getSession().token) return;
        setLocked(false);
        setPhase((current) => (current === 'locked' ? 'open' : current));
      }),
    [],
  );

  if (phase === 'open') return null;
  return (
    <Suspense fallback={<div style={COVER} aria-busy="true" />}>
      <LockScreen
        userId={userId ?? 0}
        signedOut={phase === 'signed-out'}
        onSigningOut={() => setPhase('signed-out')}
        onUnlock={() => {
          setLocked(false);
          setPhase('open');
        }}
      />
    </Suspense>
  );
}
