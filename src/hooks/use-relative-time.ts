// The relative-time rule of product-spec.md §9 (src/lib/format.ts relativeTime) in the user's
// language: "Just now", "3 min ago", "2 h ago", "4 d ago", then the date.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '@/lib/format';

export function useRelativeTime(): (timestamp: number, now?: number) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (timestamp, now) => {
      const r = relativeTime(timestamp, now);
      if (r.unit === 'justNow') return t('time.justNow');
      if (r.unit === 'date') return r.date;
      return t(`time.${r.unit}Ago`, { count: r.count });
    },
    [t],
  );
}
