// Sending a withdrawal (/wallet/out), to an address or to a bank card: on success the server's
// confirmation as a toast, fresh balances (the quantity is now frozen in the spot account: the
// withdraw conditions, the accounts on Assets, the coins' balances and their records reload) and
// the withdrawal history; on failure the reason (the client already showed a refusal, and a 998
// leads to identity verification) while the form keeps its values. The body is never logged.
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  getListLegalLogQueryKey,
  getListUserCurrenciesQueryKey,
  getListWalletsQueryKey,
} from '@generated/api/assets/assets';
import {
  getGetWithdrawInfoQueryKey,
  getGetWithdrawSettingsQueryKey,
  getListWithdrawalsQueryKey,
  useCreateWithdrawal,
} from '@generated/api/withdraw/withdraw';
import type { CreateWithdrawalRequest } from '@generated/model';
import { useAppNavigation } from '@/hooks/use-app-navigation';
import { useReportError } from '@/hooks/use-report-error';
import { ROUTES } from '@/lib/routes';

export function useSubmitWithdrawal(): {
  submit: (data: CreateWithdrawalRequest) => Promise<boolean>;
  pending: boolean;
} {
  const { t } = useTranslation('withdraw');
  const { redirectTo } = useAppNavigation();
  const reportError = useReportError();
  const queryClient = useQueryClient();
  const withdraw = useCreateWithdrawal();

  async function submit(data: CreateWithdrawalRequest): Promise<boolean> {
    try {
      const answer = await withdraw.mutateAsync({ data });
      Toast.show({ content: answer || t('submitted') });
      void queryClient.invalidateQueries({ queryKey: getGetWithdrawInfoQueryKey({ currency: data.currency }) });
      void queryClient.invalidateQueries({ queryKey: getListWithdrawalsQueryKey() });
      for (const queryKey of [
        getListWalletsQueryKey(),
        getListUserCurrenciesQueryKey(),
        getListLegalLogQueryKey().slice(0, 2),
      ])
        void queryClient.invalidateQueries({ queryKey });
      redirectTo(`${ROUTES.depositWithdrawRecord}?tab=withdrawals`);
      return true;
    } catch (error) {
      reportError(error);
      // a refusal may come from a whitelist turned on elsewhere: the form shows the mode as it is now
      void queryClient.invalidateQueries({ queryKey: getGetWithdrawSettingsQueryKey() });
      return false;
    }
  }

  return { submit, pending: withdraw.isPending };
}
