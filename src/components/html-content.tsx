// Renders HTML that came from the server, sanitized with DOMPurify (src/lib/sanitize-html.ts): no
// scripts, frames, forms or event handlers, no javascript: links; links to the app's pages stay
// in the app when they are known routes, other links open in a new tab.
import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';

export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={['html-content', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
