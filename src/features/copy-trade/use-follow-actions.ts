// Stopping a follow: a confirmation that says what happens, one request however often it is
// tapped, then the trader, the list and the user's follows read again.
import { useQueryClient } from '@tanstack/react-query';
import { Dialog, Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetTraderQueryKey,
  getListMyFollowsQueryKey,
  getListTradersQueryKey,
  useUnfollowTrader,
} from '@generated/api/copy-trade/copy-trade';
import { useClickGuard } from '@/hooks/use-click-guard';
import { useReportError } from '@/hooks/use-report-error';

/** Reads again everything that shows whether and how the user follows traders. */
export function useRefreshFollows(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getListTradersQueryKey().slice(0, 1) }),
      queryClient.invalidateQueries({ queryKey: getGetTraderQueryKey().slice(0, 1) }),
      queryClient.invalidateQueries({ queryKey: getListMyFollowsQueryKey() }),
    ]);
  }, [queryClient]);
}

export function useUnfollow(onDone?: () => void) {
  const { t } = useTranslation('copy-trade');
  const unfollow = useUnfollowTrader();
  const refresh = useRefreshFollows();
  const reportError = useReportError();
  const run = useCallback(
    async (traderId: number, name: string): Promise<void> => {
      const confirmed = await Dialog.confirm({
        title: t('follow.cancelTitle', { name }),
        content: t('follow.cancelText'),
        confirmText: t('follow.cancelConfirm'),
        cancelText: t('follow.cancel'),
      });
      if (!confirmed) return;
      try {
        await unfollow.mutateAsync({ data: { follow_user_id: traderId } });
        Toast.show({ content: t('follow.cancelled', { name }), duration: 1500 });
        await refresh();
        onDone?.();
      } catch (error) {
        reportError(error);
      }
    },
    [t, unfollow, refresh, reportError, onDone],
  );
  return { cancel: useClickGuard(run, unfollow.isPending), pending: unfollow.isPending };
}
