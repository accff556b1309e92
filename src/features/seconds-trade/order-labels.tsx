// Order labels said in words: up or down with an arrow and a colour (colour is never the only
// signal), and durations.
import { useTranslation } from 'react-i18next';
import { formatCountdown } from './seconds-math';
import { durationLabel } from './duration-label';

export function DirectionLabel({ type }: { type: number }) {
  const { t } = useTranslation('seconds-trade');
  const up = type === 1;
  return (
    <span className={up ? 'seconds-direction up' : 'seconds-direction down'}>
      <span aria-hidden="true">{up ? '▲' : '▼'}</span> {up ? t('direction.up') : t('direction.down')}
    </span>
  );
}

/** The time an open order has left (`0:45`), or "settling" once it has run out. */
export function TimeLeftText({ remaining }: { remaining: number }) {
  const { t } = useTranslation('seconds-trade');
  return <>{remaining > 0 ? formatCountdown(remaining) : t('countdown.settlingShort')}</>;
}

/** A duration as the trader reads it: `30s`, `5m`, `1h`. */
export function Duration({ seconds }: { seconds: number }) {
  const { t } = useTranslation('seconds-trade');
  return <>{durationLabel(t, seconds)}</>;
}
