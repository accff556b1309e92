// Turns any error a hook rejected with into the sentence to show the user, in their language.
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';

/** The browser's words for a module it could not download (Chromium, Safari, Firefox). */
const MODULE_NOT_DOWNLOADED =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return (error: unknown) => {
    // Code the screen loads on demand (the chart's library) that did not arrive: the connection.
    if (error instanceof TypeError && MODULE_NOT_DOWNLOADED.test(error.message)) return t('errors.network');
    if (!isApiError(error)) return t('errors.unexpected');
    switch (error.kind) {
      case 'business':
      case 'session-expired':
      case 'verification-required':
        return error.message || t('errors.unexpected');
      case 'network':
        return t('errors.network');
      case 'timeout':
        return t('errors.timeout');
      case 'http':
        return t('errors.http', { status: error.status ?? 0 });
      case 'contract':
        return t('errors.contract');
    }
  };
}
