// Dates of articles and pages in the reader's language.
import { bcp47, isLang } from '@/api/lang';
import { toMillis } from '@/lib/format';

export function formatDateTime(timestamp: number, language: string): string {
  const locale = bcp47(isLang(language) ? language : 'en');
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(toMillis(timestamp));
}
