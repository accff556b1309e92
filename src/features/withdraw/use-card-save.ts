// Saving a bank card (domestic or international): the request, its answer and what follows.

import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useReportError } from '@/hooks/use-report-error';

/**
 * Saves a card with `send`: the server's answer (or "Saved") in a toast, the card on file reloaded
 * (`queryKey`), then back; a refusal is reported and the form keeps what was typed.
 */
export function useCardSave(queryKey: QueryKey): (send: () => Promise<string>) => Promise<void> {
  const { t } = useTranslation('withdraw');
  const { back } = useAppNavigation();
  const reportError = useReportError();
  const queryClient = useQueryClient();
  return async (send) => {
    try {
      const answer = await send();
      Toast.show({ content: answer || t('bank.saved') });
      void queryClient.invalidateQueries({ queryKey });
      back();
    } catch (error) {
      reportError(error);
    }
  };
}
