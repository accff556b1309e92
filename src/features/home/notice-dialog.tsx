// The popup notice: shown once per notice (the ids already shown are remembered on the device).
import { Dialog } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetPopupNotice } from '@generated/api/content/content';
import { HtmlContent } from '@/components/html-content';

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
  const notice = useGetPopupNotice(undefined, { query: { staleTime: 5 * 60_000 } });
  const data = notice.data;

  useEffect(() => {
    if (!data || seenIds().includes(data.id)) return;
    // Marked as seen when the user dismisses it, not when it opens: leaving the page early
    // brings it back next time.
    let leaving = false;
    const dismissed = () => {
      if (!leaving) markSeen(data.id);
    };
    const handler = Dialog.show({
      title: data.title,
      bodyClassName: 'notice-dialog',
      content: <HtmlContent html={data.content} className="notice-content" />,
      closeOnMaskClick: true,
      closeOnAction: true,
      onAction: dismissed,
      onClose: dismissed,
      actions: [{ key: 'ok', text: t('notice.ok'), bold: true }],
    });
    return () => {
      leaving = true;
      handler.close();
    };
  }, [data, t]);

  return null;
}
