// The popup notice: shown once per notice (the ids already shown are remembered on the device).
// The dialog and the HTML sanitizer load only when there is a notice to show: they stay out of
// what the home page loads up front.
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetPopupNotice } from '@generated/api/content/content';
import { NOTICE_STALE_MS } from './home-queries';

const NoticePopup = lazy(() => import('./notice-popup'));

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
  // The id of the notice dismissed on this visit (the device may not store it).
  const [dismissed, setDismissed] = useState<number | null>(null);
  const seen = useMemo(() => (data ? seenIds() : []), [data]);

  // Marked as seen when the user dismisses it, not when it opens: leaving the page early brings
  // it back next time.
  if (!data || seen.includes(data.id) || dismissed === data.id) return null;
  return (
    <Suspense fallback={null}>
      <NoticePopup
        title={data.title}
        html={data.content}
        ok={t('notice.ok')}
        onDismiss={() => {
          markSeen(data.id);
          setDismissed(data.id);
        }}
      />
    </Suspense>
  );
}
