// The popup notice's dialog, loaded on demand by notice-dialog.tsx: the kit's Dialog with the
// notice's HTML sanitized.
import { Dialog } from 'antd-mobile';
import { HtmlContent } from '@/components/html-content';

interface Notice {
  title: string;
  html: string;
  ok: string;
  onDismiss: () => void;
}

/** Shows the notice; returns how to close it (when the page is left). */
export function showNotice({ title, html, ok, onDismiss }: Notice): () => void {
  const handler = Dialog.show({
    title,
    // The dialog is named by its title (the kit does not link them).
    'aria-label': title,
    bodyClassName: 'notice-dialog',
    content: <HtmlContent html={html} className="notice-content" />,
    closeOnMaskClick: true,
    closeOnAction: true,
    onAction: onDismiss,
    onClose: onDismiss,
    actions: [{ key: 'ok', text: ok, bold: true }],
  });
  return () => handler.close();
}
