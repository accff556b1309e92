// The text of the time left of a sale (src/features/nft/nft-countdown.tsx).

import { useTranslation } from 'react-i18next';
import { clockText, type remaining } from './nft-time';

export function useTimeText(): (left: ReturnType<typeof remaining>) => string {
  const { t } = useTranslation('nft');
  return (left) =>
    left.days > 0 ? t('time.daysClock', { count: left.days, clock: clockText({ ...left, days: 0 }) }) : clockText(left);
}
