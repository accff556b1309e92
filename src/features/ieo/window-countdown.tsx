// The live countdown of an IEO window: to the start during warm-up, to the end while live.
import { useTranslation } from 'react-i18next';
import { countdownTo, parseServerTime, useSecondClock } from '@/hooks/use-second-clock';
import type { WindowState } from './ieo-terms';

export function WindowCountdown({ state, startAt, endAt }: { state: WindowState; startAt: string; endAt: string }) {
  const { t } = useTranslation('ieo');
  const now = useSecondClock();
  if (state === 'ended') return <span>{t('countdown.ended')}</span>;
  const target = parseServerTime(state === 'warmup' ? startAt : endAt);
  if (!Number.isFinite(target)) return <span>--</span>;
  const left = countdownTo(target, now);
  const text = t('countdown.value', {
    days: left.days,
    hours: String(left.hours).padStart(2, '0'),
    minutes: String(left.minutes).padStart(2, '0'),
    seconds: String(left.seconds).padStart(2, '0'),
  });
  return (
    <span data-testid="ieo-countdown" role="timer">
      {t(state === 'warmup' ? 'countdown.startsIn' : 'countdown.endsIn', { time: text })}
    </span>
  );
}
