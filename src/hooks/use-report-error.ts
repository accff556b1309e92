// Reports a failed action with a toast. Server refusals were already shown by the API layer
// (its message, or the 999/998 redirect), so only transport and contract trouble is added here.
import { useCallback } from 'react';
import { isApiError } from '@/api/errors';
import { showToast } from '@/lib/toast';
import { useErrorText } from './use-error-text';

export function useReportError(): (error: unknown) => void {
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.isServerMessage) return;
      showToast(errorText(error), 2500);
    },
    [errorText],
  );
}
