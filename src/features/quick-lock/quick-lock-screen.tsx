// Settings › Security › Quick lock: a PIN of 4 to 6 digits that the app asks for after it was in
// the background for the chosen time (immediately, 1, 5 or 15 minutes), for people who hand their
// phone around. Turned on with the PIN typed twice; changing it and turning it off ask for the
// current PIN. Kept on this device only, as a salted hash (./pin.ts).
import { Button, Space, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/api/session';
import { QueryStatus } from '@/components/query-status';
import { RadioButtons } from '@/components/radio-buttons';
import { useFreshUser } from '@/hooks/use-fresh-user';
import { Page } from '@/components/page';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { LOCK_DELAYS, MAX_TRIES, readConfig, removeConfig, type LockDelay } from '@/lib/quick-lock';
import { ROUTES } from '@/lib/routes';
import { canHash, checkPin, savePin, setDelay } from './pin';
import { PinPad } from './pin-pad';
import { useLockSignOut } from './use-lock-sign-out';
import './quick-lock.css';

type Step =
  | { kind: 'view' }
  | { kind: 'new'; then: 'on' | 'change' }
  | { kind: 'repeat'; then: 'on' | 'change'; first: string }
  | { kind: 'current'; then: 'change' | 'off' };

export function QuickLockScreen() {
  const { t } = useTranslation('quick-lock');
  const { user } = useSession();
  const userId = user?.id;
  // (a session restored from its token alone learns who it is first)
  const info = useFreshUser({ whenUnknown: true });
  // Read from storage at each render (a small JSON); a change here renders again.
  const config = readConfig(userId);
  const [, setVersion] = useState(0);
  const changed = () => setVersion((v) => v + 1);
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const lockSignOut = useLockSignOut();
  const { reLaunch } = useAppNavigation();

  const go = (next: Step) => {
    setError(undefined);
    setStep(next);
  };

  async function onPin(pin: string): Promise<void> {
    if (!userId) return;
    if (step.kind === 'new') return go({ kind: 'repeat', then: step.then, first: pin });
    if (step.kind === 'repeat') {
      if (pin !== step.first) {
        setStep({ kind: 'new', then: step.then });
        return setError(t('settings.mismatch'));
      }
      setBusy(true);
      await savePin(userId, pin, config ? config.delay : 1);
      setBusy(false);
      changed();
      go({ kind: 'view' });
      Toast.show({ content: t(step.then === 'on' ? 'settings.turnedOn' : 'settings.changed'), duration: 1500 });
      return;
    }
    if (step.kind === 'current' && config) {
      // Wrong PINs count with the lock's: the fifth in a row signs out here too.
      setBusy(true);
      const result = await checkPin(userId, pin);
      setBusy(false);
      if (!result.ok && result.triesLeft === 0) {
        await lockSignOut(userId);
        Toast.show({ content: t('lock.signedOutTries', { tries: MAX_TRIES }), duration: 3000 });
        return reLaunch(ROUTES.login);
      }
      if (!result.ok) return setError(t('lock.wrong', { count: result.triesLeft }));
      if (step.then === 'change') return go({ kind: 'new', then: 'change' });
      removeConfig(userId);
      changed();
      go({ kind: 'view' });
      Toast.show({ content: t('settings.turnedOff'), duration: 1500 });
    }
  }

  const chooseDelay = (delay: LockDelay) => {
    if (!userId) return;
    setDelay(userId, delay);
    changed();
  };

  const title = t('settings.title');
  if (!userId)
    return (
      <Page title={title}>
        <div className="quick-lock-page">
          <QueryStatus query={info} />
        </div>
      </Page>
    );
  if (step.kind !== 'view') {
    const label =
      step.kind === 'current'
        ? t('settings.enterCurrent')
        : step.kind === 'new'
          ? t('settings.enterNew')
          : t('settings.enterAgain');
    return (
      <Page title={title}>
        <div className="quick-lock-page">
          <div className="quick-lock-page__step">
            <PinPad
              key={step.kind}
              label={label}
              length={step.kind === 'current' ? config?.length || undefined : undefined}
              confirmText={t(step.kind === 'repeat' ? 'settings.confirm' : 'settings.next')}
              onPin={(pin) => void onPin(pin)}
              error={error}
              busy={busy}
              takeFocus
            />
            <button type="button" className="quick-lock__link" onClick={() => go({ kind: 'view' })}>
              {t('settings.cancel')}
            </button>
          </div>
        </div>
      </Page>
    );
  }

  return (
    <Page title={title}>
      <div className="quick-lock-page">
        <p className="quick-lock-page__intro">{t('settings.intro')}</p>
        {config ? (
          <>
            <section className="quick-lock-page__delay" aria-labelledby="quick-lock-delay">
              <h2 id="quick-lock-delay" className="quick-lock-page__heading">
                {t('settings.delay')}
              </h2>
              <RadioButtons
                labelledBy="quick-lock-delay"
                className="quick-lock-delays"
                optionClass="boxed-control quick-lock-delays__option"
                checkedClass="is-checked"
                value={config.delay}
                onChange={chooseDelay}
                options={LOCK_DELAYS.map((delay) => ({
                  value: delay,
                  label: delay === 0 ? t('settings.immediately') : t('settings.minutes', { count: delay }),
                }))}
              />
            </section>
            <Space direction="vertical" block>
              <Button block size="large" onClick={() => go({ kind: 'current', then: 'change' })}>
                {t('settings.change')}
              </Button>
              <Button
                block
                size="large"
                color="danger"
                fill="outline"
                onClick={() => go({ kind: 'current', then: 'off' })}
              >
                {t('settings.turnOff')}
              </Button>
            </Space>
          </>
        ) : !canHash() ? (
          <p className="quick-lock-page__intro" role="alert">
            {t('settings.unsupported')}
          </p>
        ) : (
          <Button block size="large" color="primary" onClick={() => go({ kind: 'new', then: 'on' })}>
            {t('settings.turnOn')}
          </Button>
        )}
      </div>
    </Page>
  );
}
