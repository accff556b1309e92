// Turns any error a hook rejected with into the sentence to show the user, in their language.
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';

export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return (error: unknown) => {
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
