// The live line of a sale: "Starts in …" before it opens, "Ends in …" while it runs, "Ended" after,
// from the NFT time rules and the shared one-second clock.
import { useTranslation } from 'react-i18next';
import { countdownTarget, remaining, timeStatus, useNow, type SaleWindow } from './nft-time';
import { useTimeText } from './use-time-text';

export function NftCountdown({ sale, className }: { sale: SaleWindow; className?: string }) {
  const { t } = useTranslation('nft');
  const now = useNow();
  const text = useTimeText();
  const status = timeStatus(sale, now);
  const target = countdownTarget(sale, now);
  const label =
    status === 0 || target === null
      ? t('time.ended')
      : t(status === 2 ? 'time.startsIn' : 'time.endsIn', { time: text(remaining(target, now)) });
  return (
    <p className={`nft-countdown nft-countdown--${status} ${className ?? ''}`} aria-live="off">
      {label}
    </p>
  );
}
