// The popup notice's dialog, loaded by notice-dialog.tsx when there is a notice to show: the
// kit-free dialog (Home paints without the kit) with the notice's HTML sanitized.
import { HtmlContent } from '@/components/html-content';
import { LightDialog } from '@/components/light-dialog';

interface NoticePopupProps {
  title: string;
  html: string;
  ok: string;
  onDismiss: () => void;
}

export default function NoticePopup({ title, html, ok, onDismiss }: NoticePopupProps) {
  return (
    <LightDialog title={title} action={ok} onClose={onDismiss} className="notice-dialog">
      <HtmlContent html={html} className="notice-content" />
    </LightDialog>
  );
}
