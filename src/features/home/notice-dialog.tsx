// The popup notice: shown once per notice (the ids already shown are remembered on the device).
// The dialog and the HTML sanitizer load only when there is a notice to show: they stay out of
// what the home page loads up front.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetPopupNotice } from '@generated/api/content/content';
import { NOTICE_STALE_MS } from './home-queries';

const SEEN_KEY = 'noticeSeen';

function seenIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

function markSeen(id: number): void {
  try {
    localStorage.setItem(SEEN_KEY, JSON.stringify([...seenIds().slice(-19), id]));
  } catch {
    // storage unavailable: the notice may show again next time
  }
}

export function NoticeDialog() {
  const { t } = useTranslation('home');
  const notice = useGetPopupNotice(undefined, { query: { staleTime: NOTICE_STALE_MS } });
  const data = notice.data;

  useEffect(() => {
    if (!data || seenIds().includes(data.id)) return;
    // Marked as seen when the user dismisses it, not when it opens: leaving the page early
    // brings it back next time.
    let leaving = false;
    const dismissed = () => {
      if (!leaving) markSeen(data.id);
    };
    let close: (() => void) | null = null;
    void import('./notice-popup').then(({ showNotice }) => {
      if (leaving) return;
      close = showNotice({ title: data.title, html: data.content, ok: t('notice.ok'), onDismiss: dismissed });
    });
    return () => {
      leaving = true;
      close?.();
    };
  }, [data, t]);

  return null;
}
