// Dates of articles and pages in the reader's language.
import { bcp47, isLang } from '@/api/lang';
import { formatDateTime as formatMoment, toMillis } from '@/lib/format';

export function formatDateTime(timestamp: number, language: string): string {
  return formatMoment(toMillis(timestamp), bcp47(isLang(language) ? language : 'en'));
}
