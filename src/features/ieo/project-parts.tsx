// The parts of an IEO project that the list card and the subscription page both show: the
// countdown of its window and its subscription progress.
import { useTranslation } from 'react-i18next';
import { EarnProgress } from '@/components/earn-card';
import { formatFixed } from '@/lib/format';
import type { WindowState } from './ieo-terms';
import { WindowCountdown } from './window-countdown';

export function ProjectWindow({ state, startAt, endAt }: { state: WindowState; startAt: string; endAt: string }) {
  return (
    <p className="earn-card__note">
      <WindowCountdown state={state} startAt={startAt} endAt={endAt} />
    </p>
  );
}

/** The progress bar of `percentage` (the server's figure, kept within 0 to 100) and its figure. */
export function ProjectProgress({ percentage }: { percentage: string }) {
  const { t } = useTranslation('ieo');
  const figure = formatFixed(percentage, 2);
  const percent = Math.min(100, Math.max(0, Number(figure) || 0));
  return (
    <EarnProgress
      percent={percent}
      label={t('fields.progress')}
      text={t('fields.progressValue', { percent: figure })}
    />
  );
}
