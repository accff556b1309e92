// Stopping a follow: the one confirmation dialog says what happens, one request however often it
// is tapped, then the trader, the list and the user's follows read again.
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetTraderQueryKey,
  getListMyFollowsQueryKey,
  getListTradersQueryKey,
  useUnfollowTrader,
} from '@generated/api/copy-trade/copy-trade';
import { DraftConfirm } from '@/components/draft-confirm';

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

export interface Target {
  id: number;
  name: string;
}

/** `ask(id, name)` opens the confirmation; render `dialog` once in the screen. */
export function useUnfollow(onDone?: () => void) {
  const { t } = useTranslation('copy-trade');
  const unfollow = useUnfollowTrader();
  const refresh = useRefreshFollows();
  const [target, setTarget] = useState<Target | null>(null);

  const dialog = (
    <DraftConfirm
      draft={target}
      onClose={() => setTarget(null)}
      send={({ id }) => unfollow.mutateAsync({ data: { follow_user_id: id } })}
      onSent={async (_done, { name }) => {
        Toast.show({ content: t('follow.cancelled', { name }), duration: 1500 });
        await refresh();
        onDone?.();
      }}
      keepOnError
      title={({ name }) => t('follow.cancelTitle', { name })}
      confirmText={t('follow.cancelConfirm')}
      cancelText={t('follow.cancel')}
      pending={unfollow.isPending}
      danger
    >
      <p className="confirm-dialog__note">{t('follow.cancelText')}</p>
    </DraftConfirm>
  );
  return { ask: (id: number, name: string) => setTarget({ id, name }), pending: unfollow.isPending, dialog };
}
